import { and, eq, ilike, or } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from './customers.schema.ts';

/** Customers support staff may act as: signed-up customers only, never guests or staff. */
export function createCustomerSearch(db: Database) {
  return (text: string, limit: number) => {
    const pattern = `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return db
      .select({ id: customers.id, displayName: customers.displayName, email: customers.email, phone: customers.phone })
      .from(customers)
      .where(
        and(
          eq(customers.role, 'customer'),
          text
            ? or(
                ilike(customers.displayName, pattern),
                ilike(customers.email, pattern),
                ilike(customers.phone, pattern),
              )
            : undefined,
        ),
      )
      .orderBy(customers.displayName)
      .limit(limit);
  };
}
export type CustomerSearch = ReturnType<typeof createCustomerSearch>;
