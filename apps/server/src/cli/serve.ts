import closeWithGrace from 'close-with-grace';
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
  const server = await startServer(config, log).catch((error: NodeJS.ErrnoException) => {
    if (error.code !== 'EADDRINUSE') throw error;
    process.stderr.write(
      `Port ${config.port} on ${config.host} is in use: stop what listens there, or set another PORT.\n`,
    );
    process.exit(1);
  });
  log(
    `Storefront ready in ${((Date.now() - started) / 1000).toFixed(1)} s at ${server.url}  (API reference: ${server.url}/docs)`,
  );
  // SIGTERM/SIGINT (or a crash): readiness fails, the listener closes, requests and jobs under way
  // finish, the database closes; past SHUTDOWN_TIMEOUT_SECONDS the process exits anyway (code 1).
  closeWithGrace(
    {
      delay: config.shutdownTimeoutSeconds * 1000,
      logger: { error: (message: unknown) => server.app.log.error(message) },
    },
    async ({ signal, err }) => {
      const stopping = Date.now();
      if (err) server.app.log.error({ err }, 'shutting down after an uncaught error');
      else log(`${signal ?? 'exit'}: shutting down`);
      await server.close();
      log(`Stopped in ${Date.now() - stopping} ms`);
    },
  );
} catch (error) {
  if (error instanceof ConfigError || error instanceof ThemeFileError) {
    process.stderr.write(`${error.message}\n`);
    process.exit(1);
  }
  throw error;
}
