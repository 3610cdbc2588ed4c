import { z } from 'zod';

// Path parameters shared by every module: row ids and id-or-slug addresses.

/** Row ids are PostgreSQL `integer`s: a larger number must be refused as a 400, not fail in SQL. */
const MAX_ROW_ID = 2_147_483_647;

const DIGITS = /^\d+$/;
const ID_OR_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A row id in a path: digits only (no signs, exponents or hex that `Number()` would accept). */
export const RowIdSchema = z
  .string()
  .regex(DIGITS, 'Expected a positive whole number')
  .transform(Number)
  .pipe(z.number().int().min(1).max(MAX_ROW_ID));

/** Pages and groups are addressed by id or by slug; all-digit text is always an id. */
export type IdOrSlug = { id: number } | { slug: string };

export const IdOrSlugSchema = z
  .string()
  .max(100)
  .regex(ID_OR_SLUG, 'Expected an id or a lower-case slug')
  .transform((value, context): IdOrSlug => {
    if (!DIGITS.test(value)) return { slug: value };
    const id = Number(value);
    if (id < 1 || id > MAX_ROW_ID) context.addIssue({ code: 'custom', message: 'Expected an id or a lower-case slug' });
    return { id };
  });

/** A slug a staff member gives: lower-case words joined by hyphens, as the storefront's addresses use them. */
export const SlugSchema = z
  .string()
  .trim()
  .max(100)
  .regex(ID_OR_SLUG, 'Use lower-case letters, digits and single hyphens.');
