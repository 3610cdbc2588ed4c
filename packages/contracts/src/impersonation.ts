import { z } from 'zod';

/** SPEC §2/§8 texts of the impersonation banner and its errors. */
export const INVALID_IMPERSONATION_MESSAGE = 'Invalid impersonated token. Ending impersonation.';

export const SupportCustomerSchema = z.object({
  userId: z.uuid(),
  displayName: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
});
export type SupportCustomer = z.infer<typeof SupportCustomerSchema>;

export const StartImpersonationBodySchema = z.object({
  customerId: z.uuid(),
  reason: z.string().trim().max(200).optional(),
});

/** What the storefront keeps while a support user acts as a customer. */
export const ImpersonationSessionSchema = z.object({
  sessionId: z.uuid(),
  customerId: z.uuid(),
  /** SPEC §2 banner: "impersonated as" this name. */
  displayName: z.string(),
  impersonationToken: z.string(),
  expiresAt: z.string(),
});
export type ImpersonationSession = z.infer<typeof ImpersonationSessionSchema>;
