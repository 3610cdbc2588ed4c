import { ConfigError, loadConfig } from '../config.ts';
import { ThemeFileError } from '../modules/content/index.ts';
import { ensureAdminBuild, ensureStorefrontBuild } from './storefront-build.ts';
import { startServer } from '../server.ts';

/** `npm start`, after cli/start.ts: build the web apps if needed, open/migrate/seed the database, serve. */
const started = Date.now();
const log = (line: string) => process.stdout.write(`${line}\n`);

try {
  const config = loadConfig();
  await ensureStorefrontBuild(log);
  await ensureAdminBuild(log);
  log(config.databaseUrl ? 'Database: PostgreSQL (DATABASE_URL)' : `Database: embedded PGlite in ${config.dataDir}`);
  const server = await startServer(config, log);
  log(
    `Storefront ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${server.url}  (API reference: ${server.url}/docs)`,
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      server.close().then(
        () => process.exit(0),
        () => process.exit(1),
      );
    });
  }
} catch (error) {
  if (error instanceof ConfigError || error instanceof ThemeFileError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
