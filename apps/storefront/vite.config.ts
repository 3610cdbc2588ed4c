import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { reactRouter } from '@react-router/dev/vite';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

/** V8's explicit compile hint, the first line of every script of the browser's bundle (ADR 055, compileHints). */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

/**
 * React Router's package exports send a production build to its development files (assertions
 * and warnings in shoppers' consoles, a little more code): remix-run/react-router#14102, #12532.
 * The browser's bundle takes the production files by path. Not the server's: it leaves
 * react-router external and @react-router/node imports it too, so a path there would load two
 * copies. (`resolve.alias` cannot tell the two apart: with the Environment API both builds share
 * one config, so this is a plugin for the client environment.)
 */
function reactRouterProductionFiles(): Plugin {
  const dir = path.join(
    path.dirname(createRequire(import.meta.url).resolve('react-router/package.json')),
    'dist/production',
  );
  const files: Record<string, string> = {
    'react-router': path.join(dir, 'index.mjs'),
    'react-router/dom': path.join(dir, 'dom-export.mjs'),
  };
  return {
    name: 'storefront:react-router-production-files',
    apply: 'build',
    enforce: 'pre',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    resolveId: (source) => files[source],
  };
}

/**
 * Each script and stylesheet of the browser's bundle also written compressed as hard as the
 * formats allow (brotli 11, gzip 9), once at build time: the server sends these files to browsers
 * that accept them (`preCompressed`) instead of compressing every response on the fly at a level
 * fast enough for that (brotli 4, about gzip's size). Brotli 11 is 12 % smaller: the framework file
 * 44.3 → 38.7 KB on a phone's network.
 */
function precompressedAssets(): Plugin {
  return {
    name: 'storefront:precompressed-assets',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    writeBundle(options, bundle) {
      for (const fileName of Object.keys(bundle))
        if (/\.(js|css)$/.test(fileName)) writeCompressed(path.join(options.dir!, fileName));
    },
  };
}

/** A file's brotli (11) and gzip (9) forms beside it. */
function writeCompressed(file: string) {
  const content = readFileSync(file);
  writeFileSync(
    `${file}.br`,
    brotliCompressSync(content, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
  );
  writeFileSync(`${file}.gz`, gzipSync(content, { level: constants.Z_BEST_COMPRESSION }));
}

/**
 * React Router writes the route manifest (`assets/manifest-<version>.js`, every route's modules:
 * `routeDiscovery: { mode: 'initial' }`, ADR 057) into the browser's files while it builds the
 * server's, after the browser's bundle was written: it gets the compile hint and its compressed
 * forms here, like every other script.
 */
function routeManifestFile(): Plugin {
  return {
    name: 'storefront:route-manifest-file',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'server',
    writeBundle(options) {
      const assets = path.resolve(options.dir!, '../client/assets');
      for (const fileName of readdirSync(assets)) {
        if (!/^manifest-[\w-]+\.js$/.test(fileName)) continue;
        const file = path.join(assets, fileName);
        const content = readFileSync(file, 'utf8');
        if (!content.startsWith(COMPILE_HINT)) writeFileSync(file, COMPILE_HINT + content);
        writeCompressed(file);
      }
    },
  };
}

/**
 * How the browser's bundle is cut into files (ADR 051, which refines ADR 018). A module only one
 * entry uses stays in that entry's file. A module two or more use (the shell and a page, or two
 * pages) goes into one of four files, by who uses it: a page loads the few groups it needs,
 * never one file per module nor the code of pages it is not.
 *
 * - `framework`: React and React Router, the same on every page and changing only
 *   with an upgrade (React DOM's renderer stays in the client entry, which alone imports it);
 * - `storefront`: what the shell or a page shoppers land on (home, a category, a product, a
 *   search) shares: the API client, the cart, wishlist and sign-in state, product cards, prices;
 * - `listing`: what only the category and search pages share: filters, sort, pagination;
 * - `account`: what only the cart, checkout, account, sign-in and wishlist pages share: forms,
 *   address rules, orders, the order placing.
 */

/** Packages every page runs on; shared by the client entry and every route. */
const FRAMEWORK = /[\\/]node_modules[\\/](react|react-dom|react-router)[\\/]/;

type Group = 'storefront' | 'listing' | 'account';

/** The shell and the pages shoppers land on (issue 15 measures their first load). */
const LANDING = new Set(['root', 'home', 'category', 'product', 'search']);
/** The pages that list products with filters, sort and pages. */
const LISTINGS = new Set(['category', 'search']);

/** The group of a module, from the entries that use it; null keeps it in its one entry's file. */
function groupFor(users: Set<string>): Group | null {
  if (users.size < 2) return null;
  if ([...users].every((name) => LISTINGS.has(name))) return 'listing';
  if ([...users].some((name) => LANDING.has(name))) return 'storefront';
  return 'account';
}

/** A route module's id ("…/routes/product.tsx?__react-router-build-client-route") → "product". */
const entryName = (id: string) => path.basename(id).replace(/\.[jt]sx?(\?.*)?$/, '');

/**
 * Which entries (the client entry, the root, each route) reach each module through static
 * imports, worked out once from the whole graph. Rolldown asks a group's `test` about every
 * module before it asks its `name`, so `test` collects the ids and `name` classifies.
 */
function pageChunkGroups(): Rolldown.CodeSplittingGroup[] {
  const moduleIds = new Set<string>();
  let groups: Map<string, Group | null> | undefined;

  function classify(ctx: Rolldown.ChunkingContext): Map<string, Group | null> {
    const reachedBy = new Map<string, Set<string>>();
    for (const entry of moduleIds) {
      if (!ctx.getModuleInfo(entry)?.isEntry) continue;
      const name = entryName(entry);
      const seen = new Set([entry]);
      const toVisit = [entry];
      for (let id = toVisit.pop(); id !== undefined; id = toVisit.pop()) {
        if (!reachedBy.has(id)) reachedBy.set(id, new Set());
        reachedBy.get(id)!.add(name);
        for (const imported of ctx.getModuleInfo(id)?.importedIds ?? []) {
          if (seen.has(imported)) continue;
          seen.add(imported);
          toVisit.push(imported);
        }
      }
    }
    const result = new Map<string, Group | null>();
    for (const [id, users] of reachedBy) result.set(id, groupFor(users));
    return result;
  }

  const groupOf = (id: string, ctx: Rolldown.ChunkingContext) => (groups ??= classify(ctx)).get(id) ?? null;
  const group = (name: Group, priority: number): Rolldown.CodeSplittingGroup => ({
    name: (id, ctx) => (groupOf(id, ctx) === name ? name : null),
    priority,
  });

  return [
    { name: 'framework', test: FRAMEWORK, minShareCount: 2, priority: 4 },
    {
      ...group('storefront', 3),
      test: (id) => {
        moduleIds.add(id);
        return true;
      },
    },
    group('listing', 2),
    group('account', 1),
  ];
}

/**
 * Every script of the browser's bundle starts with V8's explicit compile hint (ADR 055): Chromium
 * (136+) then compiles all its functions while the file streams in, on a background thread,
 * instead of each on the main thread the first time it is called. The bundle is cut by page
 * (ADR 051), so a file is only loaded where it runs, and hydration calls most of what it loads:
 * on a product page the main thread spent 87–149 ms compiling during hydration without the hint
 * and 9–39 ms with it, which was most of Lighthouse's total blocking time. Other engines read a comment.
 */
function compileHints(): Plugin {
  return {
    name: 'storefront:compile-hints',
    apply: 'build',
    applyToEnvironment: (environment) => environment.config.consumer === 'client',
    generateBundle: {
      // After Vite's own generateBundle, which puts its preload helper at the start of some chunks.
      order: 'post',
      handler(_options, bundle) {
        for (const chunk of Object.values(bundle)) if (chunk.type === 'chunk') chunk.code = COMPILE_HINT + chunk.code;
      },
    },
  };
}

export default defineConfig({
  // The React Router plugin compiles route modules; unit tests import plain modules without it.
  plugins: process.env.VITEST
    ? []
    : [reactRouterProductionFiles(), reactRouter(), compileHints(), precompressedAssets(), routeManifestFile()],
  // Only the browser's bundle is cut for pages; the server's is one file loaded once.
  environments: {
    client: { build: { rolldownOptions: { output: { codeSplitting: { groups: pageChunkGroups() } } } } },
  },
});
