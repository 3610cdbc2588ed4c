import type { Address, Wishlist } from '@storefront/contracts';
import type { z } from 'zod';
import type { Database } from '../../db/client.ts';
import { conflict, notFound } from '../../lib/errors.ts';
import type { ContentLanguage } from '../../lib/language.ts';
import type { AuditTrail } from '../audit/index.ts';
import { createCustomersRepository, type CustomerRow } from './customers.repository.ts';
import type { AdminCustomer, AdminCustomerListSchema } from './customer-admin.contract.ts';

export interface CustomerAdminDependencies {
  db: Database;
  audit: AuditTrail;
  /** The storefront search's folding (catalogue's normalizeSearchText), which the repository's SQL folding matches. */
  foldSearchText(text: string): string;
  /** What the customer page shows from the modules that own it. */
  listAddresses(customerId: string, language: ContentLanguage): Promise<Address[]>;
  listOrders(customerId: string): Promise<AdminCustomer['orders']>;
  getWishlist(customerId: string, language: ContentLanguage): Promise<Wishlist>;
  /** Ends every sign-in of the customer (auth): their tokens stop working at the next request. */
  endSessionsOf(customerId: string): Promise<void>;
}

const customerNotFound = () => notFound('CUSTOMER_NOT_FOUND', 'No such customer.');

const nameOf = (row: CustomerRow) =>
  row.displayName?.trim() || [row.firstName, row.lastName].filter(Boolean).join(' ') || row.phone || row.email || '';

const toSummary = (row: CustomerRow) => ({
  customerId: row.id,
  name: nameOf(row),
  email: row.email,
  phone: row.phone,
  blocked: row.blockedAt !== null,
  createdAt: row.createdAt.toISOString(),
});

/**
 * The back office's customers: search, the customer page (profile, addresses, orders, wishlist), and
 * blocking. A blocked customer cannot sign in (auth refuses it), its sign-ins are ended in the same
 * step and sessions acting as it stop; each block and unblock is audited.
 */
export function createCustomerAdmin(deps: CustomerAdminDependencies) {
  const { db, audit } = deps;
  const repository = createCustomersRepository(db);

  async function getSignedUp(customerId: string): Promise<CustomerRow> {
    const row = /^[0-9a-f-]{36}$/i.test(customerId) ? await repository.findById(customerId) : null;
    if (row?.role !== 'customer') throw customerNotFound();
    return row;
  }

  async function setBlocked(staffId: string, customerId: string, blocked: boolean, reason: string) {
    await getSignedUp(customerId);
    await db.transaction(async (tx) => {
      const customers = createCustomersRepository(tx);
      const before = (await customers.findById(customerId))!;
      if ((before.blockedAt !== null) === blocked)
        throw conflict(
          'CUSTOMER_BLOCKED',
          blocked ? 'This customer is blocked already.' : 'This customer is not blocked.',
        );
      const after = (await customers.update(customerId, { blockedAt: blocked ? new Date() : null }))!;
      await audit.record(tx, {
        actorStaffId: staffId,
        action: blocked ? 'customer.block' : 'customer.unblock',
        entityType: 'customer',
        entityId: customerId,
        before: { blockedAt: before.blockedAt },
        after: { blockedAt: after.blockedAt, reason },
      });
    });
    if (blocked) await deps.endSessionsOf(customerId);
  }

  return {
    async listCustomers(query: {
      q?: string | undefined;
      page: number;
      pageSize: number;
    }): Promise<z.infer<typeof AdminCustomerListSchema>> {
      const words = query.q ? deps.foldSearchText(query.q).split(' ').filter(Boolean) : [];
      const { rows, total } = await repository.searchSignedUp(words, {
        offset: (query.page - 1) * query.pageSize,
        limit: query.pageSize,
      });
      return { items: rows.map(toSummary), total, page: query.page, pageSize: query.pageSize };
    },

    /** CUSTOMER_NOT_FOUND (404) for a guest, a support user or no one. */
    async getCustomer(customerId: string, language: ContentLanguage): Promise<AdminCustomer> {
      const row = await getSignedUp(customerId);
      const [addresses, orders, wishlist] = await Promise.all([
        deps.listAddresses(customerId, language),
        deps.listOrders(customerId),
        deps.getWishlist(customerId, language),
      ]);
      return {
        ...toSummary(row),
        firstName: row.firstName,
        lastName: row.lastName,
        language: row.language,
        blockedAt: row.blockedAt?.toISOString() ?? null,
        addresses,
        orders,
        wishlist,
      };
    },

    block: (staffId: string, customerId: string, reason: string) => setBlocked(staffId, customerId, true, reason),
    unblock: (staffId: string, customerId: string, reason: string) => setBlocked(staffId, customerId, false, reason),
  };
}
export type CustomerAdmin = ReturnType<typeof createCustomerAdmin>;
