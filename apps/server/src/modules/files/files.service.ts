import { randomUUID } from 'node:crypto';
import { Readable } from 'node:stream';
import type { FileMetadata } from '@storefront/contracts';
import type { FileStorage } from './file-storage.ts';
import type { FilesRepository } from './files.repository.ts';
import { imageSize } from 'image-size';
import { sniffFileType } from './sniff-file-type.ts';
import { isSafeStorageKey } from './file-storage.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';

/** Larger images are refused before anything decodes them: a few KB can declare billions of pixels. */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

const fileNotFound = () => notFound('FILE_NOT_FOUND', { en: 'The file does not exist.', ar: 'الملف غير موجود.' });

const IMAGE_MESSAGES = {
  INVALID_IMAGE: {
    en: 'This image is damaged or incomplete. Upload it again.',
    ar: 'هذه الصورة تالفة أو غير مكتملة. ارفعها مرة أخرى.',
  },
  IMAGE_TOO_LARGE: {
    en: `This image is too large: at most ${MAX_IMAGE_SIDE} pixels a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
    ar: `هذه الصورة كبيرة جدًا: الحد ${MAX_IMAGE_SIDE} بكسل لكل ضلع و${MAX_IMAGE_PIXELS / 1_000_000} ميغابكسل.`,
  },
} satisfies Record<string, Record<ContentLanguage, string>>;

/** The sniffer's signatures fit in this many bytes. */
const SNIFF_BYTES = 16;

/**
 * Reads only the image's header (image-size), from as much of the upload as has arrived: each
 * chunk read adds to the head until image-size can answer, as its README reads a partial
 * download. Throws 400 when it is unreadable or declares too many pixels.
 */
async function assertSaneImage(upload: UploadReader, language: ContentLanguage): Promise<void> {
  let size: { width: number; height: number } | null = null;
  do {
    try {
      size = imageSize(upload.head);
    } catch {
      // Not enough of the header yet, or not an image: only the end of the upload tells which.
    }
  } while (!size && (await upload.readMore()));
  if (!size) throw badRequest('INVALID_IMAGE', IMAGE_MESSAGES.INVALID_IMAGE[language]);
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS)
    throw badRequest('IMAGE_TOO_LARGE', IMAGE_MESSAGES.IMAGE_TOO_LARGE[language]);
}

/**
 * An upload read in two steps: first as much of its head as the checks need, then every byte, as
 * it arrives, for the storage. The bytes are held in memory only while they are the head.
 */
function createUploadReader(data: AsyncIterable<Buffer>) {
  const source = data[Symbol.asyncIterator]();
  let head = Buffer.alloc(0);
  let ended = false;
  let size = 0;
  let sourceError: unknown;
  const next = async (): Promise<Buffer | null> => {
    if (ended) return null;
    try {
      const result = await source.next();
      if (result.done) ended = true;
      return result.done ? null : result.value;
    } catch (error) {
      sourceError = error;
      throw error;
    }
  };
  return {
    get head() {
      return head;
    },
    /** Adds the next chunk to the head; false once the upload has ended. */
    async readMore(): Promise<boolean> {
      const chunk = await next();
      if (chunk) head = Buffer.concat([head, chunk]);
      return chunk !== null;
    },
    /** The head, then the rest as it arrives. */
    body(): Readable {
      return Readable.from(
        (async function* () {
          size += head.length;
          yield head;
          for (let chunk = await next(); chunk; chunk = await next()) {
            size += chunk.length;
            yield chunk;
          }
        })(),
        { objectMode: false },
      );
    },
    get size() {
      return size;
    },
    /** The client's error (a cut-off or too large body) that stopped the body, if one did. */
    get sourceError() {
      return sourceError;
    },
    /** Reads and drops what is left of a refused upload, so its request ends as a whole. */
    async discard(): Promise<void> {
      try {
        while (await next());
      } catch {
        // The refusal already answers the request.
      }
    },
  };
}
type UploadReader = ReturnType<typeof createUploadReader>;

export { MAX_UPLOAD_BYTES } from '@storefront/contracts';
export const downloadUrl = (storageKey: string) => `/api/download/${storageKey}`;

type FileRow = NonNullable<Awaited<ReturnType<FilesRepository['findById']>>>;

const toMetadata = (row: FileRow): FileMetadata => ({
  fileId: row.id,
  originalName: row.originalName,
  contentType: row.contentType,
  size: row.size,
  path: downloadUrl(row.storageKey),
  createdAt: row.createdAt.toISOString(),
});

export function createFilesService(repository: FilesRepository, storage: FileStorage) {
  async function store(
    place: { ownerId: string | null; folder: string; imagesOnly: boolean },
    originalName: string,
    data: AsyncIterable<Buffer>,
    language: ContentLanguage,
  ): Promise<FileMetadata> {
    const upload = createUploadReader(data);
    while (upload.head.length < SNIFF_BYTES && (await upload.readMore()));
    const kind = sniffFileType(upload.head.subarray(0, SNIFF_BYTES));
    try {
      if (!kind || (place.imagesOnly && !kind.type.startsWith('image/')))
        throw new AppError(
          415,
          'UNSUPPORTED_FILE_TYPE',
          place.imagesOnly
            ? { en: 'Upload a PNG, JPEG, GIF or WebP image.', ar: 'ارفع صورة بصيغة PNG أو JPEG أو GIF أو WebP.' }
            : {
                en: 'Upload a PNG, JPEG, GIF, WebP image or a PDF.',
                ar: 'ارفع صورة بصيغة PNG أو JPEG أو GIF أو WebP أو ملف PDF.',
              },
        );
      if (kind.type.startsWith('image/')) await assertSaneImage(upload, language);
    } catch (error) {
      await upload.discard();
      throw error;
    }
    const storageKey = `${place.folder}/${randomUUID()}${kind.extension}`;
    try {
      await storage.put(storageKey, upload.body());
    } catch (error) {
      // A body the client cut off fails the storage's write too: the client's error is the answer.
      throw upload.sourceError ?? error;
    }
    const name = originalName.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || `file${kind.extension}`;
    return toMetadata(
      await repository.insert({
        ownerId: place.ownerId,
        storageKey,
        originalName: name,
        contentType: kind.type,
        size: upload.size,
      }),
    );
  }

  return {
    /**
     * Streams an upload to the storage under the owner's folder with a fresh name, once its first
     * bytes show an allowed type (and, for an image, a header declaring sane dimensions).
     */
    upload(
      ownerId: string,
      originalName: string,
      data: AsyncIterable<Buffer>,
      language: ContentLanguage = 'en',
    ): Promise<FileMetadata> {
      return store({ ownerId, folder: `uploads/${ownerId}`, imagesOnly: false }, originalName, data, language);
    },

    /** A picture for the catalogue, uploaded by staff: images only, owned by no customer. */
    uploadCatalogueImage(
      originalName: string,
      data: AsyncIterable<Buffer>,
      language: ContentLanguage,
    ): Promise<FileMetadata> {
      return store({ ownerId: null, folder: 'uploads/catalogue', imagesOnly: true }, originalName, data, language);
    },

    /** Whether the storage holds this key (a product's picture the back office names). */
    hasStoredFile: (storageKey: string): Promise<boolean> =>
      isSafeStorageKey(storageKey) ? storage.has(storageKey) : Promise.resolve(false),

    /** Only the owner sees an upload's metadata; to anyone else it does not exist. */
    async getMetadata(fileId: string, callerId: string | null): Promise<FileMetadata> {
      const row = await repository.findById(fileId);
      if (!row || row.ownerId !== callerId) throw fileNotFound();
      return toMetadata(row);
    },

    async resolveUrl(storageKey: string): Promise<string> {
      if (!(await storage.has(storageKey))) throw fileNotFound();
      return downloadUrl(storageKey);
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
