import { randomInt } from 'node:crypto';
import { startFakeProvider, type FakeAnswer } from './fake-provider-server.ts';

/**
 * Unifonic's "Send SMS" as its SMS API reference documents it: `POST /rest/SMS/messages` with
 * AppSid, SenderID, Recipient (international format without "+" or "00"), Body, form-encoded;
 * `{ success, message, errorCode, data }` with ER-00 and the message's data, or an error code
 * (ER-02 invalid destination number, ER-04 too short, ER-06 empty body). An unknown AppSid is
 * refused with 401 (the documents give no code for it).
 */
export async function startUnifonicFake(appSid: string) {
  const failure = (errorCode: string, message: string): FakeAnswer => ({
    status: 200,
    body: { success: false, message, errorCode, data: {} },
  });
  return startFakeProvider((request) => {
    if (request.method !== 'POST' || request.path !== '/rest/SMS/messages')
      return { status: 404, body: { success: false, message: 'Not found' } };
    const { AppSid, Recipient = '', Body = '' } = request.form;
    if (AppSid !== appSid) return { status: 401, body: { success: false, message: 'Invalid AppSid', data: {} } };
    if (!/^[1-9]\d*$/.test(Recipient)) return failure('ER-02', 'Invalid destination number');
    if (Recipient.length < 8) return failure('ER-04', 'Dest num is too short');
    if (Body.trim() === '') return failure('ER-06', 'Invalid or empty message body');
    return {
      status: 200,
      body: {
        success: true,
        message: '',
        errorCode: 'ER-00',
        data: {
          MessageID: randomInt(2 ** 47),
          CorrelationID: request.form.CorrelationID ?? '',
          Status: 'Sent',
          NumberOfUnits: 1,
          Cost: 0,
          Balance: 0,
          Recipient,
          TimeCreated: new Date().toISOString().replace('T', ' ').replace('Z', ''),
          CurrencyCode: '',
        },
      },
    };
  });
}
