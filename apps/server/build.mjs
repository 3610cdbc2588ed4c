// Builds the server ahead of `npm start`, as the storefront is: apps/server/build/start.js, an ES
// module bundle of src/cli/start.ts and everything it imports (the workspace's own packages, such
// as @storefront/contracts, which are published as TypeScript, included), so production runs
// plain JavaScript with `node` (and build-storefront.js, `npm run build`'s storefront step). npm
// packages stay in node_modules. Rebuilds only when a file the last bundle was made from changed:
// esbuild's metafile lists them. See docs/decisions/026-*.md.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const serverDir = path.dirname(fileURLToPath(import.meta.url));
const repoRoot = path.resolve(serverDir, '../..');
const outDir = path.join(serverDir, 'build');
const ENTRIES = [
  'apps/server/src/cli/start.ts',
  'apps/server/src/cli/build-storefront.ts',
  'apps/server/src/cli/staff.ts',
  'apps/server/src/cli/import-products.ts',
];
const stampFile = path.join(outDir, '.sources.json');
/** What shapes the bundle besides its source files: this script and the TypeScript settings esbuild reads. */
const SETTINGS = ['apps/server/build.mjs', 'apps/server/tsconfig.json', 'tsconfig.base.json'];

/** Bare imports are npm packages, loaded from node_modules at run time; the workspace's own are bundled. */
const npmPackagesExternal = {
  name: 'npm-packages-external',
  setup(context) {
    context.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@storefront/') ? undefined : { external: true },
    );
  },
};

function fingerprint(files) {
  const hash = createHash('sha256');
  for (const file of files) {
    const absolute = path.join(repoRoot, file);
    hash
      .update(file)
      .update('\0')
      .update(existsSync(absolute) ? readFileSync(absolute) : '')
      .update('\0');
  }
  return hash.digest('hex');
}

function isFresh() {
  const outputs = ENTRIES.map((entry) => path.join(outDir, `${path.basename(entry, '.ts')}.js`));
  if (!existsSync(stampFile) || !outputs.every((output) => existsSync(output))) return false;
  const stamp = JSON.parse(readFileSync(stampFile, 'utf8'));
  return stamp.hash === fingerprint(stamp.files);
}

if (!isFresh()) {
  const started = Date.now();
  rmSync(outDir, { recursive: true, force: true });
  // Loaded only to build: a start with a fresh bundle stays a few file reads.
  const { build } = await import('esbuild');
  const result = await build({
    absWorkingDir: repoRoot,
    entryPoints: ENTRIES,
    outdir: outDir,
    bundle: true,
    // start.ts sets NODE_ENV before it imports the server: splitting keeps that import a separate
    // file, so the packages the server imports load after it (ESM hoists a file's imports).
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node20.19',
    plugins: [npmPackagesExternal],
    metafile: true,
    logLevel: 'warning',
  });
  const files = [...SETTINGS, ...Object.keys(result.metafile.inputs)].sort();
  writeFileSync(stampFile, JSON.stringify({ hash: fingerprint(files), files }));
  process.stdout.write(`Server built in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
}
