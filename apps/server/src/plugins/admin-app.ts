import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';

/**
 * Serves the back office's build (apps/admin/build, ADR 032): hashed assets under /admin/assets/
 * cached forever, and its one page for every other /admin path, where the app routes on the
 * client. Its scripts are only ever named by this page, so shoppers' pages never load them.
 */
export async function adminAppPlugin(app: FastifyInstance, { buildDir }: { buildDir: string }) {
  const page = readFileSync(path.join(buildDir, 'index.html'));
  await app.register(fastifyStatic, {
    root: path.join(buildDir, 'assets'),
    prefix: '/admin/assets/',
    decorateReply: false,
    index: false,
    setHeaders: (reply) => reply.header('cache-control', 'public, max-age=31536000, immutable'),
  });
  // Always revalidated: a new build names new asset files.
  const sendPage = async (_request: unknown, reply: FastifyReply) =>
    reply
      .header('cache-control', 'no-cache')
      .header('x-robots-tag', 'noindex')
      .type('text/html; charset=utf-8')
      .send(page);
  app.get('/admin', { schema: { hide: true } }, sendPage);
  app.get('/admin/*', { schema: { hide: true } }, sendPage);
}
