import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ApiErrorSchema, NewPasswordSchema } from '@storefront/contracts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { PERMISSIONS, STAFF_ROLES } from './staff-permissions.ts';
import { staffCallerOf } from './staff-guard.ts';
import type { StaffService } from './staff.service.ts';

const tags = ['admin'];

const StaffTokensSchema = z.object({
  accessToken: z.string(),
  /** Seconds the access token lives. */
  expiresIn: z.number().int(),
  refreshToken: z.string(),
});

const StaffProfileSchema = z.object({
  id: z.uuid(),
  email: z.string(),
  name: z.string(),
  role: z.enum(STAFF_ROLES),
  permissions: z.array(z.enum(PERMISSIONS)),
  totpEnabled: z.boolean(),
  disabled: z.boolean(),
});

const StaffIdParams = z.object({ id: z.uuid() });
const StaffNameSchema = z.string().trim().min(1).max(100);

const TotpCodeSchema = z.string().regex(/^\d{6}$/, 'Enter the 6-digit code.');
const withRateLimit = { ...errorResponses, 429: ApiErrorSchema };

export const staffRoutes: FastifyPluginAsyncZod<{ staff: StaffService }> = async (app, { staff }) => {
  app.post(
    '/admin-api/sign-in',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Staff sign-in with e-mail and password; answers a TOTP challenge when a second factor is on',
        body: z.object({ email: z.email().max(254), password: z.string().min(1).max(200) }),
        response: {
          200: z.discriminatedUnion('status', [
            z.object({ status: z.literal('signed-in'), tokens: StaffTokensSchema }),
            z.object({ status: z.literal('totp-required'), challenge: z.string() }),
          ]),
          ...withRateLimit,
        },
      },
    },
    (request) => staff.signIn(request.body, request.ip, request.language),
  );

  app.post(
    '/admin-api/sign-in/totp',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: "Second sign-in step: the challenge and a code from the staff member's authenticator",
        body: z.object({ challenge: z.string().min(1).max(2000), code: TotpCodeSchema }),
        response: { 200: StaffTokensSchema, ...withRateLimit },
      },
    },
    (request) => staff.signInWithTotp(request.body, request.ip, request.language),
  );

  app.post(
    '/admin-api/refresh',
    {
      config: { permission: 'public' },
      schema: {
        tags,
        summary: 'Exchange a staff refresh token for new tokens (rotation; a replayed one ends the session)',
        body: z.object({ refreshToken: z.string().min(1).max(200) }),
        response: { 200: StaffTokensSchema, ...errorResponses },
      },
    },
    (request) => staff.refresh(request.body.refreshToken),
  );

  app.post(
    '/admin-api/sign-out',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: "End the caller's session: its access token is refused at once",
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await staff.signOut(staffCallerOf(request));
      return reply.status(204).send(null);
    },
  );

  app.get(
    '/admin-api/me',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'The signed-in staff member, with the permissions of their role',
        response: { 200: StaffProfileSchema, ...errorResponses },
      },
    },
    (request) => staff.getProfile(staffCallerOf(request)),
  );

  app.post(
    '/admin-api/me/totp',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Start enrolling a TOTP second factor: a new secret and its otpauth:// URI',
        response: { 200: z.object({ secret: z.string(), uri: z.string() }), ...errorResponses, 409: ApiErrorSchema },
      },
    },
    (request) => staff.beginTotpEnrolment(staffCallerOf(request)),
  );

  app.post(
    '/admin-api/me/totp/confirm',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Turn the second factor on with a code from the enrolled secret',
        body: z.object({ code: TotpCodeSchema }),
        response: { 200: StaffProfileSchema, ...errorResponses, 409: ApiErrorSchema },
      },
    },
    (request) => staff.confirmTotp(staffCallerOf(request), request.body.code),
  );

  app.post(
    '/admin-api/me/totp/disable',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: 'Turn the second factor off (takes a current code)',
        body: z.object({ code: TotpCodeSchema }),
        response: { 200: StaffProfileSchema, ...errorResponses, 409: ApiErrorSchema },
      },
    },
    (request) => staff.disableTotp(staffCallerOf(request), request.body.code),
  );

  app.get(
    '/admin-api/staff',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary: 'Every staff account, by name',
        response: { 200: z.array(StaffProfileSchema), ...errorResponses },
      },
    },
    () => staff.list(),
  );

  app.post(
    '/admin-api/staff',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary: 'Add a staff member with a role and a first password',
        body: z.object({
          email: z.email().max(254),
          name: StaffNameSchema,
          role: z.enum(STAFF_ROLES),
          password: NewPasswordSchema,
        }),
        response: { 201: StaffProfileSchema, ...errorResponses, 409: ApiErrorSchema },
      },
    },
    async (request, reply) => reply.code(201).send(await staff.createAccount(staffCallerOf(request), request.body)),
  );

  app.patch(
    '/admin-api/staff/:id',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary: 'Rename, change the role of, disable or enable a staff member (disabling ends their sessions)',
        params: StaffIdParams,
        body: z
          .object({ name: StaffNameSchema, role: z.enum(STAFF_ROLES), disabled: z.boolean() })
          .partial()
          .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
            message: 'Send at least one of name, role and disabled.',
          }),
        response: { 200: StaffProfileSchema, ...errorResponses, 409: ApiErrorSchema },
      },
    },
    (request) => staff.updateAccount(staffCallerOf(request), request.params.id, request.body),
  );

  app.put(
    '/admin-api/staff/:id/password',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary: "Set a staff member's password (a forgotten one); ends their sessions",
        params: StaffIdParams,
        body: z.object({ password: NewPasswordSchema }),
        response: { 200: StaffProfileSchema, ...errorResponses, 409: ApiErrorSchema },
      },
    },
    (request) => staff.setPassword(staffCallerOf(request), request.params.id, request.body.password),
  );

  app.delete(
    '/admin-api/staff/:id/totp',
    {
      config: { permission: 'staff' },
      schema: {
        tags,
        summary: "Turn off a staff member's second factor (a lost phone); they may enrol again",
        params: StaffIdParams,
        response: { 200: StaffProfileSchema, ...errorResponses },
      },
    },
    (request) => staff.resetTotp(staffCallerOf(request), request.params.id),
  );

  app.put(
    '/admin-api/me/password',
    {
      config: { permission: 'signed-in' },
      schema: {
        tags,
        summary: "Change one's own password (takes the current one); one's other sessions end",
        body: z.object({ currentPassword: z.string().min(1).max(200), newPassword: NewPasswordSchema }),
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await staff.changeOwnPassword(staffCallerOf(request), request.body.currentPassword, request.body.newPassword);
      return reply.code(204).send(null);
    },
  );
};
