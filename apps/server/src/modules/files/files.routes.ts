import path from 'node:path';
import { z } from 'zod';
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FileMetadataSchema } from '@storefront/contracts';
import type { FileStorage } from './file-storage.ts';
import { isSafeStorageKey } from './file-storage.ts';
import { MAX_UPLOAD_BYTES, type FilesService } from './files.service.ts';
import { AppError, badRequest, fieldProblem, notFound } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import type { ContentLanguage } from '../../lib/language.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

const StorageKeySchema = z.string().min(1).max(512).refine(isSafeStorageKey, 'The file path is not valid.');

const MALFORMED: Record<ContentLanguage, string> = {
  en: 'The upload was cut off or is not valid multipart data. Try again.',
  ar: 'انقطع الرفع أو أن بياناته غير صالحة. حاول مرة أخرى.',
};

/**
 * The file part's bytes as they arrive: a body that ends early or breaks the multipart format is
 * the client's 400, and a file over the limit its 413, never a 500 from the storage it was streaming to.
 */
async function* uploadBytes(
  part: MultipartFile,
  tooLarge: new () => Error,
  language: ContentLanguage,
): AsyncGenerator<Buffer> {
  try {
    for await (const chunk of part.file) yield chunk as Buffer;
  } catch {
    throw badRequest('MALFORMED_UPLOAD', MALFORMED[language]);
  }
  // busboy ends the stream at the size limit and marks it truncated.
  if (part.file.truncated) throw new tooLarge();
}

/**
 * The "file" part of a multipart upload request (the plugin registered in the route's scope), as
 * its name and its bytes as they arrive. Throws MULTIPART_REQUIRED (415) or FILE_REQUIRED (400).
 */
export async function fileOf(request: FastifyRequest, app: FastifyInstance) {
  if (!request.isMultipart())
    throw new AppError(415, 'MULTIPART_REQUIRED', {
      en: 'Send the file as multipart/form-data.',
      ar: 'أرسل الملف بصيغة multipart/form-data.',
    });
  const part = await request.file();
  if (!part || part.fieldname !== 'file')
    throw fieldProblem(400, 'FILE_REQUIRED', 'file', { en: 'Choose a file to upload.', ar: 'اختر ملفًا لرفعه.' });
  return {
    filename: part.filename,
    data: uploadBytes(part, app.multipartErrors.RequestFileTooLargeError, request.language),
  };
}

export const filesRoutes: FastifyPluginAsyncZod<{ storage: FileStorage; files: FilesService }> = async (
  app,
  { storage, files },
) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/api/files/tenants/self/users/:userId',
    {
      schema: {
        tags: ['files'],
        summary: 'Upload a file (multipart field "file": PNG, JPEG, GIF, WebP or PDF, at most 5 MB)',
        consumes: ['multipart/form-data'],
        params: z.object({ userId: z.uuid() }),
        response: { 201: FileMetadataSchema, ...errorResponses, 413: errorResponses[400], 415: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const { filename, data } = await fileOf(request, app);
      return reply.status(201).send(await files.upload(request.params.userId, filename, data, request.language));
    },
  );

  app.get(
    '/api/files/:id/metadata',
    {
      schema: {
        tags: ['files'],
        summary: "An upload's metadata (its owner only)",
        params: z.object({ id: z.uuid() }),
        response: { 200: FileMetadataSchema, ...errorResponses },
      },
    },
    (request) => files.getMetadata(request.params.id, request.auth?.userId ?? null),
  );

  app.get(
    '/api/url',
    {
      schema: {
        tags: ['files'],
        summary: 'The URL that serves a stored file path',
        querystring: z.object({ filePath: StorageKeySchema }),
        response: { 200: z.object({ url: z.string() }), ...errorResponses },
      },
    },
    async (request) => ({ url: await files.resolveUrl(request.query.filePath) }),
  );

  app.get(
    '/api/download/*',
    {
      schema: {
        tags: ['files'],
        summary: 'Download a stored file by its path',
        params: z.object({ '*': z.string().min(1) }),
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const key = request.params['*'];
      if (!isSafeStorageKey(key)) throw badRequest('INVALID_FILE_PATH', 'The file path is not valid.');
      const file = await storage.open(key);
      if (!file) throw notFound('FILE_NOT_FOUND', 'The file does not exist.');
      const type = CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
      // Pictures show in the page; anything else is saved, never rendered as the shop's own page.
      const disposition = type.startsWith('image/') ? 'inline' : 'attachment';
      reply
        .type(type)
        .header('content-length', file.size)
        .header('content-disposition', `${disposition}; filename*=UTF-8''${encodeURIComponent(path.basename(key))}`)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'public, max-age=86400')
        // A stored SVG opened on its own must not run script.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.send(file.stream);
    },
  );
};
