import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live: a local directory by default, an S3-compatible bucket by configuration. */
export interface FileStorage {
  /** A stream is written as it arrives; if it fails, nothing is kept under the key. */
  put(key: string, data: Buffer | string | Readable): Promise<void>;
  /** Null when nothing is stored under the key. The caller consumes or destroys the stream. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
  has(key: string): Promise<boolean>;
  /** Lets go of connections (the S3 client's); the storage is not used after. */
  close(): void;
}

/** Keys are relative, slash-separated names such as `products/12.svg`; nothing may climb out. */
export function isSafeStorageKey(key: string): boolean {
  return (
    key.length > 0 &&
    key.length <= 512 &&
    !key.includes('\0') &&
    !key.includes('\\') &&
    !key.startsWith('/') &&
    key.split('/').every((part) => part !== '' && part !== '.' && part !== '..')
  );
}

export function createLocalFileStorage(root: string): FileStorage {
  const resolve = (key: string): string | null => {
    if (!isSafeStorageKey(key)) return null;
    const full = path.resolve(root, key);
    return full.startsWith(root + path.sep) ? full : null;
  };
  const statFile = async (key: string) => {
    const full = resolve(key);
    const info = full ? await stat(full).catch(() => null) : null;
    return full && info?.isFile() ? { full, size: info.size } : null;
  };
  return {
    async put(key, data) {
      const full = resolve(key);
      if (!full) throw new Error(`Unsafe storage key: ${key}`);
      await mkdir(path.dirname(full), { recursive: true });
      // Written aside and renamed: a reader (another process, too) sees the old file or the whole new one.
      const partial = `${full}.${randomUUID()}.partial`;
      try {
        await writeFile(partial, data);
      } catch (error) {
        await rm(partial, { force: true });
        throw error;
      }
      await rename(partial, full);
    },
    async open(key) {
      const file = await statFile(key);
      return file && { stream: createReadStream(file.full), size: file.size };
    },
    async has(key) {
      return (await statFile(key)) !== null;
    },
    close() {},
  };
}
