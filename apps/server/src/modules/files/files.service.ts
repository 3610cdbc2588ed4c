import { randomUUID } from 'node:crypto';
import type { FileMetadata } from '@storefront/contracts';
import type { FileStorage } from './file-storage.ts';
import type { FilesRepository } from './files.repository.ts';
import { imageSize } from 'image-size';
import { sniffFileType } from './sniff-file-type.ts';
import { AppError, badRequest, notFound } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';

/** Larger images are refused before anything decodes them: a few KB can declare billions of pixels. */
export const MAX_IMAGE_SIDE = 10_000;
export const MAX_IMAGE_PIXELS = 40_000_000;

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

/** Reads only the image's header (image-size); throws 400 when it is unreadable or declares too many pixels. */
function assertSaneImage(data: Buffer, language: ContentLanguage): void {
  let size: { width: number; height: number };
  try {
    size = imageSize(data);
  } catch {
    throw badRequest('INVALID_IMAGE', IMAGE_MESSAGES.INVALID_IMAGE[language]);
  }
  if (size.width > MAX_IMAGE_SIDE || size.height > MAX_IMAGE_SIDE || size.width * size.height > MAX_IMAGE_PIXELS)
    throw badRequest('IMAGE_TOO_LARGE', IMAGE_MESSAGES.IMAGE_TOO_LARGE[language]);
}

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
  return {
    /** Stores an upload under the owner's folder with a fresh name; the type comes from the bytes. */
    async upload(
      ownerId: string,
      originalName: string,
      data: Buffer,
      language: ContentLanguage = 'en',
    ): Promise<FileMetadata> {
      const kind = sniffFileType(data.subarray(0, 16));
      if (!kind) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Upload a PNG, JPEG, GIF, WebP image or a PDF.');
      if (kind.type.startsWith('image/')) assertSaneImage(data, language);
      const storageKey = `uploads/${ownerId}/${randomUUID()}${kind.extension}`;
      await storage.put(storageKey, data);
      const name = originalName.replace(/[^\p{L}\p{N}._ -]/gu, '_').slice(0, 120) || `file${kind.extension}`;
      return toMetadata(
        await repository.insert({ ownerId, storageKey, originalName: name, contentType: kind.type, size: data.length }),
      );
    },

    /** Only the owner sees an upload's metadata; to anyone else it does not exist. */
    async getMetadata(fileId: string, callerId: string | null): Promise<FileMetadata> {
      const row = await repository.findById(fileId);
      if (!row || row.ownerId !== callerId) throw notFound('FILE_NOT_FOUND', 'The file does not exist.');
      return toMetadata(row);
    },

    async resolveUrl(storageKey: string): Promise<string> {
      if (!(await storage.open(storageKey))) throw notFound('FILE_NOT_FOUND', 'The file does not exist.');
      return downloadUrl(storageKey);
    },
  };
}
export type FilesService = ReturnType<typeof createFilesService>;
