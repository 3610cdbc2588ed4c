import { ApiRequestError } from './api-client.ts';

/** Translates a full `ui.prisma.*` key; i18next's `t` fits. */
export type Translate = (key: string) => string;

export const GENERIC_ERROR_KEY = 'ui.prisma.toast.error.generic';
export const GENERIC_SUCCESS_KEY = 'ui.prisma.toast.success.generic';

/**
 * SPEC §8 error toast: the first validation error message of the answer, else its message,
 * else the generic "Something went wrong, please try again".
 */
export function errorToastMessage(error: unknown, t: Translate): string {
  const body = error instanceof ApiRequestError ? error.body : null;
  const firstFieldMessage = body?.errors?.find((fieldError) => fieldError.message.trim() !== '')?.message;
  return firstFieldMessage || body?.message || t(GENERIC_ERROR_KEY);
}

/** SPEC §8 success toast: the answer's message, else "Operation completed successfully". */
export function successToastMessage(answer: unknown, t: Translate): string {
  const message = typeof answer === 'object' && answer !== null ? (answer as { message?: unknown }).message : undefined;
  return typeof message === 'string' && message.trim() !== '' ? message : t(GENERIC_SUCCESS_KEY);
}
