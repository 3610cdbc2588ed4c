import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { simpleParser, type ParsedMail } from 'mailparser';
import { afterAll } from 'vitest';

/**
 * A real SMTP server on 127.0.0.1 (the `smtp-server` package) that keeps every message it accepts,
 * parsed by `mailparser`. It takes the credentials it was given and refuses mail to recipients at
 * `refused.example` with a 550, as a mail server refuses an unknown mailbox, and can put senders off
 * for a while (451). Closed after the file's tests.
 */
export async function startSmtpInbox(credentials = { user: 'shop', password: 'smtp-secret' }) {
  const messages: Array<ParsedMail & { envelopeTo: string[] }> = [];
  const waiting: Array<() => void> = [];
  let busyReplies = 0;
  const attempts: string[] = [];
  const server = new SMTPServer({
    authOptional: false,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.password)
        return callback(null, { user: auth.username });
      return callback(new Error('Invalid username or password'));
    },
    onRcptTo(address, _session, callback) {
      attempts.push(address.address);
      if (busyReplies > 0) {
        busyReplies--;
        return callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
      }
      if (address.address.endsWith('@refused.example'))
        return callback(Object.assign(new Error('No such mailbox'), { responseCode: 550 }));
      return callback();
    },
    onData(stream, session, callback) {
      simpleParser(stream).then(
        (parsed) => {
          messages.push({ ...parsed, envelopeTo: session.envelope.rcptTo.map((rcpt) => rcpt.address) });
          for (const wake of waiting.splice(0)) wake();
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  return {
    url: `smtp://${credentials.user}:${credentials.password}@127.0.0.1:${port}`,
    messages,
    /** Every recipient the server was asked to take, refused ones included. */
    attempts,
    /** The next `count` recipients are put off with 451, as a busy or greylisting server does. */
    putOffNext: (count: number) => void (busyReplies += count),
    /** The first message to `to` whose subject matches, waiting for it to arrive (mail leaves after the answer). */
    async receive(to: string, subject: RegExp = /./, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find((mail) => mail.envelopeTo.includes(to) && subject.test(mail.subject ?? ''));
        if (found) return found;
        const left = deadline - Date.now();
        if (left <= 0) throw new Error(`No mail to ${to} matching ${subject} within ${timeoutMs} ms`);
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => (clearTimeout(timer), resolve()));
        });
      }
    },
  };
}
