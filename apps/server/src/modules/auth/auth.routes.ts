import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthTokensSchema,
  LoginBodySchema,
  MessageSchema,
  OtpRequestBodySchema,
  RefreshBodySchema,
} from '@storefront/contracts';
import type { AuthService } from './auth.service.ts';
import { errorResponses } from '../../lib/route-schemas.ts';

const tags = ['auth'];

export const authRoutes: FastifyPluginAsyncZod<{ auth: AuthService }> = async (app, { auth }) => {
  app.post(
    '/api/users/customers/guest',
    {
      schema: {
        tags,
        summary: 'Create an anonymous guest customer and its tokens (SPEC §4)',
        response: { 201: AuthTokensSchema, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (request, reply) => reply.status(201).send(await auth.createGuest(request.language, request.ip)),
  );

  app.post(
    '/api/account/refresh-token',
    {
      schema: {
        tags,
        summary: 'Exchange a refresh token for new tokens; the old one stops working (rotation)',
        body: RefreshBodySchema,
        response: { 200: AuthTokensSchema, ...errorResponses },
      },
    },
    (request) => auth.refresh(request.body.refreshToken),
  );

  app.post(
    '/api/account/logout',
    {
      schema: {
        tags,
        summary: 'Revoke a refresh token and every token rotated from it',
        body: RefreshBodySchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await auth.revoke(request.body.refreshToken);
      return reply.status(204).send(null);
    },
  );

  app.post(
    '/api/phone/verify/request',
    {
      schema: {
        tags,
        summary: 'Send a one-time sign-in code to a phone (SPEC §7)',
        body: OtpRequestBodySchema,
        response: {
          200: MessageSchema.extend({ expiresIn: z.number().int() }),
          ...errorResponses,
          429: errorResponses[400],
          503: errorResponses[400],
        },
      },
    },
    async (request) => {
      const { expiresIn } = await auth.requestOtp(request.body, request.ip, request.language);
      return {
        message: request.language === 'ar' ? 'تم إرسال رمز التحقق.' : 'We sent you a verification code.',
        expiresIn,
      };
    },
  );

  app.post(
    '/api/account/login',
    {
      schema: {
        tags,
        summary: 'Sign in by phone and code (or e-mail and password when enabled); a calling guest keeps its cart',
        body: LoginBodySchema,
        response: { 200: AuthTokensSchema, ...errorResponses, 429: errorResponses[400] },
      },
    },
    (request) => auth.login(request.body, request.auth, request.ip),
  );

  app.get(
    '/api/users/phone/check',
    {
      schema: {
        tags,
        summary: 'Whether a customer account uses this phone number',
        querystring: z.object({
          PhoneNumber: z.string().trim().min(4).max(20),
          countryCode: z
            .string()
            .regex(/^[a-zA-Z]{2}$/)
            .optional(),
        }),
        response: { 200: z.object({ exists: z.boolean() }), ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (request) => ({
      exists: await auth.phoneExists(
        { phone: request.query.PhoneNumber, countryCode: request.query.countryCode },
        request.ip,
        request.language,
      ),
    }),
  );
};
