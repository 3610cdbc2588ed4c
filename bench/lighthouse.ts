import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';

/** Debian's Chromium; no browser is downloaded (the same one the e2e tests drive). */
const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
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

/** A product and a search that the seeded shop always has; home and product in Arabic too, by address (ADR 025). */
async function pagesToMeasure(baseUrl: string): Promise<{ name: string; url: string }[]> {
  const list = (await (await fetch(`${baseUrl}/web-gw/products?top=1&sort=newest`)).json()) as {
    data: { productId: number }[];
  };
  return [
    { name: 'home', url: `${baseUrl}/` },
    { name: 'product', url: `${baseUrl}/products/${list.data[0]!.productId}` },
    { name: 'search', url: `${baseUrl}/search/filterSearch?keyword=oud` },
    { name: 'home (ar)', url: `${baseUrl}/?lang=ar` },
    { name: 'product (ar)', url: `${baseUrl}/products/${list.data[0]!.productId}?lang=ar` },
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
      const result = await lighthouse(url, { port: chrome.port, logLevel: 'error', output: 'json' });
      const lhr = result!.lhr;
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
