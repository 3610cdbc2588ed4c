import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Debian's Chromium; no browser is downloaded (the same one the e2e tests drive). */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export interface LighthouseFigures {
  page: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  transferredJsKiB: number;
  /** Lighthouse's measure of this machine's speed at the time; a busy machine scores lower and inflates TBT. */
  benchmarkIndex: number;
}

/**
 * The four kinds of page shoppers land on (home, a category, a product, a search), each in English
 * and in Arabic by address (ADR 025): a category and a product the seeded shop always has.
 */
async function pagesToMeasure(baseUrl: string): Promise<{ name: string; url: string }[]> {
  const list = (await (await fetch(`${baseUrl}/web-gw/products?top=1&sort=newest`)).json()) as {
    data: { productId: number }[];
  };
  const categories = (await (await fetch(`${baseUrl}/web-gw/categories/published/lookup`)).json()) as {
    slug: string;
  }[];
  const english = [
    { name: 'home', path: '/' },
    { name: 'category', path: `/categories/${categories[0]!.slug}` },
    { name: 'product', path: `/products/${list.data[0]!.productId}` },
    { name: 'search', path: '/search/filterSearch?keyword=oud' },
  ];
  return [
    ...english.map(({ name, path }) => ({ name, url: `${baseUrl}${path}` })),
    ...english.map(({ name, path }) => ({
      name: `${name} (ar)`,
      url: `${baseUrl}${path}${path.includes('?') ? '&' : '?'}lang=ar`,
    })),
  ];
}

const score = (value: number | null | undefined) => Math.round((value ?? 0) * 100);

/**
 * Lighthouse's default (mobile) settings: a mid-range phone, 4× CPU slow-down and a simulated
 * slow 4G connection. Each page is measured twice and the second run kept, so the figures are
 * those of a visitor whose connection to the shop is open, not of the server's first render.
 */
export async function runLighthouse(baseUrl: string): Promise<LighthouseFigures[]> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROME_FLAGS });
  try {
    const figures: LighthouseFigures[] = [];
    for (const { name, url } of await pagesToMeasure(baseUrl)) {
      await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' });
      let lhr = (await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' }))!.lhr;
      // Lighthouse sometimes loses the trace of a load (NO_NAVSTART): such a run measured nothing, so it is run again.
      for (let retry = 0; lhr.runtimeError && retry < 2; retry++)
        lhr = (await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' }))!.lhr;
      const scripts =
        (
          lhr.audits['resource-summary']?.details as
            { items?: { resourceType: string; transferSize: number }[] } | undefined
        )?.items ?? [];
      const failed = Object.values(lhr.audits).filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      );
      if (lhr.runtimeError) console.log(`${name}: Lighthouse could not measure: ${lhr.runtimeError.message}`);
      if (failed.length > 0) console.log(`${name}: failing audits: ${failed.map((audit) => audit.id).join(', ')}`);
      figures.push({
        page: name,
        performance: score(lhr.categories.performance?.score),
        accessibility: score(lhr.categories.accessibility?.score),
        bestPractices: score(lhr.categories['best-practices']?.score),
        seo: score(lhr.categories.seo?.score),
        lcpMs: Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? 0),
        tbtMs: Math.round(lhr.audits['total-blocking-time']?.numericValue ?? 0),
        cls: Number((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
        transferredJsKiB: Math.round(
          (scripts.find((item) => item.resourceType === 'script')?.transferSize ?? 0) / 1024,
        ),
        benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
      });
    }
    return figures;
  } finally {
    chrome.kill();
  }
}

export function printLighthouse(rows: LighthouseFigures[]) {
  console.table(
    rows.map((row) => ({
      page: row.page,
      performance: row.performance,
      accessibility: row.accessibility,
      'best practices': row.bestPractices,
      SEO: row.seo,
      'LCP ms': row.lcpMs,
      'TBT ms': row.tbtMs,
      CLS: row.cls,
      'JS KiB': row.transferredJsKiB,
      'machine index': row.benchmarkIndex,
    })),
  );
}
