import { createReadStream } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { mkdir, rename, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

/** Where file bytes live. Local disk by default; an S3-compatible backend can implement the same. */
export interface FileStorage {
  put(key: string, data: Buffer | string): Promise<void>;
  /** Null when nothing is stored under the key. */
  open(key: string): Promise<{ stream: Readable; size: number } | null>;
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
  return {
    async put(key, data) {
      const full = resolve(key);
      if (!full) throw new Error(`Unsafe storage key: ${key}`);
      await mkdir(path.dirname(full), { recursive: true });
      // Written aside and renamed: a reader (another process, too) sees the old file or the whole new one.
      const partial = `${full}.${randomUUID()}.partial`;
      await writeFile(partial, data);
      await rename(partial, full);
    },
    async open(key) {
      const full = resolve(key);
      if (!full) return null;
      const info = await stat(full).catch(() => null);
      if (!info?.isFile()) return null;
      return { stream: createReadStream(full), size: info.size };
    },
  };
}
