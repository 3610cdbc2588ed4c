import type { AppErrorCode, FieldError } from '@storefront/contracts';

/**
 * A failure the client caused or may show: it becomes `{ message, code, errors? }` with its
 * status. Anything else thrown is a bug and answers 500 without details.
 */
export class AppError extends Error {
  override name = 'AppError';
  constructor(
    readonly statusCode: number,
    readonly code: AppErrorCode,
    message: string,
    readonly errors?: FieldError[],
  ) {
    super(message);
  }
}

export const badRequest = (code: AppErrorCode, message: string, errors?: FieldError[]) =>
  new AppError(400, code, message, errors);
export const unauthorized = (code: AppErrorCode, message: string) => new AppError(401, code, message);
export const forbidden = (code: AppErrorCode, message: string) => new AppError(403, code, message);
export const notFound = (code: AppErrorCode, message: string) => new AppError(404, code, message);
export const conflict = (code: AppErrorCode, message: string, errors?: FieldError[]) =>
  new AppError(409, code, message, errors);
