import { z } from 'zod';
import { IMPORT_STATES } from './product-import.schema.ts';

/** A row's problem, in the caller's language. `row` counts as a spreadsheet does: the header is row 1. */
export const ImportRowErrorSchema = z.object({
  row: z.number().int(),
  column: z.string(),
  code: z.string(),
  message: z.string(),
});
export type ImportRowError = z.infer<typeof ImportRowErrorSchema>;

/** At most this many row errors are kept and answered; `errorCount` counts them all. */
export const MAX_REPORTED_ERRORS = 1000;

export const ImportCheckSchema = z.object({
  rows: z.number().int(),
  products: z.number().int(),
  variations: z.number().int(),
  images: z.number().int(),
  errorCount: z.number().int(),
  errors: z.array(ImportRowErrorSchema),
});
export type ImportCheck = z.infer<typeof ImportCheckSchema>;

export const ImportSummarySchema = z.object({
  productsCreated: z.number().int(),
  productsUpdated: z.number().int(),
  productsUnchanged: z.number().int(),
  variationsCreated: z.number().int(),
  variationsUpdated: z.number().int(),
  stockChanges: z.number().int(),
  imagesFetched: z.number().int(),
});
export type ImportSummary = z.infer<typeof ImportSummarySchema>;

export const ProductImportSchema = z.object({
  id: z.number().int(),
  fileName: z.string(),
  state: z.enum(IMPORT_STATES),
  totalRows: z.number().int(),
  rowsDone: z.number().int(),
  errorCount: z.number().int(),
  summary: ImportSummarySchema.nullable(),
  /** The staff member who started it; null from the command line. */
  staffName: z.string().nullable(),
  createdAt: z.iso.datetime({ offset: true }),
  startedAt: z.iso.datetime({ offset: true }).nullable(),
  finishedAt: z.iso.datetime({ offset: true }).nullable(),
});
export type ProductImport = z.infer<typeof ProductImportSchema>;

export const ProductImportDetailSchema = ProductImportSchema.extend({ errors: z.array(ImportRowErrorSchema) });
export const ProductImportListSchema = z.object({ items: z.array(ProductImportSchema) });
