import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError, FieldError } from '@storefront/contracts';
import { AppError } from '../lib/errors.ts';
import { BATCH_ITEMS_FIELD } from '../lib/batch-items.ts';

/**
 * The one place errors become responses (SPEC §8 shape). Validation failures list their fields;
 * client errors keep their message; server errors are logged and answered without details.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).send(body(error.message, error.code, error.errors));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, error.validationContext),
        message: issue.message ?? 'Invalid value',
      }));
      return reply.status(400).send(body('The request is not valid.', 'VALIDATION_FAILED', errors));
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(body('Something went wrong, please try again', 'INTERNAL_ERROR'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(clientMessage(error), error.code ?? 'BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body('Something went wrong, please try again', 'INTERNAL_ERROR'));
  });
});

/** `/address/street` → `address.street`; an array body's elements are `items.{index}` (lib/batch-items.ts). */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (context === 'body' && /^\d/.test(path)) return `${BATCH_ITEMS_FIELD}.${path}`;
  return path || context || 'request';
}

function body(message: string, code: string, errors?: FieldError[]): ApiError {
  return errors && errors.length > 0 ? { message, code, errors } : { message, code };
}

/** Fastify's own 4xx messages are fine to show; map the few that read like internals. */
function clientMessage(error: FastifyError): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return 'The request body is too large.';
    case 'FST_REQ_FILE_TOO_LARGE':
      return 'The file is too large.';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return 'Unsupported content type.';
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return 'The request body is not valid JSON.';
    default:
      return error.message;
  }
}
