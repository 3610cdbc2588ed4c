import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { ApiErrorSchema, MessageSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { contactMessages } from './content.schema.ts';

const { app, database } = await buildTestApp();

const REDIS_URL = 'redis://127.0.0.1:6379';
/** Unique per run, so runs in parallel (PGlite and PostgreSQL projects) or in a row never share counters. */
const keyPrefix = `storefront-test-${randomUUID()}:`;
const { app: redisApp } = await buildTestApp({ REDIS_URL, REDIS_KEY_PREFIX: keyPrefix });
const redis = new Redis(REDIS_URL);
afterAll(async () => {
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const aMessage = (overrides: Record<string, unknown> = {}) => ({
  name: 'Sara Al-Mutairi',
  email: 'sara@example.com',
  phone: '+965 5000 1234',
  subject: 'Delivery to Jahra',
  message: 'Do you deliver to Jahra on Fridays?',
  ...overrides,
});

/** Each test writes from its own address: the limit counts per IP, and invalid bodies count too. */
let lastAddress = 0;
const nextAddress = () => `10.0.0.${++lastAddress}`;

const send = (target: typeof app, payload: unknown, { ip = nextAddress(), language = 'en' } = {}) =>
  target.inject({
    method: 'POST',
    url: '/api/stores/self/contact-us',
    payload: payload as object,
    remoteAddress: ip,
    headers: { language },
  });

describe('contact us', () => {
  it('stores the message with the sender language and address, and thanks in English', async () => {
    const response = await send(app, aMessage(), { ip: '10.1.1.1' });
    expect(response.statusCode).toBe(201);
    expect(MessageSchema.parse(response.json()).message).toBe('Thank you, we will get back to you soon.');
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.ip, '10.1.1.1'));
    expect(stored).toMatchObject({ ...aMessage(), language: 'en', ip: '10.1.1.1' });
  });

  it('thanks in Arabic, and keeps an empty phone as none', async () => {
    const response = await send(app, aMessage({ phone: '', name: 'سارة' }), { ip: '10.1.1.2', language: 'ar' });
    expect(response.statusCode).toBe(201);
    expect(response.json().message).toBe('شكرًا لك، سنتواصل معك قريبًا.');
    const [stored] = await database.db.select().from(contactMessages).where(eq(contactMessages.ip, '10.1.1.2'));
    expect(stored).toMatchObject({ name: 'سارة', phone: null, language: 'ar' });
  });

  it.each([
    ['name', { name: 'S' }],
    ['name', { name: undefined }],
    ['email', { email: 'sara-at-example.com' }],
    ['phone', { phone: 'call me' }],
    ['subject', { subject: '' }],
    ['message', { message: 'Hi' }],
    ['message', { message: 'x'.repeat(5001) }],
  ])('refuses a bad %s with 400 naming the field, and stores nothing', async (field, overrides) => {
    const ip = nextAddress();
    const response = await send(app, aMessage(overrides), { ip });
    expect(response.statusCode).toBe(400);
    const error = ApiErrorSchema.parse(response.json());
    expect(error.code).toBe('VALIDATION_FAILED');
    expect(error.errors?.map((entry) => entry.field)).toEqual([field]);
    expect(await database.db.select().from(contactMessages).where(eq(contactMessages.ip, ip))).toEqual([]);
  });

  it('allows five messages per address in ten minutes, then answers 429 in the error shape', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 5; i++) expect((await send(app, aMessage(), { ip })).statusCode).toBe(201);
    const limited = await send(app, aMessage(), { ip });
    expect(limited.statusCode).toBe(429);
    expect(ApiErrorSchema.parse(limited.json())).toEqual({
      message: expect.stringMatching(/try again in 10 minutes/),
      code: 'TOO_MANY_REQUESTS',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await send(app, aMessage())).statusCode).toBe(201);
  });
});

describe('contact us with REDIS_URL set', () => {
  it('keeps the counters in Redis, where every process of the shop sees them, and still limits', async () => {
    const ip = nextAddress();
    for (let i = 0; i < 5; i++) expect((await send(redisApp, aMessage(), { ip })).statusCode).toBe(201);
    expect((await send(redisApp, aMessage(), { ip })).statusCode).toBe(429);
    expect(await redis.keys(`${keyPrefix}*`)).toEqual([expect.stringContaining(ip)]);
  });
});
