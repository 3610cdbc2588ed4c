import type { ApiError, AppErrorCode } from '@storefront/contracts';
import type { ContentLanguage } from './language.ts';

/**
 * Text a client may show as it is (SPEC §8: the storefront's toast shows the answer's message):
 * one text per language the shop speaks, or one text for all (a staff-only or machine-facing
 * answer). The error handler picks the caller's language, so a service deep in a call needs no
 * language to refuse in the shopper's words.
 */
export type ShownText = string | Readonly<Record<ContentLanguage, string>>;

export interface AppFieldError {
  field: string;
  message: ShownText;
}

const inLanguage = (text: ShownText, language: ContentLanguage) => (typeof text === 'string' ? text : text[language]);

/**
 * A failure the client caused or may show: it becomes `{ message, code, errors? }` with its
 * status. Anything else thrown is a bug and answers 500 without details.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: AppErrorCode,
    readonly text: ShownText,
    readonly errors?: AppFieldError[],
  ) {
    // The English text, for logs and for callers that are not HTTP clients (the CLI).
    super(inLanguage(text, 'en'));
  }

  /** The SPEC §8 body in the caller's language. */
  bodyIn(language: ContentLanguage): ApiError {
    const message = inLanguage(this.text, language);
    if (!this.errors?.length) return { message, code: this.code };
    return {
      message,
      code: this.code,
      errors: this.errors.map((error) => ({ field: error.field, message: inLanguage(error.message, language) })),
    };
  }
}

export const badRequest = (code: AppErrorCode, text: ShownText, errors?: AppFieldError[]) =>
  new AppError(400, code, text, errors);
export const unauthorized = (code: AppErrorCode, text: ShownText) => new AppError(401, code, text);
export const forbidden = (code: AppErrorCode, text: ShownText) => new AppError(403, code, text);
export const notFound = (code: AppErrorCode, text: ShownText) => new AppError(404, code, text);
export const conflict = (code: AppErrorCode, text: ShownText, errors?: AppFieldError[]) =>
  new AppError(409, code, text, errors);

/** A refusal about one field: the answer's message and the field's are the same text. */
export const fieldProblem = (status: number, code: AppErrorCode, field: string, text: ShownText) =>
  new AppError(status, code, text, [{ field, message: text }]);
