import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { AnalyticsConfigSchema, type PublicConfig } from '@storefront/contracts';

const bool = (fallback: boolean) => z.stringbool().default(fallback);

/** Every environment variable the server reads; README's configuration table mirrors this. */
const EnvSchema = z
  .object({
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
    DEFAULT_COUNTRY_CODE: z
      .string()
      .regex(/^[a-z]{2}$/, 'must be a two-letter country code')
      .default('eg'),
    ANALYTICS_CONFIG: z.string().optional(),
    ANALYTICS_API_SECRET: z.string().min(1).optional(),
    ANALYTICS_COLLECT_URL: z.url({ protocol: /^https?$/ }).default('https://www.google-analytics.com/mp/collect'),
    ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(400),
    ANALYTICS_PRUNE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(86_400).default(3600),
    TRUST_PROXY: bool(false),
    BODY_LIMIT: z.coerce.number().int().positive().default(1_048_576),
    DEV_OUTBOX: bool(false),
    SEED_PRODUCT_COUNT: z.coerce.number().int().min(0).max(1_000_000).default(1200),
    SEED_DEMO_STAFF: bool(true),
    PAYMENT_TIMEOUT_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(30),
    PAYMENT_SWEEP_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    JOBS_POLL_INTERVAL_SECONDS: z.coerce.number().min(0.5).max(60).default(2),
    JOBS_MAINTENANCE_INTERVAL_SECONDS: z.coerce.number().int().min(1).max(3600).default(60),
    SHUTDOWN_TIMEOUT_SECONDS: z.coerce.number().int().min(1).max(600).default(10),
    SHUTDOWN_DRAIN_SECONDS: z.coerce.number().min(0).max(300).default(0),
    PRODUCT_IMPORT_MAX_MB: z.coerce.number().min(0.001).max(2048).default(100),
    PRODUCT_IMPORT_IMAGE_TIMEOUT_SECONDS: z.coerce.number().min(0.1).max(300).default(15),
    METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
    // OpenTelemetry's own variable names (its SDKs' specification): traces go out over OTLP/HTTP only when one is set.
    OTEL_EXPORTER_OTLP_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    OTEL_EXPORTER_OTLP_HEADERS: z
      .string()
      .regex(/^\s*[^=,\s]+\s*=[^,]*(,\s*[^=,\s]+\s*=[^,]*)*$/, 'must be key=value pairs separated by commas')
      .optional(),
    OTEL_SERVICE_NAME: z.string().min(1).default('storefront-server'),
    OTEL_BSP_SCHEDULE_DELAY: z.coerce.number().int().min(10).max(60_000).default(5_000),
    GUESTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(60),
    SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_HOUR: z.coerce.number().int().min(1).default(20),
    UNPAID_ORDERS_PER_CUSTOMER: z.coerce.number().int().min(1).default(3),
    UNPAID_ORDERS_PER_ADDRESS: z.coerce.number().int().min(1).default(10),
    CARD_GATEWAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    KNET_GATEWAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TABBY_GATEWAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TAMARA_GATEWAY_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    SMS_PROVIDER: z.enum(['outbox', 'twilio', 'unifonic']).default('outbox'),
    SMS_CHANNEL: z.enum(['sms', 'whatsapp']).default('sms'),
    TWILIO_ACCOUNT_SID: z
      .string()
      .regex(/^AC[0-9a-fA-F]{32}$/, 'must be an account SID (AC and 32 hex digits)')
      .optional(),
    TWILIO_AUTH_TOKEN: z.string().min(16).optional(),
    TWILIO_FROM: z.string().min(1).optional(),
    TWILIO_MESSAGING_SERVICE_SID: z
      .string()
      .regex(/^MG[0-9a-fA-F]{32}$/, 'must be a Messaging Service SID (MG…)')
      .optional(),
    TWILIO_WHATSAPP_TEMPLATE_EN: z
      .string()
      .regex(/^HX[0-9a-fA-F]{32}$/, 'must be a Content SID (HX…)')
      .optional(),
    TWILIO_WHATSAPP_TEMPLATE_AR: z
      .string()
      .regex(/^HX[0-9a-fA-F]{32}$/, 'must be a Content SID (HX…)')
      .optional(),
    TWILIO_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.twilio.com'),
    UNIFONIC_APP_SID: z.string().min(1).optional(),
    UNIFONIC_SENDER_ID: z.string().min(1).max(11).optional(),
    UNIFONIC_API_URL: z.url({ protocol: /^https?$/ }).default('https://el.cloud.unifonic.com'),
    SMTP_URL: z.url({ protocol: /^smtps?$/ }).optional(),
    MAIL_FROM: z.string().min(3).optional(),
    S3_BUCKET: z
      .string()
      .regex(
        /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
        'must be a bucket name: 3 to 63 lower-case letters, digits, dots or hyphens',
      )
      .optional(),
    S3_REGION: z.string().default('us-east-1'),
    S3_ENDPOINT: z.url({ protocol: /^https?$/ }).optional(),
    S3_FORCE_PATH_STYLE: bool(false),
    S3_ACCESS_KEY_ID: z.string().optional(),
    S3_SECRET_ACCESS_KEY: z.string().optional(),
    KNET_GATEWAY: z.enum(['sandbox', 'myfatoorah', 'tap']).default('sandbox'),
    CARD_GATEWAY: z.enum(['sandbox', 'myfatoorah', 'tap']).default('sandbox'),
    MYFATOORAH_API_URL: z.url({ protocol: /^https?$/ }).default('https://apitest.myfatoorah.com'),
    MYFATOORAH_API_KEY: z.string().min(1).optional(),
    MYFATOORAH_WEBHOOK_SECRET: z.string().min(1).optional(),
    TAP_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.tap.company'),
    TAP_SECRET_KEY: z
      .string()
      .regex(/^sk_(test|live)_\w+$/, 'must be a Tap secret API key (sk_test_… or sk_live_…)')
      .optional(),
    TAP_MERCHANT_ID: z.string().min(1).optional(),
    TABBY_GATEWAY: z.enum(['sandbox', 'tabby']).default('sandbox'),
    TABBY_API_URL: z.url({ protocol: /^https?$/ }).default('https://api.tabby.ai'),
    TABBY_SECRET_KEY: z
      .string()
      .regex(/^sk_(test_)?[\w-]+$/, 'must be a Tabby secret key (sk_test_… or sk_…)')
      .optional(),
    TABBY_MERCHANT_CODE: z.string().min(1).optional(),
    // Tabby sends this value back in TABBY_WEBHOOK_HEADER on every webhook: long enough not to be guessed.
    TABBY_WEBHOOK_SECRET: z.string().min(32, 'must be at least 32 characters').optional(),
    TABBY_WEBHOOK_HEADER: z
      .string()
      .regex(/^[A-Za-z0-9-]+$/, 'must be an HTTP header name')
      .default('X-Tabby-Webhook-Auth'),
    TAMARA_GATEWAY: z.enum(['sandbox', 'tamara']).default('sandbox'),
    TAMARA_API_URL: z.url({ protocol: /^https?$/ }).default('https://api-sandbox.tamara.co'),
    TAMARA_API_TOKEN: z.string().min(1).optional(),
    TAMARA_NOTIFICATION_TOKEN: z.string().min(1).optional(),
    PAYMENT_GATEWAY_TIMEOUT_MS: z.coerce.number().int().min(100).max(120_000).default(15_000),
  })
  .superRefine((env, context) => {
    if (env.SHUTDOWN_DRAIN_SECONDS >= env.SHUTDOWN_TIMEOUT_SECONDS)
      context.addIssue({
        code: 'custom',
        path: ['SHUTDOWN_DRAIN_SECONDS'],
        message: 'must be shorter than SHUTDOWN_TIMEOUT_SECONDS, which bounds the whole shutdown',
      });
    const require = (key: keyof typeof env, why: string) => {
      if (env[key] === undefined) context.addIssue({ code: 'custom', path: [key], message: `is required ${why}` });
    };
    if (env.SMS_PROVIDER === 'twilio') {
      require('TWILIO_ACCOUNT_SID', 'with SMS_PROVIDER=twilio');
      require('TWILIO_AUTH_TOKEN', 'with SMS_PROVIDER=twilio');
      if (!env.TWILIO_FROM && !env.TWILIO_MESSAGING_SERVICE_SID)
        context.addIssue({
          code: 'custom',
          path: ['TWILIO_FROM'],
          message: 'or TWILIO_MESSAGING_SERVICE_SID is required with SMS_PROVIDER=twilio',
        });
    }
    if (env.SMS_PROVIDER === 'unifonic') require('UNIFONIC_APP_SID', 'with SMS_PROVIDER=unifonic');
    if (env.SMS_CHANNEL === 'whatsapp' && env.SMS_PROVIDER !== 'twilio')
      context.addIssue({ code: 'custom', path: ['SMS_CHANNEL'], message: 'whatsapp needs SMS_PROVIDER=twilio' });
    if (env.SMTP_URL) require('MAIL_FROM', 'with SMTP_URL');
    // S3 settings mean nothing without S3_BUCKET: one set alone is a mistake (files would stay on local disk).
    if (!env.S3_BUCKET)
      for (const key of ['S3_ENDPOINT', 'S3_FORCE_PATH_STYLE', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const)
        if (env[key] !== undefined && env[key] !== false)
          context.addIssue({ code: 'custom', path: [key], message: 'is set but S3_BUCKET is not' });
    if ((env.S3_ACCESS_KEY_ID === undefined) !== (env.S3_SECRET_ACCESS_KEY === undefined))
      context.addIssue({
        code: 'custom',
        path: [env.S3_ACCESS_KEY_ID === undefined ? 'S3_ACCESS_KEY_ID' : 'S3_SECRET_ACCESS_KEY'],
        message:
          'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together (or leave both unset for the AWS default credentials)',
      });
    // A MyFatoorah account needs its API key and webhook secret; one alone is a mistake too.
    if (
      env.KNET_GATEWAY === 'myfatoorah' ||
      env.CARD_GATEWAY === 'myfatoorah' ||
      env.MYFATOORAH_API_KEY ||
      env.MYFATOORAH_WEBHOOK_SECRET
    ) {
      require('MYFATOORAH_API_KEY', 'with a MyFatoorah account (KNET_GATEWAY or CARD_GATEWAY=myfatoorah)');
      require('MYFATOORAH_WEBHOOK_SECRET', 'with a MyFatoorah account (KNET_GATEWAY or CARD_GATEWAY=myfatoorah)');
    }
    // Tap signs its webhooks with the same secret key the shop calls it with.
    if (env.KNET_GATEWAY === 'tap' || env.CARD_GATEWAY === 'tap' || env.TAP_MERCHANT_ID)
      require('TAP_SECRET_KEY', 'with a Tap account (KNET_GATEWAY or CARD_GATEWAY=tap)');
    // Tabby's webhooks are authenticated by a header value the shop registered with them, not a signature.
    if (env.TABBY_GATEWAY === 'tabby' || env.TABBY_SECRET_KEY || env.TABBY_MERCHANT_CODE || env.TABBY_WEBHOOK_SECRET)
      for (const key of ['TABBY_SECRET_KEY', 'TABBY_MERCHANT_CODE', 'TABBY_WEBHOOK_SECRET'] as const)
        require(key, 'with a Tabby account (TABBY_GATEWAY=tabby)');
    // Tamara's notifications carry a JWT signed with the notification token: without it none could be believed.
    if (env.TAMARA_GATEWAY === 'tamara' || env.TAMARA_API_TOKEN || env.TAMARA_NOTIFICATION_TOKEN)
      for (const key of ['TAMARA_API_TOKEN', 'TAMARA_NOTIFICATION_TOKEN'] as const)
        require(key, 'with a Tamara account (TAMARA_GATEWAY=tamara)');
  });

/** The outside gateways an online payment method can be switched to from the built-in sandbox. */
export const REAL_GATEWAYS = ['myfatoorah', 'tap'] as const;
export type RealGateway = (typeof REAL_GATEWAYS)[number];

/** Merchant accounts at the payment gateways; each signs its results with its own secret. */
export const PAYMENT_GATEWAYS = ['card', 'knet', 'tabby', 'tamara'] as const;
export type PaymentGatewayName = (typeof PAYMENT_GATEWAYS)[number];

/** Where sign-in codes go: the development outbox, or a provider (see modules/messaging/README.md). */
export type SmsConfig =
  | { provider: 'outbox' }
  | {
      provider: 'twilio';
      accountSid: string;
      authToken: string;
      sender: { from: string } | { messagingServiceSid: string };
      channel: 'sms' | 'whatsapp';
      whatsappTemplates: { en?: string; ar?: string };
      apiUrl: string;
    }
  | { provider: 'unifonic'; appSid: string; senderId: string | undefined; apiUrl: string };

/** Where e-mail goes: the development outbox, or an SMTP server. */
export type MailConfig = { transport: 'outbox' } | { transport: 'smtp'; url: string; from: string };

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
  /**
   * Seed the README's demo staff (known passwords) on first start. A shop on the internet turns
   * it off and creates its first owner with `npm run staff -- add`.
   */
  seedDemoStaff: boolean;
  /** An online order not paid within this many minutes releases its stock and is cancelled. */
  paymentTimeoutMinutes: number;
  /** How often one process (any) looks for unpaid online orders whose time is up. */
  paymentSweepIntervalSeconds: number;
  /** The durable job queue (modules/jobs). */
  jobs: { pollIntervalSeconds: number; maintenanceIntervalSeconds: number };
  /** The longest a SIGTERM waits for requests and jobs under way before the process exits. */
  shutdownTimeoutSeconds: number;
  /** Product CSV imports: the largest file accepted, and how long fetching one picture may take. */
  productImport: { maxFileBytes: number; imageTimeoutMs: number };
  /** Bearer token of `GET /metrics`; unset, there are no metrics. */
  metricsToken: string | undefined;
  /** Where traces are exported (OTLP/HTTP, JSON); null, none are made. */
  tracing: {
    /** The traces endpoint itself, e.g. http://collector:4318/v1/traces. */
    url: string;
    headers: Record<string, string>;
    serviceName: string;
    /** How long spans wait to be sent in one batch. */
    exportDelayMs: number;
  } | null;
  /** After a SIGTERM, how long readiness fails while requests are still served, before the listener closes. */
  shutdownDrainSeconds: number;
  /** Limits per client address (IP) and per customer against scripted abuse; see README's security notes. */
  abuseLimits: AbuseLimits;
  /** Shared secrets that sign each gateway's payment results (HMAC-SHA256). */
  gatewaySecrets: Record<PaymentGatewayName, string>;
  sms: SmsConfig;
  mail: MailConfig;
  /** Where uploaded and generated files live: DATA_DIR/files, or an S3-compatible bucket when S3_BUCKET is set. */
  fileStorage: FileStorageSettings;
  /** Which gateway takes new KNET and card payments: the built-in sandbox or a real one. */
  paymentGateways: {
    knet: 'sandbox' | RealGateway;
    card: 'sandbox' | RealGateway;
    tabby: 'sandbox' | 'tabby';
    tamara: 'sandbox' | 'tamara';
  };
  /** The MyFatoorah account, when its API key is set. */
  myFatoorah: { apiUrl: string; apiKey: string; webhookSecret: string } | null;
  /** The Tap account, when its secret key is set. */
  tap: { apiUrl: string; secretKey: string; merchantId: string | undefined } | null;
  /** The Tabby account, when its secret key is set. */
  tabby: {
    apiUrl: string;
    secretKey: string;
    merchantCode: string;
    webhookHeader: string;
    webhookSecret: string;
  } | null;
  /** The Tamara account, when its API token is set. */
  tamara: { apiUrl: string; apiToken: string; notificationToken: string } | null;
  /** How long a call to an outside gateway may take before it counts as unanswered. */
  paymentGatewayTimeoutMs: number;
  publicConfig: PublicConfig;
  /**
   * Where stored storefront events are also sent (GA4 Measurement Protocol, ADR 044): the Firebase app of
   * ANALYTICS_CONFIG and the stream's API secret; null unless both are set.
   */
  analyticsForwarding: { collectUrl: string; firebaseAppId: string; apiSecret: string } | null;
  /** Events older than this many days are deleted, checked about every `pruneIntervalSeconds`. */
  analyticsRetention: { days: number; pruneIntervalSeconds: number };
};

export interface AbuseLimits {
  /** Guest customers one client address may create per hour. */
  guestsPerAddressPerHour: number;
  /** Sign-in codes, phone checks and password sign-ins one client address may try per hour, each. */
  signInAttemptsPerAddressPerHour: number;
  /** Online orders waiting for payment (holding stock) one customer may have at once. */
  unpaidOrdersPerCustomer: number;
  /** The same, over every customer placing orders from one client address. */
  unpaidOrdersPerAddress: number;
}

export type FileStorageSettings =
  | { kind: 'local'; directory: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** Unset: AWS S3 itself. */
      endpoint: string | undefined;
      forcePathStyle: boolean;
      /** Unset: the AWS SDK's default credential chain (AWS_* variables, instance or task role …). */
      credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
    };

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/**
 * Reads and validates the environment once; throws a ConfigError naming every bad variable.
 * Without JWT_SECRET (or a gateway secret) a secret is generated on first start and kept in the data directory.
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
  const analytics = parseAnalyticsConfig(e.ANALYTICS_CONFIG);
  return {
    host: e.HOST,
    port: e.PORT,
    databaseUrl: e.DATABASE_URL,
    dataDir,
    themeFile: path.resolve(e.THEME_FILE ?? path.join(dataDir, 'theme.json')),
    logLevel: e.LOG_LEVEL,
    jwtSecret: e.JWT_SECRET ?? readOrCreateSecret(dataDir, 'jwt-secret'),
    redisUrl: e.REDIS_URL,
    redisKeyPrefix: e.REDIS_KEY_PREFIX,
    trustProxy: e.TRUST_PROXY,
    bodyLimit: e.BODY_LIMIT,
    publicUrl: e.PUBLIC_URL ?? `http://${e.HOST}:${e.PORT}`,
    devOutbox: e.DEV_OUTBOX,
    seedProductCount: e.SEED_PRODUCT_COUNT,
    seedDemoStaff: e.SEED_DEMO_STAFF,
    paymentTimeoutMinutes: e.PAYMENT_TIMEOUT_MINUTES,
    paymentSweepIntervalSeconds: e.PAYMENT_SWEEP_INTERVAL_SECONDS,
    jobs: {
      pollIntervalSeconds: e.JOBS_POLL_INTERVAL_SECONDS,
      maintenanceIntervalSeconds: e.JOBS_MAINTENANCE_INTERVAL_SECONDS,
    },
    shutdownTimeoutSeconds: e.SHUTDOWN_TIMEOUT_SECONDS,
    productImport: {
      maxFileBytes: Math.round(e.PRODUCT_IMPORT_MAX_MB * 1024 * 1024),
      imageTimeoutMs: e.PRODUCT_IMPORT_IMAGE_TIMEOUT_SECONDS * 1000,
    },
    shutdownDrainSeconds: e.SHUTDOWN_DRAIN_SECONDS,
    metricsToken: e.METRICS_TOKEN,
    tracing:
      e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT || e.OTEL_EXPORTER_OTLP_ENDPOINT
        ? {
            // The specification: a signal's own endpoint is used as it is, the base one gets /v1/traces appended.
            url:
              e.OTEL_EXPORTER_OTLP_TRACES_ENDPOINT ?? `${e.OTEL_EXPORTER_OTLP_ENDPOINT!.replace(/\/+$/, '')}/v1/traces`,
            headers: Object.fromEntries(
              (e.OTEL_EXPORTER_OTLP_HEADERS ?? '')
                .split(',')
                .filter((pair) => pair.includes('='))
                .map((pair) => {
                  const at = pair.indexOf('=');
                  const value = pair.slice(at + 1).trim();
                  // The specification's values are URL-encoded; one that is not is taken as written.
                  let decoded = value;
                  try {
                    decoded = decodeURIComponent(value);
                  } catch {
                    // kept as written
                  }
                  return [pair.slice(0, at).trim(), decoded];
                }),
            ),
            serviceName: e.OTEL_SERVICE_NAME,
            exportDelayMs: e.OTEL_BSP_SCHEDULE_DELAY,
          }
        : null,
    abuseLimits: {
      guestsPerAddressPerHour: e.GUESTS_PER_ADDRESS_PER_HOUR,
      signInAttemptsPerAddressPerHour: e.SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_HOUR,
      unpaidOrdersPerCustomer: e.UNPAID_ORDERS_PER_CUSTOMER,
      unpaidOrdersPerAddress: e.UNPAID_ORDERS_PER_ADDRESS,
    },
    gatewaySecrets: {
      card: e.CARD_GATEWAY_SECRET ?? readOrCreateSecret(dataDir, 'card-gateway-secret'),
      knet: e.KNET_GATEWAY_SECRET ?? readOrCreateSecret(dataDir, 'knet-gateway-secret'),
      tabby: e.TABBY_GATEWAY_SECRET ?? readOrCreateSecret(dataDir, 'tabby-gateway-secret'),
      tamara: e.TAMARA_GATEWAY_SECRET ?? readOrCreateSecret(dataDir, 'tamara-gateway-secret'),
    },
    sms: smsConfig(e),
    mail: e.SMTP_URL ? { transport: 'smtp', url: e.SMTP_URL, from: e.MAIL_FROM! } : { transport: 'outbox' },
    fileStorage: e.S3_BUCKET
      ? {
          kind: 's3',
          bucket: e.S3_BUCKET,
          region: e.S3_REGION,
          endpoint: e.S3_ENDPOINT,
          forcePathStyle: e.S3_FORCE_PATH_STYLE,
          credentials:
            e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
              ? { accessKeyId: e.S3_ACCESS_KEY_ID, secretAccessKey: e.S3_SECRET_ACCESS_KEY }
              : undefined,
        }
      : { kind: 'local', directory: path.join(dataDir, 'files') },
    paymentGateways: {
      knet: e.KNET_GATEWAY,
      card: e.CARD_GATEWAY,
      tabby: e.TABBY_GATEWAY,
      tamara: e.TAMARA_GATEWAY,
    },
    myFatoorah:
      e.MYFATOORAH_API_KEY && e.MYFATOORAH_WEBHOOK_SECRET
        ? { apiUrl: e.MYFATOORAH_API_URL, apiKey: e.MYFATOORAH_API_KEY, webhookSecret: e.MYFATOORAH_WEBHOOK_SECRET }
        : null,
    tap: e.TAP_SECRET_KEY
      ? { apiUrl: e.TAP_API_URL, secretKey: e.TAP_SECRET_KEY, merchantId: e.TAP_MERCHANT_ID }
      : null,
    tabby:
      e.TABBY_SECRET_KEY && e.TABBY_MERCHANT_CODE && e.TABBY_WEBHOOK_SECRET
        ? {
            apiUrl: e.TABBY_API_URL,
            secretKey: e.TABBY_SECRET_KEY,
            merchantCode: e.TABBY_MERCHANT_CODE,
            webhookHeader: e.TABBY_WEBHOOK_HEADER,
            webhookSecret: e.TABBY_WEBHOOK_SECRET,
          }
        : null,
    tamara:
      e.TAMARA_API_TOKEN && e.TAMARA_NOTIFICATION_TOKEN
        ? { apiUrl: e.TAMARA_API_URL, apiToken: e.TAMARA_API_TOKEN, notificationToken: e.TAMARA_NOTIFICATION_TOKEN }
        : null,
    paymentGatewayTimeoutMs: e.PAYMENT_GATEWAY_TIMEOUT_MS,
    publicConfig: {
      apiHost: e.API_HOST ?? null,
      themePath: e.THEME_PATH,
      registrationEnabled: e.REGISTRATION_ENABLED,
      loginByOtp: e.LOGIN_BY_OTP,
      loginByEmail: e.LOGIN_BY_EMAIL,
      defaultCountryCode: e.DEFAULT_COUNTRY_CODE,
      analytics,
    },
    analyticsRetention: { days: e.ANALYTICS_RETENTION_DAYS, pruneIntervalSeconds: e.ANALYTICS_PRUNE_INTERVAL_SECONDS },
    analyticsForwarding:
      analytics && e.ANALYTICS_API_SECRET
        ? { collectUrl: e.ANALYTICS_COLLECT_URL, firebaseAppId: analytics.appId, apiSecret: e.ANALYTICS_API_SECRET }
        : null,
  };
}

function smsConfig(e: z.infer<typeof EnvSchema>): SmsConfig {
  // The schema's refinement has checked that each provider's required settings are present.
  if (e.SMS_PROVIDER === 'twilio')
    return {
      provider: 'twilio',
      accountSid: e.TWILIO_ACCOUNT_SID!,
      authToken: e.TWILIO_AUTH_TOKEN!,
      sender: e.TWILIO_FROM ? { from: e.TWILIO_FROM } : { messagingServiceSid: e.TWILIO_MESSAGING_SERVICE_SID! },
      channel: e.SMS_CHANNEL,
      whatsappTemplates: {
        ...(e.TWILIO_WHATSAPP_TEMPLATE_EN ? { en: e.TWILIO_WHATSAPP_TEMPLATE_EN } : {}),
        ...(e.TWILIO_WHATSAPP_TEMPLATE_AR ? { ar: e.TWILIO_WHATSAPP_TEMPLATE_AR } : {}),
      },
      apiUrl: e.TWILIO_API_URL.replace(/\/$/, ''),
    };
  if (e.SMS_PROVIDER === 'unifonic')
    return {
      provider: 'unifonic',
      appSid: e.UNIFONIC_APP_SID!,
      senderId: e.UNIFONIC_SENDER_ID,
      apiUrl: e.UNIFONIC_API_URL.replace(/\/$/, ''),
    };
  return { provider: 'outbox' };
}

/** SPEC §5: analytics is optional, but once configured each of its four values is required. */
export function parseAnalyticsConfig(raw: string | undefined): PublicConfig['analytics'] {
  if (raw === undefined || raw.trim() === '') return null;
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    throw new ConfigError(
      'Invalid configuration:\n  ANALYTICS_CONFIG: is not valid JSON (app configuration is missing)',
    );
  }
  const parsed = AnalyticsConfigSchema.safeParse(json);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ANALYTICS_CONFIG.${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}

function readOrCreateSecret(dataDir: string, name: string): string {
  const file = path.join(dataDir, name);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  try {
    // 'wx': of several processes starting on one data directory, the first writer wins and the others read its secret.
    writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return readFileSync(file, 'utf8').trim();
}
