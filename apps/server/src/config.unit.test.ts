import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.ts';

const dataDir = () => mkdtempSync(path.join(tmpdir(), 'storefront-config-'));

describe('configuration', () => {
  it('starts with defaults and a generated secret that is kept across starts', () => {
    const dir = dataDir();
    const first = loadConfig({ DATA_DIR: dir });
    expect(first).toMatchObject({ host: '127.0.0.1', port: 3000, databaseUrl: undefined });
    expect(first.publicConfig).toMatchObject({
      registrationEnabled: false,
      loginByOtp: true,
      loginByEmail: false,
      defaultCountryCode: 'eg',
      analytics: null,
    });
    expect(loadConfig({ DATA_DIR: dir }).jwtSecret).toBe(first.jwtSecret);
  });

  it('names every malformed variable', () => {
    expect(() => loadConfig({ DATA_DIR: dataDir(), PORT: 'eighty', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('SPEC §5: a configured app configuration must name app name, project id, API key and app id', () => {
    const dir = dataDir();
    const config = { appName: 'shop', projectId: 'p1', apiKey: 'k', appId: 'a1' };
    expect(loadConfig({ DATA_DIR: dir, ANALYTICS_CONFIG: JSON.stringify(config) }).publicConfig.analytics).toEqual(
      config,
    );
    for (const [field, text] of [
      ['appName', 'app name is missing'],
      ['projectId', 'project id is missing'],
      ['apiKey', 'API key is missing'],
      ['appId', 'app id is missing'],
    ] as const) {
      const { [field]: _removed, ...rest } = config;
      expect(() => loadConfig({ DATA_DIR: dir, ANALYTICS_CONFIG: JSON.stringify(rest) })).toThrow(
        new RegExp(`${field}: ${text}`),
      );
    }
    expect(() => loadConfig({ DATA_DIR: dir, ANALYTICS_CONFIG: 'not json' })).toThrow(ConfigError);
  });

  it('forwards analytics to GA4 only with both the app configuration and a Measurement Protocol API secret', () => {
    const dir = dataDir();
    const analytics = JSON.stringify({ appName: 'shop', projectId: 'p1', apiKey: 'k', appId: '1:2:web:3' });
    expect(loadConfig({ DATA_DIR: dir, ANALYTICS_API_SECRET: 's' }).analyticsForwarding).toBeNull();
    expect(loadConfig({ DATA_DIR: dir, ANALYTICS_CONFIG: analytics }).analyticsForwarding).toBeNull();
    expect(
      loadConfig({ DATA_DIR: dir, ANALYTICS_CONFIG: analytics, ANALYTICS_API_SECRET: 's' }).analyticsForwarding,
    ).toEqual({
      collectUrl: 'https://www.google-analytics.com/mp/collect',
      firebaseAppId: '1:2:web:3',
      apiSecret: 's',
    });
  });

  it('keeps sign-in codes and e-mail in the outbox unless a provider is configured with what it needs', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({ sms: { provider: 'outbox' }, mail: { transport: 'outbox' } });
    const sid = `AC${'a'.repeat(32)}`;
    expect(
      loadConfig({
        DATA_DIR: dir,
        SMS_PROVIDER: 'twilio',
        SMS_CHANNEL: 'whatsapp',
        TWILIO_ACCOUNT_SID: sid,
        TWILIO_AUTH_TOKEN: 'twilio-auth-token',
        TWILIO_FROM: '+15005550006',
        TWILIO_WHATSAPP_TEMPLATE_AR: `HX${'b'.repeat(32)}`,
        SMTP_URL: 'smtps://shop:secret@mail.example.com:465',
        MAIL_FROM: 'Shop <shop@example.com>',
      }),
    ).toMatchObject({
      sms: {
        provider: 'twilio',
        channel: 'whatsapp',
        sender: { from: '+15005550006' },
        whatsappTemplates: { ar: `HX${'b'.repeat(32)}` },
      },
      mail: { transport: 'smtp', from: 'Shop <shop@example.com>' },
    });
    expect(() => loadConfig({ DATA_DIR: dir, SMS_PROVIDER: 'twilio', TWILIO_ACCOUNT_SID: sid })).toThrow(
      /TWILIO_AUTH_TOKEN: is required with SMS_PROVIDER=twilio[\s\S]*TWILIO_FROM: or TWILIO_MESSAGING_SERVICE_SID/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, SMS_PROVIDER: 'unifonic' })).toThrow(/UNIFONIC_APP_SID: is required/);
    expect(() => loadConfig({ DATA_DIR: dir, SMS_CHANNEL: 'whatsapp' })).toThrow(
      /SMS_CHANNEL: whatsapp needs SMS_PROVIDER=twilio/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'smtp://localhost:25' })).toThrow(
      /MAIL_FROM: is required with SMTP_URL/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, SMTP_URL: 'http://localhost' })).toThrow(/SMTP_URL/);
  });

  it('keeps files on local disk unless S3_BUCKET is set, and refuses S3 settings that would be ignored', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).fileStorage).toEqual({ kind: 'local', directory: path.join(dir, 'files') });
    expect(
      loadConfig({
        DATA_DIR: dir,
        S3_BUCKET: 'shop-files',
        S3_ENDPOINT: 'http://minio:9000',
        S3_FORCE_PATH_STYLE: 'true',
        S3_ACCESS_KEY_ID: 'shop',
        S3_SECRET_ACCESS_KEY: 'secret-key',
      }).fileStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'shop-files',
      region: 'us-east-1',
      endpoint: 'http://minio:9000',
      forcePathStyle: true,
      credentials: { accessKeyId: 'shop', secretAccessKey: 'secret-key' },
    });
    expect(loadConfig({ DATA_DIR: dir, S3_BUCKET: 'shop-files', S3_REGION: 'me-south-1' }).fileStorage).toMatchObject({
      region: 'me-south-1',
      endpoint: undefined,
      credentials: undefined,
    });
    expect(() => loadConfig({ DATA_DIR: dir, S3_ENDPOINT: 'http://minio:9000' })).toThrow(
      /S3_ENDPOINT: is set but S3_BUCKET is not/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'shop-files', S3_ACCESS_KEY_ID: 'shop' })).toThrow(
      /S3_SECRET_ACCESS_KEY: S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, S3_BUCKET: 'Shop_Files' })).toThrow(/S3_BUCKET: must be a bucket name/);
  });

  it('keeps payments at the sandbox by default; a method switched to MyFatoorah needs its key and webhook secret', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir })).toMatchObject({
      paymentGateways: { knet: 'sandbox', card: 'sandbox', tabby: 'sandbox', tamara: 'sandbox' },
      myFatoorah: null,
    });
    expect(() => loadConfig({ DATA_DIR: dir, KNET_GATEWAY: 'myfatoorah' })).toThrow(
      /MYFATOORAH_API_KEY[\s\S]*MYFATOORAH_WEBHOOK_SECRET/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, MYFATOORAH_API_KEY: 'key' })).toThrow(/MYFATOORAH_WEBHOOK_SECRET/);
    expect(() => loadConfig({ DATA_DIR: dir, CARD_GATEWAY: 'paypal' })).toThrow(/CARD_GATEWAY/);
    const live = { MYFATOORAH_API_KEY: 'key', MYFATOORAH_WEBHOOK_SECRET: 'secret' };
    expect(loadConfig({ DATA_DIR: dir, CARD_GATEWAY: 'myfatoorah', ...live })).toMatchObject({
      paymentGateways: { knet: 'sandbox', card: 'myfatoorah', tabby: 'sandbox', tamara: 'sandbox' },
      myFatoorah: { apiUrl: 'https://apitest.myfatoorah.com', apiKey: 'key', webhookSecret: 'secret' },
    });
  });

  it('traces only with an OTLP endpoint: the base one gets /v1/traces, the traces one is used as it is', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).tracing).toBeNull();
    expect(
      loadConfig({
        DATA_DIR: dir,
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318/',
        OTEL_EXPORTER_OTLP_HEADERS: 'api-key=a%20b, x-team = shop',
      }).tracing,
    ).toEqual({
      url: 'http://collector:4318/v1/traces',
      headers: { 'api-key': 'a b', 'x-team': 'shop' },
      serviceName: 'storefront-server',
      exportDelayMs: 5000,
    });
    expect(
      loadConfig({
        DATA_DIR: dir,
        OTEL_EXPORTER_OTLP_ENDPOINT: 'http://collector:4318',
        OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: 'https://traces.example.com/otlp/v1/traces',
      }).tracing?.url,
    ).toBe('https://traces.example.com/otlp/v1/traces');
    expect(() => loadConfig({ DATA_DIR: dir, OTEL_EXPORTER_OTLP_ENDPOINT: 'collector:4318' })).toThrow(
      /OTEL_EXPORTER_OTLP_ENDPOINT/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, OTEL_EXPORTER_OTLP_HEADERS: 'no-value' })).toThrow(
      /OTEL_EXPORTER_OTLP_HEADERS: must be key=value pairs/,
    );
  });

  it('switches Tamara to a real account only with its API token and notification token', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).tamara).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dir, TAMARA_GATEWAY: 'tamara' })).toThrow(
      /TAMARA_API_TOKEN[\s\S]*TAMARA_NOTIFICATION_TOKEN/,
    );
    expect(() => loadConfig({ DATA_DIR: dir, TAMARA_API_TOKEN: 'token' })).toThrow(/TAMARA_NOTIFICATION_TOKEN/);
    const account = { TAMARA_API_TOKEN: 'token', TAMARA_NOTIFICATION_TOKEN: 'notify' };
    expect(loadConfig({ DATA_DIR: dir, TAMARA_GATEWAY: 'tamara', ...account })).toMatchObject({
      paymentGateways: { tamara: 'tamara' },
      tamara: { apiUrl: 'https://api-sandbox.tamara.co', apiToken: 'token', notificationToken: 'notify' },
    });
  });

  it('switches Tabby to a real account only with its key, merchant code and a long webhook secret', () => {
    const dir = dataDir();
    expect(loadConfig({ DATA_DIR: dir }).tabby).toBeNull();
    expect(() => loadConfig({ DATA_DIR: dir, TABBY_GATEWAY: 'tabby' })).toThrow(
      /TABBY_SECRET_KEY[\s\S]*TABBY_MERCHANT_CODE[\s\S]*TABBY_WEBHOOK_SECRET/,
    );
    const account = { TABBY_SECRET_KEY: 'sk_test_abc', TABBY_MERCHANT_CODE: 'souqkw' };
    expect(() => loadConfig({ DATA_DIR: dir, ...account, TABBY_WEBHOOK_SECRET: 'short' })).toThrow(
      /TABBY_WEBHOOK_SECRET: must be at least 32 characters/,
    );
    const secret = 'x'.repeat(32);
    expect(
      loadConfig({ DATA_DIR: dir, TABBY_GATEWAY: 'tabby', ...account, TABBY_WEBHOOK_SECRET: secret }),
    ).toMatchObject({
      paymentGateways: { tabby: 'tabby' },
      tabby: {
        apiUrl: 'https://api.tabby.ai',
        secretKey: 'sk_test_abc',
        merchantCode: 'souqkw',
        webhookHeader: 'X-Tabby-Webhook-Auth',
        webhookSecret: secret,
      },
    });
  });
});
