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

/** Punctuation around and between the words of a name (migration 0012's search_words splits on the same). */
const EDGE_PUNCTUATION = /^[!-/:-@[-`{-~،؛؟«»]+|[!-/:-@[-`{-~،؛؟«»]+$/g;

/** The Arabic article: the index keeps every word of four letters or more that starts with it also without it. */
const ARABIC_ARTICLE = 'ال';

/**
 * What a shopper typed, as the search index compares it: `phrase` is the folded text (a name that
 * starts with it ranks first), `words` its space-separated words without the punctuation at their
 * ends and without the Arabic article ("الاصليه" → "اصليه", which the index has for both
 * spellings), each a prefix of an indexed word. Migration 0012's search_words splits stored names
 * the same way; a word of five letters or more without digits may also be one typo away from an
 * indexed one (search_typo_words). Empty `words`: nothing to search for.
 */
export function searchWords(text: string): { phrase: string; words: string[] } {
  const phrase = normalizeSearchText(text);
  const words = phrase
    .split(' ')
    .map((word) => word.replace(EDGE_PUNCTUATION, ''))
    .map((word) =>
      word.startsWith(ARABIC_ARTICLE) && [...word].length >= 4 ? word.slice(ARABIC_ARTICLE.length) : word,
    )
    .filter(Boolean);
  return { phrase, words: [...new Set(words)] };
}
