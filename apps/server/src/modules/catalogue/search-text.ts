/**
 * Folds a name the way shoppers type it, so the stored form and the typed prefix compare equal:
 * lower case, Arabic diacritics and tatweel removed, alef forms → ا, taa marbuta → ه,
 * alef maqsura → ي, runs of white space → one space.
 */
export function normalizeSearchText(text: string): string {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064B-\u065F\u0670\u0640]/g, '')
    .replace(/[\u0622\u0623\u0625\u0671]/g, '\u0627')
    .replace(/\u0629/g, '\u0647')
    .replace(/\u0649/g, '\u064A')
    .replace(/\s+/g, ' ')
    .trim();
}
