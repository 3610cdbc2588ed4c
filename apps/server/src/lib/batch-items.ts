import { AppError } from './errors.ts';

/**
 * The v2 calls take an array body and add all of its items or none. Their errors name the bad
 * item by index, `items.{index}.{field}` (e.g. `items.2.quantity`), whether the schema or a
 * service found the fault, so a client knows which line to fix.
 */
export const BATCH_ITEMS_FIELD = 'items';

export const batchItemField = (index: number, field?: string) =>
  [BATCH_ITEMS_FIELD, index, field].filter((part) => part !== undefined).join('.');

/** Runs `work` for item `index`; an AppError it throws names that item in its field errors. */
export async function forBatchItem<T>(index: number, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    const errors = error.errors?.length
      ? error.errors.map((fieldError) => ({ ...fieldError, field: batchItemField(index, fieldError.field) }))
      : [{ field: batchItemField(index), message: error.text }];
    throw new AppError(error.statusCode, error.code, error.text, errors);
  }
}
