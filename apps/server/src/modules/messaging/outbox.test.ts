import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/helper.ts';

const production = await buildTestApp();
const development = await buildTestApp({ DEV_OUTBOX: 'true' });

describe('development outbox', () => {
  it('shows what the development SMS sender wrote to a phone, newest first', async () => {
    const { app } = development;
    await app.inject({
      method: 'POST',
      url: '/api/phone/verify/request',
      payload: { phone: '+96551119999', name: '' },
    });
    const response = await app.inject('/api/dev/outbox?recipient=%2B96551119999');
    expect(response.statusCode).toBe(200);
    expect(response.json()[0]).toMatchObject({
      channel: 'sms',
      recipient: '+96551119999',
      body: expect.stringMatching(/\d{6}/),
    });
  });

  it('does not exist unless DEV_OUTBOX is set', async () => {
    const response = await production.app.inject('/api/dev/outbox?recipient=%2B96551119999');
    expect(response.statusCode).toBe(404);
  });
});
