import { describe, expect, it } from 'vitest';
import type { Category } from '@storefront/contracts';
import { categoryOptions } from './listing-form.ts';

const category = (categoryId: number, parentId: number | null, name: string) =>
  ({ categoryId, parentId, name }) as Category;

describe('category filter options', () => {
  it('lists each category under its parent, one level deeper', () => {
    const options = categoryOptions([
      category(1, null, 'Fashion'),
      category(5, null, 'Beauty'),
      category(2, 1, 'Men'),
      category(3, 2, 'Shirts'),
    ]);
    expect(options.map(({ category: { name }, depth }) => `${depth}:${name}`)).toEqual([
      '0:Fashion',
      '1:Men',
      '2:Shirts',
      '0:Beauty',
    ]);
  });
});
