import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors.ts';
import type { ContentLanguage } from '../lib/language.ts';

/**
 * C0 control characters and DEL. No text the shop keeps or searches holds them, and PostgreSQL
 * refuses NUL outright; tab, line feed and carriage return stay allowed in bodies (notes,
 * messages) but not in query strings or path parameters.
 */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_IN_BODY = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL_ANYWHERE = /[\u0000-\u001F\u007F]/;
/** Bidirectional embeddings, overrides and isolates: they make a name or address read other than it is stored. */
const BIDI_CONTROLS = /[\u202A-\u202E\u2066-\u2069]/g;

const MESSAGE: Record<ContentLanguage, string> = {
  en: 'This text contains control characters that are not allowed.',
  ar: 'يحتوي هذا النص على رموز تحكم غير مسموح بها.',
};

type Part = 'querystring' | 'params' | 'body';

/**
 * One check of every route's text input, before its schema sees it (issue 10): a control
 * character answers 400 naming the field; bidi controls are removed, so they reach no name,
 * address or note. Walks parsed JSON and query objects only (uploads are read by their routes).
 */
export const textInputPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('preValidation', async (request) => {
    const parts: [Part, unknown, RegExp][] = [
      ['querystring', request.query, CONTROL_ANYWHERE],
      ['params', request.params, CONTROL_ANYWHERE],
      ['body', request.body, CONTROL_IN_BODY],
    ];
    for (const [part, value, control] of parts) {
      const field = fieldWithControl(value, control, []);
      if (field !== null) {
        const message = MESSAGE[request.language];
        throw badRequest('INVALID_CHARACTERS', message, [{ field: field || part, message }]);
      }
    }
    request.query = withoutBidiControls(request.query);
    request.body = withoutBidiControls(request.body);
  });
});

/** The dotted path of the first string (or key) holding a control character, '' for the value itself. */
function fieldWithControl(value: unknown, control: RegExp, path: string[]): string | null {
  if (typeof value === 'string') return control.test(value) ? path.join('.') : null;
  if (typeof value !== 'object' || value === null) return null;
  for (const [key, item] of Object.entries(value)) {
    if (control.test(key)) return [...path, key].join('.');
    const found = fieldWithControl(item, control, [...path, key]);
    if (found !== null) return found;
  }
  return null;
}

function withoutBidiControls<T>(value: T): T {
  if (typeof value === 'string') return value.replace(BIDI_CONTROLS, '') as T;
  if (Array.isArray(value)) return value.map(withoutBidiControls) as T;
  if (typeof value !== 'object' || value === null || Buffer.isBuffer(value)) return value;
  return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withoutBidiControls(item)])) as T;
}
