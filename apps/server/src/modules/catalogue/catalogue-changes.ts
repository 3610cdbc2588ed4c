import type { DatabaseHandle } from '../../db/client.ts';
import { createAnswerCache, type AnswerCache } from '@storefront/contracts';

/** The channel migration 0003's triggers notify on every committed catalogue change. */
export const CATALOGUE_CHANGED_CHANNEL = 'catalogue_changed';

/**
 * Longest an answer is kept without a reported change: a safety net only, since every committed
 * change clears the cache (ADR 016). Browsers and CDNs may keep these answers a minute anyway
 * (`max-age=60`, plugins/http-cache.ts).
 */
export const CATALOGUE_CACHE_TTL_MS = 10_000;
/** About 20 MB at most: a page of 100 products is the largest answer. */
export const CATALOGUE_CACHE_MAX_ENTRIES = 2_000;

/**
 * The catalogue's answer cache, cleared whenever the database reports a committed change to the
 * catalogue from any process, and keeping nothing while such reports cannot be heard. Listening
 * ends when the database handle closes.
 */
export function listenedCatalogueCache(
  database: Pick<DatabaseHandle, 'listen'>,
  { ttlMs = CATALOGUE_CACHE_TTL_MS, maxEntries = CATALOGUE_CACHE_MAX_ENTRIES } = {},
): AnswerCache {
  const cache = createAnswerCache({ ttlMs, maxEntries });
  database.listen(CATALOGUE_CHANGED_CHANNEL, cache.clear, cache.setListening);
  return cache;
}
