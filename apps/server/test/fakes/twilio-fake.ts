import { randomBytes } from 'node:crypto';
import { startFakeProvider, type FakeAnswer, type FakeRequest } from './fake-provider-server.ts';

/**
 * Twilio's Message resource as its API reference documents it (API version 2010-04-01):
 * `POST /2010-04-01/Accounts/{AccountSid}/Messages.json`, form-encoded, HTTP basic auth with the
 * Account SID and Auth Token; 201 with the Message as JSON, or an error `{ code, message,
 * more_info, status }` (20003 authentication, 21211 invalid To, 21602 no body, 21603 no From).
 * Numbers listed in `invalidNumbers` answer 21211, as Twilio does for numbers it cannot parse.
 */
export async function startTwilioFake(account: { sid: string; token: string }, invalidNumbers: string[] = []) {
  const error = (status: number, code: number, message: string): FakeAnswer => ({
    status,
    body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status },
  });
  const e164 = /^(whatsapp:)?\+[1-9]\d{6,14}$/;

  return startFakeProvider((request: FakeRequest): FakeAnswer => {
    if (request.method !== 'POST' || request.path !== `/2010-04-01/Accounts/${account.sid}/Messages.json`)
      return error(404, 20404, 'The requested resource was not found');
    const expected = `Basic ${Buffer.from(`${account.sid}:${account.token}`).toString('base64')}`;
    if (request.headers.authorization !== expected) return error(401, 20003, 'Authenticate');
    const { To: to, From: from, MessagingServiceSid: service, Body: body, ContentSid: content } = request.form;
    if (!to || !e164.test(to) || invalidNumbers.includes(to.replace(/^whatsapp:/, '')))
      return error(400, 21211, `The 'To' number ${to ?? ''} is not a valid phone number.`);
    if (!from && !service) return error(400, 21603, "A 'From' phone number is required.");
    if (!body && !content) return error(400, 21602, 'Message body is required.');
    const sid = `SM${randomBytes(16).toString('hex')}`;
    const now = new Date().toUTCString();
    return {
      status: 201,
      body: {
        account_sid: account.sid,
        api_version: '2010-04-01',
        body: body ?? '',
        date_created: now,
        date_sent: null,
        date_updated: now,
        direction: 'outbound-api',
        error_code: null,
        error_message: null,
        from: from ?? null,
        messaging_service_sid: service ?? null,
        num_media: '0',
        num_segments: '1',
        price: null,
        price_unit: null,
        sid,
        status: service ? 'accepted' : 'queued',
        to,
        uri: `/2010-04-01/Accounts/${account.sid}/Messages/${sid}.json`,
      },
    };
  });
}
