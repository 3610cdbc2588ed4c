import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

// Issue 10: guests and phone checks are limited per client address; with REDIS_URL every process
// of the shop counts in the same place, as the OTP limits do.
const REDIS_URL = 'redis://127.0.0.1:6379';
const keyPrefix = `storefront-test-${randomUUID()}:`;
const limits = { GUESTS_PER_ADDRESS_PER_HOUR: '5' };
const { app } = await buildTestApp(limits);
// Two apps on one Redis stand for two processes of one shop.
const processes = [
  await buildTestApp({ ...limits, REDIS_URL, REDIS_KEY_PREFIX: keyPrefix }),
  await buildTestApp({ ...limits, REDIS_URL, REDIS_KEY_PREFIX: keyPrefix }),
].map(({ app }) => app);
const redis = new Redis(REDIS_URL);
afterAll(async () => {
  const keys = await redis.keys(`${keyPrefix}*`);
  if (keys.length > 0) await redis.del(...keys);
  await redis.quit();
});

const newGuest = (on = app, remoteAddress = '203.0.113.7', language = 'en') =>
  on.inject({ method: 'POST', url: '/api/users/customers/guest', remoteAddress, headers: { language } });

const checkPhone = (remoteAddress: string, language = 'en') =>
  app.inject({
    url: `/api/users/phone/check?PhoneNumber=${encodeURIComponent('+96551234567')}`,
    remoteAddress,
    headers: { language },
  });

describe('guest creation', () => {
  it('is limited per client address with a translated 429, and other addresses are unaffected', async () => {
    const statuses = [];
    for (let n = 0; n < 6; n++) statuses.push((await newGuest()).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    const refused = await newGuest(app, '203.0.113.7', 'ar');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS', message: expect.stringContaining('حاول') });
    expect((await newGuest(app, '203.0.113.8')).statusCode).toBe(201);
  });

  it('counts across every process of the shop when REDIS_URL is set', async () => {
    const statuses = [];
    for (let n = 0; n < 6; n++) statuses.push((await newGuest(processes[n % 2], '198.51.100.4')).statusCode);
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    expect(await redis.keys(`${keyPrefix}*`)).toEqual([expect.stringContaining('198.51.100.4')]);
  });
});

describe('GET /api/users/phone/check', () => {
  it('is limited per client address like code requests (20 an hour)', async () => {
    const statuses = [];
    for (let n = 0; n < 21; n++) statuses.push((await checkPhone('192.0.2.10')).statusCode);
    expect(statuses.slice(0, 20).every((status) => status === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
    expect((await checkPhone('192.0.2.10', 'ar')).json().message).toMatch(/^محاولات كثيرة جدًا/);
    expect((await checkPhone('192.0.2.11')).statusCode).toBe(200);
  });
});
