/** Files: uploads and downloads, on local disk or an S3-compatible bucket behind the FileStorage seam. */
export { createFilesRepository } from './files.repository.ts';
export { createFilesService, MAX_UPLOAD_BYTES, type FilesService } from './files.service.ts';
/** The file part of a multipart request, as its name and its bytes as they arrive (413 past the route's limit). */
export { filesRoutes, fileOf } from './files.routes.ts';
export { filesAdminRoutes } from './files.admin.routes.ts';
export { createFileStorage } from './create-file-storage.ts';
export { createLocalFileStorage, isSafeStorageKey, type FileStorage } from './file-storage.ts';
export { StoredPicturePathSchema } from './stored-picture-path.ts';
