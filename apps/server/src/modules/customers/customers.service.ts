import type {
  AuthTokens,
  ChangePasswordBody,
  CustomerProfile,
  ProfileUpdateBody,
  RegisterBody,
} from '@storefront/contracts';
import type { CustomerRow, CustomersRepository, CustomerUpdate } from './customers.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { phoneOrThrow } from './phone-number.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { type AppError, conflict, fieldProblem, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
import { violatedUniqueConstraint } from '../../lib/database-errors.ts';
import { enforceRateLimit, type RateCounter } from '../../lib/rate-counter.ts';

/** Old-password guesses one account may make per 15 minutes, even holding a stolen access token. */
export const PASSWORD_CHANGE_LIMIT = { max: 10, windowMs: 15 * 60_000 };

export interface CustomersDependencies {
  repository: CustomersRepository;
  /** The auth service's: a registered guest gets customer tokens. */
  issueTokens(customer: Pick<CustomerRow, 'id' | 'role'>): Promise<AuthTokens>;
  rateCounter: RateCounter;
  settings: { registrationEnabled: boolean; defaultCountryCode: string };
}

/** The unique indexes of customers.schema.ts, and what a clash on each tells the shopper. */
const TAKEN: Record<string, () => AppError> = {
  customers_email_key: () =>
    conflict('EMAIL_TAKEN', {
      en: 'Another account already uses this e-mail address.',
      ar: 'هذا البريد الإلكتروني مستخدم في حساب آخر.',
    }),
  customers_phone_key: () =>
    conflict('PHONE_TAKEN', {
      en: 'Another account already uses this phone number.',
      ar: 'رقم الجوال هذا مستخدم في حساب آخر.',
    }),
};

const toProfile = (row: CustomerRow): CustomerProfile => ({
  userId: row.id,
  displayName: row.displayName,
  firstName: row.firstName,
  lastName: row.lastName,
  email: row.email,
  phone: row.phone,
  avatarPath: row.avatarPath,
  language: row.language,
  isGuest: row.role === 'guest',
  hasPassword: row.passwordHash !== null,
});

/**
 * Pictures the files module stored for this customer: `/api/download/uploads/{userId}/{name}`, one level, no climbing.
 */
const isOwnUpload = (path: string, userId: string) =>
  new RegExp(`^/api/download/uploads/${userId}/[\\w-]+(\\.[a-z0-9]+)?$`, 'i').test(path);

const ACCOUNT_NOT_FOUND = { en: 'This account does not exist.', ar: 'هذا الحساب غير موجود.' };

export function createCustomersService(deps: CustomersDependencies) {
  const { repository } = deps;

  /** SPEC §6: registration is hidden by a setting, off in the demo shop. */
  function assertRegistrationOpen(): void {
    if (!deps.settings.registrationEnabled) {
      throw forbidden('REGISTRATION_DISABLED', {
        en: 'Registration is not available in this shop. Sign in with your phone number instead.',
        ar: 'التسجيل غير متاح في هذا المتجر. سجّل الدخول برقم جوالك بدلًا من ذلك.',
      });
    }
  }

  async function getRow(userId: string): Promise<CustomerRow> {
    const row = await repository.findById(userId);
    if (!row) throw notFound('CUSTOMER_NOT_FOUND', ACCOUNT_NOT_FOUND);
    return row;
  }

  /** The unique indexes decide e-mail and phone clashes, so two racing requests cannot both take one. */
  async function save(userId: string, values: CustomerUpdate): Promise<CustomerRow> {
    let row: CustomerRow | null;
    try {
      row = await repository.update(userId, values);
    } catch (error) {
      throw TAKEN[violatedUniqueConstraint(error) ?? '']?.() ?? error;
    }
    if (!row) throw notFound('CUSTOMER_NOT_FOUND', ACCOUNT_NOT_FOUND);
    return row;
  }

  return {
    getProfile: async (userId: string): Promise<CustomerProfile> => toProfile(await getRow(userId)),

    /** Guests may set a display name and e-mail too: a guest checking out gives them. */
    async updateProfile(userId: string, body: ProfileUpdateBody): Promise<CustomerProfile> {
      if (body.avatarPath && !isOwnUpload(body.avatarPath, userId)) {
        throw fieldProblem(400, 'INVALID_AVATAR_PATH', 'avatarPath', {
          en: 'Choose a picture you uploaded.',
          ar: 'اختر صورة قمت برفعها.',
        });
      }
      const { displayName, firstName, lastName, email, language, avatarPath } = body;
      return toProfile(
        await save(userId, {
          displayName,
          firstName,
          lastName,
          email,
          ...(language ? { language } : {}),
          ...(avatarPath ? { avatarPath } : {}),
        }),
      );
    },

    /**
     * A phone-only account sets its first password without an old one. Not while impersonated:
     * support staff act for a customer but never take over the account's credentials.
     */
    async changePassword(caller: AccessClaims, body: ChangePasswordBody): Promise<void> {
      if (caller.impersonationSessionId)
        throw forbidden('NOT_WHILE_IMPERSONATING', {
          en: 'The customer changes the password themselves.',
          ar: 'يغيّر العميل كلمة المرور بنفسه.',
        });
      const row = await getRow(caller.userId);
      if (row.role === 'guest')
        throw forbidden('SIGN_IN_REQUIRED', {
          en: 'Sign in before setting a password.',
          ar: 'سجّل الدخول قبل تعيين كلمة المرور.',
        });
      await enforceRateLimit(deps.rateCounter, `password-change:${row.id}`, PASSWORD_CHANGE_LIMIT);
      if (row.passwordHash && !(await verifyPassword(body.oldPassword, row.passwordHash))) {
        throw fieldProblem(400, 'WRONG_PASSWORD', 'oldPassword', {
          en: 'The old password is not correct.',
          ar: 'كلمة المرور القديمة غير صحيحة.',
        });
      }
      await save(row.id, { passwordHash: await hashPassword(body.newPassword) });
    },

    assertRegistrationOpen,

    /** The calling guest becomes the customer, keeping its id and so its cart and wishlist. */
    async register(caller: AccessClaims | null, body: RegisterBody): Promise<AuthTokens> {
      assertRegistrationOpen();
      if (!caller)
        throw unauthorized('AUTHENTICATION_REQUIRED', {
          en: 'Continue as a guest first.',
          ar: 'تابع كزائر أولًا.',
        });
      const guest = await getRow(caller.userId);
      if (guest.role !== 'guest')
        throw forbidden('ALREADY_REGISTERED', { en: 'You already have an account.', ar: 'لديك حساب بالفعل.' });
      const phone = phoneOrThrow(body.phone, body.countryCode ?? deps.settings.defaultCountryCode);
      const customer = await save(guest.id, {
        role: 'customer',
        displayName: `${body.firstName} ${body.lastName}`,
        firstName: body.firstName,
        lastName: body.lastName,
        email: body.email,
        phone,
        passwordHash: await hashPassword(body.password),
      });
      return deps.issueTokens(customer);
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
