import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import S3rver from 's3rver';
import { ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';

const BUCKET = 'storefront-test-files';
/** s3rver's one account; it checks the access key id (not the SigV4 signature, which it leaves unverified). */
const CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };

/**
 * A local S3-compatible server for one test file: s3rver 3.7.1 (the S3 REST API's bucket, object
 * and multipart-upload calls) over real HTTP on 127.0.0.1 at a free port, objects in a temporary
 * directory, one empty bucket. Answers the settings that point the app at it, and a way to list
 * what the bucket holds. Closed after the file's tests.
 */
export async function startS3Server() {
  const directory = mkdtempSync(path.join(tmpdir(), 'storefront-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    silent: true,
    directory,
    configureBuckets: [{ name: BUCKET, configs: [] }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  const client = new S3Client({ region: 'us-east-1', endpoint, forcePathStyle: true, credentials: CREDENTIALS });
  afterAll(async () => {
    client.destroy();
    await server.close();
    rmSync(directory, { recursive: true, force: true });
  });
  return {
    env: {
      S3_BUCKET: BUCKET,
      S3_ENDPOINT: endpoint,
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: CREDENTIALS.accessKeyId,
      S3_SECRET_ACCESS_KEY: CREDENTIALS.secretAccessKey,
    },
    /** Keys in the bucket under `prefix`, read with the S3 API itself (ListObjectsV2). */
    async listKeys(prefix: string): Promise<string[]> {
      const listed = await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: prefix }));
      return (listed.Contents ?? []).map((object) => object.Key!);
    },
  };
}
