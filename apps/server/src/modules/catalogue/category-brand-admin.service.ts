import type { Database } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../lib/database-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { CategoryBrandAdminRepository } from './category-brand-admin.repository.ts';

export interface CategoryInput {
  nameEn: string;
  nameAr: string;
  slug?: string | undefined;
  descriptionEn?: string | undefined;
  descriptionAr?: string | undefined;
  /** A stored picture's address (`/api/download/…`), or null for none. */
  imagePath?: string | null | undefined;
  isPublished?: boolean | undefined;
}

export interface BrandInput {
  nameEn: string;
  nameAr: string;
  slug?: string | undefined;
  logoPath?: string | null | undefined;
}

/** An address-safe slug from an English name ("Men's Oud" → "men-s-oud"); '' when nothing is left. */
export function slugFromName(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '');
}

function chooseSlug(input: { slug?: string | undefined; nameEn: string }): string {
  const slug = input.slug ?? slugFromName(input.nameEn);
  // All digits would be read as an id in /categories/:idOrSlug.
  if (!slug || /^\d+$/.test(slug))
    throw badRequest('VALIDATION_FAILED', 'Give a slug with at least one letter.', [
      { field: 'slug', message: 'Give a slug with at least one letter.' },
    ]);
  return slug;
}

/** Writes that break a unique slug answer 409 SLUG_TAKEN instead of failing. */
async function withUniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error)?.endsWith('_slug_unique'))
      throw conflict('SLUG_TAKEN', 'Another entry already has this slug.');
    throw error;
  }
}

const categoryNotFound = () => notFound('CATEGORY_NOT_FOUND', 'No such category.');
const brandNotFound = () => notFound('BRAND_NOT_FOUND', 'No such brand.');

/**
 * The back office's category tree and brands. Every write is audited in its transaction; the
 * storefront hears of it at commit (the tables' `catalogue_changed` triggers, ADR 016).
 */
export function createCategoryBrandAdmin(deps: {
  db: Database;
  repository: CategoryBrandAdminRepository;
  audit: Pick<AuditTrail, 'record'>;
}) {
  const { db, repository, audit } = deps;

  return {
    listCategories: () => repository.listCategories(),

    /** Last among its siblings. Throws CATEGORY_NOT_FOUND (404) for an unknown parent, SLUG_TAKEN (409). */
    createCategory(staffId: string, input: CategoryInput & { parentId: number | null }) {
      const slug = chooseSlug(input);
      return withUniqueSlug(() =>
        db.transaction(async (tx) => {
          await repository.lockTree(tx);
          if (input.parentId !== null && !(await repository.findCategory(tx, input.parentId))) throw categoryNotFound();
          const siblings = await repository.siblingIds(tx, input.parentId);
          const created = await repository.insertCategory(tx, { ...input, slug, sortOrder: siblings.length });
          await repository.placeChildren(tx, input.parentId, [...siblings, created.id]);
          await audit.record(tx, {
            actorStaffId: staffId,
            action: 'category.created',
            entityType: 'category',
            entityId: String(created.id),
            after: created,
          });
          return created;
        }),
      );
    },

    /** Throws CATEGORY_NOT_FOUND (404), SLUG_TAKEN (409). */
    updateCategory(staffId: string, id: number, changes: Partial<CategoryInput>) {
      return withUniqueSlug(() =>
        db.transaction(async (tx) => {
          const before = await repository.findCategory(tx, id);
          if (!before) throw categoryNotFound();
          if (changes.slug !== undefined) chooseSlug({ slug: changes.slug, nameEn: before.nameEn });
          const after = (await repository.updateCategory(tx, id, changes))!;
          await audit.record(tx, {
            actorStaffId: staffId,
            action: 'category.updated',
            entityType: 'category',
            entityId: String(id),
            before,
            after,
          });
          return after;
        }),
      );
    },

    /**
     * Puts the category under `parentId` (null: a root) at `position` among its new siblings
     * (0 first; past the end or absent: last), renumbering them. Throws CATEGORY_NOT_FOUND (404),
     * or CATEGORY_CYCLE (409) when the new parent is the category itself or below it.
     */
    moveCategory(staffId: string, id: number, target: { parentId: number | null; position?: number | undefined }) {
      return db.transaction(async (tx) => {
        await repository.lockTree(tx);
        const before = await repository.findCategory(tx, id);
        if (!before) throw categoryNotFound();
        if (target.parentId !== null) {
          const ancestors = await repository.ancestorIds(tx, target.parentId);
          if (ancestors.length === 0) throw categoryNotFound();
          if (ancestors.includes(id))
            throw conflict('CATEGORY_CYCLE', 'A category cannot go under itself or a category below it.');
        }
        const oldSiblings = await repository.siblingIds(tx, before.parentId);
        const siblings = (await repository.siblingIds(tx, target.parentId)).filter((siblingId) => siblingId !== id);
        const position = Math.min(target.position ?? siblings.length, siblings.length);
        siblings.splice(position, 0, id);
        await repository.placeChildren(tx, target.parentId, siblings);
        const after = (await repository.findCategory(tx, id))!;
        await audit.record(tx, {
          actorStaffId: staffId,
          action: 'category.moved',
          entityType: 'category',
          entityId: String(id),
          before: { parentId: before.parentId, position: oldSiblings.indexOf(id) },
          after: { parentId: after.parentId, position },
        });
        return after;
      });
    },

    listBrands: () => repository.listBrands(),

    /** Throws SLUG_TAKEN (409). */
    createBrand(staffId: string, input: BrandInput) {
      const slug = chooseSlug(input);
      return withUniqueSlug(() =>
        db.transaction(async (tx) => {
          const created = await repository.insertBrand(tx, { ...input, slug });
          await audit.record(tx, {
            actorStaffId: staffId,
            action: 'brand.created',
            entityType: 'brand',
            entityId: String(created.id),
            after: created,
          });
          return { ...created, productCount: 0 };
        }),
      );
    },

    /** Throws BRAND_NOT_FOUND (404), SLUG_TAKEN (409). */
    updateBrand(staffId: string, id: number, changes: Partial<BrandInput>) {
      return withUniqueSlug(() =>
        db.transaction(async (tx) => {
          const before = await repository.findBrandForUpdate(tx, id);
          if (!before) throw brandNotFound();
          if (changes.slug !== undefined) chooseSlug({ slug: changes.slug, nameEn: before.nameEn });
          const after = (await repository.updateBrand(tx, id, changes))!;
          await audit.record(tx, {
            actorStaffId: staffId,
            action: 'brand.updated',
            entityType: 'brand',
            entityId: String(id),
            before,
            after,
          });
          return { ...after, productCount: await repository.countBrandProducts(tx, id) };
        }),
      );
    },

    /** Throws BRAND_NOT_FOUND (404), or BRAND_IN_USE (409) while any product, draft or archived, has it. */
    deleteBrand(staffId: string, id: number) {
      return db.transaction(async (tx) => {
        const before = await repository.findBrandForUpdate(tx, id);
        if (!before) throw brandNotFound();
        const used = await repository.countBrandProducts(tx, id);
        if (used > 0)
          throw conflict(
            'BRAND_IN_USE',
            `${used} ${used === 1 ? 'product has' : 'products have'} this brand: give them another brand first.`,
          );
        await repository.deleteBrand(tx, id);
        await audit.record(tx, {
          actorStaffId: staffId,
          action: 'brand.deleted',
          entityType: 'brand',
          entityId: String(id),
          before,
        });
      });
    },
  };
}
export type CategoryBrandAdmin = ReturnType<typeof createCategoryBrandAdmin>;
