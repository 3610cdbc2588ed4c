import { createHash } from 'node:crypto';
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ServerBuild } from 'react-router';
import { repoRoot } from '../lib/server-dir.ts';

export const storefrontDir = path.join(repoRoot, 'apps/storefront');
export const storefrontBuildDir = path.join(storefrontDir, 'build');
export const adminDir = path.join(repoRoot, 'apps/admin');
export const adminBuildDir = path.join(adminDir, 'build');

/** A web app built by a command in its folder, stamped with the hash of what it is made from. */
interface WebAppBuild {
  /** What the start prints: "Building the storefront…". */
  name: string;
  dir: string;
  buildDir: string;
  /** A file the finished build always has. */
  output: string;
  /** What the build is made from: a change to any of these makes it stale. */
  sources: string[];
  /** The build tool's script, run with node in `dir`. */
  bin: string;
  args: string[];
}

const STOREFRONT: WebAppBuild = {
  name: 'the storefront',
  dir: storefrontDir,
  buildDir: storefrontBuildDir,
  output: 'server/index.js',
  sources: [
    'apps/storefront/app',
    'apps/storefront/react-router.config.ts',
    'apps/storefront/vite.config.ts',
    'apps/storefront/package.json',
    'packages/contracts/src',
    'package-lock.json',
  ],
  bin: 'node_modules/@react-router/dev/bin.js',
  args: ['build'],
};

/** The back office (ADR 032): its own Vite bundle, never part of the storefront's. */
const ADMIN: WebAppBuild = {
  name: 'the admin app',
  dir: adminDir,
  buildDir: adminBuildDir,
  output: 'index.html',
  sources: [
    'apps/admin/src',
    'apps/admin/index.html',
    'apps/admin/vite.config.ts',
    'apps/admin/package.json',
    'package-lock.json',
  ],
  bin: 'node_modules/vite/bin/vite.js',
  args: ['build'],
};

function hashSources(sources: string[]): string {
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
  for (const source of sources) visit(path.join(repoRoot, source));
  return hash.digest('hex');
}

/** Builds a web app when its build is missing or older than its sources. */
async function ensureBuild(app: WebAppBuild, log: (line: string) => void): Promise<void> {
  const stampFile = path.join(app.buildDir, '.source-hash');
  const hash = hashSources(app.sources);
  const current = existsSync(stampFile) ? readFileSync(stampFile, 'utf8').trim() : null;
  if (current === hash && existsSync(path.join(app.buildDir, app.output))) return;
  log(current ? `Sources of ${app.name} changed: rebuilding…` : `Building ${app.name} (first start)…`);
  // Vite builds React's development version under any other NODE_ENV (a test runner sets "test"),
  // and the storefront's Vite config leaves the React Router plugin out when it thinks Vitest is loading it.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production' };
  delete env.VITEST;
  // The bundler's chunk list and its tools' notices (React Router's plugin trips a Vite 8
  // deprecation notice of its own) are shown only when the build fails, so a start prints what
  // the shop does; the app's own build command (`npx react-router build`) shows them all.
  const output: Buffer[] = [];
  await new Promise<void>((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(repoRoot, app.bin), ...app.args], {
      cwd: app.dir,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      if (code === 0) return resolve();
      process.stderr.write(Buffer.concat(output));
      reject(new Error(`The build of ${app.name} failed with exit code ${code}`));
    });
  });
  writeFileSync(stampFile, hash);
}

/** Builds the storefront when its build is missing or older than its sources. */
export const ensureStorefrontBuild = (log: (line: string) => void) => ensureBuild(STOREFRONT, log);

/** Builds the admin app when its build is missing or older than its sources. */
export const ensureAdminBuild = (log: (line: string) => void) => ensureBuild(ADMIN, log);

export async function loadStorefrontBuild(): Promise<ServerBuild> {
  return (await import(pathToFileURL(path.join(storefrontBuildDir, 'server/index.js')).href)) as ServerBuild;
}
