import { describe, expect, it } from 'vitest';
import { countItemsThatFit } from './desktop-menu.tsx';

describe('desktop menu overflow', () => {
  it('keeps every item when all fit', () => {
    expect(countItemsThatFit([100, 100, 100], 300)).toBe(3);
  });
  it('keeps what fits beside the "More" item', () => {
    // 120 px are kept for "More": 120 + 100 + 100 = 320 ≤ 350, a third would not fit.
    expect(countItemsThatFit([100, 100, 100, 100], 350)).toBe(2);
  });
});
