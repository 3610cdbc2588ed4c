import { randomUUID } from 'node:crypto';
import type { FileMetadata } from '@storefront/contracts';
import type { FileStorage } from './file-storage.ts';
import type { FilesRepository } from './files.repository.ts';
import { sniffFileType } from './sniff-file-type.ts';
import { AppError, notFound } from '../../lib/errors.ts';

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
    async upload(ownerId: string, originalName: string, data: Buffer): Promise<FileMetadata> {
      const kind = sniffFileType(data.subarray(0, 16));
      if (!kind) throw new AppError(415, 'UNSUPPORTED_FILE_TYPE', 'Upload a PNG, JPEG, GIF, WebP image or a PDF.');
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
