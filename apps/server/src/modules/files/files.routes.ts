import path from 'node:path';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FileStorage } from './file-storage.ts';
import { isSafeStorageKey } from './file-storage.ts';
import { badRequest, notFound } from '../../lib/errors.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

const CONTENT_TYPES: Record<string, string> = {
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.pdf': 'application/pdf',
};

export const filesRoutes: FastifyPluginAsyncZod<{ storage: FileStorage }> = async (app, { storage }) => {
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
      reply
        .type(type)
        .header('content-length', file.size)
        .header('cache-control', 'public, max-age=86400')
        // A stored SVG opened on its own must not run script.
        .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
      return reply.send(file.stream);
    },
  );
};
