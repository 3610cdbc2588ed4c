import { describe, expect, it } from 'vitest';
import { buildCategoryTree } from './category-tree.ts';

const node = (id: number, parentId: number | null, sortOrder = 1) => ({ id, parentId, slug: `c${id}`, sortOrder });

// 1 ─┬─ 3 ── 5      (2 is a second root; 7's parent 6 is not published)
//    └─ 4
const tree = buildCategoryTree([
  node(5, 3),
  node(4, 1, 2),
  node(3, 1, 1),
  node(2, null, 2),
  node(1, null, 1),
  node(7, 6),
]);

describe('buildCategoryTree', () => {
  it('lists parents before children and siblings by sort order', () => {
    expect(tree.all.map((category) => category.id)).toEqual([1, 3, 5, 4, 2]);
    expect(tree.children(1).map((category) => category.id)).toEqual([3, 4]);
  });

  it('gives a subtree and a root-first path', () => {
    expect(tree.subtreeIds(1)).toEqual([1, 3, 5, 4]);
    expect(tree.subtreeIds(4)).toEqual([4]);
    expect(tree.path(5).map((category) => category.slug)).toEqual(['c1', 'c3', 'c5']);
  });

  it('hides a category whose parent is not published, and knows nothing of it', () => {
    expect(tree.find(7)).toBeNull();
    expect(tree.findBySlug('c7')).toBeNull();
    expect(tree.subtreeIds(7)).toEqual([]);
    expect(tree.path(7)).toEqual([]);
    expect(tree.children(6)).toEqual([]);
  });

  it('is not fooled by a cycle in the data', () => {
    const looped = buildCategoryTree([node(1, 2), node(2, 1), node(3, null)]);
    expect(looped.all.map((category) => category.id)).toEqual([3]);
  });
});
