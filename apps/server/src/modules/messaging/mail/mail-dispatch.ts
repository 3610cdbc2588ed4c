import type { FastifyBaseLogger } from 'fastify';
import type { JobQueue, RetryOptions } from '../../jobs/index.ts';
import { DeliveryError, type MailMessage, type MailSender } from '../senders.ts';

/** The job that sends one rendered e-mail. */
export const MAIL_JOB = 'messages.send-mail';

/** An e-mail the server put off is tried again after about 1, 2, 4 … minutes, 8 times (over four hours). */
const MAIL_RETRY: RetryOptions = { retryLimit: 8, retryDelaySeconds: 60, retryBackoff: true, expireInSeconds: 120 };

export type MailDispatch = (message: MailMessage) => void;

/**
 * Sends through the durable job queue and returns at once, so a slow or broken mail server never
 * holds up or fails what the shopper is doing, and a restart loses no e-mail once it is queued. A
 * send put off (`unavailable`: timeout, 4xx, no connection) fails the run, which the queue retries
 * with back-off; a refused one (5xx) would be refused again, so it is logged and not retried.
 */
export function createMailDispatch(
  jobs: Pick<JobQueue, 'work' | 'send'>,
  mail: MailSender,
  log: FastifyBaseLogger,
  retry: RetryOptions = MAIL_RETRY,
): MailDispatch {
  jobs.work<MailMessage>(
    MAIL_JOB,
    async (job) => {
      try {
        await mail.send(job.data);
      } catch (error) {
        const message = { to: job.data.to, subject: job.data.subject, err: (error as Error).message };
        if (error instanceof DeliveryError && error.reason === 'unavailable') {
          log.warn({ ...message, retryCount: job.retryCount }, 'e-mail send put off, the queue retries it');
          throw error;
        }
        log.error(message, 'e-mail not sent');
      }
    },
    { ...retry, concurrency: 4 },
  );
  return (message) =>
    void jobs
      .send(MAIL_JOB, message)
      .catch((error: Error) => log.error({ to: message.to, err: error.message }, 'e-mail not queued'));
}
