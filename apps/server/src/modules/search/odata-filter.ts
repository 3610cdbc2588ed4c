/**
 * The one OData `$filter` the search API understands (SPEC §7 "a filter on product name starting
 * with the typed text"): `startswith(productName,'text')`, optionally on `tolower(productName)`,
 * spaces allowed between tokens, a quote inside the text written twice. Anything else (`and`,
 * `or`, `eq`, other functions or properties, trailing text) is refused, so no filter can ask for
 * more than a name prefix.
 */
const STARTS_WITH_PRODUCT_NAME =
  /^ *startswith *\( *(?:productName|tolower *\( *productName *\)) *, *'((?:[^']|'')*)' *\) *$/;

export type ParsedFilter = { ok: true; text: string } | { ok: false; reason: string };

export function parseProductNameFilter(filter: string): ParsedFilter {
  const match = STARTS_WITH_PRODUCT_NAME.exec(filter);
  if (!match) return { ok: false, reason: "Only startswith(productName,'text') is supported." };
  return { ok: true, text: match[1]!.replaceAll("''", "'") };
}
