import { execFileSync, spawnSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';
import { loadConfig } from '../src/config.ts';
import { openDatabase } from '../src/db/client.ts';
import { createMemoryRateCounter } from '../src/lib/rate-counter.ts';
import { createStaffAndAudit } from '../src/modules/index.ts';
import { databaseTarget } from '../src/server.ts';
import { asPostgresAdmin, withDatabase } from './database-template.ts';

// `npm run staff`: the compiled command line on a database no server has started yet, as on a
// shop deployed with SEED_DEMO_STAFF=false whose operator creates its first owner.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const template = inject('databaseTemplate');
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-staff-cli-'));
const databaseUrl =
  template.kind === 'postgres'
    ? withDatabase(template.source, `storefront_cli_${randomUUID().replaceAll('-', '')}`)
    : '';
if (databaseUrl) await asPostgresAdmin(databaseUrl, `create database ${new URL(databaseUrl).pathname.slice(1)}`);
afterAll(async () => {
  if (databaseUrl)
    await asPostgresAdmin(
      databaseUrl,
      `drop database if exists ${new URL(databaseUrl).pathname.slice(1)} with (force)`,
    );
  rmSync(dataDir, { recursive: true, force: true });
});

const env = {
  ...process.env,
  DATA_DIR: dataDir,
  DATABASE_URL: databaseUrl,
  SEED_PRODUCT_COUNT: '12',
  SEED_DEMO_STAFF: 'false',
  STAFF_PASSWORD: '',
};
execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: repoRoot, env });

/** Runs the bundled CLI (`npm run staff -- …`), the password given on standard input. */
function staffCli(args: string[], password = '') {
  const { STAFF_PASSWORD: _unset, ...withoutPassword } = env;
  const result = spawnSync(process.execPath, ['apps/server/build/staff.js', ...args], {
    cwd: repoRoot,
    env: withoutPassword,
    input: `${password}\n`,
    encoding: 'utf8',
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** Signs in through the staff service on the same database, after the command has exited. */
async function signIn(email: string, password: string) {
  const config = loadConfig(env);
  const database = await openDatabase(databaseTarget(config));
  try {
    const { staff } = createStaffAndAudit(database.db, config, createMemoryRateCounter());
    return await staff.signIn({ email, password }, '127.0.0.1', 'en').then(
      (result) => result.status,
      (error: { code?: string }) => error.code,
    );
  } finally {
    await database.close();
  }
}

describe('the staff command line', () => {
  it("creates a new shop's first owner, who then signs in, and lists the accounts", { timeout: 180_000 }, async () => {
    const added = staffCli(['add', '--email', 'Maryam@Shop.example', '--name', 'Maryam Al-Fahad'], 'owner-password-1');
    expect(added.stderr).toBe('');
    expect(added.status).toBe(0);
    expect(added.stdout).toContain('Added Maryam Al-Fahad <Maryam@Shop.example> as owner.');

    const listed = staffCli(['list']);
    // Only this owner: the demo staff were not seeded.
    expect(
      listed.stdout
        .trim()
        .split('\n')
        .filter((line) => line.includes('@')),
    ).toEqual(['Maryam@Shop.example\tMaryam Al-Fahad\towner']);
    expect(await signIn('maryam@shop.example', 'owner-password-1')).toBe('signed-in');
  });

  it(
    'sets a forgotten password, and refuses what it cannot do with a message and exit code 1',
    { timeout: 180_000 },
    async () => {
      expect(staffCli(['set-password', '--email', 'maryam@shop.example'], 'owner-password-2').status).toBe(0);
      expect(await signIn('maryam@shop.example', 'owner-password-1')).toBe('INVALID_CREDENTIALS');
      expect(await signIn('maryam@shop.example', 'owner-password-2')).toBe('signed-in');

      const refusals = [
        { args: ['add', '--email', 'maryam@shop.example', '--name', 'Again'], message: 'already has this e-mail' },
        { args: ['add', '--email', 'x@shop.example', '--name', 'X', '--role', 'cashier'], message: '--role is one of' },
        { args: ['set-password', '--email', 'nobody@shop.example'], message: 'No staff member has the e-mail' },
        {
          args: ['add', '--email', 'short@shop.example', '--name', 'Short'],
          message: 'Password: Use at least 8',
          password: 'short',
        },
        { args: ['remove'], message: 'Commands: add, set-password, reset-totp, list' },
      ];
      for (const { args, message, password = 'long-enough-1' } of refusals) {
        const result = staffCli(args, password);
        expect(result.status, args.join(' ')).toBe(1);
        expect(result.stderr).toContain(message);
      }
    },
  );
});
