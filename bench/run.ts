/**
 * `npm run bench`: load and page-speed figures of the storefront, printed, never asserted.
 *
 * For each database (embedded PGlite, and PostgreSQL on 127.0.0.1:5432 when it answers) it starts
 * the real server on loopback with a fresh seeded shop, then measures with autocannon (50
 * connections, BENCH_SECONDS each): live suggestions (`/web-gw/products/suggest`) and the product
 * list (`/web-gw/products`), each twice: with a few popular requests in turn (20 English and Arabic
 * prefixes; six filter and sort combinations), which after the first round the server answers from
 * its catalogue answer cache (docs/decisions/016), and with a new request every time (prefixes of
 * the seeded names, filter combinations), which it must ask the database for. Then server-rendered
 * pages at 10 connections, asked for as a browser does (accepting brotli and gzip): eight popular
 * ones in turn (kept once rendered, ADRs 027 and 046) and product pages never rendered before,
 * beside a node:http hello world measured the same way. On the PGlite
 * server it then runs Lighthouse (mobile settings, Debian's Chromium) on the home, a product and
 * a search page (home and product in Arabic too). It also times the sitemaps: the index and every
 * file it lists, three fetches each, one at a time. On PostgreSQL it then starts the server again
 * on the seeded database and prints the process figures: how long the start and a stop take, the
 * resident memory before any request, and anything the start printed besides its own lines.
 *
 * Uncached figures ("all new") send every request once, so none can come from the answer cache:
 * that is how the search engine's targets (issue 15, ADR 036) are measured. When a Vendure 3 peer
 * answers at BENCH_VENDURE_URL (../shared/peers/vendure.sh start), it also measures Vendure's
 * search suggestions and product lists the same way, beside ours on PostgreSQL with a catalogue
 * of the same size (SEED_PRODUCT_COUNT = Vendure's product count), in the same run, each server
 * first warmed up for 5 s with requests of the same kinds, none of them measured (ADR 059).
 *
 * Settings (environment): BENCH_PRODUCTS (default 1200; 100000 for the large catalogue),
 * BENCH_SECONDS (default 10), BENCH_DATABASES (default "pglite,postgres"), BENCH_LIGHTHOUSE
 * (default "true"), BENCH_POSTGRES_URL (default postgres://postgres@127.0.0.1:5432/postgres,
 * the server in which a throw-away database is created and dropped), BENCH_VENDURE_URL (default
 * http://127.0.0.1:3100/shop-api; "" skips the comparison).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readFileSync } from 'node:fs';
import os from 'node:os';
import autocannon from 'autocannon';
import pg from 'pg';
import { startTestServer } from '../e2e/support/test-server.ts';
import { generateCatalogue } from '../apps/server/src/seed/data/index.ts';
import { normalizeSearchText } from '../apps/server/src/modules/catalogue/search-text.ts';
import { printLighthouse, runLighthouse, type LighthouseFigures } from './lighthouse.ts';

const PRODUCTS = Number(process.env.BENCH_PRODUCTS ?? 1200);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const DATABASES = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',');
const WITH_LIGHTHOUSE = process.env.BENCH_LIGHTHOUSE !== 'false';
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const CONNECTIONS = 50;
const VENDURE_URL = process.env.BENCH_VENDURE_URL ?? 'http://127.0.0.1:3100/shop-api';
/** How long each server of the Vendure comparison is warmed up before it is measured. */
const WARM_UP_SECONDS = 5;
/** An uncached run sends each of its different requests once, at most this many. */
const MAX_UNCACHED_REQUESTS = 20_000;

/** What shoppers type: short and longer prefixes of seeded names, in both languages. */
const PREFIXES: { language: 'en' | 'ar'; query: string }[] = [
  ...['o', 'ou', 'oud', 'sam', 'dan', 'mar', 'kids', 'lux', 'a', 'sh'].map((query) => ({
    language: 'en' as const,
    query,
  })),
  ...['ع', 'عو', 'عود', 'سا', 'دا', 'مر', 'قم', 'أط', 'ال', 'ش'].map((query) => ({ language: 'ar' as const, query })),
];
/** Popular list requests: after the first round they are answered from the server's cache. */
const LIST_QUERIES = [
  'sort=newest',
  'sort=price-asc&skip=24',
  'sort=price-desc&inStock=true',
  'keyword=oud',
  'categoryId=12&count=true',
  'brandIds=3,5&sort=newest',
];

type Request = { path: string; method?: 'GET' | 'POST'; body?: string; headers?: Record<string, string> };

interface LoadFigures {
  name: string;
  connections: number;
  p50: number;
  /** autocannon's percentiles jump from 90 to 97.5: the stricter one stands for "p95". */
  p97_5: number;
  p99: number;
  requestsPerSecond: number;
  /** Requests that failed: how many, and why (timed out, other socket errors, which statuses). */
  failures: string;
  /** How many requests were sent, and how many of them were different. */
  sent: number;
  distinct: number;
}

/** A fixed shuffle, so every run sends the same requests in the same order. */
function shuffled<T>(items: T[]): T[] {
  const result = [...items];
  let seed = 20_261_121;
  for (let i = result.length - 1; i > 0; i--) {
    seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
    const j = seed % (i + 1);
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

/**
 * Suggestion requests that are all different: prefixes (2 to 20 characters) of the seeded
 * products' English and Arabic names, as a shopper types them, in the language of the name.
 */
function freshSuggestions(productCount: number): Request[] {
  const popular = new Set(PREFIXES.map(({ query }) => normalizeSearchText(query)));
  const seen = new Set<string>();
  const requests: Request[] = [];
  for (const [index, product] of generateCatalogue({ productCount }).products.entries()) {
    for (const language of ['en', 'ar'] as const) {
      for (const length of [2 + (index % 19), 4 + ((index * 7) % 17)]) {
        const query = product.name[language].slice(0, length).trim();
        const key = `${normalizeSearchText(query)}|${language}`;
        if (popular.has(normalizeSearchText(query)) || seen.has(key) || normalizeSearchText(query) === '') continue;
        seen.add(key);
        requests.push(suggestion(language, query));
      }
    }
  }
  return shuffled(requests);
}

function suggestion(language: 'en' | 'ar', query: string): Request {
  return {
    path: `/web-gw/products/suggest?query=${encodeURIComponent(query)}&pageCount=5&preferInStock=true`,
    headers: { language },
  };
}

/**
 * List requests that are all different: every category (or none) × brand (or none) × sort × first or second page,
 * counted.
 */
async function freshLists(baseUrl: string): Promise<Request[]> {
  const categories = (await (await fetch(`${baseUrl}/web-gw/categories/published/lookup`)).json()) as {
    categoryId: number;
  }[];
  const brands = (await (await fetch(`${baseUrl}/web-gw/products-brands`)).json()) as { brandId: number }[];
  const requests: Request[] = [];
  for (const category of [undefined, ...categories.map((item) => item.categoryId)]) {
    for (const brand of [undefined, ...brands.map((item) => item.brandId)]) {
      for (const sort of ['relevance', 'newest', 'price-asc', 'price-desc']) {
        for (const skip of [0, 24]) {
          const query = new URLSearchParams({ top: '24', skip: String(skip), sort, count: 'true' });
          if (category !== undefined) query.set('categoryId', String(category));
          if (brand !== undefined) query.set('brandIds', String(brand));
          requests.push({ path: `/web-gw/products?${query}` });
        }
      }
    }
  }
  return shuffled(requests);
}

/**
 * Keyword lists that are all different: the first one or two words of seeded names (the second
 * cut short, as typed), each sorted by relevance and by price, counted.
 */
function freshKeywordLists(productCount: number): Request[] {
  const keywords = new Set<string>();
  for (const [index, product] of generateCatalogue({ productCount }).products.entries()) {
    const words = product.name[index % 2 === 0 ? 'en' : 'ar'].split(' ');
    keywords.add(words[index % words.length]!);
    if (words.length > 2) keywords.add(`${words[1]} ${words[2]!.slice(0, 3)}`);
  }
  return shuffled(
    [...keywords].flatMap((keyword) =>
      ['relevance', 'price-asc'].map((sort) => ({
        path: `/web-gw/products?${new URLSearchParams({ keyword, sort, top: '24', count: 'true' })}`,
      })),
    ),
  );
}

/**
 * Runs autocannon for BENCH_SECONDS, each request taking the next of `requests` in turn; with
 * `once` it stops sooner when each request was sent once (uncached figures: none is asked twice).
 */
async function load(
  name: string,
  baseUrl: string,
  requests: Request[],
  options: { connections?: number; once?: boolean; seconds?: number } = {},
): Promise<LoadFigures> {
  const connections = options.connections ?? CONNECTIONS;
  const sent = options.once ? requests.slice(0, MAX_UNCACHED_REQUESTS) : requests;
  let next = 0;
  // autocannon ends a run at its next one-second tick, so its own length and its average of
  // one-second counts round a run that ends when every request was sent (4.3 s, say) up to whole
  // seconds: requests a second are counted up to the last answer instead.
  const started = performance.now();
  let lastAnswer = started;
  const result = await autocannon({
    url: baseUrl,
    connections,
    duration: options.seconds ?? SECONDS,
    // Uncached: stops when every different request was sent once, or after BENCH_SECONDS.
    ...(options.once ? { maxOverallRequests: sent.length } : {}),
    // autocannon appends every answer's body to a string (`req.body += data` in its pipelined
    // requests queue), which costs about 9 ns a byte for compressed bytes: a node:http server
    // sending a fixed 23 KB brotli page peaked at 4,600/s with it and 69,000/s without. Nothing here
    // reads the bodies, so they are not collected.
    setupClient: (client) => {
      const queue = (client as unknown as { pipelinedRequests: { addBody(data: Buffer): void } }).pipelinedRequests;
      queue.addBody = () => {};
    },
    requests: [
      {
        setupRequest: (request) => {
          const chosen = sent[next++ % sent.length]!;
          return {
            ...request,
            path: chosen.path,
            method: chosen.method ?? 'GET',
            body: chosen.body,
            headers: { ...request.headers, ...chosen.headers },
          };
        },
        onResponse: () => {
          lastAnswer = performance.now();
        },
      },
    ],
  });
  return {
    name,
    connections,
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    requestsPerSecond: Math.round(result.requests.total / ((lastAnswer - started) / 1000)),
    failures: describeFailures(result),
    sent: next,
    distinct: Math.min(next, sent.length),
  };
}

function describeFailures(result: autocannon.Result): string {
  const reasons = [
    result.timeouts > 0 ? `${result.timeouts} timed out` : null,
    result.errors > result.timeouts ? `${result.errors - result.timeouts} socket errors` : null,
    ...Object.entries(result.statusCodeStats ?? {})
      .filter(([status]) => !status.startsWith('2'))
      .map(([status, { count }]) => `${count ?? 0} × ${status}`),
  ].filter((reason) => reason !== null);
  const total = result.errors + result.non2xx;
  return reasons.length > 0 ? `${total}: ${reasons.join(', ')}` : String(total);
}

/** What Chromium sends with a page request that decides what the server sends: compressed pages. */
const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** Pages are measured at 10 connections, as issue 15's targets are stated. */
const PAGE_CONNECTIONS = 10;

/**
 * Server-rendered pages as anonymous shoppers open them: a few popular ones in turn (home, a
 * category, a product and a search, in English and Arabic), which the server keeps once rendered
 * (ADR 027), and product pages that are all different, each one rendered for the first time.
 */
async function pageRequests(baseUrl: string): Promise<{ popular: Request[]; fresh: Request[] }> {
  const ids: number[] = [];
  for (let skip = 0; ids.length < Math.min(PRODUCTS, 5_000); skip += 100) {
    const page = (await (await fetch(`${baseUrl}/web-gw/products?top=100&skip=${skip}&sort=newest`)).json()) as {
      data: { productId: number }[];
    };
    if (page.data.length === 0) break;
    ids.push(...page.data.map((product) => product.productId));
  }
  const [category] = (await (await fetch(`${baseUrl}/web-gw/categories/published/lookup`)).json()) as {
    slug: string;
  }[];
  const popular = ['/', `/categories/${category!.slug}`, `/products/${ids[0]}`, '/search/filterSearch?keyword=oud'];
  const asBrowser = (path: string): Request => ({ path, headers: BROWSER_HEADERS });
  return {
    popular: popular.flatMap((path) => [asBrowser(path), asBrowser(`${path}${path.includes('?') ? '&' : '?'}lang=ar`)]),
    fresh: shuffled(ids.flatMap((id) => [asBrowser(`/products/${id}`), asBrowser(`/products/${id}?lang=ar`)])),
  };
}

/** The same machine's ceiling: a node:http hello world in a process of its own. */
async function helloWorld(): Promise<LoadFigures> {
  const child = spawn(
    process.execPath,
    [
      '-e',
      "const s = require('node:http').createServer((q, r) => r.end('hello')); s.listen(0, '127.0.0.1', () => console.log(s.address().port));",
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  try {
    const [port] = (await once(child.stdout, 'data')) as [Buffer];
    return await load('node:http hello world', `http://127.0.0.1:${String(port).trim()}`, [{ path: '/' }], {
      connections: PAGE_CONNECTIONS,
    });
  } finally {
    child.kill();
  }
}

interface SitemapFigures {
  file: string;
  /** `<url>` entries, or `<sitemap>` entries of the index. */
  entries: number;
  kib: number;
  /** Median of three fetches, one at a time. */
  medianMs: number;
}

/** The sitemap index and every file it lists, each fetched three times in turn. */
async function measureSitemaps(kind: string, baseUrl: string): Promise<SitemapFigures[]> {
  const index = await (await fetch(`${baseUrl}/sitemap.xml`)).text();
  const files = ['/sitemap.xml', ...[...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]!).pathname)];
  const figures: SitemapFigures[] = [];
  for (const file of files) {
    const times: number[] = [];
    let body = '';
    for (let round = 0; round < 3; round++) {
      const started = performance.now();
      const response = await fetch(`${baseUrl}${file}`);
      body = await response.text();
      if (!response.ok) throw new Error(`${file} answered ${response.status}`);
      times.push(performance.now() - started);
    }
    figures.push({
      file: `${kind} ${file}`,
      entries: (body.match(/<url>|<sitemap>/g) ?? []).length,
      kib: Math.round(Buffer.byteLength(body) / 1024),
      medianMs: Math.round(times.sort((a, b) => a - b)[1]!),
    });
  }
  return figures;
}

interface ProcessFigures {
  /** Resident memory (VmRSS) of a process started on the seeded database, before any request. */
  idleMiB: number;
  /** From SIGTERM to the process's exit. */
  stopMs: number;
  /** The server's own "ready in" of a start on the seeded database: migrations checked, listening. */
  readySeconds: number;
  /** What the start printed that is not its own progress lines (deprecation notices would be here). */
  otherOutput: string;
}

/** What `npm start` itself prints on a start that finds its builds and data in place, and on its stop. */
const START_LINES = [/^Database: /, /^Storefront ready in /, /^SIGTERM: shutting down$/, /^Stopped in \d+ ms$/];

/**
 * The process (issue 15): a start on the seeded database, its resident memory a few seconds after
 * it answers (nothing served yet), and how long a stop takes; as a deployment restarts it.
 */
async function measureProcess(env: Record<string, string>): Promise<ProcessFigures> {
  const server = await startTestServer({ LOG_LEVEL: 'info', DEV_OUTBOX: 'false', ...env });
  try {
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const status = readFileSync(`/proc/${server.pid}/status`, 'utf8');
    const idleMiB = Math.round(Number(/^VmRSS:\s+(\d+) kB/m.exec(status)![1]) / 1024);
    const stopping = performance.now();
    await server.kill('SIGTERM');
    const stopMs = Math.round(performance.now() - stopping);
    const output = server.output();
    return {
      idleMiB,
      stopMs,
      readySeconds: Number(/Storefront ready in ([\d.]+) s/.exec(output)?.[1]),
      otherOutput: output
        .split('\n')
        .filter((line) => line.trim() && !START_LINES.some((start) => start.test(line)) && !line.startsWith('{'))
        .join('\n'),
    };
  } finally {
    await server.stop();
  }
}

async function benchmarkDatabase(
  kind: string,
  env: Record<string, string>,
): Promise<{ load: LoadFigures[]; lighthouse: LighthouseFigures[]; sitemaps: SitemapFigures[] }> {
  const started = Date.now();
  const server = await startTestServer(
    { SEED_PRODUCT_COUNT: String(PRODUCTS), LOG_LEVEL: 'error', DEV_OUTBOX: 'false', ...env },
    { startTimeoutMs: 60 * 60_000 },
  );
  console.log(
    `${kind}: server up with ${PRODUCTS} products in ${((Date.now() - started) / 1000).toFixed(0)} s at ${server.baseUrl}`,
  );
  try {
    // One warm-up pass so the first figures do not measure cold caches.
    await load('warm-up', server.baseUrl, [{ path: '/web-gw/products/suggest?query=o&pageCount=5' }]).catch(
      () => undefined,
    );
    const suggestions = PREFIXES.map(({ language, query }) => suggestion(language, query));
    const lists = LIST_QUERIES.map((query) => ({ path: `/web-gw/products?top=24&${query}` }));
    const figures = [
      await load(`${kind} suggestions, 20 popular`, server.baseUrl, suggestions),
      await load(`${kind} suggestions, all new (uncached)`, server.baseUrl, freshSuggestions(PRODUCTS), { once: true }),
      await load(`${kind} product list, 6 popular`, server.baseUrl, lists),
      await load(`${kind} product list, all new (uncached)`, server.baseUrl, await freshLists(server.baseUrl), {
        once: true,
      }),
      await load(`${kind} keyword list, all new (uncached)`, server.baseUrl, freshKeywordLists(PRODUCTS), {
        once: true,
      }),
    ];
    const pages = await pageRequests(server.baseUrl);
    figures.push(
      await load(`${kind} pages, 8 popular`, server.baseUrl, pages.popular, { connections: PAGE_CONNECTIONS }),
      await load(`${kind} product pages, all new`, server.baseUrl, pages.fresh, { connections: PAGE_CONNECTIONS }),
    );
    const sitemaps = await measureSitemaps(kind, server.baseUrl);
    const lighthouse = WITH_LIGHTHOUSE && kind === 'pglite' ? await runLighthouse(server.baseUrl) : [];
    return { load: figures, lighthouse, sitemaps };
  } finally {
    await server.stop();
  }
}

/** What Vendure's shop API has: its product names and collection slugs; null when it does not answer. */
async function vendureCatalogue(): Promise<{ names: string[]; collections: string[] } | null> {
  if (!VENDURE_URL) return null;
  const query =
    '{ search(input:{take:100, groupByProduct:true}){ items{ productName } } collections{ items{ slug } } }';
  try {
    const response = await fetch(VENDURE_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const { data } = (await response.json()) as {
      data: { search: { items: { productName: string }[] }; collections: { items: { slug: string }[] } };
    };
    return {
      names: data.search.items.map((item) => item.productName),
      collections: data.collections.items.map((item) => item.slug),
    };
  } catch (error) {
    console.log(`vendure: skipped, ${VENDURE_URL} does not answer (${(error as Error).message})`);
    return null;
  }
}

const graphql = (query: string, variables: Record<string, unknown>): Request => ({
  path: new URL(VENDURE_URL).pathname,
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query, variables }),
});

/** Every prefix (two letters and more) of each name, as a shopper types it. */
const prefixesOf = (name: string) =>
  Array.from({ length: Math.max(0, name.length - 1) }, (_, index) => name.slice(0, index + 2).trim());

/** Pages 0–9 of every list are measured; pages 10–19 warm the servers up beforehand. */
const MEASURED_PAGES = Array.from({ length: 10 }, (_, page) => page);
const WARM_UP_PAGES = MEASURED_PAGES.map((page) => page + 10);

/**
 * A typed prefix that is not one of the measured ones (its last letter is one no prefix ends on
 * there): the warm-up's suggestions ask the same kind of question without answering any measured one.
 */
const warmUpTerm = (term: string, measured: Set<string>) =>
  [`${term}q`, `${term}z`, `${term}ق`].find((candidate) => !measured.has(candidate))!;

/**
 * Vendure's search suggestions and product list (the queries of ../shared/peers/vendure.sh, what
 * its storefront sends), all different: every prefix of its names × 1–5 results; every
 * collection (or none) × page size 1–24 × first ten pages, with the total. The warm-up asks the
 * same kinds of questions, none of them measured.
 */
function vendureRequests(catalogue: { names: string[]; collections: string[] }) {
  const suggest =
    'query suggest($term:String!,$take:Int){ search(input:{term:$term, groupByProduct:true, take:$take}){ totalItems items{ productId productName slug } } }';
  const list =
    'query list($slug:String,$take:Int,$skip:Int){ search(input:{take:$take, skip:$skip, groupByProduct:true, collectionSlug:$slug}){ totalItems items{ productId productName slug productAsset{ id preview } priceWithTax{ ... on PriceRange{min max} ... on SinglePrice{value} } } } }';
  const terms = [...new Set(catalogue.names.flatMap((name) => prefixesOf(name.toLowerCase())))];
  const lists = (pages: number[]) =>
    [undefined, ...catalogue.collections].flatMap((slug) =>
      Array.from({ length: 24 }, (_, take) =>
        pages.map((page) => graphql(list, { slug, take: take + 1, skip: page * (take + 1) })),
      ).flat(),
    );
  const measuredTerms = new Set(terms);
  return {
    suggestions: shuffled(terms.flatMap((term) => [1, 2, 3, 4, 5].map((take) => graphql(suggest, { term, take })))),
    lists: shuffled(lists(MEASURED_PAGES)),
    warmUp: shuffled([
      ...lists(WARM_UP_PAGES),
      ...terms.map((term) => graphql(suggest, { term: warmUpTerm(term, measuredTerms), take: 5 })),
    ]),
  };
}

/**
 * Ours with the same kinds of requests: every prefix of the names (both languages) × 1–5 results;
 * every category (or none) × page size 1–24 × first ten pages, counted. The warm-up as Vendure's.
 */
async function oursLikeVendure(baseUrl: string, productCount: number) {
  const names = generateCatalogue({ productCount }).products.flatMap((product) => [
    { language: 'en' as const, name: product.name.en },
    { language: 'ar' as const, name: product.name.ar },
  ]);
  const terms = new Map<string, { language: 'en' | 'ar'; query: string }>();
  for (const { language, name } of names)
    for (const query of prefixesOf(name)) {
      const key = `${language}|${normalizeSearchText(query)}`;
      if (!terms.has(key) && normalizeSearchText(query) !== '') terms.set(key, { language, query });
    }
  const suggest = ({ language, query }: { language: 'en' | 'ar'; query: string }, pageCount: number): Request => ({
    path: `/web-gw/products/suggest?${new URLSearchParams({ query, pageCount: String(pageCount), preferInStock: 'true' })}`,
    headers: { language },
  });
  const categories = (await (await fetch(`${baseUrl}/web-gw/categories/published/lookup`)).json()) as {
    categoryId: number;
  }[];
  const lists = (pages: number[]) =>
    [undefined, ...categories.map((category) => category.categoryId)].flatMap((categoryId) =>
      Array.from({ length: 24 }, (_, top) =>
        pages.map((page) => {
          const query = new URLSearchParams({ top: String(top + 1), skip: String(page * (top + 1)), count: 'true' });
          if (categoryId !== undefined) query.set('categoryId', String(categoryId));
          return { path: `/web-gw/products?${query}` };
        }),
      ).flat(),
    );
  const measuredTerms = new Set([...terms.values()].map(({ query }) => normalizeSearchText(query)));
  return {
    suggestions: shuffled([...terms.values()].flatMap((term) => [1, 2, 3, 4, 5].map((count) => suggest(term, count)))),
    lists: shuffled(lists(MEASURED_PAGES)),
    warmUp: shuffled([
      ...lists(WARM_UP_PAGES),
      ...[...terms.values()].map(({ language, query }) =>
        suggest({ language, query: warmUpTerm(normalizeSearchText(query), measuredTerms) }, 5),
      ),
    ]),
  };
}

/**
 * Ours (PostgreSQL, as many products as Vendure has) and Vendure, uncached suggestions and lists,
 * one after the other in the same run; null when Vendure or PostgreSQL is not there.
 */
async function compareWithVendure(): Promise<LoadFigures[] | null> {
  const catalogue = await vendureCatalogue();
  if (!catalogue) return null;
  const productCount = catalogue.names.length;
  const vendureBase = new URL(VENDURE_URL).origin;
  const vendure = vendureRequests(catalogue);
  return withPostgresDatabase(async (url) => {
    const server = await startTestServer(
      { SEED_PRODUCT_COUNT: String(productCount), LOG_LEVEL: 'error', DEV_OUTBOX: 'false', DATABASE_URL: url },
      { startTimeoutMs: 10 * 60_000 },
    );
    try {
      const ours = await oursLikeVendure(server.baseUrl, productCount);
      console.log(`vendure comparison: ${productCount} products each, both warmed up for ${WARM_UP_SECONDS} s`);
      // A server runs for days: its first second after a start measures V8's compiler, not the server.
      await load('warm-up', server.baseUrl, ours.warmUp, { once: true, seconds: WARM_UP_SECONDS });
      await load('warm-up', vendureBase, vendure.warmUp, { once: true, seconds: WARM_UP_SECONDS });
      return [
        await load(`ours, ${productCount} products: suggestions (uncached)`, server.baseUrl, ours.suggestions, {
          once: true,
        }),
        await load(`Vendure 3, ${productCount} products: search suggestions`, vendureBase, vendure.suggestions, {
          once: true,
        }),
        await load(`ours, ${productCount} products: product list (uncached)`, server.baseUrl, ours.lists, {
          once: true,
        }),
        await load(`Vendure 3, ${productCount} products: product list`, vendureBase, vendure.lists, { once: true }),
      ];
    } finally {
      await server.stop();
    }
  });
}

/** A fresh PostgreSQL database for one run, dropped afterwards; null when PostgreSQL does not answer. */
async function withPostgresDatabase<T>(run: (url: string) => Promise<T>): Promise<T | null> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  try {
    await admin.connect();
  } catch (error) {
    console.log(`postgres: skipped, ${POSTGRES_URL} does not answer (${(error as Error).message})`);
    return null;
  }
  const name = `storefront_bench_${Date.now()}`;
  await admin.query(`CREATE DATABASE ${name}`);
  try {
    const url = new URL(POSTGRES_URL);
    url.pathname = `/${name}`;
    return await run(url.href);
  } finally {
    await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await admin.end();
  }
}

function printLoad(rows: LoadFigures[]) {
  console.table(
    rows.map((row) => ({
      measure: row.name,
      connections: row.connections,
      'p50 ms': row.p50,
      'p97.5 ms': row.p97_5,
      'p99 ms': row.p99,
      'req/s': row.requestsPerSecond,
      'failed (why)': row.failures,
      'sent (distinct)': `${row.sent} (${row.distinct})`,
    })),
  );
}

const loadRows: LoadFigures[] = [await helloWorld()];
const lighthouseRows: LighthouseFigures[] = [];
const sitemapRows: SitemapFigures[] = [];
let processFigures: ProcessFigures | undefined;
for (const kind of DATABASES) {
  const outcome =
    kind === 'postgres'
      ? await withPostgresDatabase(async (url) => {
          const figures = await benchmarkDatabase('postgres', { DATABASE_URL: url });
          processFigures = await measureProcess({ DATABASE_URL: url });
          return figures;
        })
      : await benchmarkDatabase('pglite', { DATABASE_URL: '' });
  if (!outcome) continue;
  loadRows.push(...outcome.load);
  lighthouseRows.push(...outcome.lighthouse);
  sitemapRows.push(...outcome.sitemaps);
}

const vendureRows = await compareWithVendure();

const machine = `${os.cpus().length} × ${os.cpus()[0]?.model ?? 'CPU'} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version}`;
// Other work on the machine slows every figure down: the load average says how busy it was.
const loadAverage = os
  .loadavg()
  .map((value) => value.toFixed(1))
  .join(' ');
console.log(`\n${new Date().toISOString()} · ${machine} · load average ${loadAverage}`);
console.log(`${PRODUCTS} products · autocannon × ${SECONDS} s on 127.0.0.1`);
printLoad(loadRows);
if (processFigures) {
  const { idleMiB, readySeconds, stopMs, otherOutput } = processFigures;
  console.log(
    `PostgreSQL process: ${idleMiB} MiB resident when idle · ready in ${readySeconds} s on the seeded database · ` +
      `stopped in ${stopMs} ms · ${otherOutput ? `the start also printed:\n${otherOutput}` : 'the start printed nothing else'}`,
  );
}
if (vendureRows) {
  printLoad(vendureRows);
  const ratio = (ours: LoadFigures, theirs: LoadFigures) =>
    (ours.requestsPerSecond / theirs.requestsPerSecond).toFixed(1);
  console.log(
    `ours ÷ Vendure, requests per second: suggestions ${ratio(vendureRows[0]!, vendureRows[1]!)}×, product list ${ratio(vendureRows[2]!, vendureRows[3]!)}×`,
  );
}
console.table(
  sitemapRows.map((row) => ({ sitemap: row.file, entries: row.entries, KiB: row.kib, 'median ms': row.medianMs })),
);
if (lighthouseRows.length > 0) printLighthouse(lighthouseRows);
