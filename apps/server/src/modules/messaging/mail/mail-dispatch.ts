import type { FastifyBaseLogger } from 'fastify';
import { DeliveryError, type MailMessage, type MailSender } from '../senders.ts';

/** Waits before the second and third try of a send the server could not complete. */
export const MAIL_RETRY_DELAYS_MS = [5_000, 30_000];

export type MailDispatch = (message: MailMessage) => void;

/**
 * Sends in the background and returns at once, so a slow or broken mail server never holds up or
 * fails what the shopper is doing: a send that may work later (`unavailable`) is tried again after
 * each of `delaysMs`, then given up and logged at error level; a refused one is logged at once.
 */
export function createMailDispatch(
  mail: MailSender,
  log: FastifyBaseLogger,
  delaysMs: readonly number[] = MAIL_RETRY_DELAYS_MS,
): MailDispatch {
  async function attempt(message: MailMessage, tries: number): Promise<void> {
    try {
      await mail.send(message);
    } catch (error) {
      const retry = error instanceof DeliveryError && error.reason === 'unavailable' && tries < delaysMs.length;
      if (!retry) {
        log.error({ to: message.to, subject: message.subject, err: (error as Error).message }, 'e-mail not sent');
        return;
      }
      log.warn({ to: message.to, tries: tries + 1, err: (error as Error).message }, 'e-mail send failed, retrying');
      // unref: a pending retry must not keep a stopping process alive.
      await new Promise((resolve) => setTimeout(resolve, delaysMs[tries]).unref());
      await attempt(message, tries + 1);
    }
  }
  return (message) => void attempt(message, 0);
}
