import type { Readable } from 'node:stream';
import { GetObjectCommand, HeadObjectCommand, S3Client, S3ServiceException } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import type { FileStorageSettings } from '../../config.ts';
import { isSafeStorageKey, type FileStorage } from './file-storage.ts';

/**
 * Files in an S3-compatible bucket (AWS S3, MinIO, Ceph, R2 …), keys as given. Loaded only when
 * S3_BUCKET is set (create-file-storage.ts). The bucket stays private: downloads go through the server
 * (ADR 028).
 */
export function createS3FileStorage(settings: Extract<FileStorageSettings, { kind: 's3' }>): FileStorage {
  const client = new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // The SDK's default CRC checksum headers and aws-chunked bodies are AWS's own; several
    // S3-compatible stores refuse them, so another endpoint gets checksums only where S3 requires one.
    ...(settings.endpoint && {
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    }),
  });
  const Bucket = settings.bucket;
  const isError = (error: unknown, name: string) => error instanceof S3ServiceException && error.name === name;
  return {
    async put(key, data) {
      if (!isSafeStorageKey(key)) throw new Error(`Unsafe storage key: ${key}`);
      // Upload sends a stream of unknown length in parts (one PutObject when it fits in the first
      // 5 MiB part) and aborts a multipart upload whose body fails, so nothing half-written is kept.
      await new Upload({ client, params: { Bucket, Key: key, Body: data } }).done();
    },
    async open(key) {
      if (!isSafeStorageKey(key)) return null;
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: key }));
        // On Node the body is the HTTP response itself, a Readable.
        return { stream: object.Body as Readable, size: object.ContentLength ?? 0 };
      } catch (error) {
        if (isError(error, 'NoSuchKey')) return null;
        throw error;
      }
    },
    async has(key) {
      if (!isSafeStorageKey(key)) return false;
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: key }));
        return true;
      } catch (error) {
        // A HEAD answer has no body: a missing object is a bare 404, which the SDK names NotFound.
        if (isError(error, 'NotFound')) return false;
        throw error;
      }
    },
    close() {
      client.destroy();
    },
  };
}
