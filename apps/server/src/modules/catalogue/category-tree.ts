/** What the tree needs of a category row. */
export interface CategoryNode {
  id: number;
  parentId: number | null;
  slug: string;
  sortOrder: number;
}

/**
 * The browsable category tree, built from the published categories: a category is shown only
 * when it and all its ancestors are published, so hiding a category hides its whole subtree.
 * Siblings are in `sortOrder` (then id) order.
 */
export function buildCategoryTree<Node extends CategoryNode>(publishedRows: readonly Node[]) {
  const childrenOf = new Map<number | null, Node[]>();
  for (const row of publishedRows) {
    const siblings = childrenOf.get(row.parentId);
    if (siblings) siblings.push(row);
    else childrenOf.set(row.parentId, [row]);
  }
  for (const siblings of childrenOf.values()) siblings.sort((a, b) => a.sortOrder - b.sortOrder || a.id - b.id);

  // Walking down from the roots reaches exactly the shown categories (and cannot loop: each row has one parent).
  const ordered: Node[] = [];
  const visit = (node: Node) => {
    ordered.push(node);
    for (const child of childrenOf.get(node.id) ?? []) visit(child);
  };
  for (const root of childrenOf.get(null) ?? []) visit(root);

  const byId = new Map(ordered.map((node) => [node.id, node]));
  const bySlug = new Map(ordered.map((node) => [node.slug, node]));

  return {
    /** Every shown category, parents before their children, siblings in order. */
    all: ordered as readonly Node[],
    find: (id: number): Node | null => byId.get(id) ?? null,
    findBySlug: (slug: string): Node | null => bySlug.get(slug) ?? null,
    children: (id: number): Node[] => (byId.has(id) ? (childrenOf.get(id) ?? []) : []),

    /** The category and every category below it; empty when it is not shown. */
    subtreeIds(id: number): number[] {
      const node = byId.get(id);
      if (!node) return [];
      const ids: number[] = [];
      const collect = (current: Node) => {
        ids.push(current.id);
        for (const child of childrenOf.get(current.id) ?? []) collect(child);
      };
      collect(node);
      return ids;
    },

    /** Root first, ending with the category itself; empty when it is not shown. */
    path(id: number): Node[] {
      const path: Node[] = [];
      for (let node = byId.get(id); node; node = node.parentId === null ? undefined : byId.get(node.parentId))
        path.unshift(node);
      return path;
    },
  };
}
export type CategoryTree<Node extends CategoryNode> = ReturnType<typeof buildCategoryTree<Node>>;
