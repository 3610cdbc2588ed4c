import { ACCESS_TOKEN_TTL_SECONDS, createAudienceTokens } from '../../lib/access-token.ts';
import type { Database } from '../../db/client.ts';
import { enforceRateLimit, refuseAfterFailures, type RateCounter } from '../../lib/rate-counter.ts';
import { badRequest, conflict, notFound, unauthorized } from '../../lib/errors.ts';
import { violatedUniqueConstraint } from '../../lib/database-errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import { hashPassword, verifyPassword } from '../customers/index.ts';
import { hashToken, newOpaqueToken } from '../auth/index.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import type { StaffRepository, StaffRow } from './staff.repository.ts';
import { ROLE_PERMISSIONS, type Permission, type StaffRole } from './staff-permissions.ts';
import { createTotpSealer, newTotpSecret, totpStepOf, totpUri } from './totp.ts';

export const STAFF_SESSION_TTL_MS = 12 * 3_600_000;
const TOTP_CHALLENGE_TTL_SECONDS = 5 * 60;
/** Failed password and code attempts one staff account may take per 15 minutes, from anywhere. */
export const STAFF_SIGN_IN_PER_ACCOUNT = { max: 10, windowMs: 15 * 60_000 };
const accountLimitKey = (key: string) => `staff-sign-in:account:${key}`;

/** The verified caller of an admin route: who, in which session, with the role the account has now. */
export interface StaffCaller {
  staffId: string;
  sessionId: string;
  role: StaffRole;
}

export interface StaffTokens {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
}

export type SignInResult =
  { status: 'signed-in'; tokens: StaffTokens } | { status: 'totp-required'; challenge: string };

export interface StaffDependencies {
  db: Database;
  repository: StaffRepository;
  audit: AuditTrail;
  rateCounter: RateCounter;
  secret: string;
  /** Sign-in attempts one client address may make per hour (config.abuseLimits, as for customers). */
  signInAttemptsPerAddressPerHour: number;
}

const describe = (row: StaffRow) => ({
  id: row.id,
  email: row.email,
  name: row.name,
  role: row.role,
  permissions: [...ROLE_PERMISSIONS[row.role]],
  totpEnabled: row.totpSecret !== null,
  disabled: row.disabledAt !== null,
});
export type StaffProfile = ReturnType<typeof describe>;

/** What the audit trail keeps of an account: never its password hash or TOTP secret. */
const auditedAccount = (row: StaffRow) => ({
  email: row.email,
  name: row.name,
  role: row.role,
  totpEnabled: row.totpSecret !== null,
  disabled: row.disabledAt !== null,
});

/** Who changes staff accounts: an owner in the back office, or the shop's command line on the server. */
export type StaffActor = StaffCaller | 'command-line';

export interface NewStaffAccount {
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

export function createStaffService(deps: StaffDependencies) {
  const { repository, audit } = deps;
  const accessTokens = createAudienceTokens(deps.secret, 'admin');
  const challenges = createAudienceTokens(deps.secret, 'admin-totp');
  const sealer = createTotpSealer(deps.secret);
  const perAddress = { max: deps.signInAttemptsPerAddressPerHour, windowMs: 3_600_000 };
  // Checked when the e-mail is unknown, so a wrong address costs the same time as a wrong password.
  const unknownAccountHash = hashPassword(newOpaqueToken());

  const invalidCredentials = () => unauthorized('INVALID_CREDENTIALS', 'The e-mail or password is not correct.');
  const invalidCode = () => unauthorized('INVALID_TOTP_CODE', 'The code is not correct. Enter the newest code.');
  const sessionEnded = () => unauthorized('INVALID_REFRESH_TOKEN', 'Your session has ended. Please sign in again.');

  /**
   * Every attempt counts against the client address; an account counts only its failed attempts
   * (`failed`), so its owner's own sign-ins never lock it, while a guesser is stopped after
   * STAFF_SIGN_IN_PER_ACCOUNT failures from anywhere, the right password included.
   */
  async function limit(keys: string[], ip: string, language: ContentLanguage) {
    await enforceRateLimit(deps.rateCounter, `staff-sign-in:ip:${ip}`, perAddress, language);
    for (const key of keys)
      await refuseAfterFailures(deps.rateCounter, accountLimitKey(key), STAFF_SIGN_IN_PER_ACCOUNT, language);
  }
  async function failed(keys: string[]) {
    for (const key of keys)
      await deps.rateCounter.hit(
        accountLimitKey(key),
        STAFF_SIGN_IN_PER_ACCOUNT.max,
        STAFF_SIGN_IN_PER_ACCOUNT.windowMs,
      );
  }

  async function accessTokenFor(staffId: string, sessionId: string) {
    return accessTokens.sign({ sub: staffId, sid: sessionId }, ACCESS_TOKEN_TTL_SECONDS);
  }

  async function startSession(staff: StaffRow): Promise<StaffTokens> {
    const refreshToken = newOpaqueToken();
    const session = await repository.insertSession({
      staffId: staff.id,
      refreshTokenHash: hashToken(refreshToken),
      expiresAt: new Date(Date.now() + STAFF_SESSION_TTL_MS),
    });
    return {
      accessToken: await accessTokenFor(staff.id, session.id),
      expiresIn: ACCESS_TOKEN_TTL_SECONDS,
      refreshToken,
    };
  }

  /** Takes a code from `base32` once: wrong, or already used (same or older step), throws. */
  async function useCode(staff: StaffRow, base32: string, code: string) {
    const step = totpStepOf(base32, code);
    if (step === null || !(await repository.useTotpStep(staff.id, step))) throw invalidCode();
  }

  async function getAccount(staffId: string): Promise<StaffRow> {
    const staff = await repository.findById(staffId);
    if (!staff) throw sessionEnded();
    return staff;
  }

  /**
   * Changes a staff member's own account and records it, in one transaction. `before` is read
   * ahead of it: PGlite has one connection, which the transaction holds.
   */
  async function changeOwnAccount(
    before: StaffRow,
    action: string,
    values: Parameters<StaffRepository['update']>[2],
  ): Promise<StaffRow> {
    return deps.db.transaction(async (tx) => {
      const after = await repository.update(tx, before.id, values);
      await audit.record(tx, {
        actorStaffId: before.id,
        action,
        entityType: 'staff',
        entityId: before.id,
        before: { totpEnabled: before.totpSecret !== null },
        after: { totpEnabled: after.totpSecret !== null },
      });
      return after;
    });
  }

  async function accountToManage(id: string): Promise<StaffRow> {
    const staff = await repository.findById(id);
    if (!staff) throw notFound('STAFF_NOT_FOUND', 'No staff member has this id.');
    return staff;
  }

  /**
   * Changes an account, ends its sessions when `endSessions` says so, and records the change, in
   * one transaction. Whoever is changed, the shop keeps an active owner: the owners are locked
   * first, so two owners demoting each other at once cannot both succeed.
   */
  async function changeAccount(
    actor: StaffActor,
    before: StaffRow,
    action: string,
    values: Parameters<StaffRepository['update']>[2],
    endSessions: boolean,
  ): Promise<StaffRow> {
    return deps.db.transaction(async (tx) => {
      const owners = await repository.lockActiveOwners(tx);
      const after = await repository.update(tx, before.id, values);
      const stillOwner = after.role === 'owner' && after.disabledAt === null;
      if (owners.length === 1 && owners[0] === before.id && !stillOwner)
        throw conflict('LAST_OWNER', 'The shop needs an active owner: make someone else owner first.');
      if (endSessions)
        await repository.endSessionsOf(tx, before.id, actor !== 'command-line' ? actor.sessionId : undefined);
      await audit.record(tx, {
        actorStaffId: actor === 'command-line' ? before.id : actor.staffId,
        action,
        entityType: 'staff',
        entityId: before.id,
        before: auditedAccount(before),
        after: { ...auditedAccount(after), ...(actor === 'command-line' && { via: 'command-line' }) },
      });
      return after;
    });
  }

  return {
    /**
     * A new staff member with a password the owner (or the command line, for a shop's first owner)
     * chose; the member may change it on their account page. A taken e-mail answers 409.
     */
    async createAccount(actor: StaffActor, input: NewStaffAccount): Promise<StaffProfile> {
      const passwordHash = await hashPassword(input.password);
      try {
        return describe(
          await deps.db.transaction(async (tx) => {
            const row = await repository.insert(tx, {
              email: input.email.trim(),
              name: input.name.trim(),
              role: input.role,
              passwordHash,
            });
            await audit.record(tx, {
              actorStaffId: actor === 'command-line' ? row.id : actor.staffId,
              action: 'staff.created',
              entityType: 'staff',
              entityId: row.id,
              before: null,
              after: { ...auditedAccount(row), ...(actor === 'command-line' && { via: 'command-line' }) },
            });
            return row;
          }),
        );
      } catch (error) {
        if (violatedUniqueConstraint(error) === 'staff_accounts_email_key')
          throw conflict('STAFF_EMAIL_TAKEN', 'A staff member already has this e-mail.');
        throw error;
      }
    },

    /**
     * Renames, changes the role of, disables or enables another account. A new role applies to
     * tokens already issued (the guard reads it on every call); disabling also ends every session.
     */
    async updateAccount(
      actor: StaffActor,
      id: string,
      changes: { name?: string; role?: StaffRole; disabled?: boolean },
    ): Promise<StaffProfile> {
      const before = await accountToManage(id);
      if (actor !== 'command-line' && actor.staffId === id && (changes.role !== undefined || changes.disabled))
        throw conflict('OWN_ACCOUNT', "You can't change your own role or disable yourself: ask another owner.");
      const disabledAt =
        changes.disabled === undefined ? undefined : changes.disabled ? (before.disabledAt ?? new Date()) : null;
      return describe(
        await changeAccount(
          actor,
          before,
          'staff.updated',
          { name: changes.name?.trim(), role: changes.role, disabledAt },
          changes.disabled === true,
        ),
      );
    },

    /** Sets another member's password (a forgotten one) and ends their sessions everywhere. */
    async setPassword(actor: StaffActor, id: string, password: string): Promise<StaffProfile> {
      const before = await accountToManage(id);
      const passwordHash = await hashPassword(password);
      return describe(await changeAccount(actor, before, 'staff.password-set', { passwordHash }, true));
    },

    /** Turns off another member's second factor (a lost phone); they enrol again after signing in. */
    async resetTotp(actor: StaffActor, id: string): Promise<StaffProfile> {
      const before = await accountToManage(id);
      return describe(
        await changeAccount(actor, before, 'staff.totp-reset', { totpSecret: null, totpPendingSecret: null }, false),
      );
    },

    /** The caller's own password, with the current one; their other sessions end. */
    async changeOwnPassword(caller: StaffCaller, currentPassword: string, newPassword: string): Promise<void> {
      const staff = await getAccount(caller.staffId);
      if (!(await verifyPassword(currentPassword, staff.passwordHash)))
        throw badRequest('WRONG_PASSWORD', 'The current password is not correct.');
      await changeAccount(
        caller,
        staff,
        'staff.password-changed',
        { passwordHash: await hashPassword(newPassword) },
        true,
      );
    },

    /**
     * E-mail and password. With a second factor enrolled it answers a short-lived challenge that
     * `signInWithTotp` takes with the code; otherwise the session's tokens.
     */
    async signIn(
      input: { email: string; password: string },
      ip: string,
      language: ContentLanguage,
    ): Promise<SignInResult> {
      const accountKeys = [input.email.toLowerCase()];
      await limit(accountKeys, ip, language);
      const staff = await repository.findByEmail(input.email);
      const ok = await verifyPassword(input.password, staff?.passwordHash ?? (await unknownAccountHash));
      if (!staff || !ok || staff.disabledAt) {
        await failed(accountKeys);
        throw invalidCredentials();
      }
      if (!staff.totpSecret) return { status: 'signed-in', tokens: await startSession(staff) };
      return {
        status: 'totp-required',
        challenge: await challenges.sign({ sub: staff.id }, TOTP_CHALLENGE_TTL_SECONDS),
      };
    },

    async signInWithTotp(
      input: { challenge: string; code: string },
      ip: string,
      language: ContentLanguage,
    ): Promise<StaffTokens> {
      const staffId = (await challenges.verify(input.challenge))?.sub;
      if (!staffId) throw unauthorized('SIGN_IN_REQUIRED', 'The sign-in has expired. Enter your password again.');
      const staff = await repository.findById(staffId);
      const accountKeys = [staffId, ...(staff ? [staff.email.toLowerCase()] : [])];
      await limit(accountKeys, ip, language);
      if (!staff?.totpSecret || staff.disabledAt) throw invalidCredentials();
      await useCode(staff, sealer.open(staff.totpSecret), input.code).catch(async (error: unknown) => {
        await failed(accountKeys);
        throw error;
      });
      return startSession(staff);
    },

    /** Rotates the refresh token; presenting an already rotated one ends its session (it leaked). */
    async refresh(refreshToken: string): Promise<StaffTokens> {
      const hash = hashToken(refreshToken);
      const next = newOpaqueToken();
      const session = await repository.rotateRefreshToken(hash, hashToken(next), new Date());
      if (!session) {
        await repository.endSessionOfReplayedToken(hash);
        throw sessionEnded();
      }
      const staff = await getAccount(session.staffId);
      if (staff.disabledAt) throw sessionEnded();
      return {
        accessToken: await accessTokenFor(staff.id, session.id),
        expiresIn: ACCESS_TOKEN_TTL_SECONDS,
        refreshToken: next,
      };
    },

    /** Ends the caller's session: its access and refresh tokens are refused from now on. */
    async signOut(caller: StaffCaller): Promise<void> {
      await repository.endSession(caller.sessionId);
    },

    /**
     * The staff member an admin access token stands for, or null when the token is not a valid
     * admin token, its session ended or expired, or the account is disabled. The role is read
     * from the account, so a changed role applies to tokens already issued.
     */
    async authenticate(token: string): Promise<StaffCaller | null> {
      const payload = await accessTokens.verify(token);
      if (typeof payload?.sub !== 'string' || typeof payload.sid !== 'string') return null;
      if (!isUuid(payload.sub) || !isUuid(payload.sid)) return null;
      const staff = await repository.findLiveSessionAccount(payload.sid, payload.sub, new Date());
      return staff ? { staffId: staff.id, sessionId: payload.sid, role: staff.role } : null;
    },

    async getProfile(caller: StaffCaller): Promise<StaffProfile> {
      return describe(await getAccount(caller.staffId));
    },

    /** Starts enrolling a second factor: the secret waits until a code from it is confirmed. */
    async beginTotpEnrolment(caller: StaffCaller): Promise<{ secret: string; uri: string }> {
      const staff = await getAccount(caller.staffId);
      if (staff.totpSecret) throw conflict('TOTP_ALREADY_ENABLED', 'Two-step sign-in is already on.');
      const secret = newTotpSecret();
      await repository.update(deps.db, staff.id, { totpPendingSecret: sealer.seal(secret) });
      return { secret, uri: totpUri(secret, staff.email) };
    },

    async confirmTotp(caller: StaffCaller, code: string): Promise<StaffProfile> {
      const staff = await getAccount(caller.staffId);
      if (staff.totpSecret) throw conflict('TOTP_ALREADY_ENABLED', 'Two-step sign-in is already on.');
      if (!staff.totpPendingSecret)
        throw badRequest('TOTP_ENROLMENT_NOT_STARTED', 'Start setting up two-step sign-in first.');
      await useCode(staff, sealer.open(staff.totpPendingSecret), code);
      return describe(
        await changeOwnAccount(staff, 'staff.totp-enabled', {
          totpSecret: staff.totpPendingSecret,
          totpPendingSecret: null,
        }),
      );
    },

    /** Turning the second factor off takes a current code, so a stolen session alone cannot. */
    async disableTotp(caller: StaffCaller, code: string): Promise<StaffProfile> {
      const staff = await getAccount(caller.staffId);
      if (!staff.totpSecret) throw conflict('TOTP_NOT_ENABLED', 'Two-step sign-in is not on.');
      await useCode(staff, sealer.open(staff.totpSecret), code);
      return describe(
        await changeOwnAccount(staff, 'staff.totp-disabled', { totpSecret: null, totpPendingSecret: null }),
      );
    },

    async findByEmail(email: string): Promise<StaffProfile | null> {
      const staff = await repository.findByEmail(email);
      return staff ? describe(staff) : null;
    },

    async list(): Promise<StaffProfile[]> {
      return (await repository.listAll()).map(describe);
    },

    async describeStaff(ids: string[]): Promise<Map<string, AuditActor>> {
      const rows = await repository.findByIds(ids);
      return new Map(rows.map((row) => [row.id, { id: row.id, name: row.name, email: row.email }]));
    },

    /** Whether this account is active and its role holds `permission` now (a token's claims may be older). */
    async holdsPermission(id: string, permission: Permission): Promise<boolean> {
      const [staff] = isUuid(id) ? await repository.findByIds([id]) : [];
      return !!staff && !staff.disabledAt && ROLE_PERMISSIONS[staff.role].includes(permission);
    },

    /**
     * The staff account with this e-mail if it is active and holds `permission`, else null: the
     * storefront's support user (a customer account) acts with the rights of its staff account.
     */
    async findActiveWithPermission(email: string, permission: Permission): Promise<{ id: string } | null> {
      const staff = await repository.findByEmail(email);
      return staff && !staff.disabledAt && ROLE_PERMISSIONS[staff.role].includes(permission) ? { id: staff.id } : null;
    },
  };
}
export type StaffService = ReturnType<typeof createStaffService>;

const isUuid = (value: string) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value);
