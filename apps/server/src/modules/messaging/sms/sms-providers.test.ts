import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../../test/helper.ts';
import { startTwilioFake } from '../../../../test/fakes/twilio-fake.ts';
import { startUnifonicFake } from '../../../../test/fakes/unifonic-fake.ts';
import { DeliveryError, type SmsMessage } from '../senders.ts';
import { createTwilioSmsSender } from './twilio-sms-sender.ts';
import { createUnifonicSmsSender } from './unifonic-sms-sender.ts';

const account = { sid: `AC${'1'.repeat(32)}`, token: 'twilio-auth-token-for-tests' };
const twilio = await startTwilioFake(account, ['+96550000000']);
const unifonic = await startUnifonicFake('unifonic-app-sid');
const code: SmsMessage = { text: 'رمز التحقق الخاص بك هو 123456.', code: '123456', language: 'ar' };
/** Long enough for the fakes on a busy machine, short enough to keep the timeout tests quick. */
const timeoutMs = 500;

const twilioSender = (overrides: Partial<Parameters<typeof createTwilioSmsSender>[0]> = {}) =>
  createTwilioSmsSender({
    accountSid: account.sid,
    authToken: account.token,
    sender: { from: '+15005550006' },
    channel: 'sms',
    whatsappTemplates: {},
    apiUrl: twilio.url,
    timeoutMs,
    ...overrides,
  });
const unifonicSender = createUnifonicSmsSender({
  appSid: 'unifonic-app-sid',
  senderId: 'SHOP',
  apiUrl: unifonic.url,
  timeoutMs,
});

const failure = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => (error instanceof DeliveryError ? error.reason : error),
  );

describe('Twilio Messages API', () => {
  it('sends the code as a form-encoded SMS with basic auth, Arabic text intact', async () => {
    await twilioSender().send('+96551234567', code);
    expect(twilio.received.at(-1)).toMatchObject({
      path: `/2010-04-01/Accounts/${account.sid}/Messages.json`,
      headers: { 'content-type': 'application/x-www-form-urlencoded;charset=UTF-8' },
      form: { To: '+96551234567', From: '+15005550006', Body: code.text },
    });
  });

  it('sends from a Messaging Service when one is configured instead of a number', async () => {
    await twilioSender({ sender: { messagingServiceSid: `MG${'2'.repeat(32)}` } }).send('+96551234567', code);
    expect(twilio.received.at(-1)!.form).toEqual({
      To: '+96551234567',
      MessagingServiceSid: `MG${'2'.repeat(32)}`,
      Body: code.text,
    });
  });

  it('delivers over WhatsApp to whatsapp: addresses, through the approved template of the language when there is one', async () => {
    const whatsapp = twilioSender({ channel: 'whatsapp', whatsappTemplates: { ar: `HX${'3'.repeat(32)}` } });
    await whatsapp.send('+96551234567', code);
    expect(twilio.received.at(-1)!.form).toEqual({
      To: 'whatsapp:+96551234567',
      From: 'whatsapp:+15005550006',
      ContentSid: `HX${'3'.repeat(32)}`,
      ContentVariables: '{"1":"123456"}',
    });
    await whatsapp.send('+96551234567', { text: 'Your code is 654321.', code: '654321', language: 'en' });
    expect(twilio.received.at(-1)!.form).toMatchObject({ To: 'whatsapp:+96551234567', Body: 'Your code is 654321.' });
  });

  it('tells an invalid number (21211) from a refused account (20003), an outage (5xx) and no answer', async () => {
    expect(await failure(twilioSender().send('+96550000000', code))).toBe('invalid-recipient');
    expect(await failure(twilioSender({ authToken: 'a-wrong-auth-token' }).send('+96551234567', code))).toBe(
      'rejected',
    );
    twilio.upsetNext('server-error');
    expect(await failure(twilioSender().send('+96551234567', code))).toBe('unavailable');
    twilio.upsetNext('hang');
    expect(await failure(twilioSender().send('+96551234567', code))).toBe('unavailable');
  });
});

describe('Unifonic SMS API', () => {
  it('sends the code with AppSid, SenderID and the number without its "+"', async () => {
    await unifonicSender.send('+96551234567', code);
    expect(unifonic.received.at(-1)).toMatchObject({
      path: '/rest/SMS/messages',
      form: { AppSid: 'unifonic-app-sid', SenderID: 'SHOP', Recipient: '96551234567', Body: code.text },
    });
  });

  it('tells a number Unifonic cannot send to (ER-04) from an outage (5xx) and no answer', async () => {
    expect(await failure(unifonicSender.send('+9651234', code))).toBe('invalid-recipient');
    unifonic.upsetNext('server-error');
    expect(await failure(unifonicSender.send('+96551234567', code))).toBe('unavailable');
    unifonic.upsetNext('hang');
    expect(await failure(unifonicSender.send('+96551234567', code))).toBe('unavailable');
  });
});

const { app } = await buildTestApp({
  SMS_PROVIDER: 'twilio',
  TWILIO_ACCOUNT_SID: account.sid,
  TWILIO_AUTH_TOKEN: account.token,
  TWILIO_FROM: '+15005550006',
  TWILIO_API_URL: twilio.url,
});

describe('sign-in codes through a provider', () => {
  const requestCode = (phone: string, language = 'en') =>
    app.inject({
      method: 'POST',
      url: '/api/phone/verify/request',
      headers: { language },
      payload: { phone, name: '' },
    });

  it('reach the phone through Twilio, and the code signs the shopper in', async () => {
    expect((await requestCode('+96551230001')).statusCode).toBe(200);
    const sent = twilio.received.at(-1)!.form;
    expect(sent.To).toBe('+96551230001');
    const otp = /\d{6}/.exec(sent.Body!)![0];
    const login = await app.inject({
      method: 'POST',
      url: '/api/account/login',
      payload: { phone: '+96551230001', code: otp },
    });
    expect(login.statusCode).toBe(200);
  });

  it('answer 400 INVALID_PHONE when the provider refuses the number, 503 SMS_NOT_DELIVERED when it is down', async () => {
    const invalid = await requestCode('+96550000000', 'ar');
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ code: 'INVALID_PHONE', message: expect.stringContaining('الرقم') });
    twilio.upsetNext('server-error');
    const down = await requestCode('+96551230002');
    expect(down.statusCode).toBe(503);
    expect(down.json()).toMatchObject({ code: 'SMS_NOT_DELIVERED', message: expect.stringMatching(/try again/) });
  });
});
