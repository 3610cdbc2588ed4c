import type { ApiClient } from '../../lib/api/api-client.ts';
import { fetchTranslations, type TranslationBundle } from './translations.ts';

/**
 * The server renderer's own translation cache, one bundle per language. Every page asks the
 * API with the cached version, so after the first page only a version check travels; the
 * process is a client of the API like any browser (and may run on another host).
 */
const cache = new Map<string, TranslationBundle>();

export async function getTranslations(api: ApiClient, langId: string): Promise<TranslationBundle> {
  const bundle = await fetchTranslations(api, langId, cache.get(langId) ?? null);
  cache.set(langId, bundle);
  return bundle;
}
