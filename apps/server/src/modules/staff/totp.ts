import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
const PERIOD = 30;
const ISSUER = 'Storefront admin';

const totpFor = (base32: string, label = '') =>
  new TOTP({ issuer: ISSUER, label, algorithm: 'SHA1', digits: 6, period: PERIOD, secret: Secret.fromBase32(base32) });

export const newTotpSecret = () => new Secret({ size: 20 }).base32;

/** The otpauth:// URI an authenticator app takes (as a QR code or typed in). */
export const totpUri = (base32: string, email: string) => totpFor(base32, email).toString();

/**
 * The time step `code` belongs to, or null when it is wrong. One step either side is accepted
 * for clock drift; the caller refuses a step at or before the last one used (no replay).
 */
export function totpStepOf(base32: string, code: string, now = Date.now()): number | null {
  const delta = totpFor(base32).validate({ token: code, timestamp: now, window: 1 });
  return delta === null ? null : TOTP.counter({ period: PERIOD, timestamp: now }) + delta;
}

/** The code for a moment: for tests and the demo seed's documentation, never sent anywhere. */
export const totpCodeAt = (base32: string, timestamp: number) => totpFor(base32).generate({ timestamp });

/**
 * TOTP secrets are stored sealed (AES-256-GCM, keyed from the server secret): a copied table
 * alone does not give anyone the staff's second factor.
 */
export function createTotpSealer(serverSecret: string) {
  const key = createHash('sha256').update(`staff-totp\0${serverSecret}`).digest();
  return {
    seal(base32: string): string {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const sealed = Buffer.concat([cipher.update(base32, 'utf8'), cipher.final()]);
      return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
    },
    open(stored: string): string {
      const [iv, tag, sealed] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
      const decipher = createDecipheriv('aes-256-gcm', key, iv!);
      decipher.setAuthTag(tag!);
      return Buffer.concat([decipher.update(sealed!), decipher.final()]).toString('utf8');
    },
  };
}
export type TotpSealer = ReturnType<typeof createTotpSealer>;
