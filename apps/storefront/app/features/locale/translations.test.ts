import { describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../../lib/api/api-client.ts';
import { fetchTranslations, parseStoredBundle, type TranslationBundle } from './translations.ts';

/** A fake translations endpoint at `version`, answering as the API does. */
function translationsApi(version: number, langId = 'en') {
  const fetch = vi.fn<typeof globalThis.fetch>(async (input) => {
    const known = Number(/versions\/(\d+)/.exec(String(input))?.[1]);
    const translations = known < version ? [{ langId, key: 'ui.prisma.price.currency', value: 'KD' }] : [];
    return new Response(JSON.stringify({ version, langId, translations }));
  });
  return { api: createApiClient({ fetch, apiHost: null, language: langId }), fetch };
}

const cachedV3: TranslationBundle = { langId: 'en', version: 3, values: { 'ui.prisma.price.currency': 'KD' } };

describe('fetchTranslations', () => {
  it('downloads everything when nothing is cached', async () => {
    const { api, fetch } = translationsApi(3);
    await expect(fetchTranslations(api, 'en', null)).resolves.toEqual(cachedV3);
    expect(String(fetch.mock.calls[0]![0])).toBe('/api/locale/self/translations/versions/0?area=ui.prisma');
  });

  it('asks with the cached version and keeps an up-to-date cache', async () => {
    const { api, fetch } = translationsApi(3);
    await expect(fetchTranslations(api, 'en', cachedV3)).resolves.toBe(cachedV3);
    expect(String(fetch.mock.calls[0]![0])).toContain('/versions/3?');
  });

  it('replaces an older cache with the newer texts', async () => {
    const { api } = translationsApi(4);
    await expect(fetchTranslations(api, 'en', cachedV3)).resolves.toMatchObject({ version: 4 });
  });

  it('does not reuse a cache of another language', async () => {
    const { api, fetch } = translationsApi(3, 'ar');
    await fetchTranslations(api, 'ar', cachedV3);
    expect(String(fetch.mock.calls[0]![0])).toContain('/versions/0?');
  });

  it('starts over when the server version went backwards', async () => {
    const { api, fetch } = translationsApi(2);
    await expect(fetchTranslations(api, 'en', cachedV3)).resolves.toMatchObject({
      version: 2,
      values: { 'ui.prisma.price.currency': 'KD' },
    });
    expect(fetch).toHaveBeenCalledTimes(2);
  });
});

describe('parseStoredBundle', () => {
  it('reads a stored bundle, taking version 1 when none was stored (SPEC §9)', () => {
    expect(parseStoredBundle('{"langId":"ar","values":{}}')).toEqual({ langId: 'ar', version: 1, values: {} });
  });
  it('ignores missing or corrupt entries', () => {
    expect(parseStoredBundle(null)).toBeNull();
    expect(parseStoredBundle('{oops')).toBeNull();
    expect(parseStoredBundle('{"version":2}')).toBeNull();
  });
});
