/**
 * `npx tsx bench/first-load.ts`: the JavaScript each page has the browser load before it is
 * interactive, read from the storefront's build: the client entry, the root route and the page's
 * route, each with the files they import statically, which is what React Router writes into the
 * page as `modulepreload` links, and the route manifest's file (every route, ADR 057). For the
 * four pages shoppers land on (home, a category, a product, a search) and, for comparison, the
 * cart and the checkout. Sizes are gzip at zlib's default level, what the budget in
 * `e2e/first-load.spec.ts` counts; the server sends brotli at a similar size to browsers that
 * take it. Build first (`cd apps/storefront && npx react-router build`). Printed, never asserted.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const clientDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../apps/storefront/build/client');
const PAGES = {
  home: 'routes/home',
  category: 'routes/category',
  product: 'routes/product',
  search: 'routes/search',
  cart: 'routes/cart',
  checkout: 'routes/checkout',
};

interface ManifestEntry {
  module: string;
  imports?: string[];
}

const manifestFile = readdirSync(path.join(clientDir, 'assets')).find((file) => /^manifest-\w+\.js$/.test(file));
if (!manifestFile) throw new Error(`No route manifest in ${clientDir}/assets: build the storefront first.`);
const manifest = JSON.parse(
  readFileSync(path.join(clientDir, 'assets', manifestFile), 'utf8')
    .replace(/^\/\/# allFunctionsCalledOnLoad\n/, '')
    .replace(/^window\.__reactRouterManifest=/, '')
    .replace(/;\s*$/, ''),
) as { entry: ManifestEntry; routes: Record<string, ManifestEntry> };

/** "/assets/shared-AX5EAhR9.js" → "shared", so the rows of two builds line up. */
const chunkName = (file: string) => path.basename(file).replace(/-[\w-]{8}\.js$/, '');
const kb = (bytes: number) => (bytes / 1000).toFixed(1);

const rows: Record<string, Record<string, string>> = {};
const totals: Record<string, string> = {};
const fileCounts: Record<string, number> = {};
for (const [page, routeId] of Object.entries(PAGES)) {
  const files = new Set<string>([`/assets/${manifestFile}`]);
  for (const entry of [manifest.entry, manifest.routes.root!, manifest.routes[routeId]!]) {
    files.add(entry.module);
    for (const file of entry.imports ?? []) files.add(file);
  }
  let total = 0;
  for (const file of files) {
    const size = gzipSync(readFileSync(path.join(clientDir, file))).length;
    total += size;
    (rows[chunkName(file)] ??= {})[page] = kb(size);
  }
  totals[page] = kb(total);
  fileCounts[page] = files.size;
}
console.table({ ...rows, 'total (KB gzip)': totals, files: fileCounts });
