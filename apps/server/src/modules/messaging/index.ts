/** Messaging: SMS and e-mail written to the outbox, and the development outbox reader. */
export { createOutboxSenders, type MailSender, type SmsSender } from './outbox-senders.ts';
export { outboxRoutes } from './outbox.routes.ts';
