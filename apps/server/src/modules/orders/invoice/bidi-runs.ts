import bidiFactory from 'bidi-js';

const bidi = bidiFactory();

/** Letters of right-to-left scripts (Hebrew, Arabic and their presentation forms). */
const RTL_LETTER = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** Directional isolates steer the algorithm and are never drawn. */
const ISOLATE_MARK = /[\u2066-\u2069]/;

/**
 * Keeps a value that reads left to right as one unit wherever it stands, e.g. a phone number `+965 2222 0000` in Arabic
 * text.
 */
export const isolateLtr = (value: string) => `\u2066${value}\u2069`;

interface Run {
  level: number;
  text: string;
}

/** Reverses every maximal sequence of runs at `level` or above (rule L2 of the Unicode bidi algorithm). */
function reverseFrom(runs: Run[], level: number): Run[] {
  const result: Run[] = [];
  for (let start = 0; start < runs.length;) {
    let end = start;
    while (end < runs.length && runs[end]!.level >= level) end++;
    if (end === start) result.push(runs[start++]!);
    else {
      result.push(...runs.slice(start, end).reverse());
      start = end;
    }
  }
  return result;
}

/**
 * Splits one line of logical text (as stored: Arabic in reading order, mixed with numbers and
 * Latin) into runs in the order they are drawn, left to right. PDF has no bidi of its own, and
 * pdfkit (through fontkit) only shapes a run and reverses it when its script is right-to-left, so
 * the line-level ordering is done here with the Unicode bidi algorithm: runs are reordered,
 * mirrored characters (brackets) swapped in right-to-left runs, and right-to-left runs without an
 * RTL letter (punctuation between Arabic words) reversed here, as fontkit would leave them.
 */
export function visualRuns(text: string, direction: 'ltr' | 'rtl'): string[] {
  if (text === '') return [];
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const mirrored = bidi.getMirroredCharactersMap(text, embedding.levels);
  const runs: Run[] = [];
  [...text].forEach((char, index) => {
    if (ISOLATE_MARK.test(char)) return;
    // Bidi levels are per UTF-16 unit; every character this shop prints is in the BMP.
    const level = embedding.levels[index]!;
    const shown = mirrored.get(index) ?? char;
    const last = runs.at(-1);
    if (last?.level === level) last.text += shown;
    else runs.push({ level, text: shown });
  });
  const levels = runs.map((run) => run.level);
  const lowestOdd = Math.min(...levels.filter((level) => level % 2 === 1));
  let ordered = runs;
  for (let level = Math.max(...levels); level >= lowestOdd; level--) ordered = reverseFrom(ordered, level);
  return ordered.map((run) =>
    run.level % 2 === 1 && !RTL_LETTER.test(run.text) ? [...run.text].reverse().join('') : run.text,
  );
}
