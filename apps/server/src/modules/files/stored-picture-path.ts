import { z } from 'zod';
import { isSafeStorageKey } from './file-storage.ts';

/** A stored picture as the files module serves it (`/api/download/…`); staff uploads answer it. */
export const StoredPicturePathSchema = z
  .string()
  .trim()
  .max(600)
  .refine(
    (path) => path.startsWith('/api/download/') && isSafeStorageKey(path.slice('/api/download/'.length)),
    'Expected a stored picture (/api/download/…).',
  );
