import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, inject, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { AuthTokensSchema, FileMetadataSchema } from '@storefront/contracts';
import { decodeJwt } from 'jose';
import { buildTestApp } from '../../../test/helper.ts';
import { startS3Server } from '../../../test/s3-server.ts';
import { multipart, pngDeclaring, PNG } from '../../../test/uploads.ts';

const localFiles = path.join(inject('databaseTemplate').dataDir, 'files');
const s3 = await startS3Server();

/** Every test below runs on each storage: the default local directory and an S3-compatible bucket. */
const storages = [
  {
    backend: 'local disk',
    ...(await buildTestApp()),
    listKeys: async (prefix: string) =>
      (await readdir(path.join(localFiles, prefix)).catch(() => [])).map((name) => prefix + name),
  },
  { backend: 'an S3-compatible bucket', ...(await buildTestApp(s3.env)), listKeys: s3.listKeys },
];

type User = { token: string; userId: string };

async function guest(app: FastifyInstance): Promise<User> {
  const tokens = AuthTokensSchema.parse(
    (await app.inject({ method: 'POST', url: '/api/users/customers/guest' })).json(),
  );
  return { token: tokens.accessToken, userId: decodeJwt(tokens.accessToken).nameid as string };
}

async function upload(app: FastifyInstance, user: User, filename: string, data: Buffer, field?: string) {
  const { payload, headers } = multipart(filename, data, field);
  return app.inject({
    method: 'POST',
    url: `/api/files/tenants/self/users/${user.userId}`,
    payload,
    headers: { ...headers, authorization: `Bearer ${user.token}` },
  });
}

describe.each(storages)('files on $backend', ({ app, storage, listKeys }) => {
  it('stores an image under the owner with a fresh name, and serves it back', async () => {
    const owner = await guest(app);
    const response = await upload(app, owner, 'my avatar.png', PNG);
    expect(response.statusCode).toBe(201);
    const file = FileMetadataSchema.parse(response.json());
    expect(file).toMatchObject({ originalName: 'my avatar.png', contentType: 'image/png', size: PNG.length });
    expect(file.path).toMatch(new RegExp(`^/api/download/uploads/${owner.userId}/[0-9a-f-]+\\.png$`));
    const download = await app.inject(file.path);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(PNG)).toBe(true);

    const storageKey = file.path.replace('/api/download/', '');
    expect(await listKeys(`uploads/${owner.userId}/`)).toEqual([storageKey]);
    expect((await app.inject(`/api/url?filePath=${encodeURIComponent(storageKey)}`)).json()).toEqual({
      url: file.path,
    });
    const metadata = await app.inject({
      url: `/api/files/${file.fileId}/metadata`,
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(FileMetadataSchema.parse(metadata.json()).fileId).toBe(file.fileId);
  });

  it('streams an upload of many chunks to the storage byte for byte', async () => {
    const owner = await guest(app);
    // Just under the 5 MB limit: busboy hands it over in many chunks, each passed on as it arrives.
    const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(5 * 1024 * 1024 - 1024, 'x')]);
    pdf.writeUInt32BE(0xdeadbeef, pdf.length - 4);
    const file = FileMetadataSchema.parse((await upload(app, owner, 'catalogue.pdf', pdf)).json());
    expect(file).toMatchObject({ contentType: 'application/pdf', size: pdf.length });
    const download = await app.inject(file.path);
    expect(download.headers['content-length']).toBe(String(pdf.length));
    expect(download.headers['content-disposition']).toMatch(/^attachment; /);
    expect(download.rawPayload.equals(pdf)).toBe(true);
  });

  it('refuses an image declaring more pixels than a sane limit (a decompression bomb), or a damaged one, with 400', async () => {
    const owner = await guest(app);
    const bomb = await upload(app, owner, 'bomb.png', pngDeclaring(100_000, 100_000));
    expect([bomb.statusCode, bomb.json().code]).toEqual([400, 'IMAGE_TOO_LARGE']);
    const tall = await upload(app, owner, 'tall.png', pngDeclaring(1, 20_000));
    expect(tall.json().code).toBe('IMAGE_TOO_LARGE');
    const damaged = await upload(app, owner, 'damaged.png', Buffer.from('89504e470d0a1a0a00', 'hex'));
    expect([damaged.statusCode, damaged.json().code]).toEqual([400, 'INVALID_IMAGE']);
    expect(await listKeys(`uploads/${owner.userId}/`)).toEqual([]);
  });

  it('answers a truncated multipart upload with 400, in the caller’s language, and keeps nothing of it', async () => {
    const owner = await guest(app);
    const { payload, headers } = multipart(
      'cut.pdf',
      Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(300_000)]),
    );
    const truncated = await app.inject({
      method: 'POST',
      url: `/api/files/tenants/self/users/${owner.userId}`,
      // Cut after the checks passed: the storage had started writing it.
      payload: payload.subarray(0, payload.length - 30),
      headers: { ...headers, authorization: `Bearer ${owner.token}`, language: 'ar' },
    });
    expect(truncated.statusCode).toBe(400);
    expect(truncated.json()).toEqual({
      code: 'MALFORMED_UPLOAD',
      message: 'انقطع الرفع أو أن بياناته غير صالحة. حاول مرة أخرى.',
    });
    expect(await listKeys(`uploads/${owner.userId}/`)).toEqual([]);
  });

  it('serves downloads with Content-Disposition and X-Content-Type-Options: nosniff', async () => {
    const owner = await guest(app);
    const file = FileMetadataSchema.parse((await upload(app, owner, 'a.png', PNG)).json());
    const download = await app.inject(file.path);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toMatch(/^inline; filename\*=UTF-8''[0-9a-f-]+\.png$/);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['cache-control']).toBe('public, max-age=86400');
  });

  it('serves a stored SVG so that it cannot run script', async () => {
    await storage.put(
      'products/files-test.svg',
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const response = await app.inject('/api/download/products/files-test.svg');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/svg+xml');
    expect(response.headers['content-security-policy']).toMatch(/default-src 'none'.*sandbox/);
    expect(response.body).toMatch(/^<svg/);
  });

  it('refuses SVG and files whose bytes are not an allowed type, whatever their name', async () => {
    const owner = await guest(app);
    const svg = await upload(
      app,
      owner,
      'evil.png',
      Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'),
    );
    expect(svg.statusCode).toBe(415);
    expect(svg.json().code).toBe('UNSUPPORTED_FILE_TYPE');
  });

  it('refuses files over 5 MB, a missing file field, and uploads into another customer', async () => {
    const owner = await guest(app);
    const other = await guest(app);
    const big = await upload(app, owner, 'big.png', Buffer.concat([PNG, Buffer.alloc(5 * 1024 * 1024)]));
    expect(big.statusCode).toBe(413);
    expect(big.json().message).toBe('The file is too large.');
    expect(await listKeys(`uploads/${owner.userId}/`)).toEqual([]);
    expect((await upload(app, owner, 'a.png', PNG, 'picture')).statusCode).toBe(400);
    expect((await upload(app, { token: owner.token, userId: other.userId }, 'a.png', PNG)).statusCode).toBe(403);
    const notMultipart = await app.inject({
      method: 'POST',
      url: `/api/files/tenants/self/users/${owner.userId}`,
      payload: { a: 1 },
      headers: { authorization: `Bearer ${owner.token}` },
    });
    expect(notMultipart.statusCode).toBe(415);
  });

  it("hides an upload's metadata from everyone but its owner, and refuses unsafe paths", async () => {
    const owner = await guest(app);
    const file = FileMetadataSchema.parse((await upload(app, owner, 'a.png', PNG)).json());
    const stranger = await guest(app);
    expect(
      (
        await app.inject({
          url: `/api/files/${file.fileId}/metadata`,
          headers: { authorization: `Bearer ${stranger.token}` },
        })
      ).statusCode,
    ).toBe(404);
    expect((await app.inject('/api/url?filePath=../jwt-secret')).statusCode).toBe(400);
    expect((await app.inject('/api/url?filePath=uploads/nope.png')).statusCode).toBe(404);
  });

  it('refuses paths that climb out of storage and answers 404 for missing files', async () => {
    expect((await app.inject('/api/download/..%2F..%2Fetc%2Fpasswd')).statusCode).toBe(400);
    expect((await app.inject('/api/download/products/../../jwt-secret')).statusCode).toBeGreaterThanOrEqual(400);
    expect((await app.inject('/api/download/products/nope.svg')).statusCode).toBe(404);
  });
});
