import { describe, expect, it } from 'vitest';
import { i18nForBundle } from './i18n.ts';
// The server's own reader of the seed files it loads the storefront texts from.
import { readUiTranslations } from '../../../../server/src/modules/locale/ui-translations.ts';

const i18nIn = (langId: 'en' | 'ar') => i18nForBundle({ langId, version: 1, values: readUiTranslations(langId) });

describe('counted texts', () => {
  it('agree with the count in English', () => {
    const { t } = i18nIn('en');
    expect(t('ui.prisma.header.cart', { count: 1 })).toBe('Shopping cart, 1 item');
    expect(t('ui.prisma.header.cart', { count: 0 })).toBe('Shopping cart, 0 items');
    expect(t('ui.prisma.header.wishlist', { count: 2 })).toBe('Wishlist, 2 items');
    expect(t('ui.prisma.listing.resultCount', { count: 1 })).toBe('1 product found');
    expect(t('ui.prisma.orders.reorderAdded', { count: 1 })).toBe('Added 1 product to your cart.');
    expect(t('ui.prisma.orders.reorderAdded', { count: 3 })).toBe('Added 3 products to your cart.');
  });

  it('take each of the six Arabic plural forms', () => {
    const { t } = i18nIn('ar');
    const cart = (count: number) => t('ui.prisma.header.cart', { count });
    expect([0, 1, 2, 3, 11, 100].map(cart)).toEqual([
      'سلة التسوق، لا منتجات فيها',
      'سلة التسوق، منتج واحد',
      'سلة التسوق، منتجان',
      'سلة التسوق، 3 منتجات',
      'سلة التسوق، 11 منتجًا',
      'سلة التسوق، 100 منتج',
    ]);
    // 103 is "few" again and 111 "many": the rules look at the last two digits.
    expect(cart(103)).toBe('سلة التسوق، 103 منتجات');
    expect(cart(111)).toBe('سلة التسوق، 111 منتجًا');
  });
});
