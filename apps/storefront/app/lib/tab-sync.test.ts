import { describe, expect, it } from 'vitest';
import { isChangeNoticeFor } from './tab-sync.ts';

describe('change notices from other tabs', () => {
  it('concern this tab when they name its topic and its shopper', () => {
    expect(isChangeNoticeFor({ topic: 'cart', userId: 'u1' }, 'cart', 'u1')).toBe(true);
  });

  it('are ignored for another topic, another shopper (an impersonating tab) or no shopper yet', () => {
    expect(isChangeNoticeFor({ topic: 'wishlist', userId: 'u1' }, 'cart', 'u1')).toBe(false);
    expect(isChangeNoticeFor({ topic: 'cart', userId: 'u2' }, 'cart', 'u1')).toBe(false);
    expect(isChangeNoticeFor({ topic: 'cart', userId: 'u1' }, 'cart', null)).toBe(false);
  });

  it('are ignored when they are not notices at all', () => {
    for (const message of [null, 'cart', 42, {}]) expect(isChangeNoticeFor(message, 'cart', 'u1')).toBe(false);
  });
});
