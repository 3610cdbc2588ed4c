/**
 * The fixed part of the demo catalogue: category tree, brands, attributes and the
 * vocabulary products are named from. generateCatalogue (catalogue.ts) combines them.
 */
import { L } from './localized.ts';
import type { AttributeSeed, CategorySeed, Localized, Money } from './types.ts';

/** How a leaf's products vary: letter sizes, dishdasha/abaya lengths, shoe sizes, or not at all. */
export type VariationScheme = 'apparel' | 'lengths' | 'shoes' | 'none';

export interface LeafProfile {
  nouns: Localized[];
  /** Price range in Money; prices lean towards the low end. */
  price: [Money, Money];
  variations: VariationScheme;
  /** Colour keys this leaf's products come in (variation or group colours). */
  colours: string[];
  /** Shoe sizes (EU) this leaf uses, as an inclusive range. */
  shoeSizes?: [number, number];
  /** Some products become a group: the same model in several colours. */
  groupable: boolean;
  /** Other leaves a product may also be listed in. */
  alsoIn: string[];
  /** Relative share of the catalogue. */
  weight: number;
}

/** The drawings of svg.ts: a category tile shows its top category's, a product picture its own kind's. */
export type Shape =
  | 'phone'
  | 'shirt'
  | 'shoe'
  | 'pot'
  | 'bottle'
  | 'ball'
  | 'blocks'
  | 'bag'
  | 'book'
  | 'charger'
  | 'laptop'
  | 'tablet'
  | 'headphones'
  | 'speaker'
  | 'gamepad'
  | 'keyboard'
  | 'chair'
  | 'robe'
  | 'dress'
  | 'boot'
  | 'pan'
  | 'dallah'
  | 'appliance'
  | 'kettle'
  | 'iron'
  | 'lamp'
  | 'mirror'
  | 'candle'
  | 'incense'
  | 'pillow'
  | 'jar'
  | 'lipstick'
  | 'palette'
  | 'mat'
  | 'dumbbell'
  | 'rope'
  | 'watch'
  | 'tent'
  | 'cooler'
  | 'lantern'
  | 'grill'
  | 'robot'
  | 'puzzle'
  | 'scooter'
  | 'bicycle'
  | 'blaster'
  | 'kite'
  | 'dates'
  | 'cup';

/** Builds a product description sentence from the noun and brand name in one language. */
export type Sentence = (noun: Localized, brand: Localized) => Localized;

export interface TopProfile {
  shape: Shape;
  /** Background colours for pictures of products without a colour of their own. */
  palette: string[];
  /** Product-line names; transliterated in Arabic so they need no gender agreement. */
  series: Localized[];
  openers: Sentence[];
  details: Localized[];
}

interface CategoryNode {
  key: string;
  name: Localized;
  description: Localized;
  children?: CategoryNode[];
  leaf?: LeafProfile;
}

const node = (key: string, name: Localized, description: Localized, children: CategoryNode[]): CategoryNode => ({
  key,
  name,
  description,
  children,
});

const leaf = (key: string, name: Localized, description: Localized, profile: LeafProfile): CategoryNode => ({
  key,
  name,
  description,
  leaf: profile,
});

const KD = 1000;
const BRIGHT = ['black', 'white', 'navy', 'red', 'green', 'grey', 'gold', 'sky-blue'];
const APPAREL = ['black', 'white', 'navy', 'sky-blue', 'burgundy', 'olive', 'beige', 'grey', 'pink'];

const profile = (p: Partial<LeafProfile> & Pick<LeafProfile, 'nouns' | 'price'>): LeafProfile => ({
  variations: 'none',
  colours: BRIGHT,
  groupable: false,
  alsoIn: [],
  weight: 2,
  ...p,
});

const tree: CategoryNode[] = [
  node(
    'electronics',
    L('Electronics', 'إلكترونيات'),
    L(
      'Phones, computers, audio and gaming from trusted brands.',
      'هواتف وأجهزة كمبيوتر وصوتيات وألعاب إلكترونية من علامات موثوقة.',
    ),
    [
      node(
        'phones',
        L('Phones', 'الهواتف'),
        L(
          'Smartphones and everything that keeps them charged and protected.',
          'هواتف ذكية وكل ما يلزم لشحنها وحمايتها.',
        ),
        [
          leaf(
            'smartphones',
            L('Smartphones', 'الهواتف الذكية'),
            L('The latest smartphones with a local warranty.', 'أحدث الهواتف الذكية بضمان محلي.'),
            profile({
              nouns: [
                L('Smartphone', 'هاتف ذكي'),
                L('5G Phone', 'هاتف 5G'),
                L('Foldable Phone', 'هاتف قابل للطي'),
                L('Compact Phone', 'هاتف صغير'),
              ],
              price: [60 * KD, 450 * KD],
              groupable: true,
              weight: 4,
            }),
          ),
          leaf(
            'phone-accessories',
            L('Phone Accessories', 'إكسسوارات الهواتف'),
            L('Chargers, cables, cases and power banks.', 'شواحن وكابلات وأغطية وبطاريات متنقلة.'),
            profile({
              nouns: [
                L('Fast Charger', 'شاحن سريع'),
                L('Power Bank', 'بطارية متنقلة'),
                L('Phone Case', 'غطاء هاتف'),
                L('USB-C Cable', 'كابل USB-C'),
                L('Car Mount', 'حامل هاتف للسيارة'),
                L('Screen Protector', 'واقي شاشة'),
              ],
              price: [2 * KD, 25 * KD],
              groupable: true,
              weight: 3,
            }),
          ),
        ],
      ),
      node(
        'computers',
        L('Computers & Tablets', 'الكمبيوتر والأجهزة اللوحية'),
        L('Laptops and tablets for study, work and play.', 'لابتوبات وأجهزة لوحية للدراسة والعمل والترفيه.'),
        [
          leaf(
            'laptops',
            L('Laptops', 'اللابتوبات'),
            L('From light ultrabooks to powerful gaming laptops.', 'من اللابتوبات الخفيفة إلى أجهزة الألعاب القوية.'),
            profile({
              nouns: [
                L('Laptop', 'لابتوب'),
                L('Ultrabook', 'ألترابوك'),
                L('Gaming Laptop', 'لابتوب ألعاب'),
                L('2-in-1 Laptop', 'لابتوب 2 في 1'),
              ],
              price: [150 * KD, 750 * KD],
              weight: 3,
            }),
          ),
          leaf(
            'tablets',
            L('Tablets', 'الأجهزة اللوحية'),
            L('Tablets and e-readers for the whole family.', 'أجهزة لوحية وقارئات كتب إلكترونية لكل العائلة.'),
            profile({
              nouns: [
                L('Tablet', 'جهاز لوحي'),
                L('Kids Tablet', 'جهاز لوحي للأطفال'),
                L('Drawing Tablet', 'لوح رسم رقمي'),
                L('E-Reader', 'قارئ كتب إلكتروني'),
              ],
              price: [50 * KD, 300 * KD],
              groupable: true,
            }),
          ),
        ],
      ),
      node(
        'audio',
        L('Audio', 'الصوتيات'),
        L('Headphones and speakers for music on the move and at home.', 'سماعات ومكبرات صوت للموسيقى في كل مكان.'),
        [
          leaf(
            'headphones',
            L('Headphones', 'السماعات'),
            L('Wireless earbuds and over-ear headphones.', 'سماعات أذن لاسلكية وسماعات رأس.'),
            profile({
              nouns: [
                L('Wireless Earbuds', 'سماعات أذن لاسلكية'),
                L('Over-Ear Headphones', 'سماعات رأس'),
                L('Noise-Cancelling Headphones', 'سماعات عازلة للضوضاء'),
                L('Sports Earphones', 'سماعات رياضية'),
              ],
              price: [8 * KD, 120 * KD],
              groupable: true,
              alsoIn: ['gaming'],
              weight: 3,
            }),
          ),
          leaf(
            'speakers',
            L('Speakers', 'مكبرات الصوت'),
            L('Bluetooth, smart and party speakers.', 'مكبرات صوت بلوتوث وذكية وللحفلات.'),
            profile({
              nouns: [
                L('Bluetooth Speaker', 'سماعة بلوتوث'),
                L('Soundbar', 'ساوند بار'),
                L('Smart Speaker', 'سماعة ذكية'),
                L('Party Speaker', 'سماعة حفلات'),
              ],
              price: [10 * KD, 150 * KD],
              groupable: true,
            }),
          ),
        ],
      ),
      leaf(
        'gaming',
        L('Gaming', 'الألعاب الإلكترونية'),
        L('Controllers, headsets, keyboards and chairs for gamers.', 'أذرع تحكم وسماعات ولوحات مفاتيح وكراسي للاعبين.'),
        profile({
          nouns: [
            L('Game Controller', 'ذراع تحكم'),
            L('Gaming Headset', 'سماعة ألعاب'),
            L('Gaming Mouse', 'فأرة ألعاب'),
            L('Mechanical Keyboard', 'لوحة مفاتيح ميكانيكية'),
            L('Gaming Chair', 'كرسي ألعاب'),
          ],
          price: [8 * KD, 120 * KD],
        }),
      ),
    ],
  ),
  node(
    'fashion',
    L('Fashion', 'الأزياء'),
    L('Clothing for men, women and children.', 'ملابس للرجال والنساء والأطفال.'),
    [
      node(
        'fashion-men',
        L('Men', 'رجالي'),
        L('Shirts and dishdashas for every occasion.', 'قمصان ودشاديش لكل المناسبات.'),
        [
          leaf(
            'men-shirts',
            L('Shirts', 'القمصان'),
            L('Casual and formal shirts in cotton and linen.', 'قمصان كاجوال ورسمية من القطن والكتان.'),
            profile({
              nouns: [
                L('Oxford Shirt', 'قميص أكسفورد'),
                L('Linen Shirt', 'قميص كتان'),
                L('Polo Shirt', 'قميص بولو'),
                L('Cotton T-Shirt', 'تيشيرت قطن'),
                L('Formal Shirt', 'قميص رسمي'),
              ],
              price: [5 * KD, 25 * KD],
              variations: 'apparel',
              colours: APPAREL,
              weight: 3,
            }),
          ),
          leaf(
            'men-dishdashas',
            L('Dishdashas', 'الدشاديش'),
            L(
              'Summer and winter dishdashas tailored in classic Kuwaiti style.',
              'دشاديش صيفية وشتوية بالتفصيل الكويتي الكلاسيكي.',
            ),
            profile({
              nouns: [
                L('Dishdasha', 'دشداشة'),
                L('Summer Dishdasha', 'دشداشة صيفية'),
                L('Winter Dishdasha', 'دشداشة شتوية'),
                L('Embroidered Dishdasha', 'دشداشة مطرزة'),
              ],
              price: [12 * KD, 60 * KD],
              variations: 'lengths',
              colours: ['white', 'beige', 'grey', 'brown', 'navy'],
              weight: 3,
            }),
          ),
        ],
      ),
      node(
        'fashion-women',
        L('Women', 'نسائي'),
        L('Dresses and abayas from everyday to evening wear.', 'فساتين وعبايات من الإطلالة اليومية إلى السهرات.'),
        [
          leaf(
            'women-dresses',
            L('Dresses', 'الفساتين'),
            L('Maxi, summer and evening dresses.', 'فساتين طويلة وصيفية وللسهرات.'),
            profile({
              nouns: [
                L('Maxi Dress', 'فستان طويل'),
                L('Evening Dress', 'فستان سهرة'),
                L('Summer Dress', 'فستان صيفي'),
                L('Wrap Dress', 'فستان ملفوف'),
                L('Kaftan', 'قفطان'),
              ],
              price: [12 * KD, 85 * KD],
              variations: 'apparel',
              colours: APPAREL,
              weight: 3,
            }),
          ),
          leaf(
            'women-abayas',
            L('Abayas', 'العبايات'),
            L('Elegant abayas in classic and modern cuts.', 'عبايات أنيقة بقصات كلاسيكية وعصرية.'),
            profile({
              nouns: [
                L('Abaya', 'عباية'),
                L('Open Abaya', 'عباية مفتوحة'),
                L('Embroidered Abaya', 'عباية مطرزة'),
                L('Linen Abaya', 'عباية كتان'),
                L('Kimono Abaya', 'عباية كيمونو'),
              ],
              price: [18 * KD, 120 * KD],
              variations: 'lengths',
              colours: ['black', 'navy', 'beige', 'brown', 'grey'],
              weight: 3,
            }),
          ),
        ],
      ),
      leaf(
        'kids-clothing',
        L('Kids', 'أطفال'),
        L('Comfortable clothes for growing children.', 'ملابس مريحة للأطفال في كل مراحل نموهم.'),
        profile({
          nouns: [
            L('Kids Hoodie', 'هودي أطفال'),
            L('Kids T-Shirt', 'تيشيرت أطفال'),
            L('Kids Pyjamas', 'بيجاما أطفال'),
            L('Kids Tracksuit', 'بدلة رياضية للأطفال'),
          ],
          price: [3 * KD, 15 * KD],
          variations: 'apparel',
          colours: APPAREL,
        }),
      ),
    ],
  ),
  node(
    'shoes',
    L('Shoes', 'الأحذية'),
    L('Shoes and sandals for men, women and sport.', 'أحذية وصنادل للرجال والنساء وللرياضة.'),
    [
      leaf(
        'men-shoes',
        L("Men's Shoes", 'أحذية رجالية'),
        L('Loafers, formal shoes and traditional sandals.', 'أحذية لوفر ورسمية ونعال عربية.'),
        profile({
          nouns: [
            L('Leather Loafers', 'حذاء لوفر جلد'),
            L('Oxford Shoes', 'حذاء أكسفورد'),
            L('Arabic Sandals', 'نعال عربية'),
            L('Suede Sneakers', 'حذاء رياضي شامواه'),
          ],
          price: [15 * KD, 70 * KD],
          variations: 'shoes',
          shoeSizes: [40, 46],
          colours: ['black', 'brown', 'beige', 'navy'],
        }),
      ),
      leaf(
        'women-shoes',
        L("Women's Shoes", 'أحذية نسائية'),
        L('Heels, flats, boots and sneakers.', 'أحذية بكعب ومسطحة وبوت وأحذية رياضية.'),
        profile({
          nouns: [
            L('Heeled Sandals', 'صندل بكعب'),
            L('Ballet Flats', 'حذاء باليرينا'),
            L('Ankle Boots', 'بوت قصير'),
            L('Slip-On Sneakers', 'حذاء رياضي بدون رباط'),
          ],
          price: [12 * KD, 60 * KD],
          variations: 'shoes',
          shoeSizes: [36, 41],
          colours: ['black', 'beige', 'pink', 'gold', 'white'],
        }),
      ),
      leaf(
        'sports-shoes',
        L('Sports Shoes', 'أحذية رياضية'),
        L('Running, training and court shoes.', 'أحذية للجري والتمارين والملاعب.'),
        profile({
          nouns: [
            L('Running Shoes', 'حذاء جري'),
            L('Training Shoes', 'حذاء تمارين'),
            L('Walking Shoes', 'حذاء مشي'),
            L('Football Boots', 'حذاء كرة قدم'),
            L('Basketball Shoes', 'حذاء كرة سلة'),
          ],
          price: [15 * KD, 65 * KD],
          variations: 'shoes',
          shoeSizes: [36, 46],
          colours: ['black', 'white', 'navy', 'red', 'grey', 'sky-blue'],
          groupable: true,
          alsoIn: ['men-shoes', 'women-shoes'],
          weight: 3,
        }),
      ),
    ],
  ),
  node(
    'home-kitchen',
    L('Home & Kitchen', 'المنزل والمطبخ'),
    L(
      'Everything to cook, clean, decorate and rest at home.',
      'كل ما تحتاجه للطبخ والتنظيف والديكور والراحة في المنزل.',
    ),
    [
      node(
        'kitchen',
        L('Kitchen', 'المطبخ'),
        L('Cookware and appliances for family kitchens.', 'أواني وأجهزة للمطابخ العائلية.'),
        [
          leaf(
            'cookware',
            L('Cookware', 'أواني الطبخ'),
            L('Pans, pots and the traditional dallah.', 'مقالي وقدور ودلال القهوة التقليدية.'),
            profile({
              nouns: [
                L('Non-Stick Frying Pan', 'مقلاة غير لاصقة'),
                L('Cookware Set', 'طقم أواني طبخ'),
                L('Pressure Cooker', 'قدر ضغط'),
                L('Dallah Coffee Pot', 'دلة قهوة'),
                L('Baking Tray', 'صينية خبز'),
              ],
              price: [4 * KD, 60 * KD],
              alsoIn: ['coffee-tea'],
            }),
          ),
          leaf(
            'small-appliances',
            L('Small Appliances', 'الأجهزة الصغيرة'),
            L('Air fryers, blenders, kettles and more.', 'قلايات هوائية وخلاطات وغلايات والمزيد.'),
            profile({
              nouns: [
                L('Air Fryer', 'قلاية هوائية'),
                L('Blender', 'خلاط'),
                L('Coffee Machine', 'ماكينة قهوة'),
                L('Electric Kettle', 'غلاية كهربائية'),
                L('Steam Iron', 'مكواة بخار'),
                L('Vacuum Cleaner', 'مكنسة كهربائية'),
              ],
              price: [10 * KD, 120 * KD],
              weight: 3,
            }),
          ),
        ],
      ),
      leaf(
        'home-decor',
        L('Home Decor', 'ديكور المنزل'),
        L('Incense burners, lamps, mirrors and candles.', 'مباخر ومصابيح ومرايا وشموع.'),
        profile({
          nouns: [
            L('Incense Burner', 'مبخرة'),
            L('Table Lamp', 'مصباح طاولة'),
            L('Wall Mirror', 'مرآة حائط'),
            L('Scented Candle', 'شمعة معطرة'),
            L('Cushion Cover', 'غطاء وسادة'),
          ],
          price: [3 * KD, 45 * KD],
          alsoIn: ['fragrances'],
        }),
      ),
      leaf(
        'bedding',
        L('Bedding & Bath', 'المفروشات والحمام'),
        L('Duvets, sheets, pillows and towels.', 'لحف وشراشف ووسائد ومناشف.'),
        profile({
          nouns: [
            L('Duvet Set', 'طقم لحاف'),
            L('Bed Sheet Set', 'طقم شراشف'),
            L('Memory Foam Pillow', 'وسادة طبية'),
            L('Bath Towel Set', 'طقم مناشف'),
          ],
          price: [8 * KD, 70 * KD],
        }),
      ),
    ],
  ),
  node(
    'beauty',
    L('Beauty & Fragrance', 'الجمال والعطور'),
    L('Perfumes, oud, skincare and makeup.', 'عطور وعود وعناية بالبشرة ومكياج.'),
    [
      leaf(
        'fragrances',
        L('Fragrances & Oud', 'العطور والعود'),
        L('Eau de parfum, oud oil, bakhoor and musk.', 'عطور ودهن عود وبخور ومسك.'),
        profile({
          nouns: [
            L('Eau de Parfum', 'عطر أو دو بارفان'),
            L('Oud Oil', 'دهن عود'),
            L('Bakhoor', 'بخور'),
            L('Body Mist', 'معطر جسم'),
            L('White Musk', 'مسك أبيض'),
          ],
          price: [8 * KD, 180 * KD],
          weight: 3,
        }),
      ),
      leaf(
        'skincare',
        L('Skincare', 'العناية بالبشرة'),
        L('Serums, creams and sun protection for hot days.', 'سيروم وكريمات وواقيات شمس للأيام الحارة.'),
        profile({
          nouns: [
            L('Face Serum', 'سيروم للوجه'),
            L('Moisturising Cream', 'كريم مرطب'),
            L('Sunscreen SPF 50', 'واقي شمس SPF 50'),
            L('Cleansing Gel', 'جل منظف'),
            L('Night Cream', 'كريم ليلي'),
          ],
          price: [3 * KD, 30 * KD],
        }),
      ),
      leaf(
        'makeup',
        L('Makeup', 'المكياج'),
        L('Lipsticks, kohl, foundation and palettes.', 'أحمر شفاه وكحل وكريم أساس وظلال عيون.'),
        profile({
          nouns: [
            L('Lipstick', 'أحمر شفاه'),
            L('Mascara', 'ماسكارا'),
            L('Foundation', 'كريم أساس'),
            L('Eyeshadow Palette', 'باليت ظلال عيون'),
            L('Kohl Eyeliner', 'كحل'),
          ],
          price: [2 * KD, 18 * KD],
        }),
      ),
    ],
  ),
  node(
    'sports',
    L('Sports & Outdoors', 'الرياضة والرحلات'),
    L('Fitness gear and everything for camping season.', 'معدات اللياقة وكل مستلزمات موسم البر.'),
    [
      leaf(
        'fitness',
        L('Fitness', 'اللياقة البدنية'),
        L('Mats, weights, bands and trackers.', 'سجادات وأوزان وأحزمة مقاومة وأساور لياقة.'),
        profile({
          nouns: [
            L('Yoga Mat', 'سجادة يوغا'),
            L('Dumbbell Set', 'طقم دمبل'),
            L('Resistance Bands', 'أحزمة مقاومة'),
            L('Jump Rope', 'حبل قفز'),
            L('Fitness Tracker', 'سوار لياقة'),
          ],
          price: [2 * KD, 80 * KD],
        }),
      ),
      leaf(
        'camping',
        L('Camping', 'التخييم'),
        L('Tents, chairs, coolers and grills for the desert.', 'خيام وكراسي وصناديق تبريد وشوايات للبر.'),
        profile({
          nouns: [
            L('Camping Tent', 'خيمة تخييم'),
            L('Sleeping Bag', 'كيس نوم'),
            L('Camping Chair', 'كرسي تخييم'),
            L('Cooler Box', 'صندوق تبريد'),
            L('LED Lantern', 'فانوس LED'),
            L('Portable Grill', 'شواية متنقلة'),
          ],
          price: [4 * KD, 90 * KD],
        }),
      ),
    ],
  ),
  node(
    'toys',
    L('Toys & Games', 'الألعاب'),
    L('Toys that build, move and spark imagination.', 'ألعاب للبناء والحركة وإطلاق الخيال.'),
    [
      leaf(
        'building-toys',
        L('Building & Learning', 'ألعاب البناء والتعلم'),
        L('Blocks, magnetic tiles, robots and puzzles.', 'مكعبات وبلاطات مغناطيسية وروبوتات وألغاز.'),
        profile({
          nouns: [
            L('Building Blocks Set', 'طقم مكعبات بناء'),
            L('Magnetic Tiles', 'بلاطات مغناطيسية'),
            L('Robot Kit', 'عدة روبوت'),
            L('Jigsaw Puzzle', 'لعبة بازل'),
          ],
          price: [3 * KD, 45 * KD],
        }),
      ),
      leaf(
        'outdoor-toys',
        L('Outdoor Play', 'ألعاب خارجية'),
        L('Scooters, bicycles, balls and kites.', 'سكوترات ودراجات وكرات وطائرات ورقية.'),
        profile({
          nouns: [
            L('Kick Scooter', 'سكوتر'),
            L('Kids Bicycle', 'دراجة أطفال'),
            L('Water Blaster', 'مسدس ماء'),
            L('Football', 'كرة قدم'),
            L('Kite', 'طائرة ورقية'),
          ],
          price: [4 * KD, 60 * KD],
        }),
      ),
    ],
  ),
  node(
    'groceries',
    L('Groceries', 'البقالة'),
    L('Dates, coffee, tea and pantry treats.', 'تمور وقهوة وشاي ومؤونة البيت.'),
    [
      leaf(
        'dates-sweets',
        L('Dates & Sweets', 'التمور والحلويات'),
        L('Premium dates, maamoul and date syrup.', 'تمور فاخرة ومعمول ودبس التمر.'),
        profile({
          nouns: [
            L('Sukkari Dates', 'تمر سكري'),
            L('Khalas Dates', 'تمر خلاص'),
            L('Stuffed Dates', 'تمر محشي'),
            L('Maamoul', 'معمول'),
            L('Date Syrup', 'دبس التمر'),
          ],
          price: [1500, 20 * KD],
          alsoIn: ['coffee-tea'],
        }),
      ),
      leaf(
        'coffee-tea',
        L('Coffee & Tea', 'القهوة والشاي'),
        L('Arabic coffee, cardamom, saffron and karak.', 'قهوة عربية وهيل وزعفران وشاي كرك.'),
        profile({
          nouns: [
            L('Arabic Coffee', 'قهوة عربية'),
            L('Cardamom', 'هيل'),
            L('Saffron', 'زعفران'),
            L('Karak Tea', 'شاي كرك'),
            L('Specialty Coffee Beans', 'حبوب قهوة مختصة'),
          ],
          price: [1 * KD, 18 * KD],
        }),
      ),
    ],
  ),
  node('books', L('Books', 'الكتب'), L('Arabic and English books for every reader.', 'كتب عربية وإنجليزية لكل قارئ.'), [
    leaf(
      'arabic-books',
      L('Arabic Books', 'كتب عربية'),
      L('Novels, poetry, history and cookbooks in Arabic.', 'روايات وشعر وتاريخ وكتب طبخ باللغة العربية.'),
      profile({
        nouns: [
          L('Novel', 'رواية'),
          L('Poetry Collection', 'ديوان شعر'),
          L("Children's Story", 'قصة أطفال'),
          L('History of the Gulf', 'تاريخ الخليج'),
          L('Cookbook', 'كتاب طبخ'),
        ],
        price: [1500, 9 * KD],
      }),
    ),
    leaf(
      'english-books',
      L('English Books', 'كتب إنجليزية'),
      L("Fiction, self-help and children's books in English.", 'روايات وتطوير ذات وكتب أطفال باللغة الإنجليزية.'),
      profile({
        nouns: [
          L('English Novel', 'رواية إنجليزية'),
          L('Self-Help Book', 'كتاب تطوير الذات'),
          L('Picture Book', 'كتاب مصور'),
          L('Language Workbook', 'كتاب تمارين لغة'),
        ],
        price: [2 * KD, 12 * KD],
      }),
    ),
  ]),
];

function flatten(nodes: CategoryNode[], parentKey: string | null, top: string | null, out: CategoryTables): void {
  nodes.forEach((n, index) => {
    const topKey = top ?? n.key;
    out.categories.push({ key: n.key, parentKey, name: n.name, description: n.description, sortOrder: index + 1 });
    out.topOf.set(n.key, topKey);
    if (n.leaf) out.leaves.set(n.key, n.leaf);
    if (n.children) flatten(n.children, n.key, topKey, out);
  });
}

interface CategoryTables {
  categories: CategorySeed[];
  /** Top-level key for every category key (a top-level maps to itself). */
  topOf: Map<string, string>;
  leaves: Map<string, LeafProfile>;
}

export const categoryTables: CategoryTables = { categories: [], topOf: new Map(), leaves: new Map() };
flatten(tree, null, null, categoryTables);

// ---------------------------------------------------------------- brands

export interface BrandDef {
  key: string;
  name: Localized;
  /** Three letters that start every SKU of the brand. */
  code: string;
  /** Top-level categories the brand sells in. */
  tops: string[];
}

export const brandDefs: BrandDef[] = [
  { key: 'noor', name: L('Noor', 'نور'), code: 'NOR', tops: ['electronics', 'home-kitchen'] },
  { key: 'sahab', name: L('Sahab', 'سحاب'), code: 'SHB', tops: ['electronics'] },
  { key: 'saqr', name: L('Saqr', 'صقر'), code: 'SQR', tops: ['electronics', 'sports', 'shoes'] },
  { key: 'volt', name: L('Volt', 'فولت'), code: 'VLT', tops: ['electronics', 'toys'] },
  { key: 'barq', name: L('Barq', 'برق'), code: 'BRQ', tops: ['electronics'] },
  { key: 'marjan', name: L('Marjan', 'مرجان'), code: 'MRJ', tops: ['fashion', 'beauty'] },
  { key: 'dana', name: L('Dana', 'دانة'), code: 'DNA', tops: ['fashion', 'beauty'] },
  { key: 'rimal', name: L('Rimal', 'رمال'), code: 'RML', tops: ['fashion', 'home-kitchen'] },
  { key: 'qamar', name: L('Qamar', 'قمر'), code: 'QMR', tops: ['fashion', 'beauty'] },
  { key: 'sadu', name: L('Sadu House', 'بيت السدو'), code: 'SDU', tops: ['fashion', 'home-kitchen'] },
  { key: 'shiraa', name: L('Shiraa', 'شراع'), code: 'SHR', tops: ['fashion', 'shoes'] },
  { key: 'wadi', name: L('Wadi', 'وادي'), code: 'WDI', tops: ['shoes', 'sports'] },
  { key: 'khutwa', name: L('Khutwa', 'خطوة'), code: 'KHT', tops: ['shoes'] },
  { key: 'mawj', name: L('Mawj', 'موج'), code: 'MWJ', tops: ['sports', 'shoes', 'toys'] },
  { key: 'sahara-outdoor', name: L('Sahara Outdoor', 'صحارى للرحلات'), code: 'SHO', tops: ['sports'] },
  { key: 'failaka', name: L('Failaka', 'فيلكا'), code: 'FLK', tops: ['home-kitchen'] },
  { key: 'nasma', name: L('Nasma', 'نسمة'), code: 'NSM', tops: ['home-kitchen', 'beauty'] },
  { key: 'lamsa', name: L('Lamsa', 'لمسة'), code: 'LMS', tops: ['beauty', 'home-kitchen'] },
  { key: 'oud-al-layl', name: L('Oud Al Layl', 'عود الليل'), code: 'OUD', tops: ['beauty'] },
  { key: 'areej', name: L('Areej', 'أريج'), code: 'ARJ', tops: ['beauty'] },
  { key: 'luabati', name: L("Lu'bati", 'لعبتي'), code: 'LBT', tops: ['toys'] },
  { key: 'najma', name: L('Najma', 'نجمة'), code: 'NJM', tops: ['toys', 'fashion'] },
  { key: 'nakheel', name: L('Nakheel', 'نخيل'), code: 'NKL', tops: ['groceries'] },
  { key: 'bait-al-tamr', name: L('Bait Al Tamr', 'بيت التمر'), code: 'BTM', tops: ['groceries'] },
  { key: 'bunn-al-khaleej', name: L('Bunn Al Khaleej', 'بن الخليج'), code: 'BNK', tops: ['groceries', 'home-kitchen'] },
  { key: 'al-fanar', name: L('Al Fanar Books', 'مكتبة الفنار'), code: 'FNR', tops: ['books'] },
  { key: 'diwan', name: L('Diwan', 'ديوان'), code: 'DWN', tops: ['books', 'home-kitchen'] },
  { key: 'atlas', name: L('Atlas', 'أطلس'), code: 'ATL', tops: ['books', 'toys'] },
];

// ---------------------------------------------------------------- attributes

/** Colour values; `code` is the SKU fragment. */
export const colourDefs: { key: string; name: Localized; hex: string; code: string }[] = [
  { key: 'black', name: L('Black', 'أسود'), hex: '#222222', code: 'BLK' },
  { key: 'white', name: L('White', 'أبيض'), hex: '#f4f4f2', code: 'WHT' },
  { key: 'navy', name: L('Navy', 'كحلي'), hex: '#1f3a68', code: 'NVY' },
  { key: 'sky-blue', name: L('Sky Blue', 'أزرق سماوي'), hex: '#6fa8dc', code: 'SKY' },
  { key: 'red', name: L('Red', 'أحمر'), hex: '#c0392b', code: 'RED' },
  { key: 'burgundy', name: L('Burgundy', 'عنابي'), hex: '#7b2331', code: 'BRG' },
  { key: 'green', name: L('Green', 'أخضر'), hex: '#2e7d32', code: 'GRN' },
  { key: 'olive', name: L('Olive', 'زيتي'), hex: '#6b7d3a', code: 'OLV' },
  { key: 'beige', name: L('Beige', 'بيج'), hex: '#d8c3a5', code: 'BEI' },
  { key: 'brown', name: L('Brown', 'بني'), hex: '#6d4c41', code: 'BRN' },
  { key: 'grey', name: L('Grey', 'رمادي'), hex: '#8e8e8e', code: 'GRY' },
  { key: 'pink', name: L('Pink', 'وردي'), hex: '#e8a0b4', code: 'PNK' },
  { key: 'gold', name: L('Gold', 'ذهبي'), hex: '#c9a646', code: 'GLD' },
];

export const letterSizes = ['xs', 's', 'm', 'l', 'xl', 'xxl'];
/** Dishdasha and abaya lengths, in inches as Gulf tailors label them. */
export const lengthSizes = ['len-52', 'len-54', 'len-56', 'len-58', 'len-60', 'len-62'];
export const shoeSizeKey = (eu: number): string => `eu-${eu}`;

const letterNames: Record<string, Localized> = {
  xs: L('XS', 'صغير جدًا (XS)'),
  s: L('S', 'صغير (S)'),
  m: L('M', 'وسط (M)'),
  l: L('L', 'كبير (L)'),
  xl: L('XL', 'كبير جدًا (XL)'),
  xxl: L('XXL', 'كبير مضاعف (XXL)'),
};

export const attributes: AttributeSeed[] = [
  {
    key: 'size',
    name: L('Size', 'المقاس'),
    values: [
      ...letterSizes.map((key) => ({ key, name: letterNames[key] as Localized })),
      ...lengthSizes.map((key) => {
        const inches = key.slice(4);
        return { key, name: L(`Length ${inches}`, `طول ${inches}`) };
      }),
      ...Array.from({ length: 11 }, (_, i) => 36 + i).map((eu) => ({
        key: shoeSizeKey(eu),
        name: L(`EU ${eu}`, `مقاس ${eu}`),
      })),
    ],
  },
  {
    key: 'colour',
    name: L('Colour', 'اللون'),
    values: colourDefs.map(({ key, name, hex }) => ({ key, name, hex })),
  },
];

// ---------------------------------------------------------------- naming and descriptions

const series = (...pairs: [string, string][]): Localized[] => pairs.map(([en, ar]) => L(en, ar));

/*
 * Arabic sentences are phrased so they read correctly whatever the noun's gender
 * ("with X from B you get ...", "the product ..."), because nouns are interchangeable.
 */
export const topProfiles: Record<string, TopProfile> = {
  electronics: {
    shape: 'phone',
    palette: ['#1e3c72', '#2a5298', '#0f2027', '#2c5364', '#4b6cb7', '#182848'],
    series: series(
      ['Pro', 'برو'],
      ['Max', 'ماكس'],
      ['Ultra', 'ألترا'],
      ['Lite', 'لايت'],
      ['Neo', 'نيو'],
      ['Air', 'إير'],
      ['Edge', 'إيدج'],
      ['Nova', 'نوفا'],
      ['Plus', 'بلس'],
      ['Prime', 'برايم'],
    ),
    openers: [
      (n, b) =>
        L(
          `With the ${b.en} ${n.en} you get dependable performance in a clean, modern design.`,
          `مع ${n.ar} من ${b.ar} تحصل على أداء موثوق وتصميم عصري أنيق.`,
        ),
      (n, b) =>
        L(
          `Choose the ${n.en} from ${b.en} for work, study and play.`,
          `اختر ${n.ar} من ${b.ar} للعمل والدراسة والترفيه.`,
        ),
      (n, b) =>
        L(
          `The ${b.en} ${n.en} is a practical choice that keeps up with a busy day.`,
          `${n.ar} من ${b.ar} خيار عملي يواكب يومك المزدحم.`,
        ),
    ],
    details: [
      L('It comes with a one-year local warranty.', 'يشمل المنتج ضمانًا محليًا لمدة سنة.'),
      L(
        'Setup takes minutes, with clear instructions in Arabic and English.',
        'الإعداد يستغرق دقائق مع تعليمات واضحة بالعربية والإنجليزية.',
      ),
      L(
        'The battery lasts all day and the build feels solid in the hand.',
        'تدوم البطارية طوال اليوم، ويتميز المنتج بهيكل متين.',
      ),
    ],
  },
  fashion: {
    shape: 'shirt',
    palette: ['#8e2de2', '#4a00e0', '#c94b4b', '#4b134f', '#b24592', '#f15f79'],
    series: series(
      ['Classic', 'كلاسيك'],
      ['Urban', 'أوربان'],
      ['Signature', 'سيغنتشر'],
      ['Essential', 'إسنشال'],
      ['Luxe', 'لوكس'],
      ['Heritage', 'هيريتج'],
      ['Breeze', 'بريز'],
      ['Modern', 'مودرن'],
    ),
    openers: [
      (n, b) =>
        L(
          `A ${n.en} by ${b.en}, cut for a comfortable fit in the Gulf heat.`,
          `${n.ar} من ${b.ar} بقصة مريحة تناسب أجواء الخليج الحارة.`,
        ),
      (n, b) =>
        L(
          `${b.en} brings a fresh take on the ${n.en}, in soft, breathable fabric.`,
          `تقدم ${b.ar} ${n.ar} بلمسة عصرية وقماش ناعم يسمح بمرور الهواء.`,
        ),
      (n, b) =>
        L(
          `The ${n.en} from ${b.en} dresses up for a diwaniya evening and down for the weekend.`,
          `${n.ar} من ${b.ar} خيار أنيق لسهرات الديوانية وعطلة نهاية الأسبوع.`,
        ),
    ],
    details: [
      L(
        'Machine wash at 30°C and iron on a low setting.',
        'الغسيل في الغسالة على حرارة 30 درجة والكي على حرارة منخفضة.',
      ),
      L('Check the size guide: the fit is true to size.', 'راجع دليل المقاسات، فالمقاس مطابق للمعتاد.'),
      L('Several sizes and colours are available while stock lasts.', 'تتوفر عدة مقاسات وألوان حتى نفاد الكمية.'),
    ],
  },
  shoes: {
    shape: 'shoe',
    palette: ['#ee0979', '#ff6a00', '#134e5e', '#71b280', '#614385', '#516395'],
    series: series(
      ['Flex', 'فلكس'],
      ['Aero', 'إيرو'],
      ['Stride', 'سترايد'],
      ['Comfort', 'كومفورت'],
      ['Classic', 'كلاسيك'],
      ['Trail', 'تريل'],
      ['Urban', 'أوربان'],
      ['Sport', 'سبورت'],
    ),
    openers: [
      (n, b) =>
        L(
          `The ${b.en} ${n.en} has a cushioned insole for all-day comfort.`,
          `${n.ar} من ${b.ar} بنعل داخلي مبطن لراحة تدوم طوال اليوم.`,
        ),
      (n, b) =>
        L(
          `Step out in the ${n.en} by ${b.en}: light on the foot and easy to match.`,
          `انطلق بخطوات واثقة مع ${n.ar} من ${b.ar}، بوزن خفيف وتصميم سهل التنسيق.`,
        ),
      (n, b) =>
        L(
          `${b.en} made the ${n.en} with a durable outsole that grips on tiles and pavement.`,
          `صممت ${b.ar} ${n.ar} بنعل خارجي متين يثبت على البلاط والأرصفة.`,
        ),
    ],
    details: [
      L('If you are between sizes, choose the larger one.', 'إذا كان مقاسك بين مقاسين فاختر الأكبر.'),
      L('The upper wipes clean with a damp cloth.', 'يسهل تنظيف الجزء العلوي بقطعة قماش رطبة.'),
      L('A breathable lining keeps feet cool.', 'البطانة المسامية تحافظ على برودة القدمين.'),
    ],
  },
  'home-kitchen': {
    shape: 'pot',
    palette: ['#f7971e', '#ffd200', '#11998e', '#38ef7d', '#e96443', '#904e95'],
    series: series(
      ['Essential', 'إسنشال'],
      ['Comfort', 'كومفورت'],
      ['Chef', 'شيف'],
      ['Nova', 'نوفا'],
      ['Classic', 'كلاسيك'],
      ['Modern', 'مودرن'],
      ['Luxe', 'لوكس'],
      ['Pure', 'بيور'],
    ),
    openers: [
      (n, b) =>
        L(`Make home life easier with the ${n.en} from ${b.en}.`, `اجعل حياتك المنزلية أسهل مع ${n.ar} من ${b.ar}.`),
      (n, b) =>
        L(
          `The ${b.en} ${n.en} is made for family kitchens and busy homes.`,
          `${n.ar} من ${b.ar}: خيار مثالي للمطابخ العائلية والبيوت المزدحمة.`,
        ),
      (n, b) =>
        L(
          `${b.en} designed the ${n.en} to look good and last for years.`,
          `صممت ${b.ar} ${n.ar} بمظهر أنيق وجودة تدوم لسنوات.`,
        ),
    ],
    details: [
      L('Built from sturdy materials that are easy to clean.', 'خامات متينة وسهلة التنظيف.'),
      L(
        'Its calm look suits both modern and traditional interiors.',
        'يناسب التصميم الهادئ الديكورات العصرية والتقليدية.',
      ),
      L('Care instructions are printed on the box.', 'تعليمات العناية مطبوعة على العلبة.'),
    ],
  },
  beauty: {
    shape: 'bottle',
    palette: ['#cc2b5e', '#753a88', '#de6262', '#ffb88c', '#a770ef', '#fdb99b'],
    series: series(
      ['Pure', 'بيور'],
      ['Luxe', 'لوكس'],
      ['Royal', 'رويال'],
      ['Glow', 'غلو'],
      ['Velvet', 'فيلفيت'],
      ['Silk', 'سيلك'],
      ['Amber', 'أمبر'],
      ['Signature', 'سيغنتشر'],
    ),
    openers: [
      (n, b) =>
        L(
          `${b.en} drew the ${n.en} from the scents and rituals of the Gulf.`,
          `استوحت ${b.ar} ${n.ar} من عطور الخليج وطقوسه الأصيلة.`,
        ),
      (n, b) =>
        L(
          `A favourite gift, the ${n.en} from ${b.en} comes in an elegant box.`,
          `${n.ar} من ${b.ar} هدية مميزة في علبة أنيقة.`,
        ),
      (n, b) => L(`Add the ${n.en} by ${b.en} to your daily routine.`, `أضف ${n.ar} من ${b.ar} إلى روتينك اليومي.`),
    ],
    details: [
      L('An original product, sealed and supplied by the brand.', 'منتج أصلي مغلف ومورد من العلامة مباشرة.'),
      L(
        'Store away from direct sunlight to keep it at its best.',
        'احفظ المنتج بعيدًا عن أشعة الشمس المباشرة للحفاظ على جودته.',
      ),
      L('Long-lasting and made with carefully chosen ingredients.', 'ثبات يدوم طويلًا ومكونات مختارة بعناية.'),
    ],
  },
  sports: {
    shape: 'ball',
    palette: ['#00b09b', '#96c93d', '#0575e6', '#021b79', '#f12711', '#f5af19'],
    series: series(
      ['Pro', 'برو'],
      ['Active', 'أكتيف'],
      ['Trail', 'تريل'],
      ['Flex', 'فلكس'],
      ['Power', 'باور'],
      ['Sport', 'سبورت'],
      ['Max', 'ماكس'],
      ['Explorer', 'إكسبلورر'],
    ),
    openers: [
      (n, b) => L(`Train harder with the ${n.en} from ${b.en}.`, `تمرن بقوة أكبر مع ${n.ar} من ${b.ar}.`),
      (n, b) =>
        L(
          `The ${b.en} ${n.en} is at home in the gym, on the beach and in camping season.`,
          `${n.ar} من ${b.ar} رفيقك في النادي وعلى الشاطئ وفي موسم البر.`,
        ),
      (n, b) =>
        L(
          `${b.en} made the ${n.en} tough enough for weekly use and light enough to carry.`,
          `صممت ${b.ar} ${n.ar} بمتانة تتحمل الاستخدام الأسبوعي ووزن خفيف يسهل حمله.`,
        ),
    ],
    details: [
      L('Rinse with fresh water after a day at the beach.', 'اشطف المنتج بالماء العذب بعد استخدامه على الشاطئ.'),
      L('Compact enough to fit in a car boot.', 'الحجم مناسب لصندوق السيارة.'),
      L('Suitable for beginners and experienced athletes alike.', 'يناسب المبتدئين والرياضيين المحترفين.'),
    ],
  },
  toys: {
    shape: 'blocks',
    palette: ['#f7971e', '#ff512f', '#1fa2ff', '#12d8fa', '#a8e063', '#56ab2f'],
    series: series(
      ['Junior', 'جونيور'],
      ['Mini', 'ميني'],
      ['Super', 'سوبر'],
      ['Explorer', 'إكسبلورر'],
      ['Smart', 'سمارت'],
      ['Magic', 'ماجيك'],
    ),
    openers: [
      (n, b) => L(`Hours of fun with the ${n.en} from ${b.en}.`, `ساعات من المرح مع ${n.ar} من ${b.ar}.`),
      (n, b) =>
        L(
          `With the ${b.en} ${n.en}, children learn through play.`,
          `مع ${n.ar} من ${b.ar} يتعلم الأطفال من خلال اللعب.`,
        ),
      (n, b) =>
        L(
          `A great gift for birthdays and Eid: the ${n.en} by ${b.en}.`,
          `هدية رائعة لأعياد الميلاد والعيد: ${n.ar} من ${b.ar}.`,
        ),
    ],
    details: [
      L('Recommended for ages 3 and up.', 'العمر المناسب: 3 سنوات فأكثر.'),
      L('Made from child-safe, non-toxic materials.', 'المواد آمنة للأطفال وغير سامة.'),
      L('Batteries are not included unless stated.', 'البطاريات غير مرفقة ما لم يذكر خلاف ذلك.'),
    ],
  },
  groceries: {
    shape: 'bag',
    palette: ['#8e5b2b', '#c79a5b', '#5a3f37', '#2c7744', '#a1652d', '#d4a373'],
    series: series(
      ['Royal', 'رويال'],
      ['Premium', 'بريميوم'],
      ['Select', 'سيليكت'],
      ['Organic', 'أورغانيك'],
      ['Classic', 'كلاسيك'],
      ['Gourmet', 'غورميه'],
    ),
    openers: [
      (n, b) =>
        L(`${b.en} ${n.en}, selected for freshness and quality.`, `${n.ar} من ${b.ar}، اختيار مميز للجودة والطزاجة.`),
      (n, b) => L(`Serve the ${n.en} from ${b.en} when guests visit.`, `قدّم ${n.ar} من ${b.ar} لضيوفك في كل زيارة.`),
      (n, b) => L(`A pantry favourite from ${b.en}: ${n.en}.`, `من المفضلات في كل بيت: ${n.ar} من ${b.ar}.`),
    ],
    details: [
      L('Store in a cool, dry place.', 'الحفظ في مكان بارد وجاف.'),
      L('Packed in Kuwait in a resealable pack.', 'التعبئة في الكويت في عبوة قابلة لإعادة الإغلاق.'),
      L('The best-before date is printed on the pack.', 'تاريخ انتهاء الصلاحية مطبوع على العبوة.'),
    ],
  },
  books: {
    shape: 'book',
    palette: ['#334d50', '#cbcaa5', '#3a6186', '#89253e', '#485563', '#29323c'],
    series: series(
      ['Classic', 'كلاسيك'],
      ['Junior', 'جونيور'],
      ['Deluxe', 'ديلوكس'],
      ['Pocket', 'بوكت'],
      ['Gold', 'غولد'],
      ['Modern', 'مودرن'],
    ),
    openers: [
      (n, b) =>
        L(
          `${n.en} published by ${b.en}, a good read for quiet evenings.`,
          `${n.ar} من إصدارات ${b.ar}، قراءة ممتعة للأمسيات الهادئة.`,
        ),
      (n, b) => L(`Readers love this ${n.en} from ${b.en}.`, `القراء يحبون ${n.ar} من ${b.ar}.`),
      (n, b) => L(`Add the ${n.en} from ${b.en} to your home library.`, `أضف ${n.ar} من ${b.ar} إلى مكتبتك المنزلية.`),
    ],
    details: [
      L('Paperback, printed on quality paper.', 'غلاف ورقي وطباعة على ورق عالي الجودة.'),
      L('A thoughtful gift for readers of every age.', 'هدية قيّمة للقراء من جميع الأعمار.'),
      L('Clear type that is easy on the eyes.', 'خط واضح مريح للعين.'),
    ],
  },
};

/** Shop-wide closing sentences, appended to some descriptions. */
export const closers: Localized[] = [
  L('Order today for delivery anywhere in Kuwait.', 'اطلب اليوم والتوصيل متاح لجميع مناطق الكويت.'),
  L('Delivery is free on orders over 20 KD.', 'التوصيل مجاني للطلبات التي تزيد على 20 د.ك.'),
  L('Pay by KNET, card or cash on delivery.', 'ادفع عبر كي نت أو البطاقة أو نقدًا عند الاستلام.'),
  L('Easy returns within 14 days if it is not right for you.', 'إرجاع سهل خلال 14 يومًا إذا لم يناسبك المنتج.'),
];
