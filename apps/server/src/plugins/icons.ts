import path from 'node:path';
import { createRequire } from 'node:module';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

const require = createRequire(import.meta.url);

/**
 * Material outline icons for menu items (`material-outline:name`), self-hosted from the
 * @material-design-icons/svg package so no page depends on a CDN.
 */
export async function iconsPlugin(app: FastifyInstance) {
  const root = path.join(path.dirname(require.resolve('@material-design-icons/svg/package.json')), 'outlined');
  await app.register(fastifyStatic, {
    root,
    prefix: '/icons/material-outline/',
    decorateReply: false,
    index: false,
    cacheControl: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=604800'),
  });
}
