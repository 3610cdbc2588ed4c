import { DeliveryError, type SmsSender } from '../senders.ts';
import { postForm, PROVIDER_TIMEOUT_MS } from './provider-request.ts';

export interface UnifonicSettings {
  appSid: string;
  /** A registered sender name; Unifonic uses the account's default when unset. */
  senderId: string | undefined;
  /** `https://el.cloud.unifonic.com`; tests point it at their fake. */
  apiUrl: string;
  timeoutMs?: number;
}

/** Unifonic's codes for a destination number it cannot send to (too short, too long, no route …). */
const INVALID_RECIPIENT_CODES = new Set(['ER-02', 'ER-03', 'ER-04', 'ER-05']);

/** Sign-in codes as SMS through Unifonic's REST API (`POST /rest/SMS/messages`); see README.md. */
export function createUnifonicSmsSender(settings: UnifonicSettings): SmsSender {
  const url = `${settings.apiUrl}/rest/SMS/messages`;
  return {
    async send(phone, message) {
      const { status, body } = await postForm(
        'Unifonic',
        url,
        {
          AppSid: settings.appSid,
          ...(settings.senderId ? { SenderID: settings.senderId } : {}),
          // International format without "+" or "00", as Unifonic asks.
          Recipient: phone.replace(/^\+/, ''),
          Body: message.text,
          responseType: 'JSON',
        },
        { timeoutMs: settings.timeoutMs ?? PROVIDER_TIMEOUT_MS },
      );
      // The documented answers carry `success` as a boolean, or as the string "true" (bulk example).
      if (status < 300 && (body?.success === true || body?.success === 'true')) return;
      const errorCode = typeof body?.errorCode === 'string' ? body.errorCode : '';
      const detail = `Unifonic: HTTP ${status} ${errorCode} ${String(body?.message ?? '')}`.trim();
      if (status === 429) throw new DeliveryError('unavailable', detail);
      throw new DeliveryError(INVALID_RECIPIENT_CODES.has(errorCode) ? 'invalid-recipient' : 'rejected', detail);
    },
  };
}
