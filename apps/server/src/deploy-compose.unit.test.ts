import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadConfig } from './config.ts';

const repoRoot = path.resolve(import.meta.dirname, '../../..');
const composeFile = path.join(repoRoot, 'compose.yaml');
const exampleEnvFile = path.join(repoRoot, 'deploy/example.env');

function readEnvFile(file: string): Record<string, string> {
  const lines = readFileSync(file, 'utf8').split('\n');
  return Object.fromEntries(
    lines
      .filter((line) => /^[A-Z_]+=/.test(line))
      .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
  );
}

/** Compose's interpolation of the forms compose.yaml uses: `${NAME}`, `${NAME:-default}`, `${NAME:?error}`, `$$`. */
function interpolate(value: string, env: Record<string, string>): string {
  return value.replace(/\$\$|\$\{([A-Z_]+)(?::([-?])([^}]*))?\}/g, (whole, name: string, kind, word: string) => {
    if (whole === '$$') return '$';
    const set = env[name];
    if (set) return set;
    if (kind === '?') throw new Error(`${name}: ${word}`);
    return kind === '-' ? word : '';
  });
}

type Service = { environment: Record<string, string>; volumes?: string[] };
const compose = parse(readFileSync(composeFile, 'utf8'), { merge: true }) as { services: Record<string, Service> };
const exampleEnv = readEnvFile(exampleEnvFile);
const appEnv = (service: string, env: Record<string, string>) =>
  Object.fromEntries(
    Object.entries(compose.services[service]!.environment).map(([k, v]) => [k, interpolate(String(v), env)]),
  );

describe('compose.yaml', () => {
  it('runs two app processes with the same settings, which the server accepts as they are', () => {
    expect(compose.services.app2).toEqual(compose.services.app1);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-compose-'));
    const config = loadConfig({ ...appEnv('app1', exampleEnv), DATA_DIR: dataDir });
    expect(config).toMatchObject({ host: '0.0.0.0', trustProxy: true, publicUrl: 'https://shop.example.com' });
    // The shared state is in the services beside them, not in either process.
    expect(new URL(config.databaseUrl!).hostname).toBe('postgres');
    expect(new URL(config.redisUrl!).hostname).toBe('redis');
    expect(config.fileStorage).toMatchObject({ kind: 's3', endpoint: 'http://minio:9000', forcePathStyle: true });
    expect(Object.keys(compose.services)).toEqual(expect.arrayContaining(['postgres', 'redis', 'minio', 'proxy']));
    // The theme file the first start writes is on a volume both mount: the other reads it.
    expect(config.themeFile).toBe('/config/theme.json');
    expect(compose.services.app1!.volumes).toContain('config:/config');
  });

  it('gives both processes every secret they must share: none is generated into a data directory of its own', () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-compose-'));
    loadConfig({ ...appEnv('app1', exampleEnv), DATA_DIR: dataDir });
    // A secret the environment lacks would be written here (jwt-secret, <gateway>-gateway-secret …)
    // and differ between the processes: tokens and payment results of one rejected by the other.
    expect(readdirSync(dataDir)).toEqual([]);
  });

  it('refuses to run without a required secret, and the example .env names each of them', () => {
    const required = [...readFileSync(composeFile, 'utf8').matchAll(/\$\{([A-Z_]+):\?/g)].map((match) => match[1]!);
    expect(required).toContain('JWT_SECRET');
    for (const name of new Set(required)) {
      expect(exampleEnv[name], name).toBeTruthy();
      const { [name]: _missing, ...rest } = exampleEnv;
      expect(() => appEnv('app1', rest) && appEnv('proxy', rest) && appEnv('minio-setup', rest), name).toThrow(name);
    }
  });
});

/** The compose CLI this machine has, if any: the docker plugin (`docker compose`) or the older `docker-compose`. */
function composeCommand(): string[] | null {
  for (const command of [['docker', 'compose'], ['docker-compose']])
    if (spawnSync(command[0]!, [...command.slice(1), 'version'], { stdio: 'ignore' }).status === 0) return command;
  return null;
}
const cli = composeCommand();

// CI machines need not have Docker: without a compose CLI these checks are skipped, and say so.
describe.skipIf(!cli)(
  'docker compose config (skipped where neither `docker compose` nor `docker-compose` is installed)',
  () => {
    const run = (envFile: string) =>
      spawnSync(
        cli![0]!,
        [...cli!.slice(1), '--project-directory', repoRoot, '-f', composeFile, '--env-file', envFile, 'config', '-q'],
        {
          // Only the env file speaks: nothing from the machine's environment fills a variable in.
          env: { PATH: process.env.PATH },
          encoding: 'utf8',
        },
      );

    it('validates the compose file with the example .env', () => {
      const result = run(exampleEnvFile);
      expect(result.stderr).toBe('');
      expect(result.status).toBe(0);
    });

    it('stops on a missing secret, naming it', () => {
      const withoutJwt = path.join(mkdtempSync(path.join(tmpdir(), 'storefront-compose-')), 'missing.env');
      writeFileSync(withoutJwt, readFileSync(exampleEnvFile, 'utf8').replace(/^JWT_SECRET=.*$/m, ''));
      const result = run(withoutJwt);
      expect(result.status).not.toBe(0);
      expect(result.stderr).toMatch(/set JWT_SECRET in \.env/);
    });
  },
);

const hasCaddy = spawnSync('caddy', ['version'], { stdio: 'ignore' }).status === 0;

describe.skipIf(!hasCaddy)('deploy/Caddyfile (skipped where `caddy` is not installed)', () => {
  it('is a valid Caddy configuration', () => {
    const result = spawnSync(
      'caddy',
      ['validate', '--adapter', 'caddyfile', '--config', path.join(repoRoot, 'deploy/Caddyfile')],
      { env: { PATH: process.env.PATH, HOME: tmpdir(), SHOP_DOMAIN: 'shop.example.com' }, encoding: 'utf8' },
    );
    expect(result.stdout + result.stderr).toMatch(/Valid configuration/);
    expect(result.status).toBe(0);
  });
});
