import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../lib/database-errors.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { AuditTrail } from '../audit/index.ts';
import { staticPages } from './content.schema.ts';
import { renderPageBody } from './page-body.ts';

export interface StaticPageInput {
  slug: string;
  titleEn: string;
  titleAr: string;
  /** Markdown (ADR 040); the storefront gets it as sanitised HTML. */
  bodyEn: string;
  bodyAr: string;
}

type StaticPageRow = typeof staticPages.$inferSelect;

const pageNotFound = () => notFound('PAGE_NOT_FOUND', 'No such page.');

/** The page as the editor shows it: its Markdown, and the HTML the storefront will show for it. */
const forEditor = (row: StaticPageRow) => ({
  ...row,
  updatedAt: row.updatedAt.toISOString(),
  htmlEn: renderPageBody(row.bodyEn),
  htmlAr: renderPageBody(row.bodyAr),
});

/** Writes that break the unique slug answer 409 SLUG_TAKEN instead of failing. */
async function withUniqueSlug<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'static_pages_slug_unique')
      throw conflict('SLUG_TAKEN', 'Another page already has this slug.');
    throw error;
  }
}

/**
 * The back office's static pages (permission `content`): every write is audited in its
 * transaction; kept storefront pages are cleared at commit (migration 0017's trigger).
 */
export function createStaticPagesAdmin(deps: {
  db: Database;
  audit: Pick<AuditTrail, 'record'>;
  /** The slug the theme's checkout terms link names: that page cannot be deleted. */
  checkoutTermsSlug: () => string;
}) {
  const { db, audit } = deps;
  const find = async (tx: Database, id: number) => {
    const [row] = await tx.select().from(staticPages).where(eq(staticPages.id, id));
    return row ?? null;
  };

  return {
    async listPages() {
      const rows = await db
        .select({
          id: staticPages.id,
          slug: staticPages.slug,
          titleEn: staticPages.titleEn,
          titleAr: staticPages.titleAr,
          updatedAt: staticPages.updatedAt,
        })
        .from(staticPages)
        .orderBy(asc(staticPages.slug));
      return rows.map((row) => ({ ...row, updatedAt: row.updatedAt.toISOString() }));
    },

    /** Throws PAGE_NOT_FOUND (404). */
    async getPage(id: number) {
      const row = await find(db, id);
      if (!row) throw pageNotFound();
      return forEditor(row);
    },

    /** Throws SLUG_TAKEN (409). */
    createPage(staffId: string, input: StaticPageInput) {
      return withUniqueSlug(() =>
        db.transaction(async (tx) => {
          const [created] = await tx.insert(staticPages).values(input).returning();
          await audit.record(tx, {
            actorStaffId: staffId,
            action: 'static-page.created',
            entityType: 'static-page',
            entityId: String(created!.id),
            after: created,
          });
          return forEditor(created!);
        }),
      );
    },

    /** Throws PAGE_NOT_FOUND (404), SLUG_TAKEN (409). */
    updatePage(staffId: string, id: number, changes: Partial<StaticPageInput>) {
      return withUniqueSlug(() =>
        db.transaction(async (tx) => {
          const before = await find(tx, id);
          if (!before) throw pageNotFound();
          const [after] = await tx
            .update(staticPages)
            .set({ ...changes, updatedAt: new Date() })
            .where(eq(staticPages.id, id))
            .returning();
          await audit.record(tx, {
            actorStaffId: staffId,
            action: 'static-page.updated',
            entityType: 'static-page',
            entityId: String(id),
            before,
            after,
          });
          return forEditor(after!);
        }),
      );
    },

    /** Throws PAGE_NOT_FOUND (404), PAGE_IN_USE (409) for the checkout terms page. */
    deletePage(staffId: string, id: number) {
      return db.transaction(async (tx) => {
        const before = await find(tx, id);
        if (!before) throw pageNotFound();
        if (before.slug === deps.checkoutTermsSlug())
          throw conflict('PAGE_IN_USE', 'The checkout links to this page as its terms; it cannot be deleted.');
        await tx.delete(staticPages).where(eq(staticPages.id, id));
        await audit.record(tx, {
          actorStaffId: staffId,
          action: 'static-page.deleted',
          entityType: 'static-page',
          entityId: String(id),
          before,
        });
      });
    },
  };
}
export type StaticPagesAdmin = ReturnType<typeof createStaticPagesAdmin>;
