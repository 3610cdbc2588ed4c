import { createHash } from 'node:crypto';

/** A drizzle query whose values are placeholders (`sql.placeholder`), preparable under a name. */
interface PreparableQuery<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(values: Record<string, unknown>): Promise<T> };
}

/**
 * A read whose statement text depends only on its `Shape` (which filters, which order), built by
 * `build` once per shape and kept prepared (ADR 050, ADR 052): each call then only fills the
 * placeholders with `values`. Building the text with drizzle was 40 % of an uncached list's CPU
 * (three statements, each built twice, on every request); and on PostgreSQL the statement is
 * named after its text, so each connection parses and plans it once, where an unnamed statement
 * is planned on every call. PGlite runs the same text unnamed.
 *
 * `build` sees only the shape, never the values, so a value can never end up in the kept text.
 * The shapes are few (sorts × which filters are set), so the statements kept are bounded.
 */
export function preparedByShape<Shape, T>(build: (shape: Shape) => PreparableQuery<T>) {
  const statements = new Map<string, ReturnType<PreparableQuery<T>['prepare']>>();
  return (shape: Shape, values: Record<string, unknown>): Promise<T> => {
    const key = JSON.stringify(shape);
    let statement = statements.get(key);
    if (!statement) {
      const query = build(shape);
      const name = `q_${createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 22)}`;
      statement = query.prepare(name);
      statements.set(key, statement);
    }
    return statement.execute(values);
  };
}
