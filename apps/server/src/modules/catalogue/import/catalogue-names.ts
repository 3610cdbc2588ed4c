import type { Database } from '../../../db/client.ts';
import type { ProductImportRepository } from './product-import.repository.ts';
import type { NamePair } from './product-csv.ts';

type Loaded = {
  brands: { id: number; slug: string; nameEn: string }[];
  categories: { id: number; parentId: number | null; slug: string; nameEn: string; sortOrder: number }[];
  attributes: {
    attribute: { id: number; code: string; nameEn: string };
    value: { id: number; code: string; nameEn: string } | null;
  }[];
};

/** Lower-case ASCII letters, digits and hyphens from a name; empty for a name without any (Arabic only). */
export const slugify = (name: string) =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);

const key = (name: string) => name.trim().toLowerCase();

/**
 * Brands, categories and options named in a file, found by their English name (case aside) and
 * created when missing (ADR 037): a brand from Vendor, a category path from Type or a tag (each
 * level under the one before, from the top of the tree), an attribute and its value from an
 * option. Kept in memory for one import: a shop's names are few next to its products.
 */
export function createCatalogueNames(repository: ProductImportRepository, loaded: Loaded) {
  const brandSlugs = new Set(loaded.brands.map((brand) => brand.slug));
  const brands = new Map(loaded.brands.map((brand) => [key(brand.nameEn), brand.id]));
  const categorySlugs = new Set(loaded.categories.map((category) => category.slug));
  const children = new Map<string, number>();
  const childCount = new Map<number | null, number>();
  for (const category of loaded.categories) {
    children.set(`${category.parentId ?? 0}/${key(category.nameEn)}`, category.id);
    childCount.set(category.parentId, Math.max(childCount.get(category.parentId) ?? 0, category.sortOrder + 1));
  }
  const attributeCodes = new Set(loaded.attributes.map((row) => row.attribute.code));
  const attributes = new Map<string, { id: number; values: Map<string, number>; codes: Set<string> }>();
  for (const { attribute, value } of loaded.attributes) {
    const entry = attributes.get(key(attribute.nameEn)) ?? { id: attribute.id, values: new Map(), codes: new Set() };
    if (value) {
      entry.values.set(key(value.nameEn), value.id);
      entry.codes.add(value.code);
    }
    attributes.set(key(attribute.nameEn), entry);
  }

  const free = (base: string, fallback: string, taken: Set<string>) => {
    const start = base || fallback;
    let slug = start;
    for (let n = 2; taken.has(slug); n++) slug = `${start}-${n}`;
    taken.add(slug);
    return slug;
  };

  return {
    async brandId(tx: Database, name: NamePair): Promise<number> {
      const found = brands.get(key(name.en));
      if (found !== undefined) return found;
      const brand = await repository.insertBrand(tx, {
        slug: free(slugify(name.en), 'brand', brandSlugs),
        nameEn: name.en,
        nameAr: name.ar,
      });
      brands.set(key(name.en), brand.id);
      return brand.id;
    },

    /** The last level's id; missing levels are created published, after their siblings. */
    async categoryId(tx: Database, path: { en: string[]; ar: string[] }): Promise<number> {
      let parentId: number | null = null;
      for (const [index, nameEn] of path.en.entries()) {
        const childKey = `${parentId ?? 0}/${key(nameEn)}`;
        let id = children.get(childKey);
        if (id === undefined) {
          const sortOrder = childCount.get(parentId) ?? 0;
          const created = await repository.insertCategory(tx, {
            parentId,
            slug: free(slugify(nameEn), 'category', categorySlugs),
            nameEn,
            nameAr: path.ar[index] || nameEn,
            sortOrder,
          });
          childCount.set(parentId, sortOrder + 1);
          id = created.id;
          children.set(childKey, id);
        }
        parentId = id;
      }
      return parentId!;
    },

    async attributeValueId(tx: Database, option: NamePair, value: NamePair): Promise<number> {
      let attribute = attributes.get(key(option.en));
      if (!attribute) {
        const created = await repository.insertAttribute(tx, {
          code: free(slugify(option.en), 'option', attributeCodes),
          nameEn: option.en,
          nameAr: option.ar,
        });
        attribute = { id: created.id, values: new Map(), codes: new Set() };
        attributes.set(key(option.en), attribute);
      }
      const found = attribute.values.get(key(value.en));
      if (found !== undefined) return found;
      const created = await repository.insertAttributeValue(tx, {
        attributeId: attribute.id,
        code: free(slugify(value.en), 'value', attribute.codes),
        nameEn: value.en,
        nameAr: value.ar,
        sortOrder: attribute.values.size,
      });
      attribute.values.set(key(value.en), created.id);
      return created.id;
    },
  };
}
