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
});
