import { fastify } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.ts';
import { startSmtpInbox } from '../../../../test/fakes/smtp-inbox.ts';
import { DeliveryError } from '../senders.ts';
import { createSmtpMailSender } from './smtp-mail-sender.ts';
import { createMailDispatch } from './mail-dispatch.ts';

const inbox = await startSmtpInbox();
const { app } = await buildTestApp({
  LOGIN_BY_EMAIL: 'true',
  PUBLIC_URL: 'https://shop.example',
  SMTP_URL: inbox.url,
  MAIL_FROM: 'Demo Shop <shop@example.com>',
});

describe('e-mail over SMTP', () => {
  it('a password reset reaches the SMTP server from the configured sender', async () => {
    await app.inject({
      method: 'POST',
      url: '/api/account/forgot-password',
      payload: { email: 'customer@example.com' },
    });
    const mail = await inbox.receive('customer@example.com');
    expect(mail.from?.text).toBe('"Demo Shop" <shop@example.com>');
    expect(mail.text).toMatch(/https:\/\/shop\.example\/account\/reset-password\?token=[\w-]+/);
  });

  it('a refused mailbox (550) or wrong credentials will not pass on a retry; an unreachable server may', async () => {
    const reason = async (url: string, to: string) => {
      const sender = createSmtpMailSender({ url, from: 'shop@example.com' });
      try {
        await sender.send({ to, subject: 'Test', text: 'Test', language: 'en' });
        return null;
      } catch (error) {
        return error instanceof DeliveryError ? error.reason : error;
      } finally {
        sender.close();
      }
    };
    expect(await reason(inbox.url, 'nobody@refused.example')).toBe('rejected');
    expect(await reason(inbox.url.replace('smtp-secret', 'wrong-secret'), 'customer@example.com')).toBe('rejected');
    expect(await reason('smtp://shop:smtp-secret@127.0.0.1:1', 'customer@example.com')).toBe('unavailable');
  });

  it('a send put off by the server is tried again after a pause; a refused one is not', async () => {
    const sender = createSmtpMailSender({ url: inbox.url, from: 'shop@example.com' });
    const dispatch = createMailDispatch(sender, fastify({ logger: false }).log, [50, 100]);
    inbox.putOffNext(2);
    dispatch({ to: 'patient@example.com', subject: 'Third time lucky', text: 'Hello', language: 'en' });
    expect((await inbox.receive('patient@example.com')).subject).toBe('Third time lucky');
    expect(inbox.attempts.filter((to) => to === 'patient@example.com')).toHaveLength(3);

    dispatch({ to: 'unknown@refused.example', subject: 'Refused', text: 'Hello', language: 'en' });
    dispatch({ to: 'after@example.com', subject: 'Next', text: 'Hello', language: 'en' });
    await inbox.receive('after@example.com');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(inbox.attempts.filter((to) => to === 'unknown@refused.example')).toHaveLength(1);
    sender.close();
  });
});
