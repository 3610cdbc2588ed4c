import type { OrderStatus } from '@storefront/contracts';
import type { Database } from '../../db/client.ts';
import { violatedForeignKey, violatedUniqueConstraint } from '../../lib/database-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import type { AuditTrail } from '../audit/index.ts';
import type { PromoAdminRepository, PromoRow } from './promo-admin.repository.ts';
import type { AdminPromo, PromoFields, PromoUses } from './promo-admin.contract.ts';

export interface PromoAdminDependencies {
  db: Database;
  repository: PromoAdminRepository;
  audit: Pick<AuditTrail, 'record'>;
  /** Names of these products, published or not (the editor shows what a code is limited to). */
  nameProducts(ids: number[]): Promise<{ id: number; nameEn: string; nameAr: string }[]>;
  /** Number, status and customer of these orders (a code's uses). */
  describeOrders(
    ids: number[],
    language: ContentLanguage,
  ): Promise<Map<number, { orderNumber: string; status: OrderStatus; customerName: string; phone: string }>>;
}

const promoNotFound = () => notFound('PROMO_NOT_FOUND', 'No such promo code.');

const toSummary = (row: PromoRow, isScoped: boolean) => ({
  id: row.id,
  code: row.code,
  kind: row.kind,
  value: row.value,
  minSubtotal: row.minSubtotal,
  startsAt: row.startsAt.toISOString(),
  endsAt: row.endsAt?.toISOString() ?? null,
  maxUses: row.maxUses,
  maxUsesPerCustomer: row.maxUsesPerCustomer,
  usedCount: row.usedCount,
  isActive: row.isActive,
  firstOrderOnly: row.firstOrderOnly,
  isScoped,
});

const columnsOf = (fields: PromoFields) => ({
  code: fields.code.toUpperCase(),
  kind: fields.kind,
  value: fields.value,
  minSubtotal: fields.minSubtotal,
  startsAt: new Date(fields.startsAt),
  endsAt: fields.endsAt === null ? null : new Date(fields.endsAt),
  maxUses: fields.maxUses,
  maxUsesPerCustomer: fields.maxUsesPerCustomer,
  isActive: fields.isActive,
  firstOrderOnly: fields.firstOrderOnly,
});

/** A taken code answers 409 PROMO_CODE_TAKEN, an unknown category or product 400, on their fields. */
async function withKnownReferences<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'promo_codes_code_unique') {
      const message = 'Another promo code already has this code.';
      throw conflict('PROMO_CODE_TAKEN', message, [{ field: 'code', message }]);
    }
    const foreignKey = violatedForeignKey(error);
    if (foreignKey?.endsWith('_category_id_categories_id_fk'))
      throw badRequest('CATEGORY_NOT_FOUND', 'No such category.', [
        { field: 'categoryIds', message: 'No such category.' },
      ]);
    if (foreignKey?.endsWith('_product_id_products_id_fk'))
      throw badRequest('PRODUCT_NOT_FOUND', 'No such product.', [{ field: 'productIds', message: 'No such product.' }]);
    throw error;
  }
}

/**
 * The back office's promo codes (permission `promotions`): list, create and edit with the categories
 * and products a code is limited to, and see its uses. Every write is audited in its transaction.
 */
export function createPromoAdmin({ db, repository, audit, nameProducts, describeOrders }: PromoAdminDependencies) {
  /** The code and its scope, as the audit trail keeps it (in the write's transaction). */
  async function load(tx: Database, row: PromoRow) {
    const scope = await repository.findScope(tx, row.id);
    return { ...toSummary(row, scope.categoryIds.length + scope.productIds.length > 0), ...scope };
  }

  /** With the products' names, read after the write commits (PGlite has one connection, the transaction's). */
  async function answer({ productIds, ...promo }: Awaited<ReturnType<typeof load>>): Promise<AdminPromo> {
    return { ...promo, products: await nameProducts(productIds) };
  }

  return {
    async list(query: { q?: string | undefined; page: number; pageSize: number }) {
      const { rows, total } = await repository.list(query.q, query.page, query.pageSize);
      return {
        items: rows.map((row) => toSummary(row.promo, row.isScoped)),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },

    /** Throws PROMO_NOT_FOUND (404). */
    async get(id: number): Promise<AdminPromo> {
      const row = await repository.find(db, id);
      if (!row) throw promoNotFound();
      return answer(await load(db, row));
    },

    /** Throws PROMO_CODE_TAKEN (409), CATEGORY_NOT_FOUND / PRODUCT_NOT_FOUND (400). */
    async create(staffId: string, fields: PromoFields): Promise<AdminPromo> {
      const created = await withKnownReferences(() =>
        db.transaction(async (tx) => {
          const row = await repository.insert(tx, columnsOf(fields));
          await repository.replaceScope(tx, row.id, fields);
          const after = await load(tx, row);
          await audit.record(tx, {
            actorStaffId: staffId,
            action: 'promo.created',
            entityType: 'promo_code',
            entityId: String(row.id),
            after,
          });
          return after;
        }),
      );
      return answer(created);
    },

    /**
     * Replaces every field and the scope; the uses so far stay. Throws PROMO_NOT_FOUND (404),
     * PROMO_CODE_TAKEN (409), CATEGORY_NOT_FOUND / PRODUCT_NOT_FOUND (400).
     */
    async update(staffId: string, id: number, fields: PromoFields): Promise<AdminPromo> {
      const updated = await withKnownReferences(() =>
        db.transaction(async (tx) => {
          const row = await repository.find(tx, id, true);
          if (!row) throw promoNotFound();
          const before = await load(tx, row);
          const written = await repository.update(tx, id, columnsOf(fields));
          await repository.replaceScope(tx, id, fields);
          const after = await load(tx, written);
          await audit.record(tx, {
            actorStaffId: staffId,
            action: 'promo.updated',
            entityType: 'promo_code',
            entityId: String(id),
            before,
            after,
          });
          return after;
        }),
      );
      return answer(updated);
    },

    /** The orders that used the code, newest first. Throws PROMO_NOT_FOUND (404). */
    async listUses(
      id: number,
      query: { page: number; pageSize: number },
      language: ContentLanguage,
    ): Promise<PromoUses> {
      const promo = await repository.find(db, id);
      if (!promo) throw promoNotFound();
      const { rows, total } = await repository.listUses(id, query.page, query.pageSize);
      const orders = await describeOrders(
        rows.map((row) => row.orderId),
        language,
      );
      return {
        code: promo.code,
        items: rows.flatMap((row) => {
          const order = orders.get(row.orderId);
          if (!order) return [];
          return [
            {
              orderId: row.orderId,
              ...order,
              customerId: row.customerId,
              discount: row.discount,
              usedAt: row.createdAt.toISOString(),
            },
          ];
        }),
        total,
        page: query.page,
        pageSize: query.pageSize,
      };
    },
  };
}
export type PromoAdmin = ReturnType<typeof createPromoAdmin>;
