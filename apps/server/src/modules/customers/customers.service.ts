import type {
  AuthTokens,
  ChangePasswordBody,
  CustomerProfile,
  ProfileUpdateBody,
  RegisterBody,
} from '@storefront/contracts';
import type { CustomerRow, CustomersRepository, CustomerUpdate } from './customers.repository.ts';
import { hashPassword, verifyPassword } from './password.ts';
import { normalizePhone } from './phone-number.ts';
import type { AccessClaims } from '../../lib/access-token.ts';
import { type AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '../../lib/errors.ts';
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
  customers_email_key: () => conflict('EMAIL_TAKEN', 'Another account already uses this e-mail address.'),
  customers_phone_key: () => conflict('PHONE_TAKEN', 'Another account already uses this phone number.'),
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

export function createCustomersService(deps: CustomersDependencies) {
  const { repository } = deps;

  /** SPEC §6: registration is hidden by a setting, off in the demo shop. */
  function assertRegistrationOpen(): void {
    if (!deps.settings.registrationEnabled) {
      throw forbidden(
        'REGISTRATION_DISABLED',
        'Registration is not available in this shop. Sign in with your phone number instead.',
      );
    }
  }

  async function getRow(userId: string): Promise<CustomerRow> {
    const row = await repository.findById(userId);
    if (!row) throw notFound('CUSTOMER_NOT_FOUND', 'This account does not exist.');
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
    if (!row) throw notFound('CUSTOMER_NOT_FOUND', 'This account does not exist.');
    return row;
  }

  return {
    getProfile: async (userId: string): Promise<CustomerProfile> => toProfile(await getRow(userId)),

    /** Guests may set a display name and e-mail too: a guest checking out gives them. */
    async updateProfile(userId: string, body: ProfileUpdateBody): Promise<CustomerProfile> {
      if (body.avatarPath && !isOwnUpload(body.avatarPath, userId)) {
        const message = 'Choose a picture you uploaded.';
        throw badRequest('INVALID_AVATAR_PATH', message, [{ field: 'avatarPath', message }]);
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
        throw forbidden('NOT_WHILE_IMPERSONATING', 'The customer changes the password themselves.');
      const row = await getRow(caller.userId);
      if (row.role === 'guest') throw forbidden('SIGN_IN_REQUIRED', 'Sign in before setting a password.');
      await enforceRateLimit(deps.rateCounter, `password-change:${row.id}`, PASSWORD_CHANGE_LIMIT);
      if (row.passwordHash && !(await verifyPassword(body.oldPassword, row.passwordHash))) {
        const message = 'The old password is not correct.';
        throw badRequest('WRONG_PASSWORD', message, [{ field: 'oldPassword', message }]);
      }
      await save(row.id, { passwordHash: await hashPassword(body.newPassword) });
    },

    assertRegistrationOpen,

    /** The calling guest becomes the customer, keeping its id and so its cart and wishlist. */
    async register(caller: AccessClaims | null, body: RegisterBody): Promise<AuthTokens> {
      assertRegistrationOpen();
      if (!caller) throw unauthorized('AUTHENTICATION_REQUIRED', 'Continue as a guest first.');
      const guest = await getRow(caller.userId);
      if (guest.role !== 'guest') throw forbidden('ALREADY_REGISTERED', 'You already have an account.');
      const phone = normalizePhone(body.phone, body.countryCode ?? deps.settings.defaultCountryCode);
      if (!phone) {
        const message = 'Enter a valid mobile number.';
        throw badRequest('INVALID_PHONE', message, [{ field: 'phone', message }]);
      }
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
