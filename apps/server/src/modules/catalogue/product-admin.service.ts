import { sql, type SQL } from 'drizzle-orm';
import type { FieldError } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import type { AuditTrail } from '../audit/index.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { violatedUniqueConstraint, violatedForeignKey } from '../../lib/database-errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import { buildCategoryTree } from './category-tree.ts';
import { slugFromName } from './category-brand-admin.service.ts';
import { normalizeSearchText } from './search-text.ts';
import { adjustStock, setStockCounts } from './stock-ledger.ts';
import {
  MAX_BULK_PRODUCTS,
  type AdminProduct,
  type AdminProductFilter,
  type AdminProductRow,
  type AdminProductSort,
  type BulkAction,
  type ProductInput,
  type ProductInputBody,
} from './product-admin.contract.ts';
import {
  statusOf,
  type AdminProductQuery,
  type ProductAdminRepository,
  type VariationRow,
} from './product-admin.repository.ts';

const DOWNLOAD_PREFIX = '/api/download/';
const IMAGE_PATH = /\.(png|jpe?g|gif|webp|svg)$/i;

export interface ProductAdminDependencies {
  db: Database;
  repository: ProductAdminRepository;
  audit: AuditTrail;
  /** Whether a stored file exists (files module), for images the form names. */
  hasStoredFile(storageKey: string): Promise<boolean>;
  /** The theme's keep_out_of_stock_at_end, as the storefront reads it. */
  keepOutOfStockAtEnd(): boolean;
}

/**
 * Price arithmetic of the bulk actions, in SQL on integers (fils), never floats: a percentage in
 * hundredths of a percent rounds half up to the fils (`(price × (10000 + bp) + 5000) / 10000`,
 * integer division of non-negative numbers), an amount is added; neither goes below 0.
 */
export function repricing(action: Extract<BulkAction['action'], { kind: 'price-percent' | 'price-amount' }>) {
  if (action.kind === 'price-percent')
    return (price: SQL) =>
      sql`greatest(0, ((${price})::bigint * ${10_000 + action.basisPoints} + 5000) / 10000)::integer`;
  return (price: SQL) => sql`greatest(0, (${price})::bigint + ${action.amount})::integer`;
}

/** The editor's slug, or one made from the English name when it gave none ('' refused on the slug field). */
function withSlug(input: ProductInputBody): ProductInput {
  const slug = input.slug ?? slugFromName(input.nameEn);
  if (!slug)
    throw badRequest('VALIDATION_FAILED', 'Give a slug with at least one letter.', [
      { field: 'slug', message: 'Give a slug with at least one letter.' },
    ]);
  return { ...input, slug };
}

/** The same rule as `repricing`, for one price in JavaScript (tests and previews). */
export function repriced(
  price: number,
  action: Extract<BulkAction['action'], { kind: 'price-percent' | 'price-amount' }>,
) {
  if (action.kind === 'price-amount') return Math.max(0, price + action.amount);
  return Math.max(0, Number((BigInt(price) * BigInt(10_000 + action.basisPoints) + 5000n) / 10_000n));
}

type ProductSnapshot = Omit<AdminProduct, 'createdAt' | 'updatedAt' | 'inStock' | 'listedLast'>;

/** What the audit trail keeps of a product: what an operator edits, not timestamps. */
const snapshotOf = ({
  createdAt: _created,
  updatedAt: _updated,
  inStock: _in,
  listedLast: _last,
  ...rest
}: AdminProduct) => rest satisfies ProductSnapshot;

export function createProductAdmin(deps: ProductAdminDependencies) {
  const { db, repository, audit } = deps;

  /** The filter as the repository reads it; null when it can find nothing (an unknown category). */
  async function toQuery(filter: AdminProductFilter): Promise<AdminProductQuery | null> {
    let categoryIds: number[] | undefined;
    if (filter.categoryId !== undefined) {
      categoryIds = buildCategoryTree(await repository.listAllCategories(db)).subtreeIds(filter.categoryId);
      if (categoryIds.length === 0) return null;
    }
    return {
      keyword: normalizeSearchText(filter.q ?? '') || undefined,
      status: filter.status,
      brandId: filter.brandId,
      categoryIds,
      inStock: filter.stock === undefined ? undefined : filter.stock === 'in',
      minPrice: filter.minPrice,
      maxPrice: filter.maxPrice,
    };
  }

  /** The product as the editor shows it; throws PRODUCT_NOT_FOUND (404). */
  async function getProduct(id: number, on: Database = db): Promise<AdminProduct> {
    const found = await repository.findForEditing(on, id);
    if (!found) throw notFound('PRODUCT_NOT_FOUND', `Product ${id} does not exist.`);
    const { product, variations, images, categoryIds } = found;
    return {
      id: product.id,
      slug: product.slug,
      nameEn: product.nameEn,
      nameAr: product.nameAr,
      descriptionEn: product.descriptionEn,
      descriptionAr: product.descriptionAr,
      brandId: product.brandId,
      categoryIds,
      status: statusOf(product),
      price: product.price,
      compareAtPrice: product.compareAtPrice,
      inStock: product.inStock,
      listedLast: deps.keepOutOfStockAtEnd() && !product.inStock,
      images: images.map(({ path, altEn, altAr }) => ({ path, altEn, altAr })),
      variations: variations.map((variation) => ({
        id: variation.id,
        sku: variation.sku,
        barcode: variation.barcode,
        price: product.price + variation.priceDelta,
        stock: variation.activeQty,
        isDefault: variation.isDefault,
        attributeValueIds: variation.attributeValueIds,
      })),
      createdAt: product.createdAt.toISOString(),
      updatedAt: product.updatedAt.toISOString(),
    };
  }

  /** Refuses, with every field at fault, what the database's constraints would refuse less clearly. */
  async function checkInput(input: ProductInput, productId: number | null, current: VariationRow[]) {
    const errors: FieldError[] = [];
    if (await repository.isSlugTaken(db, input.slug, productId))
      throw conflict('SLUG_TAKEN', 'Another product already has this slug.', [
        { field: 'slug', message: 'Another product already has this slug.' },
      ]);
    const takenSkus = new Set(
      await repository.findSkusOfOtherProducts(
        db,
        input.variations.map((variation) => variation.sku),
        productId,
      ),
    );
    if (takenSkus.size > 0)
      throw conflict(
        'SKU_TAKEN',
        'Another product already has this SKU.',
        input.variations.flatMap((variation, index) =>
          takenSkus.has(variation.sku)
            ? [{ field: `variations.${index}.sku`, message: 'Another product has this SKU.' }]
            : [],
        ),
      );
    if (input.brandId !== null && (await repository.existingBrandIds(db, [input.brandId])).size === 0)
      errors.push({ field: 'brandId', message: 'This brand does not exist.' });
    const categories = await repository.existingCategoryIds(db, input.categoryIds);
    input.categoryIds.forEach((id, index) => {
      if (!categories.has(id)) errors.push({ field: `categoryIds.${index}`, message: 'This category does not exist.' });
    });
    const currentIds = new Set(current.map((variation) => variation.id));
    input.variations.forEach((variation, index) => {
      if (variation.id !== undefined && !currentIds.has(variation.id))
        errors.push({ field: `variations.${index}.id`, message: 'This variation is not one of the product.' });
    });
    const values = new Map(
      (
        await repository.listAttributeValuesById(
          db,
          input.variations.flatMap((variation) => variation.attributeValueIds),
        )
      ).map((row) => [row.id, row.attributeId]),
    );
    const combinations = new Set<string>();
    input.variations.forEach((variation, index) => {
      const attributeIds = variation.attributeValueIds.map((id) => values.get(id));
      if (attributeIds.some((id) => id === undefined))
        errors.push({
          field: `variations.${index}.attributeValueIds`,
          message: 'This attribute value does not exist.',
        });
      else if (new Set(attributeIds).size !== attributeIds.length)
        errors.push({ field: `variations.${index}.attributeValueIds`, message: 'Choose one value per attribute.' });
      const key = [...variation.attributeValueIds].sort((a, b) => a - b).join();
      if (combinations.has(key))
        errors.push({
          field: `variations.${index}.attributeValueIds`,
          message: 'Another variation has the same attribute values.',
        });
      combinations.add(key);
    });
    for (const [index, image] of input.images.entries()) {
      const key = image.path.startsWith(DOWNLOAD_PREFIX) ? image.path.slice(DOWNLOAD_PREFIX.length) : '';
      if (!IMAGE_PATH.test(key) || !(await deps.hasStoredFile(key)))
        errors.push({ field: `images.${index}.path`, message: 'Upload this picture first.' });
    }
    if (errors.length > 0) throw badRequest('VALIDATION_FAILED', errors[0]!.message, errors);
  }

  /**
   * Writes the form's variations: removed ones go, then the rest with the default flag moved, and
   * stock through the stock path (adjustStock): a new variation's first stock as `initial`, an
   * existing one's by what the form changed since it loaded, so units sold meanwhile are kept.
   * The product's variations are locked first, in id order as checkout takes them, so an edit and
   * a checkout wait for each other instead of deadlocking.
   */
  async function writeVariations(
    tx: Database,
    staffId: string,
    productId: number,
    input: ProductInput,
    current: VariationRow[],
  ) {
    const basePrice = input.variations.find((variation) => variation.isDefault)!.price;
    await repository.lockVariations(tx, productId);
    await repository.deleteVariationsExcept(
      tx,
      productId,
      input.variations.flatMap((variation) => (variation.id === undefined ? [] : [variation.id])),
    );
    await repository.clearDefaultVariation(tx, productId);
    const byId = new Map(current.map((variation) => [variation.id, variation]));
    for (const variation of input.variations) {
      const values = {
        sku: variation.sku,
        barcode: variation.barcode,
        priceDelta: variation.isDefault ? 0 : variation.price - basePrice,
        isDefault: variation.isDefault,
        attributeValueIds: [...variation.attributeValueIds].sort((a, b) => a - b),
      };
      if (variation.id === undefined) {
        const variationId = await repository.insertVariation(tx, { productId, ...values });
        await adjustStock(tx, { variationId, setTo: variation.stock, reason: 'initial', staffId });
        continue;
      }
      await repository.updateVariation(tx, variation.id, values);
      const change = variation.stock - (variation.stockSeen ?? byId.get(variation.id)!.activeQty);
      if (change !== 0)
        await adjustStock(tx, { variationId: variation.id, delta: change, reason: 'correction', staffId });
    }
  }

  function productValues(input: ProductInput) {
    return {
      slug: input.slug,
      nameEn: input.nameEn,
      nameAr: input.nameAr,
      descriptionEn: input.descriptionEn,
      descriptionAr: input.descriptionAr,
      searchNameEn: normalizeSearchText(input.nameEn),
      searchNameAr: normalizeSearchText(input.nameAr),
      brandId: input.brandId,
      price: input.variations.find((variation) => variation.isDefault)!.price,
      compareAtPrice: input.compareAtPrice,
      picturePath: input.images[0]?.path ?? null,
      isPublished: input.status === 'published',
    };
  }

  /** Turns the constraints a racing write may still break into the answers checkInput gives. */
  async function translatingConstraints<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      const unique = violatedUniqueConstraint(error);
      if (unique === 'products_slug_unique')
        throw conflict('SLUG_TAKEN', 'Another product already has this slug.', [
          { field: 'slug', message: 'Another product already has this slug.' },
        ]);
      if (unique === 'product_variations_sku_unique')
        throw conflict('SKU_TAKEN', 'Another variation already has this SKU.');
      if (violatedForeignKey(error)?.endsWith('_product_variations_id_fk'))
        throw conflict(
          'VARIATION_IN_USE',
          'A variation in orders or carts cannot be removed; set its stock to 0 instead.',
        );
      throw error;
    }
  }

  async function record(tx: Database, staffId: string, action: string, id: number, before: AdminProduct | null) {
    const after = await getProduct(id, tx);
    await audit.record(tx, {
      actorStaffId: staffId,
      action,
      entityType: 'product',
      entityId: String(id),
      before: before && snapshotOf(before),
      after: snapshotOf(after),
    });
    return after;
  }

  return {
    getProduct: (id: number) => getProduct(id),

    /** The ids of the products the list's filter finds, in id order after `afterId` (the CSV export's pages). */
    async filteredIdsAfter(filter: AdminProductFilter, afterId: number, limit: number): Promise<number[]> {
      const query = await toQuery(filter);
      return query ? repository.findIds(db, query, limit, afterId) : [];
    },

    async listProducts(
      filter: AdminProductFilter,
      sort: AdminProductSort,
      page: number,
      pageSize: number,
      language: ContentLanguage,
    ) {
      const keepOutOfStockAtEnd = deps.keepOutOfStockAtEnd();
      const query = await toQuery(filter);
      if (!query) return { items: [], total: 0, page, pageSize, keepOutOfStockAtEnd };
      const [rows, total] = [
        await repository.listPage(db, query, sort, language, (page - 1) * pageSize, pageSize),
        await repository.count(db, query),
      ];
      const items: AdminProductRow[] = rows.map(({ product, brand, stock, variationCount }) => ({
        id: product.id,
        slug: product.slug,
        nameEn: product.nameEn,
        nameAr: product.nameAr,
        picturePath: product.picturePath,
        price: product.price,
        compareAtPrice: product.compareAtPrice,
        status: statusOf(product),
        inStock: product.inStock,
        stock,
        variationCount,
        listedLast: keepOutOfStockAtEnd && !product.inStock,
        brand,
        createdAt: product.createdAt.toISOString(),
        updatedAt: product.updatedAt.toISOString(),
      }));
      return { items, total, page, pageSize, keepOutOfStockAtEnd };
    },

    async formOptions() {
      const [brandRows, categoryRows, attributeRows] = [
        await repository.listAllBrands(db),
        await repository.listAllCategories(db),
        await repository.listAttributesWithValues(db),
      ];
      const byAttribute = new Map<
        number,
        {
          id: number;
          code: string;
          nameEn: string;
          nameAr: string;
          values: { id: number; code: string; nameEn: string; nameAr: string; hex: string | null }[];
        }
      >();
      for (const { attribute, value } of attributeRows) {
        const entry = byAttribute.get(attribute.id) ?? { ...attribute, values: [] };
        entry.values.push({
          id: value.id,
          code: value.code,
          nameEn: value.nameEn,
          nameAr: value.nameAr,
          hex: value.hex,
        });
        byAttribute.set(attribute.id, entry);
      }
      const ordered = [...categoryRows].sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);
      return {
        brands: brandRows,
        categories: ordered.map(({ id, parentId, nameEn, nameAr, isPublished }) => ({
          id,
          parentId,
          nameEn,
          nameAr,
          isPublished,
        })),
        attributes: [...byAttribute.values()],
        keepOutOfStockAtEnd: deps.keepOutOfStockAtEnd(),
      };
    },

    /** Creates a product with its variations, images and categories; initial stock goes through the stock path. */
    async createProduct(staffId: string, body: ProductInputBody): Promise<AdminProduct> {
      const input = withSlug(body);
      await checkInput(input, null, []);
      return translatingConstraints(() =>
        db.transaction(async (tx) => {
          const id = await repository.insertProduct(tx, productValues(input));
          await repository.replaceCategories(tx, id, input.categoryIds);
          await repository.replaceImages(tx, id, input.images);
          await writeVariations(tx, staffId, id, input, []);
          return record(tx, staffId, 'product.created', id, null);
        }),
      );
    },

    /** Replaces what the editor edits; an archived product stays archived (unarchive it first to publish). */
    async updateProduct(staffId: string, id: number, body: ProductInputBody): Promise<AdminProduct> {
      const input = withSlug(body);
      const before = await getProduct(id);
      if (before.status === 'archived' && input.status === 'published')
        throw conflict('PRODUCT_ARCHIVED', 'Restore this product from the archive before publishing it.');
      const current = (await repository.findForEditing(db, id))!.variations;
      await checkInput(input, id, current);
      return translatingConstraints(() =>
        db.transaction(async (tx) => {
          const values = productValues(input);
          await repository.updateProduct(tx, id, {
            ...values,
            isPublished: before.status === 'archived' ? false : values.isPublished,
          });
          await repository.replaceCategories(tx, id, input.categoryIds);
          await repository.replaceImages(tx, id, input.images);
          await writeVariations(tx, staffId, id, input, current);
          return record(tx, staffId, 'product.updated', id, before);
        }),
      );
    },

    /**
     * A draft copy with a free slug (`<slug>-copy`, `-copy-2` …) and SKUs (`<sku>-COPY` …), the same
     * texts, pictures, categories, prices and attributes, and no stock: units are counted, not copied.
     */
    async duplicateProduct(staffId: string, id: number): Promise<AdminProduct> {
      const source = await getProduct(id);
      const slugs = await repository.listSlugsStartingWith(db, `${source.slug}-copy`);
      const slug = firstFree(`${source.slug}-copy`, '-', slugs);
      const skus = await repository.listSkusStartingWith(
        db,
        source.variations.map((variation) => `${variation.sku}-COPY`),
      );
      const input: ProductInput = {
        ...source,
        slug,
        status: 'draft',
        variations: source.variations.map((variation) => {
          const sku = firstFree(`${variation.sku}-COPY`, '-', skus);
          skus.add(sku);
          return { ...variation, id: undefined, stockSeen: undefined, sku, stock: 0 };
        }),
      };
      return translatingConstraints(() =>
        db.transaction(async (tx) => {
          const copyId = await repository.insertProduct(tx, productValues(input));
          await repository.replaceCategories(tx, copyId, input.categoryIds);
          await repository.replaceImages(tx, copyId, input.images);
          await writeVariations(tx, staffId, copyId, input, []);
          const after = await getProduct(copyId, tx);
          await audit.record(tx, {
            actorStaffId: staffId,
            action: 'product.duplicated',
            entityType: 'product',
            entityId: String(copyId),
            before: { duplicatedFrom: id },
            after: snapshotOf(after),
          });
          return after;
        }),
      );
    },

    /** Archives (unpublished, kept for orders) or restores a product as a draft. */
    async setArchived(staffId: string, id: number, archived: boolean): Promise<AdminProduct> {
      const before = await getProduct(id);
      if ((before.status === 'archived') === archived) return before;
      return db.transaction(async (tx) => {
        await repository.setArchived(tx, id, archived);
        return record(tx, staffId, archived ? 'product.archived' : 'product.unarchived', id, before);
      });
    },

    /**
     * One action on many products in one transaction, with one audit entry per product changed
     * (its before and after), so a product's history reads the same whether it was changed alone
     * or in bulk. Throws TOO_MANY_PRODUCTS (400) past MAX_BULK_PRODUCTS.
     */
    async bulk(staffId: string, body: BulkAction): Promise<{ changed: number }> {
      let ids = body.ids ? [...new Set(body.ids)].sort((a, b) => a - b) : [];
      if (body.filter) {
        const query = await toQuery(body.filter);
        ids = query ? await repository.findIds(db, query, MAX_BULK_PRODUCTS + 1) : [];
      }
      if (ids.length > MAX_BULK_PRODUCTS)
        throw badRequest(
          'TOO_MANY_PRODUCTS',
          `A bulk action changes at most ${MAX_BULK_PRODUCTS} products: narrow the filter.`,
        );
      if (ids.length === 0) return { changed: 0 };
      const { action } = body;
      return db.transaction(async (tx) => {
        const entries: { id: number; before: unknown; after: unknown }[] = [];
        if (action.kind === 'publish' || action.kind === 'unpublish') {
          const isPublished = action.kind === 'publish';
          for (const id of await repository.setPublished(tx, ids, isPublished))
            entries.push({ id, before: { isPublished: !isPublished }, after: { isPublished } });
        } else if (action.kind === 'stock-set') {
          const variations = new Map((await repository.listVariationsOf(tx, ids)).map((row) => [row.id, row]));
          const changes = await setStockCounts(tx, {
            variationIds: [...variations.keys()],
            setTo: action.quantity,
            reason: 'correction',
            staffId,
          });
          const changedBy = new Map<number, { sku: string; before: number; after: number }[]>();
          for (const { variationId, before } of changes) {
            const variation = variations.get(variationId)!;
            const list = changedBy.get(variation.productId) ?? [];
            list.push({ sku: variation.sku, before, after: action.quantity });
            changedBy.set(variation.productId, list);
          }
          for (const [id, list] of changedBy)
            entries.push({
              id,
              before: { stock: Object.fromEntries(list.map((item) => [item.sku, item.before])) },
              after: { stock: Object.fromEntries(list.map((item) => [item.sku, item.after])) },
            });
        } else {
          const before = await repository.listProductsByIds(tx, ids);
          await repository.reprice(tx, ids, repricing(action));
          for (const product of before) {
            const price = repriced(product.price, action);
            if (price !== product.price)
              entries.push({ id: product.id, before: { price: product.price }, after: { price } });
          }
        }
        await audit.recordMany(
          tx,
          entries.map((entry) => ({
            actorStaffId: staffId,
            action: `product.bulk-${action.kind}`,
            entityType: 'product',
            entityId: String(entry.id),
            before: entry.before,
            after: entry.after,
          })),
        );
        return { changed: entries.length };
      });
    },
  };
}
export type ProductAdmin = ReturnType<typeof createProductAdmin>;

/** `base`, or `base<separator>2`, `…3`, the first not in `taken`. */
function firstFree(base: string, separator: string, taken: Set<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}${separator}${n}`)) return `${base}${separator}${n}`;
}
