import { describe, expect, it } from 'vitest';
import { categoryTables } from './catalogue-taxonomy.ts';
import { shapeOfNoun } from './noun-shapes.ts';
import { shape } from './svg.ts';
import {
  countries,
  dataListGroups,
  deliverySlotWindows,
  demoAccounts,
  demoStaff,
  generateCatalogue,
  generateDataLists,
  menus,
  paymentProviders,
  promoCodes,
  renderBannerSvg,
  renderCategoryImageSvg,
  renderIconSvg,
  renderLogoSvg,
  renderProductImageSvg,
  shippingMethods,
  staticPages,
  themeConfig,
  type Catalogue,
  type MenuItemSeed,
  type ProductSeed,
} from './index.ts';

const catalogue = generateCatalogue();
const FASHION_LIKE = new Set(['fashion', 'shoes']);

function depthOf(key: string, parentOf: Map<string, string | null>): number {
  let depth = 1;
  for (let parent = parentOf.get(key); parent; parent = parentOf.get(parent)) depth++;
  return depth;
}

function topOf(key: string, parentOf: Map<string, string | null>): string {
  let current = key;
  for (let parent = parentOf.get(current); parent; parent = parentOf.get(current)) current = parent;
  return current;
}

const parentOf = new Map(catalogue.categories.map((c) => [c.key, c.parentKey]));
const leafKeys = new Set(
  catalogue.categories.filter((c) => !catalogue.categories.some((o) => o.parentKey === c.key)).map((c) => c.key),
);
const isSoldOut = (p: ProductSeed) => p.variations.every((v) => v.stock === 0);
const isLowStock = (p: ProductSeed) => p.variations.every((v) => v.stock >= 1 && v.stock <= 3);

/** Checks that tags nest and close and that every `&` starts an entity; enough to catch broken markup. */
function assertWellFormed(svg: string): void {
  expect(svg.startsWith('<svg ')).toBe(true);
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(svg).not.toMatch(/&(?!#\d+;|[a-z]+;)/);
  const stack: string[] = [];
  for (const [tag, closing, name, selfClosing] of svg.matchAll(
    /<(\/?)([a-zA-Z][\w:-]*)(?:\s+[\w:-]+="[^"<]*")*\s*(\/?)>/g,
  )) {
    if (selfClosing) continue;
    if (closing) expect(stack.pop(), tag).toBe(name);
    else stack.push(name as string);
  }
  expect(stack).toEqual([]);
  expect(svg.replace(/<[^>]*>/g, '')).not.toMatch(/[<>]/);
}

describe('the catalogue', () => {
  it('is the same on every run, and a smaller run is a prefix of a larger one', () => {
    expect(generateCatalogue()).toEqual(catalogue);
    expect(generateCatalogue({ productCount: 300 }).products).toEqual(catalogue.products.slice(0, 300));
  });

  it('has a category tree at most three levels deep with enough categories and brands', () => {
    expect(catalogue.products.length).toBeGreaterThanOrEqual(1000);
    expect(catalogue.categories.length).toBeGreaterThanOrEqual(12);
    expect(catalogue.brands.length).toBeGreaterThanOrEqual(20);
    const depths = catalogue.categories.map((c) => depthOf(c.key, parentOf));
    expect(Math.max(...depths)).toBe(3);
    expect(new Set(catalogue.categories.map((c) => c.key)).size).toBe(catalogue.categories.length);
    for (const c of catalogue.categories) if (c.parentKey) expect(parentOf.has(c.parentKey)).toBe(true);
  });

  it('describes each product by its own brand and noun', () => {
    const brands = new Map(catalogue.brands.map((b) => [b.key, b.name]));
    for (const p of catalogue.products) {
      const brand = brands.get(p.brandKey);
      expect(p.description.en, p.key).toContain(brand?.en);
      expect(p.description.ar, p.key).toContain(brand?.ar);
      expect(p.name.en.startsWith(`${brand?.en} `), p.key).toBe(true);
      expect(p.description.en.split('. ').length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives every product a unique key, unique SKUs, a known brand and leaf categories', () => {
    const brandKeys = new Set(catalogue.brands.map((b) => b.key));
    expect(new Set(catalogue.products.map((p) => p.key)).size).toBe(catalogue.products.length);
    const skus = catalogue.products.flatMap((p) => p.variations.map((v) => v.key));
    expect(new Set(skus).size).toBe(skus.length);
    for (const p of catalogue.products) {
      expect(brandKeys.has(p.brandKey), p.key).toBe(true);
      expect(p.categoryKeys.length).toBeGreaterThanOrEqual(1);
      for (const key of p.categoryKeys) expect(leafKeys.has(key), `${p.key} in ${key}`).toBe(true);
      expect(p.key).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    }
  });

  it('varies fashion and shoes by size and colour, and sells everything else in one variation', () => {
    const values = new Map(catalogue.attributes.map((a) => [a.key, new Set(a.values.map((v) => v.key))]));
    for (const p of catalogue.products) {
      const top = topOf(p.categoryKeys[0] as string, parentOf);
      if (FASHION_LIKE.has(top)) {
        expect(p.variations.length, p.key).toBeGreaterThanOrEqual(2);
        expect(p.variations.length, p.key).toBeLessThanOrEqual(8);
        for (const v of p.variations) {
          expect(v.attributes.length).toBeGreaterThan(0);
          for (const a of v.attributes)
            expect(values.get(a.attributeKey)?.has(a.valueKey), `${v.key} ${a.valueKey}`).toBe(true);
        }
        const combos = p.variations.map((v) => JSON.stringify(v.attributes));
        expect(new Set(combos).size).toBe(combos.length);
      } else {
        expect(p.variations).toHaveLength(1);
        expect(p.variations[0]?.attributes).toEqual([]);
      }
    }
  });

  it('keeps some products sold out, some nearly sold out, and some single sizes gone', () => {
    const count = catalogue.products.length;
    const soldOut = catalogue.products.filter(isSoldOut).length / count;
    const low = catalogue.products.filter(isLowStock).length / count;
    expect(soldOut).toBeGreaterThan(0.02);
    expect(soldOut).toBeLessThan(0.1);
    expect(low).toBeGreaterThan(0.02);
    expect(low).toBeLessThan(0.1);
    expect(
      catalogue.products.some((p) => p.variations.some((v) => v.stock === 0) && p.variations.some((v) => v.stock > 3)),
    ).toBe(true);
    for (const p of catalogue.products)
      for (const v of p.variations) expect(Number.isInteger(v.stock) && v.stock >= 0).toBe(true);
  });

  it('prices in integer fils, shop-style, with sales above the price', () => {
    for (const p of catalogue.products) {
      expect(Number.isInteger(p.price) && p.price > 0, p.key).toBe(true);
      if (p.compareAtPrice !== null) {
        expect(Number.isInteger(p.compareAtPrice)).toBe(true);
        expect(p.compareAtPrice).toBeGreaterThan(p.price);
      }
      for (const v of p.variations) expect(Number.isInteger(v.priceDelta) && v.priceDelta >= 0).toBe(true);
      expect(p.imageColors.every((c) => /^#[0-9a-f]{6}$/.test(c))).toBe(true);
    }
    expect(catalogue.products.some((p) => p.price % 1000 === 0)).toBe(true);
    expect(catalogue.products.some((p) => p.price % 1000 === 750)).toBe(true);
    expect(catalogue.products.some((p) => p.price % 250 !== 0)).toBe(true);
    expect(catalogue.products.filter((p) => p.compareAtPrice !== null).length).toBeGreaterThan(50);
  });

  it('groups one model in several colours', () => {
    const groups = new Map<string, ProductSeed[]>();
    for (const p of catalogue.products) if (p.groupKey) groups.set(p.groupKey, [...(groups.get(p.groupKey) ?? []), p]);
    expect(groups.size).toBeGreaterThanOrEqual(5);
    for (const members of groups.values()) {
      expect(members.length).toBeGreaterThanOrEqual(2);
      expect(new Set(members.map((m) => `${m.brandKey}/${m.price}/${m.categoryKeys[0]}`)).size).toBe(1);
      expect(new Set(members.map((m) => m.name.en)).size).toBe(members.length);
    }
  });

  // How fast it is belongs to the benchmark; this checks that the names stay unique at that size.
  it('generates 100,000 products, all with unique keys and SKUs', () => {
    const big = generateCatalogue({ productCount: 100_000 });
    expect(big.products).toHaveLength(100_000);
    expect(new Set(big.products.map((p) => p.key)).size).toBe(100_000);
    const skus = new Set<string>();
    let total = 0;
    for (const p of big.products) {
      for (const v of p.variations) {
        skus.add(v.key);
        total++;
      }
    }
    expect(skus.size).toBe(total);
    expect(new Set(big.products.map((p) => p.name.en)).size).toBeGreaterThan(99_000);
  }, 20_000);
});

describe('texts', () => {
  const everything = {
    catalogue,
    countries,
    menus,
    staticPages,
    dataListGroups,
    dataLists: generateDataLists(catalogue),
    themeConfig,
    shippingMethods,
    paymentProviders,
  };

  it('exist in English and Arabic everywhere', () => {
    let seen = 0;
    const visit = (value: unknown, path: string): void => {
      if (Array.isArray(value)) return value.forEach((v, i) => visit(v, `${path}[${i}]`));
      if (value === null || typeof value !== 'object') return;
      const keys = Object.keys(value).sort();
      if (keys.length === 2 && keys[0] === 'ar' && keys[1] === 'en') {
        const { en, ar } = value as { en: unknown; ar: unknown };
        seen++;
        expect(typeof en === 'string' && en.trim().length > 0, path).toBe(true);
        expect(typeof ar === 'string' && /[\u0600-\u06ff]/.test(ar), `${path}: ${String(ar)}`).toBe(true);
        return;
      }
      for (const [k, v] of Object.entries(value)) visit(v, `${path}.${k}`);
    };
    visit(everything, '');
    expect(seen).toBeGreaterThan(2 * catalogue.products.length);
  });

  it('write static pages as plain paragraphs', () => {
    expect(staticPages.map((p) => p.key)).toEqual(
      expect.arrayContaining(['about', 'terms', 'privacy', 'delivery-returns']),
    );
    for (const page of staticPages) {
      for (const body of [page.body.en, page.body.ar]) {
        expect(body.split('\n\n').length).toBeGreaterThanOrEqual(3);
        expect(body).not.toMatch(/[<>]/);
      }
    }
  });
});

describe('geography', () => {
  const byCode = new Map(countries.map((c) => [c.code, c]));

  it('covers Kuwait, Egypt and the GCC', () => {
    expect([...byCode.keys()].sort()).toEqual(['ae', 'bh', 'eg', 'kw', 'om', 'qa', 'sa']);
    const kw = byCode.get('kw');
    expect(kw?.phoneCode).toBe('+965');
    expect(kw?.states.map((s) => s.key)).toEqual([
      'capital',
      'hawalli',
      'farwaniya',
      'mubarak-al-kabeer',
      'ahmadi',
      'jahra',
    ]);
    for (const s of kw?.states ?? []) expect(s.areas.length).toBeGreaterThanOrEqual(6);
    expect(kw?.states.find((s) => s.key === 'hawalli')?.areas.map((a) => a.key)).toEqual(
      expect.arrayContaining(['salmiya', 'jabriya']),
    );
    expect(byCode.get('eg')?.phoneCode).toBe('+20');
    expect(byCode.get('eg')?.states.length).toBeGreaterThanOrEqual(6);
    for (const code of ['sa', 'ae', 'qa', 'bh', 'om'])
      expect(byCode.get(code)?.states.length).toBeGreaterThanOrEqual(4);
  });

  it('keys states and areas uniquely within a country', () => {
    for (const country of countries) {
      expect(country.code).toMatch(/^[a-z]{2}$/);
      expect(country.phoneCode).toMatch(/^\+\d{1,3}$/);
      expect(new Set(country.states.map((s) => s.key)).size).toBe(country.states.length);
      const areas = country.states.flatMap((s) => s.areas.map((a) => a.key));
      expect(new Set(areas).size, country.code).toBe(areas.length);
      for (const s of country.states) expect(s.areas.length).toBeGreaterThanOrEqual(2);
    }
  });
});

describe('menus', () => {
  const main = menus.find((m) => m.id === 53);
  const depth = (item: MenuItemSeed, items: MenuItemSeed[]): number =>
    item.parentKey ? 1 + depth(items.find((i) => i.key === item.parentKey) as MenuItemSeed, items) : 1;

  it('names a three-level main menu 53 with items hidden from guests', () => {
    expect(main?.name).toBe('main');
    const items = main?.items ?? [];
    expect(Math.max(...items.map((i) => depth(i, items)))).toBe(3);
    expect(items.filter((i) => !i.allowGuestUser).map((i) => i.route)).toEqual(['/account/info', '/account/orders']);
    expect(items.filter((i) => i.parentKey === null).length).toBeGreaterThanOrEqual(12);
    expect(items.some((i) => i.openInNewTab && i.route.startsWith('https://'))).toBe(true);
    expect(items.map((i) => i.route)).toEqual(expect.arrayContaining(['/', '/search', '/wishlist', '/cart']));
  });

  it('links only to real categories, lists parents first and uses group:name icons', () => {
    const categoryKeys = new Set(catalogue.categories.map((c) => c.key));
    for (const menu of menus) {
      const seen = new Set<string>();
      for (const item of menu.items) {
        if (item.parentKey) expect(seen.has(item.parentKey), item.key).toBe(true);
        seen.add(item.key);
        const category = /^\/categories\/(.+)$/.exec(item.route)?.[1];
        if (category) expect(categoryKeys.has(category), category).toBe(true);
        if (item.icon) expect(item.icon).toMatch(/^[a-z-]+:[a-z0-9_]+$/);
      }
      expect(seen.size).toBe(menu.items.length);
    }
    const icons = menus.flatMap((m) => m.items.map((i) => i.icon)).filter((i) => i !== null);
    expect(icons.filter((i) => i.startsWith('material-outline:')).length).toBeGreaterThan(10);
    expect(icons.some((i) => !i.startsWith('material-outline:'))).toBe(true);
  });

  it('has the footer menus the theme points to', () => {
    expect(themeConfig.main_menu).toBe(53);
    for (const id of themeConfig.footer_menus) expect(menus.find((m) => m.id === id)?.items.length).toBeGreaterThan(3);
    const routes = menus.flatMap((m) => m.items.map((i) => i.route));
    for (const page of ['/pages/about', '/pages/terms', '/pages/privacy', '/contact']) expect(routes).toContain(page);
  });
});

describe('home data lists', () => {
  const lists = generateDataLists(catalogue);
  const byKey = new Map(catalogue.products.map((p) => [p.key, p]));

  it('are deterministic and reference the catalogue', () => {
    expect(generateDataLists(generateCatalogue())).toEqual(lists);
    const categoryKeys = new Set(catalogue.categories.map((c) => c.key));
    const groupKeys = new Set(dataListGroups.map((g) => g.key));
    for (const list of lists) {
      expect(groupKeys.has(list.groupKey)).toBe(true);
      for (const item of list.items) if (item.categoryKey) expect(categoryKeys.has(item.categoryKey)).toBe(true);
    }
  });

  it('hold 3 banners, 8 categories and 12 in-stock products per rail', () => {
    const get = (key: string) => lists.find((l) => l.key === key);
    expect(get('home-banners')?.items.map((i) => i.imageKey)).toEqual(['banner-1', 'banner-2', 'banner-3']);
    expect(get('featured-categories')?.items).toHaveLength(8);
    for (const key of ['new-arrivals', 'best-sellers', 'on-sale']) {
      const items = get(key)?.items ?? [];
      expect(items, key).toHaveLength(12);
      expect(new Set(items.map((i) => i.productKey)).size).toBe(12);
      for (const item of items) expect(isSoldOut(byKey.get(item.productKey as string) as ProductSeed)).toBe(false);
    }
    for (const item of get('on-sale')?.items ?? [])
      expect(byKey.get(item.productKey as string)?.compareAtPrice).not.toBeNull();
  });
});

describe('theme, shipping, payment, promos and accounts', () => {
  it('fills every theme field', () => {
    expect(Object.keys(themeConfig).sort()).toEqual(
      [
        'main_menu',
        'logo',
        'color',
        'languages',
        'footer_menus',
        'twitter_url',
        'facebook_url',
        'instagram_url',
        'whatsapp_url',
        'tiktok_url',
        'youtube_url',
        'phone',
        'mobile',
        'email',
        'address',
        'copy_right',
        'overrided_footer_image',
        'metadata_title',
        'metadata_icon',
        'metadata_description',
        'enforce_checkout_terms',
        'checkout_terms_page',
        'default_address_country',
        'keep_out_of_stock_at_end',
        'price_format',
      ].sort(),
    );
    expect(themeConfig).toMatchObject({
      color: '#57b568',
      languages: ['en', 'ar'],
      footer_menus: [54, 55, 56],
      price_format: 'decimals-format',
    });
    // A Kuwaiti shop: new addresses start in Kuwait, and the checkout's terms are the seeded terms page.
    expect(themeConfig).toMatchObject({ default_address_country: 'kw', checkout_terms_page: 'terms' });
    expect(staticPages.map((page) => page.key)).toContain(themeConfig.checkout_terms_page);
    expect(themeConfig.whatsapp_url).toMatch(/^https:\/\/wa\.me\/965\d{8}$/);
  });

  it('charges delivery and discounts in integer fils', () => {
    expect(shippingMethods[0]).toMatchObject({ id: 1, fee: 1000, freeOver: 20000 });
    expect(new Set(shippingMethods.map((m) => m.id)).size).toBe(shippingMethods.length);
    for (const m of shippingMethods)
      expect(Number.isInteger(m.fee) && (m.freeOver === null || Number.isInteger(m.freeOver))).toBe(true);
    for (const p of promoCodes) expect(Number.isInteger(p.value) && Number.isInteger(p.minSubtotal)).toBe(true);
    expect(promoCodes.find((p) => p.code === 'EXPIRED')?.endsDaysFromNow).toBeLessThan(0);
    expect(promoCodes.find((p) => p.code === 'LIMITED')?.maxUses).toBe(3);
    expect(paymentProviders.map((p) => p.key).sort()).toEqual(['card', 'cod', 'knet', 'tabby', 'tamara']);
    for (const w of deliverySlotWindows) expect(w.start < w.end && w.capacity > 0).toBe(true);
  });

  it('has one staff member of each role, the support member being the support user', () => {
    expect(demoStaff.map((s) => s.role).sort()).toEqual(['catalogue-manager', 'order-manager', 'owner', 'support']);
    const support = demoAccounts.find((a) => a.role === 'support')!;
    expect(demoStaff.find((s) => s.role === 'support')).toMatchObject({
      email: support.email,
      password: support.password,
    });
  });

  it('has the demo customer, the support user and five more customers', () => {
    expect(demoAccounts.find((a) => a.email === 'customer@example.com')).toMatchObject({
      password: 'demo-customer-1',
      phone: '+96550000001',
      role: 'customer',
    });
    expect(demoAccounts.find((a) => a.email === 'support@example.com')).toMatchObject({
      password: 'demo-support-1',
      phone: '+96550000009',
      role: 'support',
    });
    expect(demoAccounts.filter((a) => a.role === 'customer').length).toBeGreaterThanOrEqual(6);
    expect(demoAccounts.some((a) => /[\u0600-\u06ff]/.test(a.displayName))).toBe(true);
    expect(new Set(demoAccounts.map((a) => a.email)).size).toBe(demoAccounts.length);
    expect(new Set(demoAccounts.map((a) => a.phone)).size).toBe(demoAccounts.length);
    for (const a of demoAccounts) {
      expect(a.phone).toMatch(/^\+965[569]\d{7}$/);
      if (!a.address) continue;
      const areas = countries
        .find((c) => c.code === a.address?.countryCode)
        ?.states.find((s) => s.key === a.address?.stateKey)?.areas;
      expect(
        areas?.some((area) => area.key === a.address?.areaKey),
        a.key,
      ).toBe(true);
    }
  });
});

describe('pictures', () => {
  it('draws every product as a small well-formed SVG', () => {
    const names = new Map(catalogue.categories.map((c) => [c.key, c.name.en]));
    for (const p of catalogue.products) {
      const svg = renderProductImageSvg(p, names.get(p.categoryKeys[0] as string));
      expect(Buffer.byteLength(svg)).toBeLessThan(2048);
      assertWellFormed(svg);
    }
    expect(renderProductImageSvg(catalogue.products[0] as ProductSeed)).toBe(
      renderProductImageSvg(catalogue.products[0] as ProductSeed),
    );
  });

  it('draws each product as its own kind of product, whatever its category', () => {
    for (const leaf of categoryTables.leaves.values())
      for (const noun of leaf.nouns) expect(shapeOfNoun(noun.en), noun.en).toBeDefined();
    const drawingOf = (nounEn: string) => {
      const product = catalogue.products.find((p) => p.name.en.includes(` ${nounEn} `));
      expect(product, nounEn).toBeDefined();
      return renderProductImageSvg(product!);
    };
    // Abayas are long robes, not the T-shirt of their clothing category; a grill is no ball.
    expect(drawingOf('Abaya')).toContain(shape('robe'));
    expect(drawingOf('Abaya')).not.toContain(shape('shirt'));
    expect(drawingOf('Portable Grill')).toContain(shape('grill'));
    expect(drawingOf('Portable Grill')).not.toContain(shape('ball'));
    expect(drawingOf('Laptop')).toContain(shape('laptop'));
    expect(drawingOf('Sukkari Dates')).toContain(shape('dates'));
  });

  it('never lets a bad colour break the markup', () => {
    const evil = { ...(catalogue.products[0] as ProductSeed), imageColors: ['"/><script>', '&'] as [string, string] };
    const svg = renderProductImageSvg(evil, 'Books & "more" <b>');
    assertWellFormed(svg);
    expect(svg).toContain('<title>Books &#38; &#34;more&#34; &#60;b&#62;</title>');
  });

  it('draws categories, wide banners, the logo and the icon', () => {
    const all: Catalogue['categories'] = catalogue.categories;
    for (const c of all) assertWellFormed(renderCategoryImageSvg(c));
    for (const i of [0, 1, 2, 3]) {
      const banner = renderBannerSvg(i);
      expect(banner).toContain('viewBox="0 0 1600 600"');
      assertWellFormed(banner);
    }
    assertWellFormed(renderLogoSvg());
    assertWellFormed(renderIconSvg());
    expect(renderLogoSvg()).toContain('سوق الخليج');
  });
});
