import { Readable } from 'node:stream';
import { z } from 'zod';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { fileOf } from '../../files/index.ts';
import { staffCallerOf } from '../../staff/index.ts';
import { errorResponses } from '../../../lib/route-schemas.ts';
import { RowIdSchema } from '../../../lib/path-params.ts';
import { AdminProductFilterSchema } from '../product-admin.contract.ts';
import {
  ImportCheckSchema,
  ProductImportDetailSchema,
  ProductImportListSchema,
  ProductImportSchema,
} from './product-import.contract.ts';
import type { ProductImports } from './product-import.service.ts';

const tags = ['admin'];
// The catalogue manager's and the owner's CSV work (staff-permissions.ts).
const config = { permission: 'csv' } as const;
const fileErrors = { ...errorResponses, 409: errorResponses[400], 413: errorResponses[400], 415: errorResponses[400] };

/**
 * Product CSV import and export (ADR 037): check a file (dry run), start an import (a durable
 * job), follow it, list past imports, and download the catalogue as CSV.
 */
export const productImportRoutes: FastifyPluginAsyncZod<{ imports: ProductImports; maxFileBytes: number }> = async (
  app,
  { imports, maxFileBytes },
) => {
  await app.register(multipart, { limits: { fileSize: maxFileBytes, files: 1, fields: 5, parts: 6 } });

  app.post(
    '/admin-api/product-imports/check',
    {
      config,
      schema: {
        tags,
        summary:
          'Dry run: read a product CSV (multipart field "file", Shopify columns plus Arabic ones) and report every row error, writing nothing',
        consumes: ['multipart/form-data'],
        response: { 200: ImportCheckSchema, ...fileErrors },
      },
    },
    async (request) => {
      const { data } = await fileOf(request, app);
      return imports.check(data, request.language);
    },
  );

  app.post(
    '/admin-api/product-imports',
    {
      config,
      schema: {
        tags,
        summary:
          'Import a product CSV in the background: the whole file is checked first (400 IMPORT_ROWS_INVALID with every row error, nothing written), then queued; 409 IMPORT_IN_PROGRESS while another import runs',
        consumes: ['multipart/form-data'],
        response: { 202: ProductImportSchema, ...fileErrors },
      },
    },
    async (request, reply) => {
      const { filename, data } = await fileOf(request, app);
      const started = await imports.start(staffCallerOf(request).staffId, filename, data, request.language);
      return reply.status(202).send(started);
    },
  );

  app.get(
    '/admin-api/product-imports',
    {
      config,
      schema: {
        tags,
        summary: 'The latest 50 imports, newest first, with their progress',
        response: { 200: ProductImportListSchema, ...errorResponses },
      },
    },
    () => imports.list(),
  );

  app.get(
    '/admin-api/product-imports/:id',
    {
      config,
      schema: {
        tags,
        summary:
          "An import's state, progress (rows done of total, errors so far) and row errors in the caller's language",
        params: z.object({ id: RowIdSchema }),
        response: { 200: ProductImportDetailSchema, ...errorResponses },
      },
    },
    ({ params, language }) => imports.get(params.id, language),
  );

  app.get(
    '/admin-api/product-export',
    {
      config,
      schema: {
        tags,
        summary:
          "The catalogue as a product CSV (the import's columns), or the products the product list's filter finds; streamed",
        querystring: AdminProductFilterSchema,
        response: { 200: z.any(), ...errorResponses },
      },
    },
    async ({ query }, reply) => {
      const filtered = Object.values(query).some((value) => value !== undefined);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="products.csv"')
        .header('cache-control', 'private, no-store')
        .send(Readable.from(imports.export(filtered ? query : null)));
    },
  );
};
