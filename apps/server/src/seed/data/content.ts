/** Menus, static pages, home-page data lists, the theme configuration and the shop's logo. */
import { bannerImageKey } from './catalogue.ts';
import { categoryTables } from './catalogue-taxonomy.ts';
import { hashString } from './random.ts';
import { escapeXml, svgDocument } from './svg.ts';
import { L } from './localized.ts';
import type {
  Catalogue,
  DataListGroupSeed,
  DataListSeed,
  Localized,
  MenuItemSeed,
  MenuSeed,
  ProductSeed,
  StaticPageSeed,
  ThemeConfigSeed,
} from './types.ts';

export const SHOP_NAME = L('Souq Al Khaleej', 'سوق الخليج');
export const PRIMARY_COLOR = '#57b568';
export const MAIN_MENU_ID = 53;
export const FOOTER_MENU_IDS = [54, 55, 56];

// ---------------------------------------------------------------- menus

type ItemInput = Omit<MenuItemSeed, 'sortOrder' | 'parentKey' | 'openInNewTab' | 'allowGuestUser' | 'icon'> &
  Partial<Pick<MenuItemSeed, 'openInNewTab' | 'allowGuestUser' | 'icon'>> & { children?: ItemInput[] };

/** Flattens a nested literal into items, parents first, numbering siblings from 1. */
function flattenItems(inputs: ItemInput[], parentKey: string | null = null, out: MenuItemSeed[] = []): MenuItemSeed[] {
  inputs.forEach(({ children, ...item }, index) => {
    out.push({ icon: null, openInNewTab: false, allowGuestUser: true, ...item, parentKey, sortOrder: index + 1 });
    if (children) flattenItems(children, item.key, out);
  });
  return out;
}

const categoryName = (key: string): Localized => {
  const category = categoryTables.categories.find((c) => c.key === key);
  if (!category) throw new Error(`unknown category ${key}`);
  return category.name;
};

/** Top-level categories of the main menu, in order, with their icons. */
const MAIN_CATEGORIES = ['electronics', 'fashion', 'shoes', 'home-kitchen', 'beauty', 'sports', 'toys', 'groceries'];

const CATEGORY_ICONS: Record<string, string> = {
  electronics: 'material-outline:devices',
  fashion: 'material-outline:checkroom',
  shoes: 'material-outline:directions_walk',
  'home-kitchen': 'material-outline:kitchen',
  beauty: 'material-outline:spa',
  sports: 'material-outline:sports_soccer',
  toys: 'material-outline:toys',
  groceries: 'material-outline:local_grocery_store',
  // A group the storefront does not render, on purpose: it must skip icons it cannot draw.
  smartphones: 'fa:star',
};

/** A category and its sub-categories, `depth` levels in all, as menu items. */
function categoryItem(key: string, depth: number): ItemInput {
  const children = depth > 1 ? categoryTables.categories.filter((c) => c.parentKey === key) : [];
  return {
    key: `category-${key}`,
    title: categoryName(key),
    route: `/categories/${key}`,
    icon: CATEGORY_ICONS[key] ?? null,
    children: children.map((c) => categoryItem(c.key, depth - 1)),
  };
}

const SOCIAL = {
  twitter: 'https://twitter.com/souqalkhaleej',
  facebook: 'https://www.facebook.com/souqalkhaleej',
  instagram: 'https://www.instagram.com/souqalkhaleej',
  whatsapp: 'https://wa.me/96550000000',
  tiktok: 'https://www.tiktok.com/@souqalkhaleej',
  youtube: 'https://www.youtube.com/@souqalkhaleej',
};

const accountItem: ItemInput = {
  key: 'account',
  title: L('My account', 'حسابي'),
  route: '/account/info',
  icon: 'material-outline:person',
  allowGuestUser: false,
};
const ordersItem: ItemInput = {
  key: 'orders',
  title: L('My orders', 'طلباتي'),
  route: '/account/orders',
  icon: 'material-outline:receipt_long',
  allowGuestUser: false,
};
const wishlistItem: ItemInput = {
  key: 'wishlist',
  title: L('Wishlist', 'قائمة الأمنيات'),
  route: '/wishlist',
  icon: 'material-outline:favorite',
};
const cartItem: ItemInput = {
  key: 'cart',
  title: L('Cart', 'سلة التسوق'),
  route: '/cart',
  icon: 'material-outline:shopping_cart',
};
const contactItem: ItemInput = { key: 'contact', title: L('Contact us', 'اتصل بنا'), route: '/contact' };
const pageItem = (key: string, title: Localized): ItemInput => ({ key: `page-${key}`, title, route: `/pages/${key}` });

export const menus: MenuSeed[] = [
  {
    id: MAIN_MENU_ID,
    name: 'main',
    title: L('Main menu', 'القائمة الرئيسية'),
    items: flattenItems([
      { key: 'home', title: L('Home', 'الرئيسية'), route: '/', icon: 'material-outline:home' },
      ...MAIN_CATEGORIES.map((key) => categoryItem(key, 3)),
      { key: 'search', title: L('Search', 'بحث'), route: '/search', icon: 'material-outline:search' },
      wishlistItem,
      cartItem,
      { ...accountItem, children: [ordersItem] },
      {
        key: 'instagram',
        title: L('Follow us on Instagram', 'تابعنا على إنستغرام'),
        route: SOCIAL.instagram,
        icon: 'fa:instagram',
        openInNewTab: true,
      },
    ]),
  },
  {
    id: 54,
    name: 'about-us',
    title: L('About us', 'من نحن'),
    items: flattenItems([
      pageItem('about', L('About Souq Al Khaleej', 'عن سوق الخليج')),
      pageItem('delivery-returns', L('Delivery & returns', 'التوصيل والإرجاع')),
      pageItem('terms', L('Terms & conditions', 'الشروط والأحكام')),
      pageItem('privacy', L('Privacy policy', 'سياسة الخصوصية')),
      contactItem,
    ]),
  },
  {
    id: 55,
    name: 'customer-service',
    title: L('Customer service', 'خدمة العملاء'),
    items: flattenItems(
      [
        accountItem,
        ordersItem,
        wishlistItem,
        cartItem,
        pageItem('delivery-returns', L('Delivery & returns', 'التوصيل والإرجاع')),
        contactItem,
      ].map((item) => ({ ...item, icon: null })),
    ),
  },
  {
    id: 56,
    name: 'shop',
    title: L('Shop', 'تسوق'),
    items: flattenItems(
      [...MAIN_CATEGORIES, 'books'].map((key) => ({
        key: `category-${key}`,
        title: categoryName(key),
        route: `/categories/${key}`,
      })),
    ),
  },
];

// ---------------------------------------------------------------- static pages

const paragraphs = (...list: string[]): string => list.join('\n\n');

export const staticPages: StaticPageSeed[] = [
  {
    key: 'about',
    title: L('About us', 'من نحن'),
    body: L(
      paragraphs(
        'Souq Al Khaleej is an online shop based in Kuwait, bringing electronics, fashion, beauty, home essentials and groceries to your door.',
        'We started with a simple idea: shopping online in Kuwait should be as easy and trustworthy as visiting your favourite shop in the souq. Every product we list comes from authorised suppliers and carries the manufacturer’s warranty where one applies.',
        'Our team in Salmiya packs every order by hand, and our own drivers deliver across all six governorates, with same-day delivery for orders placed before 2 pm.',
        'Questions? Our customer service team answers in Arabic and English, Saturday to Thursday from 9 am to 9 pm, by phone, WhatsApp or email.',
      ),
      paragraphs(
        'سوق الخليج متجر إلكتروني مقره الكويت، يوصل إليك الإلكترونيات والأزياء ومنتجات الجمال ومستلزمات المنزل والبقالة حتى باب بيتك.',
        'بدأنا بفكرة بسيطة: أن يكون التسوق الإلكتروني في الكويت سهلًا وموثوقًا مثل زيارة محلك المفضل في السوق. جميع منتجاتنا من موردين معتمدين، وتشمل ضمان الشركة المصنعة متى كان متاحًا.',
        'يجهز فريقنا في السالمية كل طلب بعناية، ويوصل سائقونا إلى جميع المحافظات الست، مع توصيل في نفس اليوم للطلبات قبل الساعة 2 ظهرًا.',
        'لديك سؤال؟ فريق خدمة العملاء يجيبك بالعربية والإنجليزية من السبت إلى الخميس من 9 صباحًا حتى 9 مساءً عبر الهاتف أو واتساب أو البريد الإلكتروني.',
      ),
    ),
  },
  {
    key: 'terms',
    title: L('Terms & conditions', 'الشروط والأحكام'),
    body: L(
      paragraphs(
        'These terms apply to every order placed on Souq Al Khaleej. By placing an order you agree to them.',
        'Prices are shown in Kuwaiti dinars (KD). Delivery fees are shown at checkout before you pay. If a price is clearly wrong we will contact you before dispatch, and you may cancel at no cost.',
        'An order is confirmed when you receive a confirmation message. Items are reserved for you once payment succeeds or, for cash on delivery, once the order is confirmed.',
        'Promo codes cannot be combined, have no cash value, and may have a minimum order value, an end date and a usage limit.',
        'These terms are governed by the laws of the State of Kuwait.',
      ),
      paragraphs(
        'تسري هذه الشروط على كل طلب يتم عبر سوق الخليج، وبإتمامك للطلب فإنك توافق عليها.',
        'تظهر الأسعار بالدينار الكويتي (د.ك). تظهر رسوم التوصيل عند إتمام الطلب قبل الدفع. إذا كان السعر خاطئًا بشكل واضح فسنتواصل معك قبل الشحن، ويحق لك الإلغاء دون أي تكلفة.',
        'يتأكد الطلب عند وصول رسالة التأكيد إليك. تُحجز المنتجات لك بعد نجاح الدفع، أو عند تأكيد الطلب في حالة الدفع عند الاستلام.',
        'لا يمكن الجمع بين أكواد الخصم، وليس لها قيمة نقدية، وقد تتطلب حدًا أدنى للطلب ولها تاريخ انتهاء وعدد استخدام محدود.',
        'تخضع هذه الشروط لقوانين دولة الكويت.',
      ),
    ),
  },
  {
    key: 'privacy',
    title: L('Privacy policy', 'سياسة الخصوصية'),
    body: L(
      paragraphs(
        'We collect only what we need to take and deliver your order: your name, phone number, email address, delivery address and order history.',
        'Card and KNET payments are processed by our payment partners on their secure pages; we never see or store your full card number.',
        'We use your phone number to send order updates and one-time login codes. We do not sell your data, and we share it only with the delivery and payment partners who need it to serve you.',
        'You can ask us to correct or delete your data at any time by contacting customer service.',
      ),
      paragraphs(
        'نجمع فقط ما نحتاجه لاستلام طلبك وتوصيله: الاسم ورقم الهاتف والبريد الإلكتروني وعنوان التوصيل وسجل الطلبات.',
        'تتم مدفوعات البطاقات وكي نت عبر شركائنا في الدفع على صفحاتهم الآمنة، ولا نطلع على رقم بطاقتك الكامل ولا نحفظه.',
        'نستخدم رقم هاتفك لإرسال تحديثات الطلب ورموز الدخول المؤقتة. لا نبيع بياناتك، ولا نشاركها إلا مع شركاء التوصيل والدفع الذين يحتاجونها لخدمتك.',
        'يمكنك في أي وقت أن تطلب تصحيح بياناتك أو حذفها بالتواصل مع خدمة العملاء.',
      ),
    ),
  },
  {
    key: 'delivery-returns',
    title: L('Delivery & returns', 'التوصيل والإرجاع'),
    body: L(
      paragraphs(
        'We deliver to every area of Kuwait. Standard delivery costs 1.000 KD and is free on orders over 20.000 KD; express and same-day delivery are offered at checkout.',
        'Choose a delivery time slot at checkout, and our driver will call you before arriving.',
        'You can return most items within 14 days of delivery if they are unused and in their original packaging. For hygiene reasons, perfumes, cosmetics and food cannot be returned once opened.',
        'Refunds go back to the original payment method within 7 working days of receiving the return; cash on delivery orders are refunded by bank transfer.',
      ),
      paragraphs(
        'نوصل إلى جميع مناطق الكويت. تكلفة التوصيل العادي 1.000 د.ك، ومجاني للطلبات التي تزيد على 20.000 د.ك، ويتوفر التوصيل السريع والتوصيل في نفس اليوم عند إتمام الطلب.',
        'اختر فترة التوصيل المناسبة عند إتمام الطلب، وسيتصل بك السائق قبل وصوله.',
        'يمكنك إرجاع معظم المنتجات خلال 14 يومًا من التوصيل إذا كانت غير مستخدمة وفي تغليفها الأصلي. لأسباب صحية، لا يمكن إرجاع العطور ومستحضرات التجميل والمواد الغذائية بعد فتحها.',
        'يُعاد المبلغ إلى وسيلة الدفع الأصلية خلال 7 أيام عمل من استلام المرتجع، وتُعاد مبالغ طلبات الدفع عند الاستلام بتحويل بنكي.',
      ),
    ),
  },
];

// ---------------------------------------------------------------- home-page data lists

export const dataListGroups: DataListGroupSeed[] = [{ key: 'home', name: L('Home page', 'الصفحة الرئيسية') }];

const RAIL_SIZE = 12;
/** At most this many products of one category per rail, so a rail shows variety. */
const RAIL_PER_CATEGORY = 2;

const BANNER_LINKS: { categoryKey: string; title: Localized }[] = [
  { categoryKey: 'phones', title: L('The latest phones, delivered today', 'أحدث الهواتف، توصيل اليوم') },
  { categoryKey: 'fashion', title: L('New season fashion', 'أزياء الموسم الجديد') },
  { categoryKey: 'groceries', title: L('Dates, coffee and more for your majlis', 'تمور وقهوة والمزيد لمجلسك') },
];

const FEATURED_CATEGORIES = [
  'smartphones',
  'laptops',
  'women-abayas',
  'men-dishdashas',
  'fragrances',
  'sports-shoes',
  'small-appliances',
  'dates-sweets',
];

const inStock = (p: ProductSeed): boolean => p.variations.some((v) => v.stock > 0);

function rail(products: ProductSeed[], compare: (a: ProductSeed, b: ProductSeed) => number): string[] {
  const perCategory = new Map<string, number>();
  const picked: string[] = [];
  for (const product of [...products].sort((a, b) => compare(a, b) || (a.key < b.key ? -1 : 1))) {
    const category = product.categoryKeys[0] ?? '';
    const used = perCategory.get(category) ?? 0;
    if (used >= RAIL_PER_CATEGORY) continue;
    perCategory.set(category, used + 1);
    picked.push(product.key);
    if (picked.length === RAIL_SIZE) break;
  }
  return picked;
}

/**
 * The home page lists: banner carousel, featured categories and three product rails,
 * chosen deterministically from the catalogue (in-stock products only). Product items
 * carry no link: the storefront links them by the id the inserter gives them.
 */
export function generateDataLists(catalogue: Catalogue): DataListSeed[] {
  const available = catalogue.products.filter(inStock);
  const discount = (p: ProductSeed) => (p.compareAtPrice ? (p.compareAtPrice - p.price) / p.compareAtPrice : 0);
  const productItems = (keys: string[]) => keys.map((productKey) => ({ productKey }));
  return [
    {
      key: 'home-banners',
      kind: 'images',
      groupKey: 'home',
      title: L('Offers', 'العروض'),
      sortOrder: 1,
      items: BANNER_LINKS.map(({ categoryKey, title }, index) => ({
        imageKey: bannerImageKey(index),
        categoryKey,
        link: `/categories/${categoryKey}`,
        title,
      })),
    },
    {
      key: 'featured-categories',
      kind: 'categories',
      groupKey: 'home',
      title: L('Shop by category', 'تسوق حسب الفئة'),
      sortOrder: 2,
      items: FEATURED_CATEGORIES.map((categoryKey) => ({
        categoryKey,
        link: `/categories/${categoryKey}`,
        title: categoryName(categoryKey),
      })),
    },
    {
      key: 'new-arrivals',
      kind: 'products',
      groupKey: 'home',
      title: L('New arrivals', 'وصل حديثًا'),
      sortOrder: 3,
      items: productItems(rail(available, (a, b) => a.createdDaysAgo - b.createdDaysAgo)),
    },
    {
      key: 'best-sellers',
      kind: 'products',
      groupKey: 'home',
      title: L('Best sellers', 'الأكثر مبيعًا'),
      sortOrder: 4,
      // No sales exist yet; a stable hash stands in for popularity.
      items: productItems(rail(available, (a, b) => hashString(a.key) - hashString(b.key))),
    },
    {
      key: 'on-sale',
      kind: 'products',
      groupKey: 'home',
      title: L('On sale', 'تخفيضات'),
      sortOrder: 5,
      items: productItems(
        rail(
          available.filter((p) => p.compareAtPrice !== null),
          (a, b) => discount(b) - discount(a),
        ),
      ),
    },
  ];
}

// ---------------------------------------------------------------- theme

/** The operator-edited theme file, written out as JSON on first start. */
export const themeConfig: ThemeConfigSeed = {
  main_menu: MAIN_MENU_ID,
  logo: '/brand/logo.svg',
  color: PRIMARY_COLOR,
  languages: ['en', 'ar'],
  footer_menus: FOOTER_MENU_IDS,
  twitter_url: SOCIAL.twitter,
  facebook_url: SOCIAL.facebook,
  instagram_url: SOCIAL.instagram,
  whatsapp_url: SOCIAL.whatsapp,
  tiktok_url: SOCIAL.tiktok,
  youtube_url: SOCIAL.youtube,
  phone: '+965 2222 0000',
  mobile: '+965 5000 0000',
  email: 'hello@example.com',
  address: L('Salem Al-Mubarak Street, Block 10, Salmiya, Kuwait', 'شارع سالم المبارك، قطعة 10، السالمية، الكويت'),
  copy_right: L('© Souq Al Khaleej. All rights reserved.', '© سوق الخليج. جميع الحقوق محفوظة.'),
  overrided_footer_image: null,
  metadata_title: L('Souq Al Khaleej | Online shopping in Kuwait', 'سوق الخليج | تسوق أونلاين في الكويت'),
  metadata_icon: '/brand/icon.svg',
  metadata_description: L(
    'Electronics, fashion, beauty, home and groceries delivered across Kuwait. Pay by KNET, card or cash on delivery.',
    'إلكترونيات وأزياء وجمال ومستلزمات منزلية وبقالة مع التوصيل لجميع مناطق الكويت. ادفع عبر كي نت أو البطاقة أو نقدًا عند الاستلام.',
  ),
  enforce_checkout_terms: true,
  checkout_terms_page: 'terms',
  default_address_country: 'kw',
  keep_out_of_stock_at_end: true,
  price_format: 'decimals-format',
};

/** A shopping bag with a wave (the Gulf) across it, drawn on a 64x64 grid. */
const BAG_MARK =
  `<rect width="64" height="64" rx="14" fill="${PRIMARY_COLOR}"/>` +
  '<path d="M24 24 V20 A8 8 0 0 1 40 20 V24" fill="none" stroke="#fff" stroke-width="3.5" stroke-linecap="round"/>' +
  '<path d="M16 24 H48 L45 52 H19 Z" fill="#fff"/>' +
  `<path d="M19 41 Q25.5 35 32 41 T45 41" fill="none" stroke="${PRIMARY_COLOR}" stroke-width="3.5" stroke-linecap="round"/>`;

/** The shop logo (served at themeConfig.logo): the mark and the name in both languages. */
export function renderLogoSvg(): string {
  const font = 'font-family="Arial, Helvetica, sans-serif" fill="#1f2d3d"';
  return svgDocument(
    320,
    64,
    BAG_MARK +
      `<text x="76" y="30" ${font} font-size="24" font-weight="700">${escapeXml(SHOP_NAME.en)}</text>` +
      `<text x="76" y="56" ${font} font-size="20" font-weight="700">${escapeXml(SHOP_NAME.ar)}</text>`,
  );
}

/** The square icon (served at themeConfig.metadata_icon), for favicons and home screens. */
export function renderIconSvg(): string {
  return svgDocument(64, 64, BAG_MARK);
}
