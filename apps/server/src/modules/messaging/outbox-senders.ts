import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import { outboxMessages } from './messaging.schema.ts';

/** Sends text messages; a real SMS provider implements the same interface. */
export interface SmsSender {
  send(phone: string, text: string): Promise<void>;
}

export interface MailSender {
  send(to: string, subject: string, text: string): Promise<void>;
}

/**
 * The development and test senders: nothing leaves the machine. Each message is written to the
 * outbox table (tests and developers read codes from there) and to the log.
 */
export function createOutboxSenders(db: Database, log: FastifyBaseLogger): { sms: SmsSender; mail: MailSender } {
  return {
    sms: {
      async send(phone, text) {
        await db.insert(outboxMessages).values({ channel: 'sms', recipient: phone, body: text });
        log.info({ channel: 'sms', to: phone, text }, 'outbox message');
      },
    },
    mail: {
      async send(to, subject, text) {
        await db.insert(outboxMessages).values({ channel: 'email', recipient: to, subject, body: text });
        log.info({ channel: 'email', to, subject, text }, 'outbox message');
      },
    },
  };
}
