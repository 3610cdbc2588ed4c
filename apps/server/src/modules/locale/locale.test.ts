import { describe, expect, it } from 'vitest';
import { LanguageSchema, TranslationsResponseSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';

const { app } = await buildTestApp();

describe('languages and translations', () => {
  it('lists English and Arabic, Arabic right-to-left', async () => {
    const response = await app.inject('/api/locale/languages/lookup');
    expect(response.statusCode).toBe(200);
    const languages = LanguageSchema.array().parse(response.json());
    expect(languages.map((l) => [l.langId, l.isRtl])).toEqual([
      ['en', false],
      ['ar', true],
    ]);
  });

  it('sends the whole area in the language of the header to a client that holds an older version', async () => {
    const response = await app.inject({
      url: '/api/locale/self/translations/versions/0?area=ui.prisma',
      headers: { language: 'ar' },
    });
    expect(response.statusCode).toBe(200);
    const body = TranslationsResponseSchema.parse(response.json());
    expect(body.langId).toBe('ar');
    expect(body.version).toBeGreaterThanOrEqual(1);
    const currency = body.translations.find((t) => t.key === 'ui.prisma.price.currency');
    expect(currency?.value).toMatch(/[\u0600-\u06FF]/);
    expect(body.translations.every((t) => t.key.startsWith('ui.prisma.') && t.langId === 'ar')).toBe(true);
  });

  it('sends nothing new to a client that is up to date', async () => {
    const current = TranslationsResponseSchema.parse(
      (await app.inject('/api/locale/self/translations/versions/0')).json(),
    );
    const response = await app.inject(`/api/locale/self/translations/versions/${current.version}?area=ui.prisma`);
    expect(TranslationsResponseSchema.parse(response.json())).toEqual({
      version: current.version,
      langId: 'en',
      translations: [],
    });
  });

  it('falls back to the first language for an unknown language header', async () => {
    const response = await app.inject({ url: '/api/locale/self/translations/versions/0', headers: { language: 'xx' } });
    expect(response.json().langId).toBe('en');
  });

  it('rejects a malformed version or area with field errors', async () => {
    const bad = await app.inject('/api/locale/self/translations/versions/-3?area=ui.prisma');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({
      message: expect.any(String),
      errors: [{ field: 'version', message: expect.any(String) }],
    });
    const badArea = await app.inject("/api/locale/self/translations/versions/1?area=ui'prisma");
    expect(badArea.statusCode).toBe(400);
    expect(badArea.json().errors[0].field).toBe('area');
  });

  it('answers 404 for an area that has no translations', async () => {
    const response = await app.inject('/api/locale/self/translations/versions/0?area=ui.unknown');
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toMatch(/ui\.unknown/);
  });
});
