/** Files: uploads and downloads, on local disk or an S3-compatible bucket behind the FileStorage seam. */
export { createFilesRepository } from './files.repository.ts';
export { createFilesService } from './files.service.ts';
export { filesRoutes } from './files.routes.ts';
export { createFileStorage } from './create-file-storage.ts';
export { createLocalFileStorage, isSafeStorageKey, type FileStorage } from './file-storage.ts';
