/**
 * `npm test`: makes sure Debian's Chromium is there (installing it with apt-get when we can),
 * builds the storefront, the admin app and the server if stale, then runs every vitest project: unit, API on PGlite,
 * API on PostgreSQL when TEST_DATABASE_URL is set, and the browser tests. Browser tests are
 * never skipped: without Chromium the run stops and says how to get it.
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { ensureAdminBuild, ensureStorefrontBuild } from '../apps/server/src/cli/storefront-build.ts';
import { CHROMIUM_PATH } from '../e2e/support/browser.ts';

const log = (line: string) => process.stdout.write(`${line}\n`);

function ensureChromium() {
  if (existsSync(CHROMIUM_PATH)) return;
  const isRoot = process.getuid?.() === 0;
  if (!isRoot || spawnSync('which', ['apt-get']).status !== 0) {
    log(
      `Chromium is missing at ${CHROMIUM_PATH}. Install Debian's package: sudo apt-get update && sudo apt-get install -y chromium`,
    );
    process.exit(1);
  }
  log('Installing Debian chromium for the browser tests…');
  execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}

ensureChromium();
await ensureStorefrontBuild(log);
await ensureAdminBuild(log);
// The server bundle too, once, before any test starts a server: tests that start servers at the same
// moment (the browser tests' shared one, the API tests' process tests) would otherwise each rebuild a
// stale bundle, one deleting the files another server is loading.
execFileSync(process.execPath, ['apps/server/build.mjs'], { stdio: 'inherit' });
const result = spawnSync(process.execPath, ['node_modules/vitest/vitest.mjs', 'run', ...process.argv.slice(2)], {
  stdio: 'inherit',
});
process.exit(result.status ?? 1);
