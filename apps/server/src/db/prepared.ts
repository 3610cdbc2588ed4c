import { createHash } from 'node:crypto';

/** A drizzle query that can be prepared under a name (a select, with its values bound). */
interface PreparableQuery<T> {
  toSQL(): { sql: string };
  prepare(name: string): { execute(): Promise<T> };
}

/**
 * Runs `query` as a prepared statement named after its SQL text (ADR 050), so each PostgreSQL
 * connection parses and plans that text once and then reuses the plan, where an unnamed statement
 * is planned on every call: planning was three quarters of a category page's database time. For
 * the storefront's hot catalogue reads, whose texts come in a few shapes (one per sort and
 * filter kind); a text that varies with its values would leave a statement per value on every
 * connection. PGlite runs the same text unnamed.
 */
export function runPrepared<T>(query: PreparableQuery<T>): Promise<T> {
  const name = `q_${createHash('sha1').update(query.toSQL().sql).digest('base64url').slice(0, 22)}`;
  return query.prepare(name).execute();
}
