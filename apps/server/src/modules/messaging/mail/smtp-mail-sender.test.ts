import { fastify } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.ts';
import { startSmtpInbox } from '../../../../test/fakes/smtp-inbox.ts';
import { DeliveryError } from '../senders.ts';
import { createSmtpMailSender } from './smtp-mail-sender.ts';
import { createMailDispatch, MAIL_JOB } from './mail-dispatch.ts';
import { createJobQueue } from '../../jobs/index.ts';

const inbox = await startSmtpInbox();
const log = fastify({ logger: false }).log;
const { app, database } = await buildTestApp({
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

  it('a send put off by the server is retried by the job queue; a refused one is not', async () => {
    const jobs = createJobQueue({
      database,
      log,
      pollIntervalSeconds: 0.5,
      maintenanceIntervalSeconds: 1,
      stopTimeoutMs: 1_000,
    });
    const sender = createSmtpMailSender({ url: inbox.url, from: 'shop@example.com' });
    const dispatch = createMailDispatch(jobs, sender, log, {
      retryLimit: 3,
      retryDelaySeconds: 1,
      retryBackoff: false,
    });
    await jobs.start();
    afterAll(() => jobs.stop());
    inbox.putOffNext(2);
    dispatch({ to: 'patient@example.com', subject: 'Third time lucky', text: 'Hello', language: 'en' });
    expect((await inbox.receive('patient@example.com', /./, 20_000)).subject).toBe('Third time lucky');
    expect(inbox.attempts.filter((to) => to === 'patient@example.com')).toHaveLength(3);

    dispatch({ to: 'unknown@refused.example', subject: 'Refused', text: 'Hello', language: 'en' });
    // Completed, not failed: the queue will not try it again (the password reset of the first test is the third).
    await expect.poll(async () => (await jobs.counts())[MAIL_JOB]?.completed, { timeout: 10_000 }).toBe(3);
    expect((await jobs.counts())[MAIL_JOB]).toMatchObject({ retry: 0, failed: 0 });
    expect(inbox.attempts.filter((to) => to === 'unknown@refused.example')).toHaveLength(1);
    sender.close();
  });
});
