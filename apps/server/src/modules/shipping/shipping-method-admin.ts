import { asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { violatedUniqueConstraint } from '../../lib/database-errors.ts';
import { badRequest, conflict, notFound } from '../../lib/errors.ts';
import type { AuditTrail } from '../audit/index.ts';
import { shippingMethods } from './shipping.schema.ts';

export type ShippingMethodFields = Omit<typeof shippingMethods.$inferInsert, 'id'>;

/** Id 1 is the order draft's default method (SPEC §9): every new cart starts with it chosen. */
export const DEFAULT_SHIPPING_METHOD_ID = 1;

const methodNotFound = () => notFound('SHIPPING_METHOD_NOT_FOUND', 'No such shipping method.');

async function withUniqueCode<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (violatedUniqueConstraint(error) === 'shipping_methods_code_unique') {
      const message = 'Another shipping method already has this code.';
      throw conflict('SHIPPING_METHOD_CODE_TAKEN', message, [{ field: 'code', message }]);
    }
    throw error;
  }
}

/**
 * The back office's shipping methods (permission `delivery`): list, create, edit. Carts and orders
 * read methods from the table on every pricing, so a change shows at the next cart read; the
 * default method cannot be withdrawn. Every write is audited in its transaction.
 */
export function createShippingMethodAdmin({ db, audit }: { db: Database; audit: Pick<AuditTrail, 'record'> }) {
  function refuseWithdrawingDefault(id: number, fields: { isActive?: boolean | undefined }) {
    if (id === DEFAULT_SHIPPING_METHOD_ID && fields.isActive === false) {
      const message =
        'This is the default shipping method every new checkout starts with: it stays on offer. Change its name or fee instead.';
      throw conflict('SHIPPING_METHOD_DEFAULT', message, [{ field: 'isActive', message }]);
    }
  }

  return {
    /** Every method, on offer or not, in the storefront's order. */
    list: () => db.select().from(shippingMethods).orderBy(asc(shippingMethods.sortOrder), asc(shippingMethods.id)),

    /** The next free id (ids are not generated: id 1 is special). Throws SHIPPING_METHOD_CODE_TAKEN (409). */
    create(staffId: string, fields: ShippingMethodFields) {
      return withUniqueCode(() =>
        db.transaction(async (tx) => {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shipping-methods:create'))`);
          const [next] = await tx
            .select({ id: sql<number>`coalesce(max(${shippingMethods.id}), 0)::int + 1` })
            .from(shippingMethods);
          const [created] = await tx
            .insert(shippingMethods)
            .values({ ...fields, id: next!.id })
            .returning();
          await audit.record(tx, {
            actorStaffId: staffId,
            action: 'shipping-method.created',
            entityType: 'shipping-method',
            entityId: String(created!.id),
            after: created,
          });
          return created!;
        }),
      );
    },

    /**
     * Throws SHIPPING_METHOD_NOT_FOUND (404), SHIPPING_METHOD_CODE_TAKEN (409), and
     * SHIPPING_METHOD_DEFAULT (409) for withdrawing the default method.
     */
    update(staffId: string, id: number, changes: Partial<ShippingMethodFields>) {
      refuseWithdrawingDefault(id, changes);
      return withUniqueCode(() =>
        db.transaction(async (tx) => {
          const [before] = await tx.select().from(shippingMethods).where(eq(shippingMethods.id, id)).for('update');
          if (!before) throw methodNotFound();
          const merged = { ...before, ...changes };
          if (merged.minDays > merged.maxDays) {
            const message = 'The earliest delivery cannot come after the latest.';
            throw badRequest('VALIDATION_FAILED', message, [{ field: 'maxDays', message }]);
          }
          const [after] = await tx.update(shippingMethods).set(changes).where(eq(shippingMethods.id, id)).returning();
          await audit.record(tx, {
            actorStaffId: staffId,
            action: 'shipping-method.updated',
            entityType: 'shipping-method',
            entityId: String(id),
            before,
            after,
          });
          return after!;
        }),
      );
    },
  };
}
export type ShippingMethodAdmin = ReturnType<typeof createShippingMethodAdmin>;
