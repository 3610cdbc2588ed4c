import type { FastifyRequest } from 'fastify';

/**
 * What log lines may say about a request and an error: never values the client sent, which hold
 * personal data (phones, e-mails, addresses, search words). A request is its method and path without
 * the query string; a failed query is its SQL without its parameters; a driver error is its code and
 * constraint without its `detail` (PostgreSQL's "Key (phone)=(…) already exists").
 */
export const logSerializers = {
  req: (request: FastifyRequest) => ({
    method: request.method,
    url: request.url.split('?')[0] ?? '',
    remoteAddress: request.ip,
  }),
  err: (error: Error) => errorForLog(error),
};

type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  constraint?: unknown;
  statusCode?: unknown;
  cause?: LoggedError;
  [key: string]: unknown;
};

export function errorForLog(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error))
    return { type: typeof error, message: 'A value that is not an Error was thrown.', stack: '' };
  const fields = error as Error & { query?: unknown; params?: unknown; code?: unknown; constraint?: unknown };
  // Drizzle's failed-query error puts the parameters in its message (and so in the stack's first line);
  // a database error's message may quote the value it refused ('invalid input syntax …: "…"').
  const message =
    typeof fields.query === 'string' && 'params' in fields
      ? `Failed query: ${fields.query}`
      : 'severity' in error
        ? `Database error ${String(fields.code)}`
        : error.message;
  const frames = error.stack?.indexOf('\n    at') ?? -1;
  const stack = `${error.name}: ${message}${frames >= 0 ? error.stack!.slice(frames) : ''}`;
  const logged: LoggedError = { type: error.name, message, stack };
  if (fields.code !== undefined) logged.code = fields.code;
  if (fields.constraint !== undefined) logged.constraint = fields.constraint;
  if ('statusCode' in error) logged.statusCode = error.statusCode;
  if (error.cause !== undefined && depth < 3) logged.cause = errorForLog(error.cause, depth + 1);
  return logged;
}
