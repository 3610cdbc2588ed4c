import { createHash } from 'node:crypto';

/** A drizzle query whose values are placeholders (`sql.placeholder`), preparable under a name. */
interface PreparableQuery<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<T> };
  /** Runs the query unnamed, built for this call alone. */
  execute(values: Record<string, unknown>): Promise<T>;
}

/**
 * How many shapes of one read are kept. The shapes shoppers use are a few dozen; the rest of the
 * possible ones (every filter combination, keywords of up to 50 words) would each leave a plan on
 * every PostgreSQL connection, so past this many a read is built per call and runs unnamed.
 */
export const MAX_KEPT_SHAPES = 200;

/**
 * A read whose statement text depends only on its `Shape` (which filters, which order), built by
 * `build` once per shape and kept prepared (ADR 050, ADR 052): each call then only fills the
 * placeholders with `values`. Building the text with drizzle was 40 % of an uncached list's CPU
 * (three statements, each built twice, on every request); and on PostgreSQL the statement is
 * named after its text, so each connection parses and plans it once, where an unnamed statement
 * is planned on every call. PGlite runs the same text unnamed.
 *
 * `build` sees only the shape, never the values, so a value can never end up in the kept text.
 * At most MAX_KEPT_SHAPES shapes are kept.
 */
export function preparedByShape<Shape, T>(build: (shape: Shape) => PreparableQuery<T>) {
  const statements = new Map<string, ReturnType<PreparableQuery<T>['prepare']>>();
  return (shape: Shape, values: Record<string, unknown>): Promise<T> => {
    const key = JSON.stringify(shape);
    let statement = statements.get(key);
    if (!statement) {
      const query = build(shape);
      if (statements.size >= MAX_KEPT_SHAPES) return query.execute(values);
      const name = `q_${createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 22)}`;
      statement = query.prepare(name);
      statements.set(key, statement);
    }
    return statement.execute(values);
  };
}
