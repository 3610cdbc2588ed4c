/** A query value; null and undefined are left out of the URL (SPEC §7). Arrays repeat the key. */
export type QueryValue = string | number | boolean | null | undefined | readonly (string | number | boolean)[];
export type Query = Record<string, QueryValue>;
/** Values of a path's `{name}` placeholders. */
export type PathParams = Record<string, string | number | null | undefined>;

/**
 * Builds the URL of an API call: each `{name}` replaced with its encoded parameter (`{userId}`
 * with the token's user id), null query values dropped, and the host prefix in front when the
 * API lives on another origin (SPEC §7). Throws when a value is missing: for `{userId}`, when no
 * access token is stored (no signed-in or guest user).
 */
export function buildApiUrl(
  path: string,
  options: { apiHost?: string | null; query?: Query; params?: PathParams } = {},
): string {
  const resolvedPath = path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = options.params?.[name];
    if (value == null || value === '') throw new Error(`${path} has no value for {${name}}.`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(options.query ?? {})) {
    if (value === null || value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const queryString = search.toString();
  const base = options.apiHost ? options.apiHost.replace(/\/+$/, '') : '';
  return `${base}${resolvedPath}${queryString ? `${resolvedPath.includes('?') ? '&' : '?'}${queryString}` : ''}`;
}
