import type { TFunction } from 'i18next';
import { AdminApiError } from '../api/admin-api.ts';
import type { MessageKey } from '../i18n/i18n.ts';
import { en } from '../i18n/messages.ts';

/** A refused call in the staff member's language: by its code when translated, else a general line. */
export function errorText(t: TFunction, error: unknown): string {
  const key = `admin.error.${error instanceof AdminApiError ? error.code : 'generic'}`;
  return t(key in en ? (key as MessageKey) : 'admin.error.generic');
}
