import { desc, eq, sql } from 'drizzle-orm';
import type { PreviewTarget } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import type { AuditActor, AuditTrail } from '../audit/index.ts';
import { createAudienceTokens } from '../../lib/access-token.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import { contentDraft, contentVersions } from './theme-versions.schema.ts';
import { readRelease, releaseErrors, type ContentRelease } from './content-release.ts';
import { notifyPublished, type PublishedContent } from './content-store.ts';
import { PREVIEW_TTL_SECONDS } from './preview-cookie.ts';

/** Publishes and rollbacks take turns (pg_advisory_xact_lock), so version numbers follow each other. */
const PUBLISH_LOCK_KEY = 0x636f6e74;
/** How many versions the list shows, newest first. */
export const VERSIONS_LISTED = 100;

export interface ContentDraft {
  release: ContentRelease;
  baseVersion: number;
  /** 0 while nothing was saved: the draft is then the published release. */
  revision: number;
  updatedAt: string | null;
  updatedBy: AuditActor | null;
}

export interface ContentVersionSummary {
  version: number;
  publishedAt: string;
  publishedBy: AuditActor | null;
  copiedFrom: number | null;
  live: boolean;
}

/**
 * The back office's side of the theme and menus (ADR 039): one draft release that staff save,
 * preview and publish; the list of published versions and rollback (publishing a copy); every
 * change audited; every publish notified to all processes.
 */
export function createThemeVersions(deps: {
  db: Database;
  published: PublishedContent;
  audit: AuditTrail;
  describeStaff(ids: string[]): Promise<Map<string, AuditActor>>;
  /** Whether a preview's staff member may still see unpublished content (active, with `content`). */
  mayPreview(staffId: string): Promise<boolean>;
  secret: string;
}) {
  const { db, published, audit } = deps;
  const previewTokens = createAudienceTokens(deps.secret, 'content-preview');

  async function findDraft(tx: Database, forUpdate = false) {
    const query = tx.select().from(contentDraft).where(eq(contentDraft.id, 1));
    const [row] = await (forUpdate ? query.for('update') : query);
    return row ?? null;
  }

  async function findVersion(tx: Database, version: number) {
    const [row] = await tx.select().from(contentVersions).where(eq(contentVersions.version, version));
    if (!row) throw notFound('CONTENT_VERSION_NOT_FOUND', `There is no version ${version}.`);
    return row;
  }

  /** Writes version n+1 under the publish lock and tells every process once it commits. */
  async function publish(tx: Database, staffId: string, release: ContentRelease, copiedFrom: number | null) {
    await tx.execute(sql`select pg_advisory_xact_lock(${PUBLISH_LOCK_KEY})`);
    const [latest] = await tx
      .select({ version: sql<number>`coalesce(max(${contentVersions.version}), 0)` })
      .from(contentVersions);
    const version = Number(latest!.version) + 1;
    await tx.insert(contentVersions).values({ version, ...release, publishedBy: staffId, copiedFrom });
    await notifyPublished(tx, version);
    return version;
  }

  const service = {
    async getDraft(): Promise<ContentDraft> {
      const row = await findDraft(db);
      if (!row)
        return {
          release: published.release(),
          baseVersion: published.version(),
          revision: 0,
          updatedAt: null,
          updatedBy: null,
        };
      const actors = await deps.describeStaff([row.updatedBy]);
      return {
        release: readRelease(row),
        baseVersion: row.baseVersion,
        revision: row.revision,
        updatedAt: row.updatedAt.toISOString(),
        updatedBy: actors.get(row.updatedBy) ?? null,
      };
    },

    /** Saves the draft edited from `revision`: 409 DRAFT_CHANGED when someone saved or published it meanwhile. */
    async saveDraft(staffId: string, release: ContentRelease, revision: number): Promise<ContentDraft> {
      const errors = releaseErrors(release);
      if (errors.length > 0) throw badRequest('VALIDATION_FAILED', 'The theme or the menus are not valid.', errors);
      await db.transaction(async (tx) => {
        const before = await findDraft(tx, true);
        if ((before?.revision ?? 0) !== revision)
          throw conflict('DRAFT_CHANGED', 'Someone else saved or published the draft meanwhile: reload it first.');
        const values = { ...release, revision: revision + 1, updatedAt: new Date(), updatedBy: staffId };
        if (before) await tx.update(contentDraft).set(values).where(eq(contentDraft.id, 1));
        else await tx.insert(contentDraft).values({ ...values, baseVersion: published.version() });
        await audit.record(tx, {
          actorStaffId: staffId,
          action: 'content.draft-saved',
          entityType: 'content',
          entityId: 'draft',
          before: before ? readRelease(before) : null,
          after: release,
        });
      });
      return this.getDraft();
    },

    async discardDraft(staffId: string): Promise<void> {
      await db.transaction(async (tx) => {
        const before = await findDraft(tx, true);
        if (!before) throw conflict('NOTHING_TO_PUBLISH', 'There is no draft.');
        await tx.delete(contentDraft).where(eq(contentDraft.id, 1));
        await audit.record(tx, {
          actorStaffId: staffId,
          action: 'content.draft-discarded',
          entityType: 'content',
          entityId: 'draft',
          before: readRelease(before),
        });
      });
    },

    /** Publishes the draft as saved at `revision` (what was previewed), then drops it. */
    async publishDraft(staffId: string, revision: number): Promise<ContentVersionSummary> {
      const version = await db.transaction(async (tx) => {
        const draft = await findDraft(tx, true);
        if (!draft) throw conflict('NOTHING_TO_PUBLISH', 'There is no saved draft to publish.');
        if (draft.revision !== revision)
          throw conflict('DRAFT_CHANGED', 'The draft was saved again meanwhile: look at it before publishing.');
        const release = readRelease(draft);
        const next = await publish(tx, staffId, release, null);
        await tx.delete(contentDraft).where(eq(contentDraft.id, 1));
        await audit.record(tx, {
          actorStaffId: staffId,
          action: 'content.published',
          entityType: 'content',
          entityId: String(next),
          after: { version: next, basedOn: draft.baseVersion },
        });
        return next;
      });
      await published.refresh();
      return (await this.listVersions()).find((summary) => summary.version === version)!;
    },

    /** Publishes a copy of an earlier version: history stays a line, the draft is kept. */
    async rollBack(staffId: string, version: number): Promise<ContentVersionSummary> {
      const next = await db.transaction(async (tx) => {
        const row = await findVersion(tx, version);
        const copy = await publish(tx, staffId, readRelease(row), version);
        await audit.record(tx, {
          actorStaffId: staffId,
          action: 'content.rolled-back',
          entityType: 'content',
          entityId: String(copy),
          before: { version: published.version() },
          after: { version: copy, copiedFrom: version },
        });
        return copy;
      });
      await published.refresh();
      return (await this.listVersions()).find((summary) => summary.version === next)!;
    },

    async listVersions(): Promise<ContentVersionSummary[]> {
      const rows = await db
        .select({
          version: contentVersions.version,
          publishedAt: contentVersions.publishedAt,
          publishedBy: contentVersions.publishedBy,
          copiedFrom: contentVersions.copiedFrom,
        })
        .from(contentVersions)
        .orderBy(desc(contentVersions.version))
        .limit(VERSIONS_LISTED);
      const actors = await deps.describeStaff(rows.flatMap((row) => (row.publishedBy ? [row.publishedBy] : [])));
      const live = rows[0]?.version;
      return rows.map((row) => ({
        version: row.version,
        publishedAt: row.publishedAt.toISOString(),
        publishedBy: row.publishedBy ? (actors.get(row.publishedBy) ?? null) : null,
        copiedFrom: row.copiedFrom,
        live: row.version === live,
      }));
    },

    /** A token for the preview cookie: the draft (as it is at each page view) or a published version. */
    async startPreview(staffId: string, target: PreviewTarget): Promise<string> {
      if (target !== 'draft') await findVersion(db, target);
      return previewTokens.sign({ sub: staffId, target }, PREVIEW_TTL_SECONDS);
    },

    /**
     * What a preview cookie asks for, or null for a missing, forged or expired one, or one whose
     * staff member has since been disabled or lost `content`.
     */
    async previewTarget(token: string | undefined): Promise<PreviewTarget | null> {
      const claims = token ? await previewTokens.verify(token) : null;
      if (typeof claims?.sub !== 'string' || !(await deps.mayPreview(claims.sub))) return null;
      return claims.target === 'draft' || typeof claims.target === 'number' ? claims.target : null;
    },

    /** What a preview cookie shows, or null when it shows nothing of its own (the published release then). */
    async previewRelease(token: string | undefined): Promise<ContentRelease | null> {
      const target = await service.previewTarget(token);
      if (target === 'draft') {
        const draft = await findDraft(db);
        return draft ? readRelease(draft) : published.release();
      }
      if (target === null) return null;
      const [row] = await db.select().from(contentVersions).where(eq(contentVersions.version, target));
      return row ? readRelease(row) : null;
    },
  };
  return service;
}
export type ThemeVersions = ReturnType<typeof createThemeVersions>;
