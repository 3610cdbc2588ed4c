import { randomUUID } from 'node:crypto';
import { OTP_LENGTH, type AuthTokens, type LoginBody } from '@storefront/contracts';
import { type AccessTokens, ACCESS_TOKEN_TTL_SECONDS } from '../../lib/access-token.ts';
import type { AuthRepository } from './auth.repository.ts';
import { hashOtp, hashToken, newOpaqueToken, newOtpCode, sameHash } from './secret-token.ts';
import {
  type CustomerAccounts,
  type CustomerRow,
  verifyPassword,
  phoneOrThrow as validPhone,
} from '../customers/index.ts';
import { DeliveryError, type SmsSender } from '../messaging/index.ts';
import { enforceRateLimit, type RateCounter, type RateRule } from '../../lib/rate-counter.ts';
import { AppError, badRequest, forbidden, unauthorized } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';

export const REFRESH_TOKEN_TTL_MS = 30 * 86_400_000;
export const OTP_TTL_MS = 5 * 60_000;
export const OTP_MAX_ATTEMPTS = 5;
/** Codes a phone may request per 15 minutes (per client address: config.abuseLimits). */
export const OTP_LIMITS = { perPhone: { max: 3, windowMs: 15 * 60_000 } };

/** Called when a guest signs in as a customer, so the modules that hold its things can move them. */
export type GuestMerger = (guestId: string, customerId: string) => Promise<void>;

export interface AuthDependencies {
  repository: AuthRepository;
  customers: CustomerAccounts;
  accessTokens: AccessTokens;
  sms: SmsSender;
  rateCounter: RateCounter;
  secret: string;
  /** Guest customers one client address may create per hour (config.abuseLimits). */
  guestsPerAddressPerHour: number;
  /** Sign-in codes, phone checks and password sign-ins one client address may try per hour, each. */
  signInAttemptsPerAddressPerHour: number;
  settings: { loginByOtp: boolean; loginByEmail: boolean; defaultCountryCode: string };
  guestMergers: GuestMerger[];
}

const OTP_TEXT: Record<ContentLanguage, (code: string) => string> = {
  en: (code) => `Your verification code is ${code}. It expires in 5 minutes.`,
  ar: (code) => `رمز التحقق الخاص بك هو ${code}. ينتهي خلال 5 دقائق.`,
};

const SMS_FAILURE_TEXT = {
  invalidPhone: {
    en: 'This number cannot receive text messages. Check it, or use another mobile number.',
    ar: 'لا يمكن لهذا الرقم استقبال الرسائل النصية. تحقق منه أو استخدم رقم جوال آخر.',
  },
  notDelivered: {
    en: 'We could not send your code just now. Please try again in a minute.',
    ar: 'تعذّر إرسال الرمز الآن. يرجى المحاولة مرة أخرى بعد دقيقة.',
  },
} satisfies Record<string, Record<ContentLanguage, string>>;

/** A provider's refusal as the shopper reads it: a number to correct (400) or a moment to wait (503). */
function smsFailure(error: DeliveryError, language: ContentLanguage): AppError {
  if (error.reason === 'invalid-recipient') {
    const message = SMS_FAILURE_TEXT.invalidPhone[language];
    return badRequest('INVALID_PHONE', message, [{ field: 'phone', message }]);
  }
  return new AppError(503, 'SMS_NOT_DELIVERED', SMS_FAILURE_TEXT.notDelivered[language]);
}

/** 403: staff blocked this account; the shopper is told to contact the shop, not why. */
const customerBlocked = () =>
  forbidden('CUSTOMER_BLOCKED', {
    en: 'This account cannot sign in. Please contact the shop.',
    ar: 'لا يمكن تسجيل الدخول بهذا الحساب. يرجى التواصل مع المتجر.',
  });
const OTP_LOGIN_OFF = { en: 'Sign-in by phone is not available.', ar: 'تسجيل الدخول برقم الجوال غير متاح.' };

export function createAuthService(deps: AuthDependencies) {
  const { repository, customers, accessTokens } = deps;

  async function issueTokens(
    customer: Pick<CustomerRow, 'id' | 'role'>,
    familyId: string = randomUUID(),
  ): Promise<AuthTokens> {
    const refreshToken = newOpaqueToken();
    await repository.insertRefreshToken({
      customerId: customer.id,
      familyId,
      tokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + REFRESH_TOKEN_TTL_MS),
    });
    return {
      accessToken: await accessTokens.sign({ userId: customer.id, role: customer.role, sessionId: familyId }),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      refreshToken,
      isGuest: customer.role === 'guest',
    };
  }

  function phoneOrThrow(raw: string, countryCode: string | undefined): string {
    return validPhone(raw, countryCode ?? deps.settings.defaultCountryCode);
  }

  const limit = (key: string, rule: RateRule, language?: ContentLanguage) =>
    enforceRateLimit(deps.rateCounter, key, rule, language);
  const guestRule = { max: deps.guestsPerAddressPerHour, windowMs: 3_600_000 };
  const perAddressRule = { max: deps.signInAttemptsPerAddressPerHour, windowMs: 3_600_000 };

  /** Signs `customer` in; a guest caller's cart and wishlist follow it (merged by their modules). */
  async function signIn(customer: CustomerRow, guestId: string | null): Promise<AuthTokens> {
    if (customer.blockedAt) throw customerBlocked();
    if (guestId && guestId !== customer.id) {
      for (const merge of deps.guestMergers) await merge(guestId, customer.id);
    }
    return issueTokens(customer);
  }

  return {
    issueTokens,

    /**
     * SPEC §4/§6: every visitor without a token becomes a real guest customer. Limited per client
     * address, so a script cannot mint customers by the thousand (issue 10).
     */
    async createGuest(language: ContentLanguage, ip: string): Promise<AuthTokens> {
      await limit(`guest:ip:${ip}`, guestRule, language);
      return issueTokens(await customers.createGuest(language));
    },

    /**
     * Rotates a refresh token. Using one that was already rotated means it leaked (or raced):
     * the whole family is revoked and the holder must sign in again.
     */
    async refresh(refreshToken: string): Promise<AuthTokens> {
      const invalid = () =>
        unauthorized('INVALID_REFRESH_TOKEN', {
          en: 'Your session has ended. Please sign in again.',
          ar: 'انتهت جلستك. يرجى تسجيل الدخول مرة أخرى.',
        });
      const row = await repository.findRefreshToken(hashToken(refreshToken));
      if (!row || row.revokedAt || row.expiresAt <= new Date()) throw invalid();
      if (row.rotatedAt || !(await repository.markRotated(row.id))) {
        await repository.revokeFamily(row.familyId);
        throw invalid();
      }
      const customer = await customers.findById(row.customerId);
      if (!customer) throw invalid();
      if (customer.blockedAt) throw customerBlocked();
      return issueTokens(customer, row.familyId);
    },

    /** Whether an access token's sign-in still stands: logging out ends its access tokens at once (ADR 020). */
    async isSessionLive(sessionId: string): Promise<boolean> {
      return !(await repository.isFamilyRevoked(sessionId));
    },

    /** Ends every sign-in of a customer (blocked by staff): their access tokens are refused from the next request. */
    endSessionsOf: (customerId: string) => repository.revokeAllOf(customerId),

    async revoke(refreshToken: string): Promise<void> {
      const row = await repository.findRefreshToken(hashToken(refreshToken));
      if (row) await repository.revokeFamily(row.familyId);
    },

    async requestOtp(
      input: { phone: string; countryCode?: string | undefined },
      ip: string,
      language: ContentLanguage,
    ): Promise<{ expiresIn: number }> {
      if (!deps.settings.loginByOtp) throw forbidden('OTP_LOGIN_DISABLED', OTP_LOGIN_OFF);
      const phone = phoneOrThrow(input.phone, input.countryCode);
      await limit(`otp:ip:${ip}`, perAddressRule, language);
      await limit(`otp:phone:${phone}`, OTP_LIMITS.perPhone, language);
      const code = newOtpCode(OTP_LENGTH);
      await repository.insertOtp({
        phone,
        codeHash: hashOtp(deps.secret, phone, code),
        expiresAt: new Date(Date.now() + OTP_TTL_MS),
      });
      // Sent while the shopper waits, not queued: a code arriving after its 5 minutes is worthless.
      try {
        await deps.sms.send(phone, { text: OTP_TEXT[language](code), code, language });
      } catch (error) {
        throw error instanceof DeliveryError ? smsFailure(error, language) : error;
      }
      return { expiresIn: OTP_TTL_MS / 1000 };
    },

    /** Limited per client address like code requests, or it would list which numbers have accounts. */
    async phoneExists(
      input: { phone: string; countryCode?: string | undefined },
      ip: string,
      language: ContentLanguage,
    ): Promise<boolean> {
      const phone = phoneOrThrow(input.phone, input.countryCode);
      await limit(`phone-check:ip:${ip}`, perAddressRule, language);
      const customer = await customers.findByPhone(phone);
      return customer !== null && customer.role !== 'guest';
    },

    /**
     * Phone + code, or e-mail + password when that is enabled. A new phone turns the calling
     * guest into a customer (keeping its cart); a known one signs in and takes the guest's cart.
     */
    async login(body: LoginBody, caller: { userId: string; role: string } | null, ip: string): Promise<AuthTokens> {
      const guestId = caller?.role === 'guest' ? caller.userId : null;
      if ('email' in body) {
        if (!deps.settings.loginByEmail)
          throw forbidden('EMAIL_LOGIN_DISABLED', {
            en: 'Sign-in by e-mail is not available.',
            ar: 'تسجيل الدخول بالبريد الإلكتروني غير متاح.',
          });
        await limit(`login:ip:${ip}`, perAddressRule);
        const customer = await customers.findByEmail(body.email);
        const ok = customer?.passwordHash ? await verifyPassword(body.password, customer.passwordHash) : false;
        if (!customer || !ok)
          throw unauthorized('INVALID_CREDENTIALS', {
            en: 'The e-mail or password is not correct.',
            ar: 'البريد الإلكتروني أو كلمة المرور غير صحيحة.',
          });
        return signIn(customer, guestId);
      }
      if (!deps.settings.loginByOtp) throw forbidden('OTP_LOGIN_DISABLED', OTP_LOGIN_OFF);
      const phone = phoneOrThrow(body.phone, body.countryCode);
      const wrong = () =>
        unauthorized('INVALID_OTP', {
          en: 'The code is not correct or has expired.',
          ar: 'الرمز غير صحيح أو انتهت صلاحيته.',
        });
      const challenge = await repository.findLiveOtp(phone, new Date());
      if (!challenge) throw wrong();
      if ((await repository.countOtpAttempt(challenge.id)) > OTP_MAX_ATTEMPTS) {
        throw new AppError(429, 'TOO_MANY_ATTEMPTS', {
          en: 'Too many wrong codes. Request a new code.',
          ar: 'أُدخلت رموز خاطئة كثيرة. اطلب رمزًا جديدًا.',
        });
      }
      if (!sameHash(challenge.codeHash, hashOtp(deps.secret, phone, body.code))) throw wrong();
      if (!(await repository.consumeOtp(challenge.id))) throw wrong();

      const existing = await customers.findByPhone(phone);
      if (existing) return signIn(existing, guestId);
      const customer = await customers.registerPhone(guestId, phone);
      return issueTokens(customer!);
    },
  };
}
export type AuthService = ReturnType<typeof createAuthService>;
