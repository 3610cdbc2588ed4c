import { createTransport } from 'nodemailer';
import { DeliveryError, type MailSender } from '../senders.ts';

/** How long connecting, greeting and each SMTP command may take before the send counts as failed. */
const SMTP_TIMEOUT_MS = 15_000;

/**
 * E-mail through an SMTP server (`smtp://user:password@host:587` upgrades with STARTTLS,
 * `smtps://…:465` is TLS from the start). One pooled transport per process.
 */
export function createSmtpMailSender(settings: { url: string; from: string }): MailSender & { close(): void } {
  const transport = createTransport(
    {
      url: settings.url,
      pool: true,
      connectionTimeout: SMTP_TIMEOUT_MS,
      greetingTimeout: SMTP_TIMEOUT_MS,
      socketTimeout: SMTP_TIMEOUT_MS,
    },
    { from: settings.from },
  );
  return {
    async send(message) {
      try {
        await transport.sendMail({
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.replyTo ? { replyTo: message.replyTo } : {}),
          headers: { 'Content-Language': message.language },
        });
      } catch (error) {
        // 5xx replies (550 no such mailbox …) will not change on a retry; the rest (4xx, network) may.
        const code = (error as { responseCode?: number }).responseCode;
        const reason = code !== undefined && code >= 500 ? 'rejected' : 'unavailable';
        throw new DeliveryError(reason, `SMTP: ${(error as Error).message}`);
      }
    },
    close: () => transport.close(),
  };
}
