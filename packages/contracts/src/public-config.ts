import { z } from 'zod';

/** SPEC §5: when analytics is configured these four are required. */
export const AnalyticsConfigSchema = z.object({
  appName: z.string({ error: 'app name is missing' }).min(1, 'app name is missing'),
  projectId: z.string({ error: 'project id is missing' }).min(1, 'project id is missing'),
  apiKey: z.string({ error: 'API key is missing' }).min(1, 'API key is missing'),
  appId: z.string({ error: 'app id is missing' }).min(1, 'app id is missing'),
});
export type AnalyticsConfig = z.infer<typeof AnalyticsConfigSchema>;
/** SPEC §9: analytics calls give up after 60 s. */
export const ANALYTICS_TIMEOUT_MS = 60_000;

/** Settings the server hands to the storefront (and so to the browser): never secrets. */
export const PublicConfigSchema = z.object({
  /** Host-prefixed API base (SPEC §7); null means relative paths on the storefront's own origin. */
  apiHost: z.string().nullable(),
  /** Where the storefront reads its theme configuration (SPEC §7 `GET {token}`). */
  themePath: z.string(),
  registrationEnabled: z.boolean(),
  loginByOtp: z.boolean(),
  loginByEmail: z.boolean(),
  defaultCountryCode: z.string(),
  analytics: AnalyticsConfigSchema.nullable(),
});
export type PublicConfig = z.infer<typeof PublicConfigSchema>;
