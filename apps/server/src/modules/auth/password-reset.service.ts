import { RESET_PASSWORD_PATH } from '@storefront/contracts';
import { type CustomerAccounts, hashPassword } from '../customers/index.ts';
import type { PasswordResetRepository } from './password-reset.repository.ts';
import { hashToken, newOpaqueToken } from './secret-token.ts';
import type { ShopMail } from '../messaging/index.ts';
import { badRequest } from '../../lib/errors.ts';
import { enforceRateLimit, type RateCounter } from '../../lib/rate-counter.ts';
import { toContentLanguage } from '../../lib/language.ts';

export const RESET_TOKEN_TTL_MS = 3_600_000;
/** Reset mails one address may receive per 15 minutes, and requests one IP may make per hour. */
export const FORGOT_PASSWORD_LIMITS = {
  perEmail: { max: 3, windowMs: 15 * 60_000 },
  perIp: { max: 20, windowMs: 3_600_000 },
};

export interface PasswordResetDependencies {
  tokens: PasswordResetRepository;
  customers: CustomerAccounts;
  mail: Pick<ShopMail, 'sendPasswordReset'>;
  rateCounter: RateCounter;
  /** The shop's public address: links in mails must not be built from a request's Host header. */
  publicUrl: string;
}

const invalidToken = () =>
  badRequest('INVALID_RESET_TOKEN', {
    en: 'This reset link is no longer valid. Ask for a new one.',
    ar: 'رابط إعادة التعيين هذا لم يعد صالحًا. اطلب رابطًا جديدًا.',
  });

export function createPasswordResetService(deps: PasswordResetDependencies) {
  const { tokens, customers } = deps;
  return {
    /**
     * Mails a single-use link when a customer has this e-mail, and silently does nothing
     * otherwise: the caller answers the same either way, so nobody can probe for accounts.
     */
    async requestReset(email: string, ip: string): Promise<void> {
      await enforceRateLimit(deps.rateCounter, `forgot-password:ip:${ip}`, FORGOT_PASSWORD_LIMITS.perIp);
      await enforceRateLimit(
        deps.rateCounter,
        `forgot-password:email:${email.toLowerCase()}`,
        FORGOT_PASSWORD_LIMITS.perEmail,
      );
      const customer = await customers.findByEmail(email);
      // A guest's e-mail came from a checkout form, not from someone who holds the mailbox.
      if (!customer?.email || customer.role === 'guest') return;
      const token = newOpaqueToken();
      await tokens.insert({
        customerId: customer.id,
        tokenHash: hashToken(token),
        expiresAt: new Date(Date.now() + RESET_TOKEN_TTL_MS),
      });
      const language = toContentLanguage(customer.language);
      const link = new URL(`${RESET_PASSWORD_PATH}?token=${token}`, deps.publicUrl);
      link.searchParams.set('lang', language);
      // Sent in the background: an answer that waited for the mail server would take longer for a real account.
      deps.mail.sendPasswordReset({
        to: customer.email,
        customerName: customer.firstName ?? customer.displayName,
        language,
        link: link.toString(),
        validMinutes: RESET_TOKEN_TTL_MS / 60_000,
      });
    },

    isTokenValid: (token: string): Promise<boolean> => tokens.isLive(hashToken(token), new Date()),

    /** Sets the password and uses the token up; other sessions of the customer keep running. */
    async resetPassword(token: string, newPassword: string): Promise<void> {
      const tokenHash = hashToken(token);
      // Checked before hashing: an unknown token must not cost the server a 32 MiB scrypt run.
      if (!(await tokens.isLive(tokenHash, new Date()))) throw invalidToken();
      const passwordHash = await hashPassword(newPassword);
      const customerId = await tokens.consume(tokenHash, new Date());
      if (!customerId) throw invalidToken();
      await customers.setPasswordHash(customerId, passwordHash);
    },
  };
}
export type PasswordResetService = ReturnType<typeof createPasswordResetService>;
