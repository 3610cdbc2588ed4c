import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileMetadata } from '@storefront/contracts';
import type { Database } from '../../../db/client.ts';
import { AppError, badRequest, conflict, notFound } from '../../../lib/errors.ts';
import { violatedUniqueConstraint } from '../../../lib/database-errors.ts';
import type { ContentLanguage } from '../../../lib/language.ts';
import type { AuditTrail } from '../../audit/index.ts';
import type { FileStorage } from '../../files/index.ts';
import type { JobQueue } from '../../jobs/index.ts';
import { normalizeSearchText } from '../search-text.ts';
import { adjustStock, setStockCounts } from '../stock-ledger.ts';
import type { AdminProductFilter } from '../product-admin.contract.ts';
import { CSV_COLUMNS, groupProducts, readCsv, type NamePair, type ProductGroup, type RowError } from './product-csv.ts';
import { fileMessage, rowMessage } from './product-import-messages.ts';
import {
  MAX_REPORTED_ERRORS,
  type ImportCheck,
  type ImportRowError,
  type ImportSummary,
  type ProductImport,
} from './product-import.contract.ts';
import type { ImportRow, ProductImportRepository } from './product-import.repository.ts';
import { createCatalogueNames } from './catalogue-names.ts';
import { writeExport } from './product-export.ts';

export const IMPORT_JOB = 'catalogue.product-import';
/** Products written per transaction: long enough to be quick, short enough to hold few locks. */
export const IMPORT_BATCH_PRODUCTS = 200;
const DOWNLOAD_PREFIX = '/api/download/';

export interface ImageFetchSettings {
  timeoutMs: number;
  maxBytes: number;
}

export interface ProductImportDependencies {
  db: Database;
  repository: ProductImportRepository;
  audit: AuditTrail;
  storage: FileStorage;
  /** The files module's staff upload: a fetched picture is stored as an uploaded one is. */
  storeImage(originalName: string, data: AsyncIterable<Buffer>, language: ContentLanguage): Promise<FileMetadata>;
  hasStoredFile(storageKey: string): Promise<boolean>;
  /** Null for the command line, which runs imports itself. */
  jobs: JobQueue | null;
  describeStaff(ids: string[]): Promise<Map<string, { name: string }>>;
  /** The product list's filter as ids, in id order after `afterId` (product-admin.service.ts). */
  filteredIdsAfter(filter: AdminProductFilter, afterId: number, limit: number): Promise<number[]>;
  publicUrl: string;
  imageFetch: ImageFetchSettings;
  log: { warn(object: object, message: string): void; error(object: object, message: string): void };
}

const emptySummary = (): ImportSummary => ({
  productsCreated: 0,
  productsUpdated: 0,
  productsUnchanged: 0,
  variationsCreated: 0,
  variationsUpdated: 0,
  stockChanges: 0,
  imagesFetched: 0,
});

export function createProductImports(deps: ProductImportDependencies) {
  const { db, repository, audit } = deps;

  const describe = (error: RowError, language: ContentLanguage): ImportRowError => ({
    row: error.row,
    column: error.column,
    code: error.code,
    message: rowMessage(error.code, language, error.params),
  });

  /**
   * Reads the whole file and checks every row, without writing: the rows' own fields, then, a
   * batch of products at a time, the SKUs other products carry. Calls `onProduct` for each
   * product without errors. Memory: one batch of products, and the file's handles and SKUs.
   */
  async function checkFile(
    source: AsyncIterable<Buffer>,
    language: ContentLanguage,
    onErrors: (errors: RowError[]) => void,
  ): Promise<Omit<ImportCheck, 'errors' | 'errorCount'>> {
    const totals = { rows: 0, products: 0, variations: 0, images: 0 };
    let batch: ProductGroup[] = [];
    const checkBatch = async () => {
      const owners = await repository.findSkuOwners(
        db,
        batch.flatMap((product) => product.variants.map((variant) => variant.sku)),
      );
      for (const product of batch) {
        for (const variant of product.variants) {
          const owner = owners.get(variant.sku);
          if (owner !== undefined && owner !== product.handle)
            product.errors.push({
              row: variant.row,
              column: CSV_COLUMNS.sku,
              code: 'SKU_OF_OTHER_PRODUCT',
              params: { handle: owner },
            });
        }
        if (product.errors.length > 0) onErrors(product.errors.sort((a, b) => a.row - b.row));
      }
      batch = [];
    };
    for await (const product of groupProducts(readCsv(source, language))) {
      totals.rows += product.rowCount;
      totals.products++;
      totals.variations += product.variants.length;
      totals.images += product.images.length;
      batch.push(product);
      if (batch.length >= IMPORT_BATCH_PRODUCTS * 5) await checkBatch();
    }
    await checkBatch();
    return totals;
  }

  /** A dry run's report: every row error counted, the first MAX_REPORTED_ERRORS described. */
  async function check(source: AsyncIterable<Buffer>, language: ContentLanguage): Promise<ImportCheck> {
    const errors: RowError[] = [];
    let errorCount = 0;
    const totals = await checkFile(source, language, (found) => {
      errorCount += found.length;
      errors.push(...found.slice(0, MAX_REPORTED_ERRORS - errors.length));
    });
    return { ...totals, errorCount, errors: errors.map((error) => describe(error, language)) };
  }

  async function toImport(row: ImportRow): Promise<ProductImport> {
    const staff = row.staffId ? await deps.describeStaff([row.staffId]) : new Map<string, { name: string }>();
    return {
      id: row.id,
      fileName: row.fileName,
      state: row.state,
      totalRows: row.totalRows,
      rowsDone: row.rowsDone,
      errorCount: row.errorCount,
      summary: (row.summary as ImportSummary | null) ?? null,
      staffName: row.staffId ? (staff.get(row.staffId)?.name ?? '') : null,
      createdAt: row.createdAt.toISOString(),
      startedAt: row.startedAt?.toISOString() ?? null,
      finishedAt: row.finishedAt?.toISOString() ?? null,
    };
  }

  const inProgress = (language: ContentLanguage) =>
    conflict('IMPORT_IN_PROGRESS', fileMessage('IMPORT_IN_PROGRESS', language));

  async function openStored(key: string): Promise<Readable> {
    const file = await deps.storage.open(key);
    if (!file) throw new Error(`The import's file ${key} is not in the storage.`);
    return file.stream;
  }

  /**
   * Keeps the file, checks all of it (a file with any row error is refused whole: 400
   * IMPORT_ROWS_INVALID with the errors), and records a queued import. Throws 409
   * IMPORT_IN_PROGRESS while another import of the shop is queued or running.
   */
  async function prepare(
    staffId: string | null,
    fileName: string,
    data: AsyncIterable<Buffer>,
    language: ContentLanguage,
  ): Promise<ImportRow> {
    if (await repository.findActiveImport(db)) throw inProgress(language);
    const storageKey = `imports/${randomUUID()}.csv`;
    await deps.storage.put(storageKey, Readable.from(data));
    const report = await check(await openStored(storageKey), language);
    if (report.errorCount > 0)
      throw badRequest(
        'IMPORT_ROWS_INVALID',
        fileMessage('IMPORT_ROWS_INVALID', language, { count: report.errorCount }),
        report.errors.map((error) => ({ field: `rows.${error.row}.${error.column}`, message: error.message })),
      );
    try {
      return await repository.insertImport(db, {
        staffId,
        fileName: fileName.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || 'products.csv',
        storageKey,
        totalRows: report.rows,
      });
    } catch (error) {
      if (violatedUniqueConstraint(error) === 'product_imports_one_active_key') throw inProgress(language);
      throw error;
    }
  }

  /** Fetches a picture into the files module's storage; a string says why it could not. */
  async function fetchImage(url: string): Promise<string | { reason: string }> {
    const { timeoutMs, maxBytes } = deps.imageFetch;
    let response: Response;
    try {
      response = await fetch(url, { signal: AbortSignal.timeout(timeoutMs), redirect: 'follow' });
    } catch (error) {
      return { reason: (error as Error).name === 'TimeoutError' ? 'timed out' : 'no answer' };
    }
    const give = async (reason: string) => {
      await response.body?.cancel().catch(() => undefined);
      return { reason };
    };
    if (!response.ok) return give(`HTTP ${response.status}`);
    if (!(response.headers.get('content-type') ?? '').toLowerCase().startsWith('image/')) return give('not an image');
    if (Number(response.headers.get('content-length') ?? 0) > maxBytes) return give('too large');
    if (!response.body) return give('empty');
    const body = response.body;
    let size = 0;
    const bytes = (async function* () {
      for await (const chunk of body as unknown as AsyncIterable<Uint8Array>) {
        size += chunk.byteLength;
        // Past the limit the download stops: a server may send more than it announced.
        if (size > maxBytes) throw new ImageTooLarge();
        yield Buffer.from(chunk);
      }
    })();
    try {
      const name = decodeURIComponent(new URL(url).pathname.split('/').pop() ?? '') || 'picture';
      return (await deps.storeImage(name, bytes, 'en')).path;
    } catch (error) {
      if (error instanceof ImageTooLarge) return { reason: 'too large' };
      if (error instanceof AppError) return { reason: 'not a readable image' };
      if ((error as Error).name === 'TimeoutError') return { reason: 'timed out' };
      throw error;
    }
  }

  /** Each image address of the batch as a stored picture's path, or the row error of its fetch. */
  async function resolveImages(batch: ProductGroup[], errors: RowError[], summary: ImportSummary) {
    const paths = new Map<string, string>();
    const sources = batch.flatMap((product) => product.images);
    const known = await repository.findImportedImages(
      db,
      sources.map((image) => image.src),
    );
    for (const image of sources) {
      if (paths.has(image.src)) continue;
      const local = image.src.startsWith(deps.publicUrl + DOWNLOAD_PREFIX)
        ? image.src.slice(deps.publicUrl.length)
        : image.src;
      if (local.startsWith(DOWNLOAD_PREFIX)) {
        if (await deps.hasStoredFile(local.slice(DOWNLOAD_PREFIX.length))) paths.set(image.src, local);
        else
          errors.push({
            row: image.row,
            column: CSV_COLUMNS.imageSrc,
            code: 'IMAGE_FETCH_FAILED',
            params: { reason: 'not stored in this shop' },
          });
        continue;
      }
      const stored = known.get(image.src);
      if (stored) {
        paths.set(image.src, stored);
        continue;
      }
      const fetched = await fetchImage(image.src);
      if (typeof fetched === 'string') {
        await repository.rememberImportedImage(db, image.src, fetched);
        paths.set(image.src, fetched);
        summary.imagesFetched++;
      } else
        errors.push({
          row: image.row,
          column: CSV_COLUMNS.imageSrc,
          code: 'IMAGE_FETCH_FAILED',
          params: fetched,
        });
    }
    return paths;
  }

  /**
   * Writes one batch of products in one transaction, changing only what differs from the file:
   * a product, variation, category list or picture list equal to the file's is not touched (no
   * new row, no `updated_at`, no stock history), so importing a file twice changes nothing.
   */
  async function writeBatch(
    importRow: ImportRow,
    batch: ProductGroup[],
    names: ReturnType<typeof createCatalogueNames>,
    images: Map<string, string>,
    summary: ImportSummary,
  ) {
    await db.transaction(async (tx) => {
      const existing = await repository.loadProducts(
        tx,
        batch.map((product) => product.handle),
      );
      await repository.lockVariations(
        tx,
        existing.products.map((product) => product.id),
      );
      const bySlug = new Map(existing.products.map((product) => [product.slug, product]));
      const creations: Creation[] = [];
      for (const product of batch) {
        const current = bySlug.get(product.handle);
        const brandId = product.brand ? await names.brandId(tx, product.brand) : null;
        const categorySet = new Set<number>();
        for (const path of product.categories) categorySet.add(await names.categoryId(tx, path));
        const categoryIds = [...categorySet].sort((a, b) => a - b);
        const pictureList = product.images.flatMap((image) => {
          const path = images.get(image.src);
          return path ? [{ path, altEn: image.altEn, altAr: image.altAr }] : [];
        });
        const first = product.variants[0]!;
        const values = {
          slug: product.handle,
          nameEn: product.nameEn,
          nameAr: product.nameAr,
          descriptionEn: product.descriptionEn,
          descriptionAr: product.descriptionAr,
          searchNameEn: normalizeSearchText(product.nameEn),
          searchNameAr: normalizeSearchText(product.nameAr),
          brandId,
          price: first.price,
          compareAtPrice: first.compareAt,
          isPublished: product.status === 'published',
        };
        let productId: number;
        let changed = false;
        // The listed variations' default flag was cleared: each is written again whatever it held.
        let rebased = false;
        const currentVariations = current
          ? existing.variations.filter((variation) => variation.productId === current.id)
          : [];
        const variants = [];
        for (const [index, variant] of product.variants.entries()) {
          const attributeValueIds: number[] = [];
          for (const [n, option] of variant.options.entries())
            attributeValueIds.push(await names.attributeValueId(tx, product.options[n]!, option));
          attributeValueIds.sort((a, b) => a - b);
          const wanted = {
            barcode: variant.barcode,
            priceDelta: index === 0 ? 0 : variant.price - first.price,
            isDefault: index === 0,
            attributeValueIds,
          };
          variants.push({ variant, wanted });
        }
        if (!current) {
          // New products are written together after the loop, a few statements for the batch.
          creations.push({
            values: {
              ...values,
              picturePath: pictureList[0]?.path ?? null,
              archivedAt: product.status === 'archived' ? new Date() : null,
            },
            categoryIds,
            pictureList,
            variants,
          });
          continue;
        } else {
          productId = current.id;
          const wanted: Partial<typeof values & { picturePath: string | null; archivedAt: Date | null }> = {};
          for (const key of Object.keys(values) as (keyof typeof values)[])
            if (current[key] !== values[key]) Object.assign(wanted, { [key]: values[key] });
          if ((current.archivedAt !== null) !== (product.status === 'archived'))
            wanted.archivedAt = product.status === 'archived' ? new Date() : null;
          const currentImages = existing.images.filter((image) => image.productId === current.id);
          const imagesGiven = product.images.length > 0;
          const imagesDiffer =
            imagesGiven &&
            JSON.stringify(currentImages.map(({ path, altEn, altAr }) => ({ path, altEn, altAr }))) !==
              JSON.stringify(pictureList);
          if (imagesDiffer) {
            await repository.replaceImages(tx, productId, pictureList);
            if (current.picturePath !== (pictureList[0]?.path ?? null))
              wanted.picturePath = pictureList[0]?.path ?? null;
          }
          const currentCategories = existing.categories
            .filter((row) => row.productId === current.id)
            .map((row) => row.categoryId)
            .sort((a, b) => a - b);
          if (currentCategories.join() !== categoryIds.join()) {
            await repository.replaceCategories(tx, productId, categoryIds);
            changed = true;
          }
          if (Object.keys(wanted).length > 0) {
            await repository.updateProduct(tx, productId, wanted);
            changed = true;
          }
          changed ||= imagesDiffer;
          if (values.price !== current.price || currentVariations.some((v) => v.isDefault && v.sku !== first.sku)) {
            const listed = currentVariations
              .filter((variation) => product.variants.some((variant) => variant.sku === variation.sku))
              .map((variation) => variation.id);
            await repository.rebaseOtherVariations(tx, productId, listed, values.price - current.price);
            await repository.clearDefault(tx, productId);
            changed = rebased = true;
          }
        }
        const bySku = new Map(currentVariations.map((variation) => [variation.sku, variation]));
        for (const { variant, wanted } of variants) {
          const existingVariation = bySku.get(variant.sku);
          if (!existingVariation) {
            const variationId = await repository.insertVariation(tx, { productId, sku: variant.sku, ...wanted });
            summary.variationsCreated++;
            if (variant.quantity) await stockChange(tx, variationId, variant.quantity, importRow, summary, variant.row);
            changed = true;
            continue;
          }
          const differs =
            rebased ||
            existingVariation.barcode !== wanted.barcode ||
            existingVariation.priceDelta !== wanted.priceDelta ||
            existingVariation.isDefault !== wanted.isDefault ||
            existingVariation.attributeValueIds.join() !== wanted.attributeValueIds.join();
          if (differs) {
            await repository.updateVariation(tx, existingVariation.id, wanted);
            summary.variationsUpdated++;
            changed = true;
          }
          if (variant.quantity !== null && variant.quantity !== existingVariation.activeQty) {
            await stockChange(tx, existingVariation.id, variant.quantity, importRow, summary, variant.row);
            changed = true;
          }
        }
        if (changed) summary.productsUpdated++;
        else summary.productsUnchanged++;
      }
      await createProducts(tx, creations, importRow, summary);
      await repository.updateImport(tx, importRow.id, {
        rowsDone: importRow.rowsDone,
        summary,
      });
    });
  }

  /**
   * The batch's new products in a few statements whatever their number (their rows, categories,
   * pictures, variations), so the database's statement triggers (search index, in-stock flag)
   * run once for all of them; their first stock through the stock path, one `setStockCounts` per
   * distinct quantity (the rows locked in id order, a history row each).
   */
  async function createProducts(tx: Database, creations: Creation[], importRow: ImportRow, summary: ImportSummary) {
    if (creations.length === 0) return;
    const ids = await repository.insertProducts(
      tx,
      creations.map((creation) => creation.values),
    );
    const idOf = (creation: Creation) => ids.get(creation.values.slug)!;
    await repository.addCategories(
      tx,
      creations.flatMap((creation) =>
        creation.categoryIds.map((categoryId) => ({ productId: idOf(creation), categoryId })),
      ),
    );
    await repository.addImages(
      tx,
      creations.flatMap((creation) =>
        creation.pictureList.map((image, sortOrder) => ({ productId: idOf(creation), ...image, sortOrder })),
      ),
    );
    const variationIds = await repository.insertVariations(
      tx,
      creations.flatMap((creation) =>
        creation.variants.map(({ variant, wanted }) => ({ productId: idOf(creation), sku: variant.sku, ...wanted })),
      ),
    );
    const byQuantity = new Map<number, number[]>();
    for (const creation of creations)
      for (const { variant } of creation.variants)
        if (variant.quantity)
          byQuantity.set(variant.quantity, [
            ...(byQuantity.get(variant.quantity) ?? []),
            variationIds.get(variant.sku)!,
          ]);
    for (const [quantity, variationIdList] of byQuantity) {
      const changes = await setStockCounts(tx, {
        variationIds: variationIdList,
        setTo: quantity,
        reason: 'import',
        note: `import ${importRow.id}`,
        staffId: importRow.staffId,
      });
      summary.stockChanges += changes.length;
    }
    summary.productsCreated += creations.length;
    summary.variationsCreated += variationIds.size;
  }

  async function stockChange(
    tx: Database,
    variationId: number,
    quantity: number,
    importRow: ImportRow,
    summary: ImportSummary,
    row: number,
  ) {
    await adjustStock(tx, {
      variationId,
      setTo: quantity,
      reason: 'import',
      note: `import ${importRow.id}, row ${row}`,
      staffId: importRow.staffId,
    });
    summary.stockChanges++;
  }

  /**
   * Runs a queued (or interrupted) import: checks the whole file again (the catalogue may have
   * changed since it was queued; with any row error nothing is written), then writes it a batch
   * per transaction, recording progress after each. Every batch is idempotent, so a run cut short
   * (the process stopped) is run again from the start by the job queue and completes the work.
   */
  async function runImport(importId: number, onProgress?: (row: ImportRow) => void): Promise<ImportRow> {
    const found = await repository.findImport(db, importId);
    if (!found) throw notFound('PRODUCT_IMPORT_NOT_FOUND', 'No such import.');
    if (found.state === 'completed' || found.state === 'failed') return found;
    const row: ImportRow = { ...found, state: 'running', rowsDone: 0, errorCount: 0, startedAt: new Date() };
    await repository.updateImport(db, importId, {
      state: 'running',
      rowsDone: 0,
      errorCount: 0,
      startedAt: row.startedAt,
    });
    await repository.clearErrors(db, importId);
    onProgress?.(row);
    try {
      const errors: RowError[] = [];
      let errorCount = 0;
      await checkFile(await openStored(row.storageKey), 'en', (found) => {
        errorCount += found.length;
        errors.push(...found.slice(0, MAX_REPORTED_ERRORS - errors.length));
      });
      if (errorCount > 0) {
        await repository.addErrors(db, importId, errors);
        return finish(row, { state: 'failed', errorCount }, onProgress);
      }
      const summary = emptySummary();
      const names = createCatalogueNames(repository, await loadNames());
      const rowErrors: RowError[] = [];
      let batch: ProductGroup[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        const found: RowError[] = [];
        const images = await resolveImages(batch, found, summary);
        row.rowsDone += batch.reduce((sum, product) => sum + product.rowCount, 0);
        await writeBatch(row, batch, names, images, summary);
        if (found.length > 0) {
          row.errorCount += found.length;
          await repository.addErrors(db, importId, found.slice(0, MAX_REPORTED_ERRORS - rowErrors.length));
          rowErrors.push(...found);
          await repository.updateImport(db, importId, { errorCount: row.errorCount });
        }
        batch = [];
        onProgress?.(row);
      };
      for await (const product of groupProducts(readCsv(await openStored(row.storageKey), 'en'))) {
        batch.push(product);
        if (batch.length >= IMPORT_BATCH_PRODUCTS) await flush();
      }
      await flush();
      const changes =
        summary.productsCreated + summary.productsUpdated + summary.variationsCreated + summary.stockChanges;
      return await db.transaction(async (tx) => {
        // One entry per import, with its counts, and only when it changed something (ADR 037): a
        // re-import of the same file adds nothing to the audit trail.
        if (row.staffId && changes > 0)
          await audit.record(tx, {
            actorStaffId: row.staffId,
            action: 'product-import.completed',
            entityType: 'product-import',
            entityId: String(importId),
            after: { fileName: row.fileName, rows: row.totalRows, errors: row.errorCount, ...summary },
          });
        return finish(row, { state: 'completed', summary, errorCount: row.errorCount }, onProgress, tx);
      });
    } catch (error) {
      deps.log.error({ err: error, importId }, 'product import failed');
      await finish(row, { state: 'failed', failure: (error as Error).message.slice(0, 500) }, onProgress);
      throw error;
    }
  }

  async function finish(
    row: ImportRow,
    values: Partial<ImportRow>,
    onProgress?: (row: ImportRow) => void,
    on: Database = db,
  ): Promise<ImportRow> {
    Object.assign(row, values, { finishedAt: new Date() });
    await repository.updateImport(on, row.id, { ...values, rowsDone: row.rowsDone, finishedAt: row.finishedAt });
    onProgress?.(row);
    return row;
  }

  async function loadNames() {
    return {
      brands: await repository.listBrands(db),
      categories: await repository.listCategories(db),
      attributes: await repository.listAttributeValues(db),
    };
  }

  if (deps.jobs)
    deps.jobs.work<{ importId: number }>(
      IMPORT_JOB,
      async (job) => {
        // A run that failed has marked its import failed; only a run cut short (expired) is run again.
        await runImport(job.data.importId).catch(() => undefined);
      },
      // An hour per run before it counts as cut short; re-runs are idempotent.
      { retryLimit: 3, retryDelaySeconds: 5, expireInSeconds: 3600 },
    );

  return {
    check,

    /** Queues the import as a durable job (ADR 037) and answers it; see `prepare` for refusals. */
    async start(staffId: string, fileName: string, data: AsyncIterable<Buffer>, language: ContentLanguage) {
      const row = await prepare(staffId, fileName, data, language);
      await deps.jobs!.send(IMPORT_JOB, { importId: row.id }, { singletonKey: `import-${row.id}` });
      return toImport(row);
    },

    /** The command line's import: prepared the same way, run in this process with its progress. */
    async runHere(fileName: string, data: AsyncIterable<Buffer>, onProgress: (row: ImportRow) => void) {
      const row = await prepare(null, fileName, data, 'en');
      return runImport(row.id, onProgress);
    },

    runImport,

    async get(id: number, language: ContentLanguage) {
      const row = await repository.findImport(db, id);
      if (!row) throw notFound('PRODUCT_IMPORT_NOT_FOUND', 'No such import.');
      const errors = await repository.listErrors(db, id, MAX_REPORTED_ERRORS);
      return {
        ...(await toImport(row)),
        errors: errors.map((error) =>
          describe(
            { row: error.row, column: error.column, code: error.code as RowError['code'], params: error.params },
            language,
          ),
        ),
      };
    },

    async list() {
      return { items: await Promise.all((await repository.listImports(db, 50)).map(toImport)) };
    },

    /** The catalogue, or the products the list's filter finds, as the import's CSV, a page at a time. */
    export(filter: AdminProductFilter | null): AsyncIterable<string> {
      return writeExport({
        db,
        repository,
        publicUrl: deps.publicUrl,
        loadNames,
        idsAfter: (afterId, limit) =>
          filter ? deps.filteredIdsAfter(filter, afterId, limit) : repository.productIdsAfter(db, afterId, limit),
      });
    },
  };
}
export type ProductImports = ReturnType<typeof createProductImports>;
export type { NamePair };

class ImageTooLarge extends Error {}

interface Creation {
  values: Parameters<ProductImportRepository['insertProducts']>[1][number] & { slug: string };
  categoryIds: number[];
  pictureList: { path: string; altEn: string; altAr: string }[];
  variants: {
    variant: { sku: string; quantity: number | null };
    wanted: { barcode: string | null; priceDelta: number; isDefault: boolean; attributeValueIds: number[] };
  }[];
}
