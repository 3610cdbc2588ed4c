import type { FileStorageSettings } from '../../config.ts';
import { createLocalFileStorage, type FileStorage } from './file-storage.ts';

/** The storage the settings name; the S3 client (about 25 MB and 0.1 s to load) is loaded only when configured. */
export async function createFileStorage(settings: FileStorageSettings): Promise<FileStorage> {
  if (settings.kind === 'local') return createLocalFileStorage(settings.directory);
  const { createS3FileStorage } = await import('./s3-file-storage.ts');
  return createS3FileStorage(settings);
}
