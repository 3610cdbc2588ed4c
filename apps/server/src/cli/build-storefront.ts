import { ensureStorefrontBuild } from './storefront-build.ts';

/** `npm run build`: the storefront build `npm start` checks, made ahead (and stamped, so the start reuses it). */
await ensureStorefrontBuild((line) => process.stdout.write(`${line}\n`));
