import { once } from 'node:events';
import { parse } from 'csv-parse';
import { AppError, badRequest } from '../../../lib/errors.ts';
import type { ContentLanguage } from '../../../lib/language.ts';
import { MAX_PRICE_FILS, MAX_STOCK, SlugSchema } from '../product-admin.contract.ts';
import { fileMessage, type RowErrorCode } from './product-import-messages.ts';

/**
 * Shopify's product CSV (help.shopify.com "Using CSV files to import and export products"), plus
 * the Arabic twin of each text column (`Title (ar)` …). Rows of one product share its Handle and
 * follow each other: the first carries the product's fields, every row may carry a variant and/or
 * an image (ADR 037). Other Shopify columns (SEO, weight, gift card …) are read past.
 */
export const CSV_COLUMNS = {
  handle: 'Handle',
  title: 'Title',
  titleAr: 'Title (ar)',
  body: 'Body (HTML)',
  bodyAr: 'Body (HTML) (ar)',
  vendor: 'Vendor',
  vendorAr: 'Vendor (ar)',
  type: 'Type',
  typeAr: 'Type (ar)',
  tags: 'Tags',
  tagsAr: 'Tags (ar)',
  published: 'Published',
  option1Name: 'Option1 Name',
  option1NameAr: 'Option1 Name (ar)',
  option1Value: 'Option1 Value',
  option1ValueAr: 'Option1 Value (ar)',
  option2Name: 'Option2 Name',
  option2NameAr: 'Option2 Name (ar)',
  option2Value: 'Option2 Value',
  option2ValueAr: 'Option2 Value (ar)',
  option3Name: 'Option3 Name',
  option3NameAr: 'Option3 Name (ar)',
  option3Value: 'Option3 Value',
  option3ValueAr: 'Option3 Value (ar)',
  sku: 'Variant SKU',
  price: 'Variant Price',
  compareAt: 'Variant Compare At Price',
  quantity: 'Variant Inventory Qty',
  barcode: 'Variant Barcode',
  imageSrc: 'Image Src',
  imagePosition: 'Image Position',
  imageAlt: 'Image Alt Text',
  imageAltAr: 'Image Alt Text (ar)',
  status: 'Status',
} as const;
export type CsvColumn = keyof typeof CSV_COLUMNS;
const COLUMN_KEYS = Object.keys(CSV_COLUMNS) as CsvColumn[];

/** A file without these is refused as a whole. */
export const REQUIRED_COLUMNS: CsvColumn[] = ['handle', 'title', 'sku', 'price'];

/** A category path's levels (`Women > Abayas`) and a tag list's items (`a, b`). */
export const PATH_SEPARATOR = ' > ';
export const TAG_SEPARATOR = ',';
export const MAX_OPTIONS = 3;
export const MAX_VARIANTS = 100;
export const MAX_IMAGES = 20;
/** One record larger than this is a broken file (an unclosed quote swallowing the rest), not a row. */
const MAX_RECORD_CHARS = 1_000_000;

export interface RowError {
  row: number;
  column: string;
  code: RowErrorCode;
  params?: Record<string, string | number>;
}

export interface CsvRecord {
  /** The row in the file as a spreadsheet numbers it: the header is row 1. */
  row: number;
  get(column: CsvColumn): string;
  has(column: CsvColumn): boolean;
}

export interface NamePair {
  en: string;
  ar: string;
}

export interface VariantFields {
  row: number;
  sku: string;
  barcode: string | null;
  price: number;
  compareAt: number | null;
  /** Null: not given, so an existing variation keeps its stock and a new one starts empty. */
  quantity: number | null;
  /** One value per option of the product, in option order. */
  options: NamePair[];
}

export interface ImageFields {
  row: number;
  src: string;
  position: number;
  altEn: string;
  altAr: string;
}

/** One product of the file: its first row's fields and every variant and image of its rows. */
export interface ProductGroup {
  handle: string;
  row: number;
  /** The rows it spans, first to last. */
  rowCount: number;
  nameEn: string;
  nameAr: string;
  descriptionEn: string;
  descriptionAr: string;
  brand: NamePair | null;
  /** Category paths (levels English and Arabic), Type's first, then each tag's. */
  categories: { en: string[]; ar: string[] }[];
  status: 'published' | 'draft' | 'archived';
  options: NamePair[];
  variants: VariantFields[];
  images: ImageFields[];
  errors: RowError[];
}

/**
 * Decodes and parses a CSV file as it arrives, with csv-parse: answers the header, then each
 * record. Throws (400) IMPORT_FILE_NOT_UTF8 for bytes that are not UTF-8 (a leading UTF-8 BOM is
 * dropped), IMPORT_FILE_MALFORMED for broken quoting or a row with a different number of cells,
 * IMPORT_FILE_EMPTY without a header, IMPORT_COLUMNS_MISSING without a required column. Memory
 * holds one record at a time.
 */
export async function* readCsv(
  source: AsyncIterable<Buffer>,
  language: ContentLanguage,
): AsyncGenerator<CsvRecord, void, undefined> {
  const parser = parse({ max_record_size: MAX_RECORD_CHARS, skip_empty_lines: true });
  const stop = new AbortController();
  const feeding = (async () => {
    // fatal: a byte sequence that is not UTF-8 throws instead of becoming U+FFFD.
    const decoder = new TextDecoder('utf-8', { fatal: true });
    try {
      for await (const chunk of source) {
        const text = decoder.decode(chunk, { stream: true });
        if (!parser.write(text)) await once(parser, 'drain', { signal: stop.signal });
      }
      parser.end(decoder.decode());
    } catch (error) {
      if (stop.signal.aborted) return;
      parser.destroy(
        error instanceof TypeError && 'code' in error && error.code === 'ERR_ENCODING_INVALID_ENCODED_DATA'
          ? badRequest('IMPORT_FILE_NOT_UTF8', fileMessage('IMPORT_FILE_NOT_UTF8', language))
          : (error as Error),
      );
    }
  })();
  let columns: Map<CsvColumn, number> | null = null;
  let row = 0;
  try {
    for await (const fields of parser as AsyncIterable<string[]>) {
      row++;
      if (!columns) {
        columns = headerColumns(fields, language);
        continue;
      }
      const at = columns;
      yield {
        row,
        get: (column) => {
          const index = at.get(column);
          return index === undefined ? '' : (fields[index] ?? '').trim();
        },
        has: (column) => at.has(column),
      };
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    const code = (error as { code?: string }).code ?? '';
    if (code.startsWith('CSV_'))
      throw badRequest(
        'IMPORT_FILE_MALFORMED',
        fileMessage('IMPORT_FILE_MALFORMED', language, { row: (error as { lines?: number }).lines ?? row + 1 }),
      );
    throw error;
  } finally {
    stop.abort();
    parser.destroy();
    await feeding;
  }
  if (!columns) throw badRequest('IMPORT_FILE_EMPTY', fileMessage('IMPORT_FILE_EMPTY', language));
}

function headerColumns(header: string[], language: ContentLanguage): Map<CsvColumn, number> {
  const byName = new Map(header.map((name, index) => [name.trim().toLowerCase(), index]));
  const columns = new Map<CsvColumn, number>();
  for (const key of COLUMN_KEYS) {
    const index = byName.get(CSV_COLUMNS[key].toLowerCase());
    if (index !== undefined) columns.set(key, index);
  }
  const missing = REQUIRED_COLUMNS.filter((key) => !columns.has(key));
  if (missing.length > 0)
    throw badRequest(
      'IMPORT_COLUMNS_MISSING',
      fileMessage('IMPORT_COLUMNS_MISSING', language, { columns: missing.map((key) => CSV_COLUMNS[key]).join(', ') }),
      missing.map((key) => ({ field: CSV_COLUMNS[key], message: fileMessage('IMPORT_COLUMN_MISSING', language) })),
    );
  return columns;
}

/** KD with at most three decimals, as fils; a string naming the problem otherwise. */
export function parseKd(text: string): number | 'PRICE_INVALID' | 'PRICE_DECIMALS' | 'PRICE_TOO_HIGH' {
  const match = /^(\d{1,10})(?:\.(\d+))?$/.exec(text);
  if (!match) return 'PRICE_INVALID';
  const decimals = match[2] ?? '';
  if (decimals.length > 3) return 'PRICE_DECIMALS';
  const fils = Number(match[1]) * 1000 + Number(decimals.padEnd(3, '0'));
  return fils > MAX_PRICE_FILS ? 'PRICE_TOO_HIGH' : fils;
}

/** Fils as KD with three decimals, exactly (integer arithmetic). */
export const formatKd = (fils: number) => `${Math.trunc(fils / 1000)}.${String(fils % 1000).padStart(3, '0')}`;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: '\u00a0',
  hellip: '…',
  mdash: '—',
  ndash: '–',
  lsquo: '‘',
  rsquo: '’',
  ldquo: '“',
  rdquo: '”',
  copy: '©',
  reg: '®',
  trade: '™',
};

/**
 * Shopify's HTML body as the plain text the shop stores and shows (the storefront prints
 * descriptions as text, escaped by React): scripts and styles dropped with their content, line
 * and block ends as new lines, every other tag removed, entities decoded. No markup survives, so
 * nothing in a file can run in a shopper's page.
 */
export function htmlToText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(p|div|li|h[1-6]|tr)\s*>/gi, '\n')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<[^>]*>/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
      if (name.startsWith('#')) {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : Number(name.slice(1));
        return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? entity;
    })
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** The stored plain text as an HTML body that `htmlToText` reads back to the same text. */
export const textToHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/\n/g, '<br>');

const SKU = /^[\p{L}\p{N}._\-/]{1,64}$/u;
const BARCODE = /^[\p{L}\p{N}-]{0,64}$/u;
const splitList = (text: string, separator: string) =>
  text
    .split(separator)
    .map((item) => item.trim())
    .filter(Boolean);

/** Limits of the product editor (product-admin.contract.ts), so an import stores what the editor could. */
const TEXT_LIMITS: Partial<Record<CsvColumn, number>> = {
  title: 200,
  titleAr: 200,
  body: 100_000,
  bodyAr: 100_000,
  vendor: 120,
  vendorAr: 120,
  imageAlt: 300,
  imageAltAr: 300,
};

/**
 * Groups the records of each Handle into one product and checks every field a row can get wrong
 * on its own (the database's checks — SKUs of other products — come after). Records of a handle
 * must follow each other; each product is answered once its last row is read.
 */
export async function* groupProducts(records: AsyncIterable<CsvRecord>): AsyncGenerator<ProductGroup> {
  const seenHandles = new Set<string>();
  const seenSkus = new Set<string>();
  let current: ProductGroup | null = null;
  for await (const record of records) {
    const handle = record.get('handle');
    if (current && handle === current.handle) {
      addRow(current, record, seenSkus);
      continue;
    }
    if (current) yield finish(current);
    current = startProduct(record, handle, seenHandles);
    addRow(current, record, seenSkus);
  }
  if (current) yield finish(current);
}

function startProduct(record: CsvRecord, handle: string, seenHandles: Set<string>): ProductGroup {
  const errors: RowError[] = [];
  const error = (column: CsvColumn, code: RowErrorCode, params?: RowError['params']) =>
    errors.push({ row: record.row, column: CSV_COLUMNS[column], code, ...(params && { params }) });
  if (!SlugSchema.safeParse(handle).success || handle !== handle.toLowerCase()) error('handle', 'HANDLE_INVALID');
  else if (seenHandles.has(handle)) error('handle', 'HANDLE_NOT_TOGETHER');
  seenHandles.add(handle);
  for (const [column, limit] of Object.entries(TEXT_LIMITS) as [CsvColumn, number][])
    if (column !== 'imageAlt' && column !== 'imageAltAr' && record.get(column).length > limit)
      error(column, 'TEXT_TOO_LONG', { max: limit });
  const nameEn = record.get('title');
  if (!nameEn) error('title', 'TITLE_REQUIRED');
  const published = record.get('published').toLowerCase();
  if (published && published !== 'true' && published !== 'false') error('published', 'PUBLISHED_INVALID');
  const status = record.get('status').toLowerCase();
  if (status && !['active', 'draft', 'archived'].includes(status)) error('status', 'STATUS_INVALID');
  const vendor = record.get('vendor');
  const typeEn = splitList(record.get('type'), PATH_SEPARATOR.trim());
  const typeAr = splitList(record.get('typeAr'), PATH_SEPARATOR.trim());
  const tagsEn = splitList(record.get('tags'), TAG_SEPARATOR);
  const tagsAr = splitList(record.get('tagsAr'), TAG_SEPARATOR);
  const categories = [
    ...(typeEn.length > 0 ? [{ en: typeEn, ar: typeAr }] : []),
    ...tagsEn.map((tag, index) => ({
      en: splitList(tag, PATH_SEPARATOR.trim()),
      ar: splitList(tagsAr[index] ?? '', PATH_SEPARATOR.trim()),
    })),
  ];
  if (categories.length > 50) error('tags', 'TOO_MANY_CATEGORIES', { max: 50 });
  const options: NamePair[] = [];
  for (let n = 1; n <= MAX_OPTIONS; n++) {
    const en = record.get(`option${n}Name` as CsvColumn);
    // Shopify writes "Title" / "Default Title" for a product without options.
    if (en && !(n === 1 && en === 'Title' && record.get('option1Value') === 'Default Title'))
      options.push({ en, ar: record.get(`option${n}NameAr` as CsvColumn) || en });
  }
  return {
    handle,
    row: record.row,
    rowCount: 0,
    nameEn,
    nameAr: record.get('titleAr') || nameEn,
    descriptionEn: htmlToText(record.get('body')),
    descriptionAr: htmlToText(record.get('bodyAr')),
    brand: vendor ? { en: vendor, ar: record.get('vendorAr') || vendor } : null,
    categories,
    status: status === 'archived' ? 'archived' : status === 'draft' || published === 'false' ? 'draft' : 'published',
    options,
    variants: [],
    images: [],
    errors,
  };
}

function addRow(product: ProductGroup, record: CsvRecord, seenSkus: Set<string>) {
  product.rowCount++;
  const error = (column: CsvColumn, code: RowErrorCode, params?: RowError['params']) =>
    product.errors.push({ row: record.row, column: CSV_COLUMNS[column], code, ...(params && { params }) });
  const sku = record.get('sku');
  const priceText = record.get('price');
  const quantityText = record.get('quantity');
  if (sku || priceText || quantityText) {
    if (!sku) error('sku', 'SKU_REQUIRED');
    else if (!SKU.test(sku)) error('sku', 'SKU_INVALID');
    else if (seenSkus.has(sku)) error('sku', 'SKU_DUPLICATE');
    seenSkus.add(sku);
    const price = priceText ? parseKd(priceText) : 'PRICE_REQUIRED';
    if (typeof price === 'string') error('price', price, { max: MAX_PRICE_FILS / 1000 });
    const compareText = record.get('compareAt');
    const compareAt = compareText ? parseKd(compareText) : null;
    if (typeof compareAt === 'string') error('compareAt', compareAt, { max: MAX_PRICE_FILS / 1000 });
    let quantity: number | null = null;
    if (quantityText) {
      if (!/^-?\d+$/.test(quantityText)) error('quantity', 'STOCK_INVALID');
      else if (quantityText.startsWith('-')) error('quantity', 'STOCK_NEGATIVE');
      else if (Number(quantityText) > MAX_STOCK) error('quantity', 'STOCK_TOO_HIGH', { max: MAX_STOCK });
      else quantity = Number(quantityText);
    }
    const barcode = record.get('barcode').replace(/^'/, '');
    if (!BARCODE.test(barcode)) error('barcode', 'BARCODE_INVALID');
    const options: NamePair[] = [];
    product.options.forEach((_, index) => {
      const column = `option${index + 1}Value` as CsvColumn;
      const en = record.get(column);
      if (!en) error(column, 'OPTION_VALUE_REQUIRED');
      options.push({ en, ar: record.get(`option${index + 1}ValueAr` as CsvColumn) || en });
    });
    const key = options.map((option) => option.en.toLowerCase()).join('\0');
    if (product.variants.some((variant) => variant.options.map((o) => o.en.toLowerCase()).join('\0') === key))
      error(product.options.length > 0 ? 'option1Value' : 'sku', 'OPTIONS_REPEATED');
    if (product.variants.length === MAX_VARIANTS) error('sku', 'TOO_MANY_VARIANTS', { max: MAX_VARIANTS });
    product.variants.push({
      row: record.row,
      sku,
      barcode: barcode || null,
      price: typeof price === 'number' ? price : 0,
      compareAt: typeof compareAt === 'number' ? compareAt : null,
      quantity,
      options,
    });
  }
  const src = record.get('imageSrc');
  if (src) {
    if (!isImageAddress(src)) error('imageSrc', 'IMAGE_SRC_INVALID');
    const positionText = record.get('imagePosition');
    if (positionText && !/^\d{1,4}$/.test(positionText)) error('imagePosition', 'IMAGE_POSITION_INVALID');
    for (const column of ['imageAlt', 'imageAltAr'] as const)
      if (record.get(column).length > TEXT_LIMITS[column]!)
        error(column, 'TEXT_TOO_LONG', { max: TEXT_LIMITS[column]! });
    if (product.images.length === MAX_IMAGES) error('imageSrc', 'TOO_MANY_IMAGES', { max: MAX_IMAGES });
    product.images.push({
      row: record.row,
      src,
      position: positionText ? Number(positionText) : product.images.length + 1,
      altEn: record.get('imageAlt'),
      altAr: record.get('imageAltAr'),
    });
  }
}

function finish(product: ProductGroup): ProductGroup {
  if (product.variants.length === 0)
    product.errors.push({ row: product.row, column: CSV_COLUMNS.sku, code: 'VARIANT_REQUIRED' });
  product.images.sort((a, b) => a.position - b.position);
  return product;
}

/** An address the server may fetch (http or https), or a picture this shop already stores. */
export function isImageAddress(src: string): boolean {
  if (src.startsWith('/api/download/')) return true;
  try {
    const url = new URL(src);
    return (url.protocol === 'http:' || url.protocol === 'https:') && src.length <= 2000;
  } catch {
    return false;
  }
}

/** One CSV cell: quoted when it holds a comma, a quote or a line break (RFC 4180). */
export const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);
export const csvLine = (cells: string[]) => `${cells.map(csvCell).join(',')}\r\n`;
export const CSV_HEADER = csvLine(COLUMN_KEYS.map((key) => CSV_COLUMNS[key]));
export const CSV_COLUMN_KEYS = COLUMN_KEYS;
