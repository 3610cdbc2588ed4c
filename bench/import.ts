/**
 * `npm run bench:import`: product CSV import throughput (rows/s) and the import process's peak
 * memory (RSS), for files of 10,000 and 100,000 rows (BENCH_IMPORT_ROWS, comma-separated), each
 * imported into a fresh PostgreSQL database. Printed, never asserted.
 *
 * For each size it writes a file in the import's format (two variants per product, each with its
 * stock, English and Arabic names and descriptions, a brand out of 50 and a category path out of
 * 40), creates a throw-away database on BENCH_POSTGRES_URL (default
 * postgres://postgres@127.0.0.1:5432/postgres), runs `npm run import:products` against it as its
 * own process (DATA_DIR in a temporary directory, the demo shop seeded with 300 products first, not
 * counted), and reads that process's peak resident set (`VmHWM` in /proc/<pid>/status, Linux) when
 * it ends. rows/s is rows ÷ the import's own time (check + write), as the command prints it.
 */
import { spawn, execFileSync } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { once } from 'node:events';
import pg from 'pg';

const ADMIN_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SIZES = (process.env.BENCH_IMPORT_ROWS ?? '10000,100000').split(',').map(Number);
const root = path.resolve(import.meta.dirname, '..');

const HEADER = [
  'Handle',
  'Title',
  'Title (ar)',
  'Body (HTML)',
  'Body (HTML) (ar)',
  'Vendor',
  'Type',
  'Type (ar)',
  'Published',
  'Option1 Name',
  'Option1 Value',
  'Variant SKU',
  'Variant Price',
  'Variant Compare At Price',
  'Variant Inventory Qty',
  'Status',
];

async function writeFile(file: string, rows: number) {
  const out = createWriteStream(file);
  const write = async (line: string) => {
    if (!out.write(line)) await once(out, 'drain');
  };
  await write(`${HEADER.join(',')}\n`);
  for (let n = 0; n < rows; n++) {
    const product = Math.floor(n / 2);
    const first = n % 2 === 0;
    const cells = first
      ? [
          `bench-${product}`,
          `Bench product ${product}`,
          `منتج تجريبي ${product}`,
          `"<p>A light cotton piece, number ${product}.</p><p>Machine wash.</p>"`,
          `<p>قطعة قطنية خفيفة رقم ${product}.</p>`,
          `Brand ${product % 50}`,
          `Department ${product % 4} > Section ${product % 40}`,
          `قسم ${product % 4} > فرع ${product % 40}`,
          'TRUE',
          'Size',
          'S',
        ]
      : [`bench-${product}`, '', '', '', '', '', '', '', '', '', 'M'];
    cells.push(
      `BENCH-${product}-${first ? 'S' : 'M'}`,
      `${(product % 90) + 1}.${String(product % 1000).padStart(3, '0')}`,
      first ? `${(product % 90) + 5}.000` : '',
      String(product % 25),
      first ? 'active' : '',
    );
    await write(`${cells.join(',')}\n`);
  }
  out.end();
  await once(out, 'finish');
}

/** Runs the command line's import; answers its output, its wall time and its peak RSS (bytes). */
async function runImport(env: NodeJS.ProcessEnv, file: string) {
  const started = Date.now();
  const child = spawn(process.execPath, [path.join(root, 'apps/server/build/import-products.js'), file], {
    cwd: root,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let peak = 0;
  child.stdout.on('data', (chunk: Buffer) => (output += chunk));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk));
  // VmHWM is the process's own high-water mark; read it often, the last read before exit is the peak.
  const sampler = setInterval(async () => {
    const status = await readFile(`/proc/${child.pid}/status`, 'utf8').catch(() => '');
    const kb = Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0);
    peak = Math.max(peak, kb * 1024);
  }, 50);
  const [code] = (await once(child, 'exit')) as [number];
  clearInterval(sampler);
  return { code, output, seconds: (Date.now() - started) / 1000, peak };
}

execFileSync(process.execPath, [path.join(root, 'apps/server/build.mjs')], { stdio: 'inherit' });
const admin = new pg.Client({ connectionString: ADMIN_URL });
await admin.connect();
const results: string[] = [];
for (const rows of SIZES) {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'bench-import-'));
  const file = path.join(dir, `products-${rows}.csv`);
  await writeFile(file, rows);
  const name = `bench_import_${rows}_${process.pid}`;
  await admin.query(`create database ${name}`);
  const url = new URL(ADMIN_URL);
  url.pathname = `/${name}`;
  const env = {
    ...process.env,
    DATABASE_URL: url.toString(),
    DATA_DIR: path.join(dir, 'data'),
    // The seed's home page lists need a few hundred products to fill; not counted.
    SEED_PRODUCT_COUNT: '300',
    SEED_DEMO_STAFF: 'false',
    LOG_LEVEL: 'silent',
  };
  try {
    // The database prepared (migrated, the empty demo shop seeded) by a first run on an empty file.
    const empty = path.join(dir, 'empty.csv');
    await writeFile(empty, 0);
    const prepared = await runImport(env, empty);
    if (prepared.code !== 0) throw new Error(`Preparing the database failed:\n${prepared.output.slice(-2000)}`);
    const size = (await readFile(file)).length;
    const run = await runImport(env, file);
    const rate = /(\d[\d,]*) rows\/s/g;
    const rates = [...run.output.matchAll(rate)].map((match) => Number(match[1]!.replaceAll(',', '')));
    const line =
      `${rows.toLocaleString('en-US')} rows (${(size / 1024 / 1024).toFixed(1)} MB): exit ${run.code}, ` +
      `${run.seconds.toFixed(1)} s wall, ${rates.at(-1)?.toLocaleString('en-US') ?? '?'} rows/s (import), ` +
      `${Math.round(rows / run.seconds).toLocaleString('en-US')} rows/s (wall, process start included), ` +
      `peak RSS ${(run.peak / 1024 / 1024).toFixed(0)} MB`;
    console.log(line);
    if (run.code !== 0) console.log(run.output.slice(-2000));
    results.push(line);
  } finally {
    await admin.query(`drop database if exists ${name} with (force)`);
    await rm(dir, { recursive: true, force: true });
  }
}
await admin.end();
console.log(
  `\nload average ${os
    .loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')}`,
);
