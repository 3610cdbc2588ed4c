/** Arabic-Indic and Persian digits and the Arabic decimal separator as Latin, as an Arabic keyboard types them. */
const latinDigits = (text: string) =>
  text
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.');

/**
 * KD typed by staff, to integer fils, exactly: digits and at most three decimals, read as text and
 * never through a float. Null when the text is not such an amount. `signed` allows a leading minus.
 */
export function parseKd(text: string, { signed = false } = {}): number | null {
  const match = /^(-)?(\d{1,7})(?:[.,](\d{1,3}))?$/.exec(latinDigits(text.trim()));
  if (!match || (match[1] && !signed)) return null;
  const fils = Number(match[2]) * 1000 + Number((match[3] ?? '').padEnd(3, '0'));
  return match[1] ? -fils : fils;
}

/** Fils as KD with three decimals, digits Latin in both languages as the storefront prints them. */
export const formatKd = (fils: number) =>
  `${fils < 0 ? '-' : ''}${Math.floor(Math.abs(fils) / 1000)}.${String(Math.abs(fils) % 1000).padStart(3, '0')}`;

/** A percentage typed with at most two decimals, as hundredths of a percent (10.5 → 1050). */
export function parsePercent(text: string): number | null {
  const match = /^(-)?(\d{1,3})(?:[.,](\d{1,2}))?$/.exec(text.trim());
  if (!match) return null;
  const basisPoints = Number(match[2]) * 100 + Number((match[3] ?? '').padEnd(2, '0'));
  return match[1] ? -basisPoints : basisPoints;
}

/** A whole count of units typed by staff (0 to 1,000,000), Arabic digits too; null when it is not one. */
export function parseUnits(text: string): number | null {
  const digits = latinDigits(text.trim());
  return /^\d{1,7}$/.test(digits) && Number(digits) <= 1_000_000 ? Number(digits) : null;
}
