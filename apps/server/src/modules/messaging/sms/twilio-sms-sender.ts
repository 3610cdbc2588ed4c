import type { ContentLanguage } from '../../../lib/language.ts';
import { DeliveryError, type SmsSender } from '../senders.ts';
import { postForm, PROVIDER_TIMEOUT_MS } from './provider-request.ts';

export interface TwilioSettings {
  accountSid: string;
  authToken: string;
  /** The sending number or alphanumeric sender ID; or a Messaging Service picks the sender. */
  sender: { from: string } | { messagingServiceSid: string };
  /** `whatsapp` sends to `whatsapp:+…` addresses from a WhatsApp-enabled sender. */
  channel: 'sms' | 'whatsapp';
  /**
   * WhatsApp only: approved authentication templates (Content SIDs, `HX…`) per language, whose
   * variable {{1}} is the code. WhatsApp refuses free text to a number that has not written to the
   * shop in the last 24 hours, so a shop sending codes over WhatsApp needs them.
   */
  whatsappTemplates: Partial<Record<ContentLanguage, string>>;
  /** `https://api.twilio.com`; tests point it at their fake. */
  apiUrl: string;
  timeoutMs?: number;
}

/** Twilio error codes that mean the number itself cannot receive the message (the shopper may correct it). */
const INVALID_RECIPIENT_CODES = new Set([21211, 21614, 63024]);

/**
 * Sign-in codes through Twilio's Programmable Messaging API (Message resource, API version
 * 2010-04-01), as SMS or WhatsApp. See README.md for the documents it follows.
 */
export function createTwilioSmsSender(settings: TwilioSettings): SmsSender {
  const url = `${settings.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(settings.accountSid)}/Messages.json`;
  const authorization = `Basic ${Buffer.from(`${settings.accountSid}:${settings.authToken}`).toString('base64')}`;
  const address = (phone: string) => (settings.channel === 'whatsapp' ? `whatsapp:${phone}` : phone);

  return {
    async send(phone, message) {
      const template = settings.channel === 'whatsapp' ? settings.whatsappTemplates[message.language] : undefined;
      const form: Record<string, string> = {
        To: address(phone),
        ...('from' in settings.sender
          ? { From: address(settings.sender.from) }
          : { MessagingServiceSid: settings.sender.messagingServiceSid }),
        ...(template
          ? { ContentSid: template, ContentVariables: JSON.stringify({ 1: message.code }) }
          : { Body: message.text }),
      };
      const { status, body } = await postForm('Twilio', url, form, {
        headers: { authorization },
        timeoutMs: settings.timeoutMs ?? PROVIDER_TIMEOUT_MS,
      });
      if (status === 201 || status === 200) return;
      const code = typeof body?.code === 'number' ? body.code : null;
      const detail = `Twilio: HTTP ${status}${code ? ` error ${code}` : ''} ${String(body?.message ?? '')}`.trim();
      if (status === 429) throw new DeliveryError('unavailable', detail);
      throw new DeliveryError(
        code !== null && INVALID_RECIPIENT_CODES.has(code) ? 'invalid-recipient' : 'rejected',
        detail,
      );
    },
  };
}
