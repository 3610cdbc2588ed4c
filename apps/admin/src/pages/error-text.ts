import type { TFunction } from 'i18next';
import { AdminApiError } from '../api/admin-api.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { en } from '../i18n/messages.ts';

/** A refused call in the staff member's language: by its code when translated, else a general line. */
export function errorText(t: TFunction, error: unknown): string {
  return codeText(t, error instanceof AdminApiError ? error.code : 'generic');
}

/** An API error code in the staff member's language, else a general line. */
export function codeText(t: TFunction, code: string): string {
  const key = `admin.error.${code}`;
  return t(key in en ? (key as MessageKey) : 'admin.error.generic');
}

/**
 * A refusal the server words in the staff member's language (it reads `language`), such as one naming
 * the day and the bookings in the way: ours when we have its code, else the server's.
 */
export function refusalText(t: TFunction, error: unknown): string {
  if (error instanceof AdminApiError && !(`admin.error.${error.code}` in en) && error.message) return error.message;
  return errorText(t, error);
}
