import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * This process's environment without VITEST: vite.config.ts leaves the React Router plugin out
 * under Vitest, so a storefront build the server starts would fail if it inherited the flag.
 */
function parentEnvironment(): NodeJS.ProcessEnv {
  return Object.fromEntries(Object.entries(process.env).filter(([name]) => name !== 'VITEST'));
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });
}

/**
 * Starts the real server the way `npm start` does (the compiled server, built first when stale;
 * storefront build check, migrate, seed, listen) in a child process, and resolves once it
 * answers. `stop` kills it by its process id.
 */
export async function startTestServer(env: Record<string, string> = {}, options: { startTimeoutMs?: number } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'storefront-e2e-'));
  execFileSync(process.execPath, ['apps/server/build.mjs'], { cwd: repoRoot, env: parentEnvironment() });
  const child = spawn(process.execPath, ['apps/server/build/start.js'], {
    cwd: repoRoot,
    env: {
      ...parentEnvironment(),
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      DATABASE_URL: '',
      DEV_OUTBOX: 'true',
      // Every browser of the run comes from 127.0.0.1, as if one address were a whole office.
      GUESTS_PER_ADDRESS_PER_HOUR: '1000000',
      SIGN_IN_ATTEMPTS_PER_ADDRESS_PER_HOUR: '1000000',
      UNPAID_ORDERS_PER_ADDRESS: '1000000',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const baseUrl = `http://127.0.0.1:${port}`;

  // Seeding a large catalogue (the benchmark's 100,000 products) takes longer than the usual start.
  const deadline = Date.now() + (options.startTimeoutMs ?? 240_000);
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The server exited with code ${child.exitCode}:\n${output}`);
    const healthy = await fetch(`${baseUrl}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  if (Date.now() >= deadline) {
    child.kill('SIGKILL');
    throw new Error(`The server did not start in time:\n${output}`);
  }

  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  return {
    baseUrl,
    pid: child.pid!,
    /** What the server printed so far. */
    output: () => output,
    /** Settles when the process exits, however it does. */
    exited,
    /** Sends the server a signal (SIGTERM: stop; SIGKILL: a crash) and answers how it exited. */
    kill(signal: NodeJS.Signals) {
      child.kill(signal);
      return exited;
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestServer = Awaited<ReturnType<typeof startTestServer>>;

/** Starts several servers at once; when one fails to start, stops those that did, so none is left running. */
export async function startTestServers(count: number, env: Record<string, string> = {}) {
  const starts = await Promise.allSettled(Array.from({ length: count }, () => startTestServer(env)));
  const started = starts.flatMap((start) => (start.status === 'fulfilled' ? [start.value] : []));
  const failure = starts.find((start): start is PromiseRejectedResult => start.status === 'rejected');
  if (failure) {
    await Promise.all(started.map((server) => server.stop()));
    throw failure.reason;
  }
  return started;
}
