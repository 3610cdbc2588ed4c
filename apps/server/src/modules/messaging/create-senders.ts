import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.ts';
import type { MailConfig, SmsConfig } from '../../config.ts';
import { createOutboxSenders, DeliveryError, type MailSender, type SmsSender } from './senders.ts';
import { createTwilioSmsSender } from './sms/twilio-sms-sender.ts';
import { createUnifonicSmsSender } from './sms/unifonic-sms-sender.ts';
import { createSmtpMailSender } from './mail/smtp-mail-sender.ts';

/**
 * The senders the configuration asks for: the outbox by default (nothing leaves the machine), a
 * provider otherwise. `close` ends what they hold open (the SMTP pool).
 */
export function createSenders(
  settings: { sms: SmsConfig; mail: MailConfig },
  db: Database,
  log: FastifyBaseLogger,
): { sms: SmsSender; mail: MailSender; close(): void } {
  const outbox = createOutboxSenders(db, log);
  const provider =
    settings.sms.provider === 'twilio'
      ? createTwilioSmsSender(settings.sms)
      : settings.sms.provider === 'unifonic'
        ? createUnifonicSmsSender(settings.sms)
        : outbox.sms;
  const smtp = settings.mail.transport === 'smtp' ? createSmtpMailSender(settings.mail) : null;
  return {
    sms: {
      async send(phone, message) {
        try {
          await provider.send(phone, message);
        } catch (error) {
          // The provider's answer is for the operator; the shopper gets a short reason from the caller.
          if (error instanceof DeliveryError) log.warn({ reason: error.reason, err: error.message }, 'SMS not sent');
          throw error;
        }
      },
    },
    mail: smtp ?? outbox.mail,
    close: () => smtp?.close(),
  };
}
