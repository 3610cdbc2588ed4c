import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AuthTokensSchema,
  ChangePasswordBodySchema,
  CustomerProfileSchema,
  MessageSchema,
  ProfileUpdateBodySchema,
  RegisterBodySchema,
  withMessage,
} from '@storefront/contracts';
import type { CustomersService } from './customers.service.ts';
import { CUSTOMER_MESSAGES } from './customer-messages.ts';
import { errorResponses } from '../../lib/route-schemas.ts';
import { CONTENT_LANGUAGES } from '../../lib/language.ts';

const tags = ['account'];
const UserParams = z.object({ userId: z.uuid() });
const withConflict = { ...errorResponses, 409: errorResponses[400] };

export const customersRoutes: FastifyPluginAsyncZod<{
  customers: CustomersService;
}> = async (app, { customers }) => {
  app.get(
    '/api/users/customers/:userId',
    {
      schema: {
        tags,
        summary: 'The caller’s profile',
        params: UserParams,
        response: { 200: CustomerProfileSchema, ...errorResponses },
      },
    },
    (request) => customers.getProfile(request.params.userId),
  );

  app.put(
    '/api/users/customers/:userId',
    {
      schema: {
        tags,
        summary: 'Update the caller’s profile; an empty avatarPath keeps the picture (SPEC §7)',
        params: UserParams,
        // Stored only in a language the server can write messages in.
        body: ProfileUpdateBodySchema.extend({ language: z.enum(CONTENT_LANGUAGES).optional() }),
        response: { 200: withMessage(CustomerProfileSchema), ...withConflict },
      },
    },
    async (request) => ({
      ...(await customers.updateProfile(request.params.userId, request.body)),
      // A non-empty avatarPath is a new picture (the account form sends '' to keep the old one).
      message: CUSTOMER_MESSAGES[request.body.avatarPath === '' ? 'profileSaved' : 'pictureChanged'][request.language],
    }),
  );

  app.put(
    '/api/users/:userId/change-customer-password',
    {
      schema: {
        tags,
        summary: 'Change the password; the old one may be empty while the account has none',
        params: UserParams,
        body: ChangePasswordBodySchema,
        response: { 200: MessageSchema, ...errorResponses, 429: errorResponses[400] },
      },
    },
    async (request) => {
      // The guard has matched the token to :userId, so the caller is that customer.
      await customers.changePassword(request.auth!, request.body);
      return { message: CUSTOMER_MESSAGES.passwordChanged[request.language] };
    },
  );

  app.post(
    '/api/users/customers/register',
    {
      // A closed registration says so before anything else, whatever the body.
      preValidation: async () => customers.assertRegistrationOpen(),
      schema: {
        tags,
        summary:
          'Turn the calling guest into a customer (SPEC §7); the guest-role headers it sends are ignored, the token decides',
        body: RegisterBodySchema,
        response: { 200: AuthTokensSchema, ...withConflict },
      },
    },
    (request) => customers.register(request.auth, request.body),
  );
};
