import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AnalyticsConfigSchema, type PublicConfig } from '@storefront/contracts';

const bool = (fallback: boolean) => z.stringbool().default(fallback);

/** Every environment variable the server reads; README's configuration table mirrors this. */
const EnvSchema = z.object({
  HOST: z.string().default('127.0.0.1'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  DATABASE_URL: z.url({ protocol: /^postgres(ql)?$/ }).optional(),
  DATA_DIR: z.string().default('data'),
  THEME_FILE: z.string().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  JWT_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
  REDIS_URL: z.url({ protocol: /^rediss?$/ }).optional(),
  REDIS_KEY_PREFIX: z.string().default('storefront:'),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  API_HOST: z.url().optional(),
  THEME_PATH: z.string().startsWith('/').default('/api/tenants/1/web-apps/1/theme'),
  REGISTRATION_ENABLED: bool(false),
  LOGIN_BY_OTP: bool(true),
  LOGIN_BY_EMAIL: bool(false),
  DEFAULT_COUNTRY_CODE: z.string().regex(/^[a-z]{2}$/, 'must be a two-letter country code').default('eg'),
  ANALYTICS_CONFIG: z.string().optional(),
  TRUST_PROXY: bool(false),
  BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
  DEV_OUTBOX: bool(false),
  SEED_PRODUCT_COUNT: z.coerce.number().int().min(0).max(1_000_000).default(1200),
});

export type Config = {
  host: string;
  port: number;
  databaseUrl: string | undefined;
  dataDir: string;
  themeFile: string;
  logLevel: z.infer<typeof EnvSchema>['LOG_LEVEL'];
  jwtSecret: string;
  redisUrl: string | undefined;
  redisKeyPrefix: string;
  trustProxy: boolean;
  bodyLimit: number;
  /** Where shoppers reach the shop; used for links in messages. */
  publicUrl: string;
  /** Serve GET /api/dev/outbox: development and browser tests read one-time codes there. */
  devOutbox: boolean;
  /** Products the demo shop is seeded with on first start (benchmarks seed 100,000). */
  seedProductCount: number;
  publicConfig: PublicConfig;
};

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the environment once; throws a ConfigError naming every bad variable.
 * Without JWT_SECRET a secret is generated on first start and kept in the data directory.
 */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  // An empty variable (`DATABASE_URL=`) means unset, as shells and .env files write it.
  const present = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = EnvSchema.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const dataDir = path.resolve(e.DATA_DIR);
  mkdirSync(dataDir, { recursive: true });
  return {
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    themeFile: path.resolve(e.THEME_FILE ?? path.join(dataDir, 'theme.json')),
    logLevel: e.LOG_LEVEL,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    trustProxy: e.TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    devOutbox: e.DEV_OUTBOX,
    seedProductCount: e.SEED_PRODUCT_COUNT,
    publicConfig: {
      apiHost: e.API_HOST ?? null,
      themePath: e.THEME_PATH,
      registrationEnabled: e.REGISTRATION_ENABLED,
      loginByOtp: e.LOGIN_BY_OTP,
      loginByEmail: e.LOGIN_BY_EMAIL,
      defaultCountryCode: e.DEFAULT_COUNTRY_CODE,
      analytics: parseAnalyticsConfig(e.ANALYTICS_CONFIG),
    },
  };
}

/** SPEC §5: analytics is optional, but once configured each of its four values is required. */
export function parseAnalyticsConfig(raw: string | undefined): PublicConfig['analytics'] {
  if (raw === undefined || raw.trim() === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError('Invalid configuration:\n  ANALYTICS_CONFIG: is not valid JSON (app configuration is missing)');
  }
  const parsed = AnalyticsConfigSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ANALYTICS_CONFIG.${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

function readOrCreateSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}
