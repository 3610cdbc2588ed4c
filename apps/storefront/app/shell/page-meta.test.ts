import { describe, expect, it } from 'vitest';
import { pageMeta } from './page-meta.ts';

const root = (theme: object, values: Record<string, string>) => ({
  id: 'root',
  loaderData: {
    theme: { metadata_title: 'Souq', metadata_description: null, ...theme },
    translations: { langId: 'en', version: 1, values },
  },
});

describe('pageMeta', () => {
  it('titles a page "page – shop" with the theme description', () => {
    const matches = [
      root({ metadata_description: 'Perfumes in Kuwait' }, { 'ui.prisma.page.cart.title': 'Shopping cart' }),
      { id: 'routes/cart' },
    ];
    expect(pageMeta(matches, 'ui.prisma.page.cart.title')).toEqual([
      { title: 'Shopping cart – Souq' },
      { name: 'description', content: 'Perfumes in Kuwait' },
    ]);
  });

  it('uses the shop name alone for the shell page and leaves out a missing description', () => {
    expect(pageMeta([root({}, {})], null)).toEqual([{ title: 'Souq' }]);
  });

  it('answers nothing when the root data failed to load', () => {
    expect(pageMeta([{ id: 'root' }], 'ui.prisma.page.cart.title')).toEqual([]);
  });
});
