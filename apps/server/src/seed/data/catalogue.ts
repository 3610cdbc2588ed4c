/**
 * The demo catalogue: a fixed category tree, brands and attributes, and any number of
 * products drawn from one seeded random stream. Products are generated in order and
 * nothing depends on the requested count, so the first N products are the same for any
 * count >= N.
 */
import {
  attributes,
  brandDefs,
  categoryTables,
  closers,
  colourDefs,
  lengthSizes,
  letterSizes,
  shoeSizeKey,
  topProfiles,
  type BrandDef,
  type LeafProfile,
  type Sentence,
  type TopProfile,
} from './catalogue-taxonomy.ts';
import { shapeOfNoun } from './noun-shapes.ts';
import { createRandom, hashString, type Random } from './random.ts';
import { decorations, escapeXml, gradientBackground, mixHex, shape, svgDocument } from './svg.ts';
import type { Catalogue, CategorySeed, Localized, Money, ProductSeed, VariationSeed } from './types.ts';

export const DEFAULT_PRODUCT_COUNT = 1200;

const SEED = 0x5eed2024;
const MODEL_LETTERS = [...'ABCDEFGHKLMNPRSTVXZ'];
/** Model numbers start here so every model code has at least four digits. */
const FIRST_MODEL_NUMBER = 1000;
const MAX_VARIATIONS = 8;

type ColourDef = (typeof colourDefs)[number];
const colourByKey = new Map(colourDefs.map((c) => [c.key, c]));

const leafEntries = [...categoryTables.leaves.entries()];
const leafWeightTotal = leafEntries.reduce((sum, [, p]) => sum + p.weight, 0);

const brandsByTop = new Map<string, BrandDef[]>();
for (const brand of brandDefs) {
  for (const top of brand.tops) brandsByTop.set(top, [...(brandsByTop.get(top) ?? []), brand]);
}

const slugCache = new Map<string, string>();
function slug(text: string): string {
  let out = slugCache.get(text);
  if (out === undefined) {
    out = text
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '');
    slugCache.set(text, out);
  }
  return out;
}

function pickLeaf(rng: Random): [string, LeafProfile] {
  let roll = rng.next() * leafWeightTotal;
  for (const entry of leafEntries) {
    roll -= entry[1].weight;
    if (roll < 0) return entry;
  }
  return leafEntries[leafEntries.length - 1] as [string, LeafProfile];
}

/** Leans towards the cheap end, then rounds the way shops price: whole dinars, quarters, 50 fils, or x.995. */
function pickPrice(rng: Random, [min, max]: [Money, Money]): Money {
  const raw = min + (max - min) * rng.next() ** 1.7;
  const style = rng.next();
  if (style < 0.3) return Math.max(1000, Math.round(raw / 1000) * 1000);
  if (style < 0.75) return Math.max(250, Math.round(raw / 250) * 250);
  if (style < 0.9) return Math.max(50, Math.round(raw / 50) * 50);
  return Math.max(995, Math.round(raw / 1000) * 1000 - 5);
}

function pickCompareAtPrice(rng: Random, price: Money): Money | null {
  if (!rng.chance(0.18)) return null;
  return Math.ceil((price * (1.15 + rng.next() * 0.45)) / 250) * 250;
}

/** Descriptions repeat across products, so their strings are built once and shared (strings are immutable). */
const descriptionCache = new Map<number, Localized>();
const nounIds = new Map([...categoryTables.leaves.values()].flatMap((leaf) => leaf.nouns).map((noun, i) => [noun, i]));
const brandIds = new Map(brandDefs.map((brand, i) => [brand.name, i]));

function describe(rng: Random, top: TopProfile, noun: Localized, brand: Localized): Localized {
  const opener = rng.int(0, top.openers.length - 1);
  const detail = rng.int(0, top.details.length - 1);
  const closer = rng.chance(0.6) ? rng.int(0, closers.length - 1) : -1;
  // A number key avoids building and hashing a string per product (this runs 100,000 times).
  const cacheKey =
    ((((nounIds.get(noun) as number) * 64 + (brandIds.get(brand) as number)) * 8 + opener) * 8 + detail) * 8 +
    closer +
    1;
  let text = descriptionCache.get(cacheKey);
  if (!text) {
    const sentences = [(top.openers[opener] as Sentence)(noun, brand), top.details[detail] as Localized];
    if (closer >= 0) sentences.push(closers[closer] as Localized);
    text = { en: sentences.map((s) => s.en).join(' '), ar: sentences.map((s) => s.ar).join(' ') };
    descriptionCache.set(cacheKey, text);
  }
  return { en: text.en, ar: text.ar };
}

/** A run of consecutive sizes, so a product never skips from S to XL. */
function sizeRun(rng: Random, sizes: readonly string[], minLength: number, maxLength: number): string[] {
  const length = Math.min(sizes.length, rng.int(minLength, maxLength));
  const start = rng.int(0, sizes.length - length);
  return sizes.slice(start, start + length);
}

function sizesFor(rng: Random, leaf: LeafProfile): string[] {
  switch (leaf.variations) {
    case 'apparel':
      return sizeRun(rng, letterSizes, 2, 5);
    case 'lengths':
      return sizeRun(rng, lengthSizes, 3, 5);
    case 'shoes': {
      const [from, to] = leaf.shoeSizes ?? [36, 46];
      const all = Array.from({ length: to - from + 1 }, (_, i) => shoeSizeKey(from + i));
      return sizeRun(rng, all, 3, 6);
    }
    case 'none':
      return [];
  }
}

const SURCHARGED_SIZES = new Set(['xxl', 'len-60', 'len-62']);

/**
 * Sizes times colours, at most MAX_VARIATIONS. A group member's colour is part of its
 * name, so it varies by size only.
 */
function buildVariations(rng: Random, leaf: LeafProfile, skuBase: string, colours: ColourDef[]): VariationSeed[] {
  const sizes = sizesFor(rng, leaf);
  if (sizes.length === 0) return [{ key: skuBase, attributes: [], priceDelta: 0, stock: 0 }];
  const kept = colours.slice(0, Math.max(1, Math.floor(MAX_VARIATIONS / sizes.length)));
  const surcharge = rng.chance(0.3) ? rng.pick([500, 1000]) : 0;
  const variations: VariationSeed[] = [];
  for (const colour of kept.length ? kept : [null]) {
    for (const size of sizes) {
      variations.push({
        key: `${skuBase}${colour ? `-${colour.code}` : ''}-${size.toUpperCase()}`,
        attributes: [
          ...(colour ? [{ attributeKey: 'colour' as const, valueKey: colour.key }] : []),
          { attributeKey: 'size' as const, valueKey: size },
        ],
        priceDelta: SURCHARGED_SIZES.has(size) ? surcharge : 0,
        stock: 0,
      });
    }
  }
  return variations;
}

/** About 5 % of products sold out, 5 % down to their last units, and some sizes gone. */
function fillStock(rng: Random, variations: VariationSeed[]): void {
  const roll = rng.next();
  for (const v of variations) v.stock = roll < 0.05 ? 0 : roll < 0.1 ? rng.int(1, 3) : rng.int(5, 200);
  if (roll >= 0.1 && variations.length > 1 && rng.chance(0.2)) rng.pick(variations).stock = 0;
}

function imageColorsFor(rng: Random, top: TopProfile, colour: ColourDef | undefined): [string, string] {
  const first = rng.int(0, top.palette.length - 1);
  const accent = top.palette[first] as string;
  // A second, different palette colour, without allocating a filtered copy.
  if (!colour)
    return [accent, top.palette[(first + rng.int(1, top.palette.length - 1)) % top.palette.length] as string];
  return [mixHex(colour.hex, '#000000', 0.05), mixHex(colour.hex, accent, 0.5)];
}

/** Generates the whole catalogue. Same options, same result, on every run. */
export function generateCatalogue(options: { productCount?: number } = {}): Catalogue {
  const count = options.productCount ?? DEFAULT_PRODUCT_COUNT;
  if (!Number.isInteger(count) || count < 0)
    throw new RangeError(`productCount must be a non-negative integer, got ${count}`);
  const rng = createRandom(SEED);
  const products: ProductSeed[] = [];

  for (let modelNumber = FIRST_MODEL_NUMBER; products.length < count; modelNumber++) {
    const [leafKey, leaf] = pickLeaf(rng);
    const topKey = categoryTables.topOf.get(leafKey) as string;
    const top = topProfiles[topKey] as TopProfile;
    const brand = rng.pick(brandsByTop.get(topKey) as BrandDef[]);
    const series = rng.pick(top.series);
    const noun = rng.pick(leaf.nouns);
    const model = `${rng.pick(MODEL_LETTERS)}${modelNumber}`;
    const baseKey = `${brand.key}-${slug(series.en)}-${slug(noun.en)}-${model.toLowerCase()}`;
    const baseName: Localized = {
      en: `${brand.name.en} ${series.en} ${noun.en} ${model}`,
      ar: `${noun.ar} ${brand.name.ar} ${series.ar} ${model}`,
    };
    const description = describe(rng, top, noun, brand.name);
    const pictureShape = shapeOfNoun(noun.en) ?? top.shape;
    const price = pickPrice(rng, leaf.price);
    const compareAtPrice = pickCompareAtPrice(rng, price);
    const createdDaysAgo = rng.int(0, 540);
    const categoryKeys = leaf.alsoIn.length > 0 && rng.chance(0.25) ? [leafKey, rng.pick(leaf.alsoIn)] : [leafKey];
    const skuBase = `${brand.code}-${model}`;
    const pickColours = (n: number) => rng.sample(leaf.colours, n).map((key) => colourByKey.get(key) as ColourDef);

    if (leaf.groupable && rng.chance(0.1)) {
      for (const colour of pickColours(rng.int(2, 4))) {
        if (products.length >= count) break;
        const variations = buildVariations(rng, leaf, `${skuBase}-${colour.code}`, []);
        fillStock(rng, variations);
        products.push({
          key: `${baseKey}-${colour.key}`,
          name: { en: `${baseName.en}, ${colour.name.en}`, ar: `${baseName.ar}، ${colour.name.ar}` },
          description: { ...description },
          brandKey: brand.key,
          categoryKeys: [...categoryKeys],
          price,
          compareAtPrice,
          createdDaysAgo,
          groupKey: baseKey,
          imageColors: imageColorsFor(rng, top, colour),
          pictureShape,
          variations,
        });
      }
    } else {
      const colours = leaf.variations === 'none' ? [] : pickColours(rng.int(1, 3));
      const variations = buildVariations(rng, leaf, skuBase, colours);
      fillStock(rng, variations);
      products.push({
        key: baseKey,
        name: baseName,
        description,
        brandKey: brand.key,
        categoryKeys,
        price,
        compareAtPrice,
        createdDaysAgo,
        groupKey: null,
        imageColors: imageColorsFor(rng, top, colours[0]),
        pictureShape,
        variations,
      });
    }
  }

  return {
    categories: structuredClone(categoryTables.categories),
    brands: brandDefs.map(({ key, name }) => ({ key, name: { ...name } })),
    attributes: structuredClone(attributes),
    products,
  };
}

/** The top-level category a category key belongs to, or undefined for an unknown key. */
export function topCategoryKeyOf(categoryKey: string): string | undefined {
  return categoryTables.topOf.get(categoryKey);
}

function shapeOf(categoryKey: string | undefined) {
  return topProfiles[topCategoryKeyOf(categoryKey ?? '') ?? '']?.shape ?? 'bag';
}

/**
 * The product's picture: a 600x600 SVG under 2 KB, the product's two colours as a
 * gradient and a drawing of its kind of product (`pictureShape`). `categoryName`
 * becomes the SVG's <title> (read by screen readers, never drawn).
 */
export function renderProductImageSvg(product: ProductSeed, categoryName?: string): string {
  const [from, to] = product.imageColors;
  return svgDocument(
    600,
    600,
    (categoryName ? `<title>${escapeXml(categoryName.slice(0, 80))}</title>` : '') +
      gradientBackground(600, 600, from, to) +
      decorations(hashString(product.key), 600, 600) +
      shape(product.pictureShape),
  );
}

/** A 600x600 SVG tile for a category, coloured from its top-level category's palette. */
export function renderCategoryImageSvg(category: CategorySeed): string {
  const hash = hashString(category.key);
  const palette = topProfiles[topCategoryKeyOf(category.key) ?? '']?.palette ?? ['#57b568', '#2f7d3b'];
  const from = palette[hash % palette.length] as string;
  const to = palette[(hash + 1) % palette.length] as string;
  return svgDocument(
    600,
    600,
    gradientBackground(600, 600, from, to) + decorations(hash, 600, 600) + shape(shapeOf(category.key)),
  );
}

/** Where the three shapes of a banner sit: x, y and scale of a 600x600 shape canvas. */
const BANNER_SLOTS = [
  [700, 150, 0.55],
  [960, 30, 0.9],
  [1330, 170, 0.55],
] as const;

const BANNERS: { colors: [string, string]; tops: [string, string, string] }[] = [
  { colors: ['#1e3c72', '#57b568'], tops: ['electronics', 'electronics', 'electronics'] },
  { colors: ['#753a88', '#cc2b5e'], tops: ['fashion', 'beauty', 'shoes'] },
  { colors: ['#8e5b2b', '#f7971e'], tops: ['groceries', 'home-kitchen', 'books'] },
];

/** Number of distinct home-page banners; renderBannerSvg cycles through them. */
export const BANNER_COUNT = BANNERS.length;

/** Image key under which the inserter stores renderBannerSvg(index), as the home data list refers to it. */
export function bannerImageKey(index: number): string {
  return `banner-${index + 1}`;
}

/** A 1600x600 home-page carousel banner (index from 0, cycling), shapes only. */
export function renderBannerSvg(index: number): string {
  const banner = BANNERS[((index % BANNER_COUNT) + BANNER_COUNT) % BANNER_COUNT] as (typeof BANNERS)[number];
  const shapes = banner.tops
    .map((top, i) => {
      const [x, y, scale] = BANNER_SLOTS[i] as (typeof BANNER_SLOTS)[number];
      return shape(topProfiles[top]?.shape ?? 'bag', `translate(${x} ${y}) scale(${scale})`);
    })
    .join('');
  return svgDocument(
    1600,
    600,
    gradientBackground(1600, 600, ...banner.colors) + decorations(hashString(`banner-${index}`), 1600, 600) + shapes,
  );
}
