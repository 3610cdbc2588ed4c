import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { repoRoot } from '../lib/server-dir.ts';

export const storefrontDir = path.join(repoRoot, 'apps/storefront');
export const storefrontBuildDir = path.join(storefrontDir, 'build');
const stampFile = path.join(storefrontBuildDir, '.source-hash');

/** What the build is made from: a change to any of these makes the build stale. */
const SOURCES = [
  'apps/storefront/app',
  'apps/storefront/react-router.config.ts',
  'apps/storefront/vite.config.ts',
  'apps/storefront/package.json',
  'packages/contracts/src',
  'package-lock.json',
];

function hashSources(): string {
  const hash = createHash('sha256');
  const visit = (file: string) => {
    if (!existsSync(file)) return;
    if (statSync(file).isDirectory()) {
      for (const entry of readdirSync(file).sort()) visit(path.join(file, entry));
      return;
    }
    if (/\.test\.tsx?$/.test(file)) return;
    hash.update(path.relative(repoRoot, file)).update('\0').update(readFileSync(file)).update('\0');
  };
  for (const source of SOURCES) visit(path.join(repoRoot, source));
  return hash.digest('hex');
}

/** Builds the storefront when its build is missing or older than its sources. */
export async function ensureStorefrontBuild(log: (line: string) => void): Promise<void> {
  const hash = hashSources();
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
  if (current === hash && existsSync(path.join(storefrontBuildDir, 'server/index.js'))) return;
  log(current ? 'Storefront sources changed: rebuilding…' : 'Building the storefront (first start)…');
  // Vite builds React's development version under any other NODE_ENV (a test runner sets "test"),
  // and the Vite config leaves the React Router plugin out when it thinks Vitest is loading it.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.VITEST;
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, 'node_modules/@react-router/dev/bin.js'), 'build'], {
      cwd: storefrontDir,
      env,
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.on('error', reject);
    child.on('exit', (code) =>
      code === 0 ? resolve() : reject(new Error(`Storefront build failed with exit code ${code}`)),
    );
  });
  writeFileSync(stampFile, hash);
}

export async function loadStorefrontBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(storefrontBuildDir, 'server/index.js')).href)) as ServerBuild;
}
