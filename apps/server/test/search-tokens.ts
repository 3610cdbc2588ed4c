/**
 * Words no seeded name has, for search tests: each test names its products with them, so they are
 * the only matches. Consonants only, which no seeded English word is made of.
 */
export const LATIN = 'bcdfghjklmnpqrstvwxz';
export const ARABIC_LETTERS = 'بتثجحخدذرزسشصضطظغفقكلمن';

/** Random letters, none repeated (so swapping two of them always makes a different word). */
export const token = (letters: string, length = 7) =>
  [...letters]
    .sort(() => Math.random() - 0.5)
    .slice(0, length)
    .join('');

/**
 * A token whose first five letters match nothing yet (`matches` asks the search): five random
 * letters, which get a typo's tolerance, are now and then one typo from the start of a seeded
 * word, an Arabic one mostly, since Arabic writes no short vowels.
 */
export async function unmatchedToken(
  letters: string,
  matches: (text: string) => Promise<boolean>,
  length = 7,
): Promise<string> {
  for (;;) {
    const candidate = token(letters, length);
    if (!(await matches(candidate.slice(0, 5)))) return candidate;
  }
}
