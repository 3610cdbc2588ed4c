/**
 * `npm run import:products -- file.csv [--dry-run]`: imports a product CSV (Shopify's columns plus
 * Arabic ones, ADR 037) from the server's command line, with a progress bar in the terminal.
 *
 *   --dry-run   checks every row and prints the errors; writes nothing
 *
 * It reads the same settings as the server (DATABASE_URL or the embedded database in DATA_DIR) and
 * prepares the database as a start does. On the embedded database stop the shop first: PGlite is
 * one process's alone. On PostgreSQL it may run beside the server: an import the back office is
 * running makes it stop with "another import is under way", and the other way round.
 * Exit code 0 when every row was imported, 1 when any row has an error or the file is refused.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config.ts';
import { openDatabase } from '../db/client.ts';
import { AppError } from '../lib/errors.ts';
import { createMemoryRateCounter } from '../lib/rate-counter.ts';
import { createCommandLineProductImports } from '../modules/index.ts';
import { createFileStorage } from '../modules/files/index.ts';
import { databaseTarget, prepareDatabase } from '../server.ts';

const print = (line: string) => process.stdout.write(`${line}\n`);
const number = new Intl.NumberFormat('en-US');

/** One line redrawn in place (`\r`) on a terminal; elsewhere (a log, CI) a line every tenth. */
function progressBar(label: string) {
  const started = Date.now();
  let lastTenth = -1;
  let lastLine = '';
  return (done: number, total: number, errors: number, final = false) => {
    const share = total > 0 ? Math.min(1, done / total) : final ? 1 : 0;
    const width = 30;
    const filled = Math.round(share * width);
    const seconds = (Date.now() - started) / 1000;
    const rate = seconds > 0 ? Math.round(done / seconds) : 0;
    const line =
      `${label} [${'#'.repeat(filled)}${'-'.repeat(width - filled)}] ${String(Math.floor(share * 100)).padStart(3)}% ` +
      `${number.format(done)}/${number.format(total)} rows · ${number.format(errors)} errors · ${number.format(rate)} rows/s`;
    if (process.stdout.isTTY) process.stdout.write(`\r${line}${final ? '\n' : ''}`);
    else if ((final || Math.floor(share * 10) > lastTenth) && line !== lastLine) {
      lastTenth = Math.floor(share * 10);
      lastLine = line;
      print(line);
    }
  };
}

async function main(): Promise<number> {
  const { positionals, values } = parseArgs({
    allowPositionals: true,
    options: { 'dry-run': { type: 'boolean', default: false } },
  });
  const file = positionals[0];
  if (!file || positionals.length > 1) {
    process.stderr.write('Usage: npm run import:products -- file.csv [--dry-run]\n');
    return 1;
  }
  const fullPath = path.resolve(process.env.INIT_CWD ?? process.cwd(), file);
  const size = await stat(fullPath).catch(() => null);
  if (!size?.isFile()) {
    process.stderr.write(`No such file: ${fullPath}\n`);
    return 1;
  }
  const config = loadConfig();
  const database = await openDatabase(databaseTarget(config));
  const storage = await createFileStorage(config.fileStorage);
  try {
    await prepareDatabase(database, config, storage, print);
    const log = {
      warn: (object: object, message: string) => process.stderr.write(`${message} ${JSON.stringify(object)}\n`),
      error: (object: object, message: string) =>
        process.stderr.write(`${message}: ${String((object as { err?: Error }).err?.message ?? '')}\n`),
    };
    const imports = createCommandLineProductImports({
      db: database.db,
      config,
      storage,
      rateCounter: createMemoryRateCounter(),
      log,
    });
    const source = createReadStream(fullPath);
    if (values['dry-run']) {
      const report = await imports.check(source, 'en');
      print(
        `${number.format(report.rows)} rows, ${number.format(report.products)} products, ` +
          `${number.format(report.variations)} variations, ${number.format(report.images)} pictures.`,
      );
      for (const error of report.errors) print(`row ${error.row}, ${error.column}: ${error.message}`);
      if (report.errorCount > report.errors.length)
        print(`… and ${number.format(report.errorCount - report.errors.length)} more errors.`);
      print(report.errorCount === 0 ? 'No errors: the file can be imported.' : `${report.errorCount} errors.`);
      return report.errorCount === 0 ? 0 : 1;
    }
    const bar = progressBar(path.basename(fullPath));
    const done = await imports.runHere(path.basename(fullPath), source, (row) =>
      bar(row.rowsDone, row.totalRows, row.errorCount, row.state === 'completed' || row.state === 'failed'),
    );
    const detail = await imports.get(done.id, 'en');
    for (const error of detail.errors) print(`row ${error.row}, ${error.column}: ${error.message}`);
    if (detail.summary) {
      const s = detail.summary;
      print(
        `Products: ${s.productsCreated} created, ${s.productsUpdated} updated, ${s.productsUnchanged} unchanged; ` +
          `variations: ${s.variationsCreated} created, ${s.variationsUpdated} updated; ` +
          `stock changes: ${s.stockChanges}; pictures fetched: ${s.imagesFetched}.`,
      );
    }
    print(done.state === 'completed' ? `Import ${done.id} completed.` : `Import ${done.id} failed.`);
    return done.state === 'completed' && done.errorCount === 0 ? 0 : 1;
  } finally {
    storage.close();
    await database.close();
  }
}

try {
  process.exitCode = await main();
} catch (error) {
  if (error instanceof AppError || error instanceof ConfigError) {
    process.stderr.write(`${error.message}\n`);
    for (const field of (error instanceof AppError && error.bodyIn('en').errors) || [])
      process.stderr.write(`  ${field.field}: ${field.message}\n`);
    process.exitCode = 1;
  } else throw error;
}
