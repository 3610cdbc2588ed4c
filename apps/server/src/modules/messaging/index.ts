/** Messaging: sign-in codes by SMS or WhatsApp, e-mail by SMTP, or both to the development outbox. */
export { createSenders } from './create-senders.ts';
export { DeliveryError, type DeliveryFailure, type MailSender, type SmsSender } from './senders.ts';
export { outboxRoutes } from './outbox.routes.ts';
