import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import { outboxMessages } from './messaging.schema.ts';

/** A sign-in code on its way to a phone: the text, and the bare code for providers that fill an approved template. */
export interface SmsMessage {
  text: string;
  code: string;
  language: ContentLanguage;
}

/** Sends sign-in codes to a phone (E.164); throws a DeliveryError when the provider refuses or cannot be reached. */
export interface SmsSender {
  send(phone: string, message: SmsMessage): Promise<void>;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  /** The same content as HTML; the outbox keeps the text part only. */
  html?: string;
  language: ContentLanguage;
  /** Where an answer goes (the shopper's address on the shop's copy of a contact message). */
  replyTo?: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

/** Why a provider did not take a message: only an invalid recipient is the shopper's to fix. */
export type DeliveryFailure = 'invalid-recipient' | 'rejected' | 'unavailable';

export class DeliveryError extends Error {
  override name = 'DeliveryError';
  constructor(
    readonly reason: DeliveryFailure,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The development and test senders: nothing leaves the machine. Each message is written to the
 * outbox table (tests and developers read codes from there) and to the log.
 */
export function createOutboxSenders(db: Database, log: FastifyBaseLogger): { sms: SmsSender; mail: MailSender } {
  return {
    sms: {
      async send(phone, { text }) {
        await db.insert(outboxMessages).values({ channel: 'sms', recipient: phone, body: text });
        log.info({ channel: 'sms', to: phone, text }, 'outbox message');
      },
    },
    mail: {
      async send({ to, subject, text }) {
        await db.insert(outboxMessages).values({ channel: 'email', recipient: to, subject, body: text });
        log.info({ channel: 'email', to, subject, text }, 'outbox message');
      },
    },
  };
}
