import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import type { Readable } from 'node:stream';
import { renderAsync } from '@resvg/resvg-js';
import type { FileStorage } from '../files/index.ts';

const require = createRequire(import.meta.url);

/**
 * The shop's own font (the invoice uses it too) is the only one the renderer loads, so a picture
 * with text renders the same on every machine, Arabic shaped, whatever fonts the system has.
 */
const FONT_FILES = [
  require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/400Regular/IBMPlexSansArabic_400Regular.ttf'),
  require.resolve('@expo-google-fonts/ibm-plex-sans-arabic/700Bold/IBMPlexSansArabic_700Bold.ttf'),
];

/** Stored SVGs are drawings (a few KB); anything far larger is not rendered on request. */
const MAX_SOURCE_BYTES = 1024 * 1024;

export type RenditionWidth = 16 | 32 | 48 | 180 | 192 | 512 | 1200;

export type Rendition =
  { kind: 'png'; png: Buffer } | { kind: 'missing' } | { kind: 'too-large' } | { kind: 'invalid' };

/**
 * PNG renditions of stored SVGs at a few fixed widths, rendered once per source content and width
 * and kept in the file storage beside the sources (so every process of a shop shares them, and a
 * changed source gets a new rendition). Renders of one picture asked for at once share one render.
 */
export function createPngRenditions(storage: FileStorage) {
  const rendering = new Map<string, Promise<Buffer>>();

  async function render(svg: Buffer, width: RenditionWidth, key: string): Promise<Buffer> {
    const png = (
      await renderAsync(svg, {
        fitTo: { mode: 'width', value: width },
        font: { fontFiles: FONT_FILES, loadSystemFonts: false, defaultFontFamily: 'IBM Plex Sans Arabic' },
      })
    ).asPng();
    await storage.put(key, png);
    return png;
  }

  return {
    /** The PNG of the stored SVG `sourceKey`, `width` pixels wide (height in proportion). */
    async renderStoredSvg(sourceKey: string, width: RenditionWidth): Promise<Rendition> {
      const source = await storage.open(sourceKey);
      if (!source) return { kind: 'missing' };
      if (source.size > MAX_SOURCE_BYTES) {
        source.stream.destroy();
        return { kind: 'too-large' };
      }
      const svg = await readAll(source.stream);
      const digest = createHash('sha256').update(svg).digest('hex').slice(0, 32);
      const key = `renditions/png/${width}/${digest}.png`;
      const kept = await storage.open(key);
      if (kept) return { kind: 'png', png: await readAll(kept.stream) };
      let pending = rendering.get(key);
      if (!pending) {
        pending = render(svg, width, key).finally(() => rendering.delete(key));
        rendering.set(key, pending);
      }
      try {
        return { kind: 'png', png: await pending };
      } catch {
        // resvg refuses what is not an SVG it can parse.
        return { kind: 'invalid' };
      }
    },
  };
}
export type PngRenditions = ReturnType<typeof createPngRenditions>;

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * An ICO file holding the given PNGs (square, at most 256 px): ICO entries may be whole PNG files
 * since Windows Vista, which every browser reads. Layout: 6-byte header, 16 bytes per entry, data.
 */
export function packIco(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size >= 256 ? 0 : size, entry); // width (0 means 256)
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1); // height
    header.writeUInt8(0, entry + 2); // no palette
    header.writeUInt8(0, entry + 3); // reserved
    header.writeUInt16LE(1, entry + 4); // colour planes
    header.writeUInt16LE(32, entry + 6); // bits per pixel
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((image) => image.png)]);
}
