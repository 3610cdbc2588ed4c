import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ForgotPasswordBodySchema,
  MessageSchema,
  ResetPasswordBodySchema,
  ResetTokenQuerySchema,
  ResetTokenStatusSchema,
} from '@storefront/contracts';
import type { PasswordResetService } from './password-reset.service.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

const tags = ['account'];

/** One answer whether or not the account exists. */
const RESET_REQUESTED = {
  en: 'If an account uses this e-mail address, we sent it a link to reset the password.',
  ar: 'إذا كان هناك حساب بهذا البريد الإلكتروني فقد أرسلنا إليه رابطًا لإعادة تعيين كلمة المرور.',
};
const PASSWORD_RESET = {
  en: 'Your password was reset. You can sign in with it now.',
  ar: 'تمت إعادة تعيين كلمة المرور. يمكنك تسجيل الدخول بها الآن.',
};

export const passwordResetRoutes: FastifyPluginAsyncZod<{ passwordReset: PasswordResetService }> = async (
  app,
  { passwordReset },
) => {
  app.post(
    '/api/account/forgot-password',
    {
      schema: {
        tags,
        summary: 'Mail a single-use password reset link, valid for an hour',
        body: ForgotPasswordBodySchema,
        response: { 200: MessageSchema, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (request) => {
      await passwordReset.requestReset(request.body.email, request.ip);
      return { message: RESET_REQUESTED[request.language] };
    },
  );

  app.get(
    '/api/account/reset-password',
    {
      schema: {
        tags,
        summary: 'Whether a reset link can still be used',
        querystring: ResetTokenQuerySchema,
        response: { 200: ResetTokenStatusSchema, ...errorResponses },
      },
    },
    async (request) => ({ valid: await passwordReset.isTokenValid(request.query.token) }),
  );

  app.put(
    '/api/account/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset link’s token',
        body: ResetPasswordBodySchema,
        response: { 200: MessageSchema, ...errorResponses },
      },
    },
    async (request) => {
      await passwordReset.resetPassword(request.body.token, request.body.newPassword);
      return { message: PASSWORD_RESET[request.language] };
    },
  );
};
