import { index, integer, pgEnum, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

export const outboxChannel = pgEnum('outbox_channel', ['sms', 'email']);

/** What the development senders "sent": development and tests read codes and links from here. */
export const outboxMessages = pgTable(
  'outbox_messages',
  {
    id: integer().primaryKey().generatedAlwaysAsIdentity(),
    channel: outboxChannel().notNull(),
    recipient: text().notNull(),
    subject: text(),
    body: text().notNull(),
    createdAt: timestamp({ withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbox_messages_recipient_idx').on(t.recipient, t.createdAt)],
);
