/** Messaging: sign-in codes by SMS or WhatsApp, the shop's e-mails by SMTP, or both to the development outbox. */
export { createSenders } from './create-senders.ts';
export { DeliveryError, type DeliveryFailure, type MailSender, type SmsSender } from './senders.ts';
export { createMailDispatch } from './mail/mail-dispatch.ts';
export { createShopMail, type OrderMailEvent, type ShopMail } from './mail/shop-mail.service.ts';
export type { Shipment } from './mail/shop-mails.ts';
export { outboxRoutes } from './outbox.routes.ts';
