import {
  DEFAULT_TRANSLATION_VERSION,
  TranslationsResponseSchema,
  UI_AREA,
  type TranslationsResponse,
} from '@storefront/contracts';
import type { ApiClient } from '../../lib/api/api-client.ts';

/** One language's `ui.prisma.*` texts at one version, as both caches keep them. */
export interface TranslationBundle {
  langId: string;
  version: number;
  values: Record<string, string>;
}

/** Version to ask with when nothing is cached: the API answers everything newer than 0. */
const NOTHING_CACHED = 0;

/**
 * SPEC §7/§9: asks for the texts newer than the cached version. An up-to-date cache gets an
 * empty answer and is returned as is, so nothing is downloaded again.
 */
export async function fetchTranslations(
  api: ApiClient,
  langId: string,
  cached: TranslationBundle | null,
): Promise<TranslationBundle> {
  const known = cached?.langId === langId ? cached : null;
  const answer = await requestVersion(api, known?.version ?? NOTHING_CACHED);
  if (known && answer.version === known.version) return known;
  // A server whose version went backwards (a reset database) answers nothing newer: start over.
  const fresh = answer.translations.length > 0 || !known ? answer : await requestVersion(api, NOTHING_CACHED);
  return toBundle(fresh);
}

function requestVersion(api: ApiClient, version: number): Promise<TranslationsResponse> {
  return api.get('/api/locale/self/translations/versions/{version}', {
    params: { version },
    query: { area: UI_AREA },
    schema: TranslationsResponseSchema,
  });
}

function toBundle(answer: TranslationsResponse): TranslationBundle {
  return {
    langId: answer.langId,
    version: answer.version,
    values: Object.fromEntries(answer.translations.map(({ key, value }) => [key, value])),
  };
}

/** Reads a stored bundle leniently: SPEC §9 says a bundle stored without version is version 1. */
export function parseStoredBundle(raw: string | null): TranslationBundle | null {
  if (!raw) return null;
  try {
    const stored = JSON.parse(raw) as Partial<TranslationBundle>;
    if (typeof stored.langId !== 'string' || typeof stored.values !== 'object' || stored.values === null) return null;
    return {
      langId: stored.langId,
      version: typeof stored.version === 'number' ? stored.version : DEFAULT_TRANSLATION_VERSION,
      values: stored.values,
    };
  } catch {
    return null;
  }
}
