import type { FastifyError, FastifyInstance, FastifySchemaValidationError } from 'fastify';
import { z } from 'zod';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors, ResponseSerializationError } from 'fastify-type-provider-zod';
import type { ApiError, FieldError } from '@storefront/contracts';
import { AppError } from '../lib/errors.ts';
import type { ContentLanguage } from '../lib/language.ts';
import { BATCH_ITEMS_FIELD } from '../lib/batch-items.ts';

/**
 * The one place errors become responses (SPEC §8 shape). Validation failures list their fields;
 * client errors keep their message; server errors are logged and answered without details.
 */
export const errorsPlugin = fp(async (app: FastifyInstance) => {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return reply.status(error.statusCode).send(error.bodyIn(request.language));
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors: FieldError[] = error.validation.map((issue) => ({
        field: fieldName(issue.instancePath, error.validationContext),
        message: validationMessage(issue, request.language),
      }));
      return reply.status(400).send(body(GENERIC.invalid[request.language], 'VALIDATION_FAILED', errors));
    }
    if (error instanceof ResponseSerializationError) {
      request.log.error({ err: error, issues: error.cause.issues }, 'response does not match its schema');
      return reply.status(500).send(body(GENERIC.failed[request.language], 'INTERNAL_ERROR'));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send(body(clientMessage(error, request.language), error.code ?? 'BAD_REQUEST'));
    }
    request.log.error({ err: error }, 'unhandled error');
    return reply.status(500).send(body(GENERIC.failed[request.language], 'INTERNAL_ERROR'));
  });
});

const zodWording = { en: z.locales.en().localeError, ar: z.locales.ar().localeError } satisfies Record<
  ContentLanguage,
  z.core.$ZodErrorMap
>;

/**
 * A field's validation message in the caller's language: zod's own translation where the message
 * is zod's default wording (worked out again from the issue to tell), a schema's own words as written.
 * A value of the wrong type keeps its English wording: the issue no longer holds the value to name
 * its type (a missing one, the storefront's case, is translated).
 */
function validationMessage(issue: FastifySchemaValidationError, language: ContentLanguage): string {
  const message = issue.message ?? 'Invalid value';
  if (language === 'en') return message;
  const raw = { ...issue.params, code: issue.keyword, path: [] } as unknown as z.core.$ZodRawIssue;
  const say = (wording: ContentLanguage) => {
    const worded = zodWording[wording](raw);
    return typeof worded === 'string' ? worded : worded?.message;
  };
  return say('en') === message ? (say(language) ?? message) : message;
}

/** `/address/street` → `address.street`; an array body's elements are `items.{index}` (lib/batch-items.ts). */
function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  if (context === 'body' && /^\d/.test(path)) return `${BATCH_ITEMS_FIELD}.${path}`;
  return path || context || 'request';
}

function body(message: string, code: string, errors?: FieldError[]): ApiError {
  return errors && errors.length > 0 ? { message, code, errors } : { message, code };
}

/** What the handler says itself, in each language (lib/errors.ts ShownText). */
const GENERIC = {
  invalid: { en: 'The request is not valid.', ar: 'الطلب غير صالح.' },
  failed: { en: 'Something went wrong, please try again', ar: 'حدث خطأ ما، يرجى المحاولة مرة أخرى' },
  bodyTooLarge: { en: 'The request body is too large.', ar: 'محتوى الطلب كبير جدًا.' },
  fileTooLarge: { en: 'The file is too large.', ar: 'الملف كبير جدًا.' },
  mediaType: { en: 'Unsupported content type.', ar: 'نوع المحتوى غير مدعوم.' },
  json: { en: 'The request body is not valid JSON.', ar: 'محتوى الطلب ليس JSON صالحًا.' },
} satisfies Record<string, Record<ContentLanguage, string>>;

/** Fastify's own 4xx messages; the ones a client may meet are said in the caller's language. */
function clientMessage(error: FastifyError, language: ContentLanguage): string {
  switch (error.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return GENERIC.bodyTooLarge[language];
    case 'FST_REQ_FILE_TOO_LARGE':
      return GENERIC.fileTooLarge[language];
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return GENERIC.mediaType[language];
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return GENERIC.json[language];
    default:
      return error.message;
  }
}
