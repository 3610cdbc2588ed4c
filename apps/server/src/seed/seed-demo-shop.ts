import { existsSync, writeFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import type { Database } from '../db/client.ts';
import * as t from '../db/schema.ts';
import type { FileStorage } from '../modules/files/index.ts';
import { hashPassword } from '../modules/customers/index.ts';
import { normalizeSearchText } from '../modules/catalogue/index.ts';
import { syncUiTranslations } from '../modules/locale/index.ts';
import * as data from './data/index.ts';
import type { Catalogue } from './data/types.ts';

export interface SeedOptions {
  storage: FileStorage;
  /** Written only when missing: after the first start the operator owns the file. */
  themeFile: string;
  productCount?: number;
  /** The README's demo staff with their known passwords (default); off for a shop on the internet. */
  withDemoStaff?: boolean;
  onProgress?: (step: string) => void;
  /** Day the relative dates (slots, promo windows, product ages) count from. */
  now?: Date;
}

const CHUNK = 500;

/** Storage paths the seed writes; the API serves them under /api/download/. */
const downloadPath = (key: string) => `/api/download/${key}`;

/**
 * Fills an empty, migrated database with the deterministic demo shop and writes its pictures
 * and theme file. Runs in one transaction: a failed seed leaves no half shop behind.
 */
export async function seedDemoShop(db: Database, options: SeedOptions): Promise<void> {
  const progress = options.onProgress ?? (() => undefined);
  const now = options.now ?? new Date();
  const catalogue = data.generateCatalogue({ productCount: options.productCount ?? data.DEFAULT_PRODUCT_COUNT });

  progress('drawing pictures');
  await writePictures(options.storage, catalogue);

  await db.transaction(async (transaction) => {
    // A transaction runs the same queries as the database handle it came from.
    const tx = transaction as unknown as Database;
    progress('languages and translations');
    await seedLocale(tx);
    progress('countries, states and areas');
    const places = await seedGeography(tx);
    progress(`catalogue: ${catalogue.products.length} products`);
    const ids = await seedCatalogue(tx, catalogue, now);
    progress('menus, pages and home page lists');
    await seedContent(tx, catalogue, ids);
    progress('shipping, delivery slots, payments and promo codes');
    await seedCommerce(tx, now);
    progress('demo accounts');
    await seedAccounts(tx, places);
    if (options.withDemoStaff ?? true) await seedStaff(tx);
  });
  // Neither PGlite nor a PostgreSQL without autovacuum would ever gather planner statistics or
  // mark the new rows all-visible: without them a fresh 100,000-product shop is planned as if
  // empty (sorts over the whole catalogue, counts reading every row instead of an index).
  progress('planner statistics');
  await db.execute(
    sql`vacuum (analyze) products, product_variations, product_categories, brands, categories, search_terms, search_word_variants, product_listing`,
  );

  if (!existsSync(options.themeFile)) {
    progress('theme configuration');
    const theme = {
      ...data.themeConfig,
      logo: downloadPath('brand/logo.svg'),
      metadata_icon: downloadPath('brand/icon.svg'),
    };
    writeFileSync(options.themeFile, `${JSON.stringify(theme, null, 2)}\n`);
  }
}

async function writePictures(storage: FileStorage, catalogue: Catalogue) {
  await storage.put('brand/logo.svg', data.renderLogoSvg());
  await storage.put('brand/icon.svg', data.renderIconSvg());
  await Promise.all(
    catalogue.categories.map((category) =>
      storage.put(`categories/${category.key}.svg`, data.renderCategoryImageSvg(category)),
    ),
  );
  for (let i = 0; i < catalogue.products.length; i += CHUNK) {
    await Promise.all(
      catalogue.products
        .slice(i, i + CHUNK)
        .map((product) => storage.put(`products/${product.key}.svg`, data.renderProductImageSvg(product))),
    );
  }
  for (let index = 0; index < data.BANNER_COUNT; index++)
    await storage.put(`banners/${data.bannerImageKey(index)}.svg`, data.renderBannerSvg(index));
}

/** The triggers that keep the search terms and listing rows of inserted, filed or restocked products. */
async function setDerivedRowTriggers(db: Database, state: 'enable' | 'disable') {
  const on = sql.raw(state);
  await db.execute(sql`alter table products ${on} trigger products_search_terms_insert`);
  await db.execute(sql`alter table products ${on} trigger products_listing_insert`);
  await db.execute(sql`alter table products ${on} trigger products_listing_update`);
  await db.execute(sql`alter table product_categories ${on} trigger product_categories_search_terms_insert`);
}

/** The search and listing rows of freshly inserted products, with statistics of the tables first. */
async function buildDerivedRows(db: Database, productIds: number[]) {
  await db.execute(sql`analyze products, product_categories, categories, brands`);
  const batch = 5_000;
  for (let i = 0; i < productIds.length; i += batch) {
    const ids = `{${productIds.slice(i, i + batch).join(',')}}`;
    await db.execute(sql`select refresh_search_terms(${ids}::integer[]), refresh_product_listing(${ids}::integer[])`);
    // The rows grow with each batch; plans made for empty tables would scan them.
    if (i === 0) await db.execute(sql`analyze search_terms, search_word_variants, product_listing`);
  }
}

async function insertChunks<Row>(rows: Row[], insert: (chunk: Row[]) => Promise<unknown>) {
  for (let i = 0; i < rows.length; i += CHUNK) await insert(rows.slice(i, i + CHUNK));
}

async function seedLocale(db: Database) {
  await db.insert(t.languages).values([
    { id: 'en', name: 'English', isRtl: false, sortOrder: 1 },
    { id: 'ar', name: 'العربية', isRtl: true, sortOrder: 2 },
  ]);
  await syncUiTranslations(db);
}

/** Ids of seeded places by `country:state` and `country:state:area` keys. */
type PlaceIds = Map<string, number>;

async function seedGeography(db: Database): Promise<PlaceIds> {
  const ids: PlaceIds = new Map();
  for (const [index, country] of data.countries.entries()) {
    const [row] = await db
      .insert(t.countries)
      .values({
        code: country.code,
        nameEn: country.name.en,
        nameAr: country.name.ar,
        phoneCode: country.phoneCode,
        sortOrder: index + 1,
      })
      .returning({ id: t.countries.id });
    ids.set(country.code, row!.id);
    for (const state of country.states) {
      const [stateRow] = await db
        .insert(t.states)
        .values({ countryId: row!.id, nameEn: state.name.en, nameAr: state.name.ar })
        .returning({ id: t.states.id });
      ids.set(`${country.code}:${state.key}`, stateRow!.id);
      if (state.areas.length === 0) continue;
      const areaRows = await db
        .insert(t.areas)
        .values(state.areas.map((area) => ({ stateId: stateRow!.id, nameEn: area.name.en, nameAr: area.name.ar })))
        .returning({ id: t.areas.id });
      state.areas.forEach((area, i) => ids.set(`${country.code}:${state.key}:${area.key}`, areaRows[i]!.id));
    }
  }
  return ids;
}

type CatalogueIds = { categories: Map<string, number>; products: Map<string, number> };

async function seedCatalogue(db: Database, catalogue: Catalogue, now: Date): Promise<CatalogueIds> {
  const attributeValueIds = new Map<string, number>();
  for (const attribute of catalogue.attributes) {
    const [row] = await db
      .insert(t.attributes)
      .values({ code: attribute.key, nameEn: attribute.name.en, nameAr: attribute.name.ar })
      .returning();
    const values = await db
      .insert(t.attributeValues)
      .values(
        attribute.values.map((value, index) => ({
          attributeId: row!.id,
          code: value.key,
          nameEn: value.name.en,
          nameAr: value.name.ar,
          hex: value.hex ?? null,
          sortOrder: index + 1,
        })),
      )
      .returning();
    for (const value of values) attributeValueIds.set(`${attribute.key}:${value.code}`, value.id);
  }

  const brandRows = await db
    .insert(t.brands)
    .values(catalogue.brands.map((brand) => ({ slug: brand.key, nameEn: brand.name.en, nameAr: brand.name.ar })))
    .returning();
  const brandIds = new Map(brandRows.map((row) => [row.slug, row.id]));

  // Parents come before children in the generated list, so one pass resolves every parent.
  const categoryIds = new Map<string, number>();
  for (const category of catalogue.categories) {
    const [row] = await db
      .insert(t.categories)
      .values({
        slug: category.key,
        parentId: category.parentKey ? categoryIds.get(category.parentKey)! : null,
        nameEn: category.name.en,
        nameAr: category.name.ar,
        descriptionEn: category.description.en,
        descriptionAr: category.description.ar,
        imagePath: downloadPath(`categories/${category.key}.svg`),
        sortOrder: category.sortOrder,
      })
      .returning({ id: t.categories.id });
    categoryIds.set(category.key, row!.id);
  }

  const groupKeys = [
    ...new Set(catalogue.products.map((p) => p.groupKey).filter((key): key is string => key !== null)),
  ];
  const groupRows =
    groupKeys.length > 0
      ? await db
          .insert(t.productGroups)
          .values(groupKeys.map((slug) => ({ slug })))
          .returning()
      : [];
  const groupIds = new Map(groupRows.map((row) => [row.slug, row.id]));

  // The catalogue's triggers build a product's search terms (ADR 036) and listing rows (ADR 049)
  // when it is inserted, again when its categories are linked and again when a variation puts it
  // in stock, each statement planned without statistics for tables that grow as they go: at
  // 1,000,000 products the seed crawled. They are built once, below, instead.
  await setDerivedRowTriggers(db, 'disable');
  const productIds = new Map<string, number>();
  const day = 86_400_000;
  await insertChunks(catalogue.products, async (chunk) => {
    const rows = await db
      .insert(t.products)
      .values(
        chunk.map((product) => ({
          slug: product.key,
          nameEn: product.name.en,
          nameAr: product.name.ar,
          descriptionEn: product.description.en,
          descriptionAr: product.description.ar,
          searchNameEn: normalizeSearchText(product.name.en),
          searchNameAr: normalizeSearchText(product.name.ar),
          brandId: brandIds.get(product.brandKey)!,
          groupId: product.groupKey ? groupIds.get(product.groupKey)! : null,
          price: product.price,
          compareAtPrice: product.compareAtPrice,
          picturePath: downloadPath(`products/${product.key}.svg`),
          createdAt: new Date(now.getTime() - product.createdDaysAgo * day),
        })),
      )
      .returning({ id: t.products.id, slug: t.products.slug });
    for (const row of rows) productIds.set(row.slug, row.id);
  });

  const links = catalogue.products.flatMap((product) =>
    [...new Set(product.categoryKeys)].map((key) => ({
      productId: productIds.get(product.key)!,
      categoryId: categoryIds.get(key)!,
    })),
  );
  await insertChunks(links, (chunk) => db.insert(t.productCategories).values(chunk));

  const images = catalogue.products.map((product) => ({
    productId: productIds.get(product.key)!,
    path: downloadPath(`products/${product.key}.svg`),
    altEn: product.name.en,
    altAr: product.name.ar,
    sortOrder: 1,
  }));
  await insertChunks(images, (chunk) => db.insert(t.productImages).values(chunk));

  const variations = catalogue.products.flatMap((product) =>
    product.variations.map((variation, index) => ({
      productId: productIds.get(product.key)!,
      sku: variation.key,
      priceDelta: variation.priceDelta,
      activeQty: variation.stock,
      isDefault: index === 0,
      attributeValueIds: variation.attributes
        .map((a) => attributeValueIds.get(`${a.attributeKey}:${a.valueKey}`)!)
        .sort((a, b) => a - b),
    })),
  );
  await insertChunks(variations, (chunk) => db.insert(t.productVariations).values(chunk));
  await setDerivedRowTriggers(db, 'enable');
  // After the variations: their stock decides each product's in_stock, which both copy.
  await buildDerivedRows(db, [...productIds.values()]);
  return { categories: categoryIds, products: productIds };
}

async function seedContent(db: Database, catalogue: Catalogue, ids: CatalogueIds) {
  for (const menu of data.menus) {
    await db.insert(t.menus).values({ id: menu.id, nameEn: menu.title.en, nameAr: menu.title.ar });
    const itemIds = new Map<string, number>();
    for (const item of menu.items) {
      const [row] = await db
        .insert(t.menuItems)
        .values({
          menuId: menu.id,
          parentItemId: item.parentKey ? itemIds.get(item.parentKey)! : null,
          titleEn: item.title.en,
          titleAr: item.title.ar,
          route: item.route,
          icon: item.icon,
          openInNewTab: item.openInNewTab,
          allowGuestUser: item.allowGuestUser,
          sortOrder: item.sortOrder,
        })
        .returning({ id: t.menuItems.id });
      itemIds.set(item.key, row!.id);
    }
  }

  await db.insert(t.staticPages).values(
    data.staticPages.map((page) => ({
      slug: page.key,
      titleEn: page.title.en,
      titleAr: page.title.ar,
      bodyEn: page.body.en,
      bodyAr: page.body.ar,
    })),
  );

  const groups = await db
    .insert(t.dataListGroups)
    .values(data.dataListGroups.map((g) => ({ slug: g.key, nameEn: g.name.en, nameAr: g.name.ar })))
    .returning();
  const groupIds = new Map(groups.map((g) => [g.slug, g.id]));
  for (const list of data.generateDataLists(catalogue)) {
    const [row] = await db
      .insert(t.dataLists)
      .values({
        slug: list.key,
        kind: list.kind,
        groupId: groupIds.get(list.groupKey)!,
        titleEn: list.title.en,
        titleAr: list.title.ar,
        sortOrder: list.sortOrder,
      })
      .returning({ id: t.dataLists.id });
    await db.insert(t.dataListItems).values(
      list.items.map((item, index) => ({
        dataListId: row!.id,
        productId: item.productKey ? ids.products.get(item.productKey)! : null,
        categoryId: item.categoryKey ? ids.categories.get(item.categoryKey)! : null,
        imagePath: item.imageKey ? downloadPath(`banners/${item.imageKey}.svg`) : null,
        link: item.link ?? null,
        titleEn: item.title?.en ?? null,
        titleAr: item.title?.ar ?? null,
        sortOrder: index + 1,
      })),
    );
  }
}

async function seedCommerce(db: Database, now: Date) {
  await db.insert(t.shippingMethods).values(
    data.shippingMethods.map((method, index) => ({
      id: method.id,
      code: method.key,
      nameEn: method.name.en,
      nameAr: method.name.ar,
      descriptionEn: method.description.en,
      descriptionAr: method.description.ar,
      fee: method.fee,
      freeOver: method.freeOver,
      minDays: method.estimatedDays.min,
      maxDays: method.estimatedDays.max,
      sortOrder: index + 1,
    })),
  );

  const options = await db
    .insert(t.deliverySlotOptions)
    .values(
      data.deliverySlotWindows.map((w) => ({
        startTime: w.start,
        endTime: w.end,
        weekdayCapacities: Array.from({ length: 7 }, () => w.capacity),
      })),
    )
    .returning();
  const days = Array.from({ length: data.DELIVERY_SLOT_DAYS }, (_, offset) => kuwaitDate(now, offset + 1));
  await db.insert(t.deliverySlots).values(
    days.flatMap((date) =>
      options.map((option) => ({
        optionId: option.id,
        date,
        capacity: option.weekdayCapacities[new Date(date).getUTCDay()]!,
      })),
    ),
  );

  await db.insert(t.paymentProviders).values(
    data.paymentProviders.map((provider) => ({
      code: provider.key,
      kind: provider.kind,
      nameEn: provider.name.en,
      nameAr: provider.name.ar,
      gateway: provider.gateway,
      settings: provider.settings ?? {},
      sortOrder: provider.sortOrder,
    })),
  );

  const day = 86_400_000;
  await db.insert(t.promoCodes).values(
    data.promoCodes.map((promo) => ({
      code: promo.code.toUpperCase(),
      kind: promo.kind,
      value: promo.value,
      minSubtotal: promo.minSubtotal,
      startsAt: new Date(now.getTime() + promo.startsDaysFromNow * day),
      endsAt: promo.endsDaysFromNow === null ? null : new Date(now.getTime() + promo.endsDaysFromNow * day),
      maxUses: promo.maxUses,
      maxUsesPerCustomer: promo.maxUsesPerCustomer,
    })),
  );
}

/** Calendar date in Kuwait (UTC+3 all year), `offsetDays` after `now`. */
function kuwaitDate(now: Date, offsetDays: number): string {
  return new Date(now.getTime() + 3 * 3_600_000 + offsetDays * 86_400_000).toISOString().slice(0, 10);
}

async function seedStaff(db: Database) {
  for (const member of data.demoStaff) {
    const { password, ...account } = member;
    await db.insert(t.staffAccounts).values({ ...account, passwordHash: await hashPassword(password) });
  }
}

async function seedAccounts(db: Database, places: PlaceIds) {
  for (const account of data.demoAccounts) {
    const [firstName = account.displayName, ...rest] = account.displayName.split(' ');
    const [customer] = await db
      .insert(t.customers)
      .values({
        role: account.role,
        displayName: account.displayName,
        firstName,
        lastName: rest.join(' ') || null,
        email: account.email,
        phone: account.phone,
        passwordHash: await hashPassword(account.password),
        language: account.preferredLanguage,
      })
      .returning({ id: t.customers.id });
    const address = account.address;
    if (!address) continue;
    const stateKey = `${address.countryCode}:${address.stateKey}`;
    await db.insert(t.addresses).values({
      customerId: customer!.id,
      firstName,
      lastName: rest.join(' ') || '-',
      phone: account.phone,
      email: account.email,
      countryId: places.get(address.countryCode)!,
      stateId: places.get(stateKey)!,
      areaId: places.get(`${stateKey}:${address.areaKey}`)!,
      block: address.block,
      street: address.street,
      building: address.building,
      floor: address.floor,
      apartment: address.apartment,
      note: address.note ?? '',
      isDefault: true,
    });
  }
}
