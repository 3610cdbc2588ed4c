import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, inject, it } from 'vitest';

// `npm start` as an operator meets it (the compiled server), on the embedded database: one
// process is enough to show what it says, so the PostgreSQL project skips it.
const repoRoot = path.resolve(import.meta.dirname, '../../..');
const onPglite = inject('databaseTemplate').kind === 'pglite';
const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-start-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm start', () => {
  it.runIf(onPglite)(
    'on a port something else listens on, says which port and exits, without a stack trace',
    { timeout: 120_000 },
    async () => {
      const taken = createServer();
      await new Promise<void>((resolve) => taken.listen(0, '127.0.0.1', resolve));
      const { port } = taken.address() as { port: number };
      try {
        execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: repoRoot });
        const child = spawn(process.execPath, ['apps/server/build/start.js'], {
          cwd: repoRoot,
          env: {
            ...process.env,
            HOST: '127.0.0.1',
            PORT: String(port),
            DATA_DIR: dataDir,
            DATABASE_URL: '',
            SEED_PRODUCT_COUNT: '12',
            LOG_LEVEL: 'warn',
          },
          stdio: ['ignore', 'pipe', 'pipe'],
        });
        let errors = '';
        child.stderr.on('data', (chunk) => (errors += chunk));
        const code = await new Promise<number | null>((resolve) => child.on('exit', (exitCode) => resolve(exitCode)));

        expect(code).toBe(1);
        expect(errors).toBe(`Port ${port} on 127.0.0.1 is in use: stop what listens there, or set another PORT.\n`);
      } finally {
        taken.close();
      }
    },
  );
});
