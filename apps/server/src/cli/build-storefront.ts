import { ensureAdminBuild, ensureStorefrontBuild } from './storefront-build.ts';

/** `npm run build`: the storefront and admin builds `npm start` checks, made ahead (stamped: the start reuses them). */
const log = (line: string) => process.stdout.write(`${line}\n`);
await ensureStorefrontBuild(log);
await ensureAdminBuild(log);
