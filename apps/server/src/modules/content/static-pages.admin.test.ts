import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ApiErrorSchema, StaticPageSchema } from '@storefront/contracts';
import { buildTestApp } from '../../../test/helper.ts';
import { signInAsStaff } from '../../../test/staff.ts';
import { auditEntries } from '../audit/audit.schema.ts';

const { app, database } = await buildTestApp();
const manager = await signInAsStaff(app, 'catalogue-manager');
const support = await signInAsStaff(app, 'support');

interface EditorPage {
  id: number;
  slug: string;
  titleEn: string;
  bodyEn: string;
  htmlEn: string;
  htmlAr: string;
}

const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object, headers = manager.headers) =>
  app.inject({ method, url, headers, ...(payload && { payload }) });
const storefrontPage = async (slug: string, language = 'en') => {
  const response = await app.inject({ url: `/web-gw/static-pages/${slug}`, headers: { language } });
  return response.statusCode === 200 ? StaticPageSchema.parse(response.json()) : response.statusCode;
};

const HOSTILE =
  'Read **this**.\n\n[win](javascript:alert(3))\n\n<script>alert(1)</script><img src=x onerror="alert(2)"><a href="javascript:alert(4)" onclick="alert(5)">here</a>';
const DANGER = /script|onerror|onclick|javascript:|<img/i;

describe('static pages in the back office', () => {
  it('a catalogue manager creates, edits and deletes a page in both languages; hostile markup never reaches the storefront', async () => {
    const created = await call('POST', '/admin-api/static-pages', {
      slug: 'gift-wrapping',
      titleEn: 'Gift wrapping',
      titleAr: 'تغليف الهدايا',
      bodyEn: HOSTILE,
      bodyAr: 'نغلف **هديتك** مجانًا.',
    });
    expect(created.statusCode, created.body).toBe(201);
    const page = created.json() as EditorPage;
    // The editor keeps what was typed and shows what the storefront will get.
    expect(page.bodyEn).toBe(HOSTILE);
    expect(page.htmlEn).not.toMatch(DANGER);

    const en = await storefrontPage('gift-wrapping');
    const ar = await storefrontPage('gift-wrapping', 'ar');
    if (typeof en === 'number' || typeof ar === 'number') throw new Error('page missing');
    expect(en.title).toBe('Gift wrapping');
    expect(en.body).not.toMatch(DANGER);
    expect(en.body).toBe('<p>Read <strong>this</strong>.</p>\n<p><a>win</a></p>\n<a>here</a>');
    expect(ar).toMatchObject({ title: 'تغليف الهدايا', body: '<p>نغلف <strong>هديتك</strong> مجانًا.</p>' });

    const edited = await call('PATCH', `/admin-api/static-pages/${page.id}`, {
      titleEn: 'Gift wrap',
      bodyEn: 'New text.',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(await storefrontPage('gift-wrapping')).toMatchObject({ title: 'Gift wrap', body: '<p>New text.</p>' });

    const deleted = await call('DELETE', `/admin-api/static-pages/${page.id}`);
    expect(deleted.statusCode).toBe(204);
    expect(await storefrontPage('gift-wrapping')).toBe(404);

    const audited = await database.db
      .select()
      .from(auditEntries)
      .where(and(eq(auditEntries.entityType, 'static-page'), eq(auditEntries.entityId, String(page.id))));
    expect(audited.map((entry) => entry.action)).toEqual([
      'static-page.created',
      'static-page.updated',
      'static-page.deleted',
    ]);
    expect(audited[1]).toMatchObject({ before: { titleEn: 'Gift wrapping' }, after: { titleEn: 'Gift wrap' } });
  });

  it('lists pages and opens one for editing', async () => {
    const list = (await call('GET', '/admin-api/static-pages')).json() as { id: number; slug: string }[];
    const about = list.find((page) => page.slug === 'about')!;
    const opened = (await call('GET', `/admin-api/static-pages/${about.id}`)).json() as EditorPage;
    expect(opened.htmlEn).toMatch(/^<p>Souq Al Khaleej/);
    expect((await call('GET', '/admin-api/static-pages/999999')).statusCode).toBe(404);
  });

  it('answers SPEC §8 errors for bad input, a taken slug and the checkout terms page', async () => {
    const bad = await call('POST', '/admin-api/static-pages', {
      slug: 'Not A Slug',
      titleEn: '',
      titleAr: 'x',
      bodyEn: 'x',
      bodyAr: 'x',
    });
    expect(bad.statusCode).toBe(400);
    const error = ApiErrorSchema.parse(bad.json());
    expect(error.errors!.map((field) => field.field).sort()).toEqual(['slug', 'titleEn']);
    const digits = await call('POST', '/admin-api/static-pages', {
      slug: '123',
      titleEn: 'x',
      titleAr: 'x',
      bodyEn: 'x',
      bodyAr: 'x',
    });
    expect(digits.statusCode).toBe(400);

    const list = (await call('GET', '/admin-api/static-pages')).json() as { id: number; slug: string }[];
    const terms = list.find((page) => page.slug === 'terms')!;
    const about = list.find((page) => page.slug === 'about')!;
    const taken = await call('PATCH', `/admin-api/static-pages/${about.id}`, { slug: 'terms' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().code).toBe('SLUG_TAKEN');
    const inUse = await call('DELETE', `/admin-api/static-pages/${terms.id}`);
    expect(inUse.statusCode).toBe(409);
    expect(inUse.json().code).toBe('PAGE_IN_USE');
  });

  it('refuses staff without the content permission (403) and guests (401)', async () => {
    expect((await call('GET', '/admin-api/static-pages', undefined, support.headers)).statusCode).toBe(403);
    const refused = await call(
      'POST',
      '/admin-api/static-pages',
      { slug: 'x-page', titleEn: 'x', titleAr: 'x', bodyEn: 'x', bodyAr: 'x' },
      support.headers,
    );
    expect(refused.statusCode).toBe(403);
    expect((await app.inject({ url: '/admin-api/static-pages' })).statusCode).toBe(401);
  });
});
