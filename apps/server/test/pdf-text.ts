import { inflateSync } from 'node:zlib';

// Reads back the text of a PDF that pdfkit wrote, without a PDF library: each text-showing
// operation's glyphs decoded through its font's ToUnicode map. Glyphs come out in the order they
// were drawn, left to right, so a right-to-left run reads reversed. Enough for pdfkit's own output
// (Identity-H fonts, one object per stream); not a general PDF parser.

interface PdfObject {
  dictionary: string;
  stream: Buffer | null;
}

function readObjects(pdf: Buffer): Map<number, PdfObject> {
  const text = pdf.toString('latin1');
  const objects = new Map<number, PdfObject>();
  for (const match of text.matchAll(/(\d+) 0 obj\s*(<<[\s\S]*?>>)\s*(stream\r?\n)?/g)) {
    const dictionary = match[2]!;
    let stream: Buffer | null = null;
    if (match[3]) {
      const start = match.index + match[0].length;
      const length = Number(/\/Length (\d+)/.exec(dictionary)?.[1]);
      const raw = pdf.subarray(start, start + length);
      stream = dictionary.includes('/FlateDecode') ? inflateSync(raw) : raw;
    }
    objects.set(Number(match[1]), { dictionary, stream });
  }
  return objects;
}

/** Glyph id → text, from a ToUnicode CMap's bfchar and bfrange entries. */
function readCmap(cmap: string): Map<number, string> {
  const glyphs = new Map<number, string>();
  // A ligature maps to several characters, written `<0646 0632>`.
  const unicode = (hex: string) =>
    String.fromCharCode(...(hex.replace(/\s/g, '').match(/.{4}/g) ?? []).map((unit) => parseInt(unit, 16)));
  for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F\s]+)>/g))
      glyphs.set(parseInt(entry[1]!, 16), unicode(entry[2]!));
  }
  for (const block of cmap.matchAll(/beginbfrange([\s\S]*?)endbfrange/g)) {
    for (const entry of block[1]!.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*(\[[^\]]*\]|<[0-9a-fA-F\s]+>)/g)) {
      const first = parseInt(entry[1]!, 16);
      const last = parseInt(entry[2]!, 16);
      const targets = entry[3]!.startsWith('[')
        ? [...entry[3]!.matchAll(/<([0-9a-fA-F\s]+)>/g)].map((hex) => unicode(hex[1]!))
        : null;
      for (let glyph = first; glyph <= last; glyph++) {
        glyphs.set(
          glyph,
          targets ? targets[glyph - first]! : String.fromCharCode(parseInt(entry[3]!.slice(1, -1), 16) + glyph - first),
        );
      }
    }
  }
  return glyphs;
}

/** The text of every TJ/Tj operation of the document, in drawing order. */
export function pdfTextRuns(pdf: Buffer): string[] {
  const objects = readObjects(pdf);
  const fontMaps = new Map<string, Map<number, string>>();
  for (const { dictionary } of objects.values()) {
    for (const font of dictionary.matchAll(/\/(F\d+) (\d+) 0 R/g)) {
      const toUnicode = /\/ToUnicode (\d+) 0 R/.exec(objects.get(Number(font[2]))?.dictionary ?? '')?.[1];
      const cmap = toUnicode ? objects.get(Number(toUnicode))?.stream : null;
      if (cmap) fontMaps.set(font[1]!, readCmap(cmap.toString('latin1')));
    }
  }
  const runs: string[] = [];
  for (const { stream } of objects.values()) {
    const content = stream?.toString('latin1') ?? '';
    if (!content.includes('BT')) continue;
    let glyphs = new Map<number, string>();
    for (const operation of content.matchAll(
      /\/(F\d+) [\d.]+ Tf|\[((?:<[0-9a-fA-F]*>|[\s\d.-])*)\] TJ|<([0-9a-fA-F]*)> Tj/g,
    )) {
      if (operation[1]) {
        glyphs = fontMaps.get(operation[1]) ?? new Map();
        continue;
      }
      const hex = operation[2]
        ? [...operation[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((part) => part[1]).join('')
        : operation[3]!;
      runs.push((hex.match(/.{4}/g) ?? []).map((glyph) => glyphs.get(parseInt(glyph, 16)) ?? '\uFFFD').join(''));
    }
  }
  return runs;
}

/** Arabic text as pdfTextRuns reads it back once drawn right to left: its letters reversed. */
export const drawnRtl = (text: string) => [...text].reverse().join('');
