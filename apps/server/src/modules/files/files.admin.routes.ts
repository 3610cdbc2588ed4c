import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { FileMetadataSchema } from '@storefront/contracts';
import { MAX_UPLOAD_BYTES, type FilesService } from './files.service.ts';
import { fileOf } from './files.routes.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

/** Staff uploads: a product's pictures (permission `catalogue`), stored like every other file. */
export const filesAdminRoutes: FastifyPluginAsyncZod<{ files: FilesService }> = async (app, { files }) => {
  await app.register(multipart, { limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/admin-api/product-images',
    {
      config: { permission: 'catalogue' },
      schema: {
        tags: ['admin'],
        summary:
          'Upload a product picture (multipart field "file": PNG, JPEG, GIF or WebP, at most 5 MB); its path goes into the product',
        consumes: ['multipart/form-data'],
        response: { 201: FileMetadataSchema, ...errorResponses, 413: errorResponses[400], 415: errorResponses[400] },
      },
    },
    async (request, reply) => {
      const { filename, data } = await fileOf(request, app);
      return reply.status(201).send(await files.uploadCatalogueImage(filename, data, request.language));
    },
  );
};
