// Gateways speak KWD as a decimal with three places; the shop counts fils (integers). The two are
// converted as text, never through floating-point arithmetic, so 0.001 and 999.999 stay exact.

/** Fils as a KWD decimal with three places: 1 → "0.001", 999999 → "999.999". */
export function filsToKwd(fils: number): string {
  if (!Number.isSafeInteger(fils) || fils < 0) throw new RangeError(`Not an amount in fils: ${fils}`);
  return `${Math.floor(fils / 1000)}.${String(fils % 1000).padStart(3, '0')}`;
}

/**
 * A gateway's KWD amount (a JSON number or a decimal string) in fils; null for anything that is
 * not a plain non-negative decimal of at most three places (a mismatch, never a rounding).
 */
export function kwdToFils(value: unknown): number | null {
  // A JSON number's shortest text is the decimal the gateway wrote: 2.5 → "2.5", 999.999 → "999.999".
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const match = /^(\d{1,12})(?:\.(\d{1,3}))?$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 1000 + Number((match[2] ?? '').padEnd(3, '0'));
}

/**
 * JSON text of a request body whose `decimals` fields are written as JSON numbers with exactly
 * their three places (`"InvoiceValue":2.500`), which JSON.stringify of a float cannot promise.
 */
export function jsonWithDecimals(body: Record<string, unknown>, decimals: Record<string, string>): string {
  let text = JSON.stringify({ ...body, ...decimals });
  for (const [field, amount] of Object.entries(decimals)) {
    if (!/^\d+\.\d{3}$/.test(amount)) throw new RangeError(`Not a KWD decimal: ${amount}`);
    text = text.replace(`${JSON.stringify(field)}:${JSON.stringify(amount)}`, `${JSON.stringify(field)}:${amount}`);
  }
  return text;
}
