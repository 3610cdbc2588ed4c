import { describe, expect, it } from 'vitest';
import { buildTestApp } from './helper.ts';
import { createGuest, signInByPhone, type Caller } from './sessions.ts';

// Issue 10: every operation the OpenAPI document lists, called with hostile text (NUL, bidi
// controls, very long, emoji, SQL-ish, malformed) in its path, query and body, answers below 500.
// Deterministic and bounded: a fixed list of values, each value once in every text slot together,
// then a few of them in one slot at a time with valid values around it (so they reach the handler).
const { app, database } = await buildTestApp();

const HOSTILE_TEXT = [
  '\u0000',
  'a\u0000b',
  '\u0001\u001f\u007f',
  '\u202eevil\u202c',
  '\u2066\u2067x\u2069',
  'x'.repeat(10_000),
  '😀👍🏽🇰🇼',
  "' OR 1=1 --",
  '"; drop table customers; --',
  "startswith(productName,'a') or 1 eq 1",
  '../../etc/passwd',
  '',
  ' ',
  '-1',
  '99999999999999999999',
  '1e309',
  'null',
  '١٢٣',
  '\ud800',
  '\uffff',
  '{"$ne":null}',
];
const ONE_SLOT_AT_A_TIME = ['\u0000', '\u202eevil', 'x'.repeat(10_000), '😀', "1' OR '1'='1"];
const HOSTILE_NUMBERS = [-1, 0, 2 ** 31, 2 ** 53 + 1, 1.5, -0.0001];

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  minLength?: number;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
};
type Operation = {
  parameters?: { in: 'path' | 'query' | 'header'; name: string; schema?: Schema }[];
  requestBody?: { content: Record<string, { schema: Schema }> };
};

/** What a slot holds: every text the same hostile value, or valid values except one hostile text slot. */
type Fill = { text: (slot: string) => string | undefined; number: number | undefined };

function valueFor(schema: Schema, fill: Fill, slot: string): unknown {
  const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (variant) return valueFor(variant, fill, slot);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'object': {
      const entries = Object.entries(schema.properties ?? {}).map(([key, property]) => [
        key,
        valueFor(property, fill, `${slot}.${key}`),
      ]);
      return Object.fromEntries(entries);
    }
    case 'array':
      return schema.items ? [valueFor(schema.items, fill, `${slot}[]`)] : [];
    case 'integer':
    case 'number':
      return fill.number ?? 1;
    case 'boolean':
      return true;
    case 'null':
      return null;
    default:
      return fill.text(slot) ?? validText(schema);
  }
}

function validText(schema: Schema): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  if (schema.format === 'email') return 'fuzz@example.com';
  if (schema.format === 'uuid') return '00000000-0000-4000-8000-000000000000';
  return 'a'.repeat(Math.max(1, schema.minLength ?? 1));
}

/** Every text slot of an operation: its path and query parameters, and its body's string fields. */
function textSlots(operation: Operation): string[] {
  const slots = (operation.parameters ?? []).filter((p) => p.in !== 'header').map((p) => `${p.in}.${p.name}`);
  const body = operation.requestBody?.content['application/json']?.schema;
  const collect = (schema: Schema, slot: string): void => {
    const variant = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
    if (variant) return collect(variant, slot);
    if (schema.properties) for (const [key, p] of Object.entries(schema.properties)) collect(p, `${slot}.${key}`);
    else if (schema.items) collect(schema.items, `${slot}[]`);
    else if (schema.type === 'string' || schema.type === undefined) slots.push(slot);
  };
  if (body) collect(body, 'body');
  return slots;
}

/** A URL component; a lone surrogate cannot be percent-encoded, so it travels as the bytes no UTF-8 decoder accepts. */
const urlPart = (text: string) => {
  try {
    return encodeURIComponent(text);
  } catch {
    return '%ED%A0%80';
  }
};

function request(path: string, operation: Operation, fill: Fill, caller: Caller) {
  const pathParams: Record<string, string> = { userId: caller.userId, '*': 'products/x.svg' };
  const url = path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    urlPart(fill.text(`path.${name}`) ?? pathParams[name] ?? '1'),
  );
  const query = (operation.parameters ?? [])
    .filter((p) => p.in === 'query')
    .map((p) => {
      const type = Array.isArray(p.schema?.type) ? p.schema.type[0] : p.schema?.type;
      const numeric = type === 'integer' || type === 'number';
      const value =
        fill.text(`query.${p.name}`) ??
        (numeric && fill.number !== undefined ? String(fill.number) : validText(p.schema ?? {}));
      return `${encodeURIComponent(p.name)}=${urlPart(value)}`;
    })
    .join('&');
  const bodySchema = operation.requestBody?.content['application/json']?.schema;
  return {
    url: query ? `${url}?${query}` : url,
    payload: bodySchema ? JSON.stringify(valueFor(bodySchema, fill, 'body')) : undefined,
  };
}

describe('the OpenAPI document, fuzzed', () => {
  it('answers every documented operation below 500 whatever text it is given', { timeout: 120_000 }, async () => {
    await app.ready();
    const document = app.swagger() as unknown as { paths: Record<string, Record<string, Operation>> };
    const callers = [await createGuest(app), await signInByPhone(app, database, '+96551150077')];
    const failures: string[] = [];
    let sent = 0;

    for (const [path, methods] of Object.entries(document.paths)) {
      for (const [method, operation] of Object.entries(methods)) {
        const fills: Fill[] = [
          ...HOSTILE_TEXT.map((text, n) => ({ text: () => text, number: HOSTILE_NUMBERS[n % HOSTILE_NUMBERS.length] })),
          ...textSlots(operation).flatMap((slot) =>
            ONE_SLOT_AT_A_TIME.map((text) => ({
              text: (candidate: string) => (candidate === slot ? text : undefined),
              number: undefined,
            })),
          ),
        ];
        for (const [n, fill] of fills.entries()) {
          const caller = callers[n % callers.length]!;
          const { url, payload } = request(path, operation, fill, caller);
          const response = await app.inject({
            method: method.toUpperCase() as 'GET',
            url,
            headers: {
              ...caller.headers,
              language: n % 2 === 0 ? 'en' : 'ar',
              ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
            },
            ...(payload === undefined ? {} : { payload }),
          });
          sent += 1;
          if (response.statusCode >= 500) {
            failures.push(
              `${method.toUpperCase()} ${url.slice(0, 200)} ${payload?.slice(0, 200) ?? ''} → ${response.statusCode} ${response.body.slice(0, 200)}`,
            );
          }
        }
      }
    }
    expect(sent).toBeGreaterThan(2_000);
    expect(failures).toEqual([]);
  });
});
