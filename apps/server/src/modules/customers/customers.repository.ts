import { eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from './customers.schema.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerUpdate = Partial<
  Pick<
    CustomerRow,
    'displayName' | 'firstName' | 'lastName' | 'email' | 'phone' | 'avatarPath' | 'language' | 'passwordHash' | 'role'
  >
>;

export function createCustomersRepository(db: Database) {
  const first = (rows: CustomerRow[]) => rows[0] ?? null;
  return {
    async insert(values: typeof customers.$inferInsert): Promise<CustomerRow> {
      const [row] = await db.insert(customers).values(values).returning();
      return row!;
    },
    findById: async (id: string) => first(await db.select().from(customers).where(eq(customers.id, id))),
    findByPhone: async (phone: string) => first(await db.select().from(customers).where(eq(customers.phone, phone))),
    findByEmail: async (email: string) =>
      first(
        await db
          .select()
          .from(customers)
          .where(sql`lower(${customers.email}) = lower(${email})`),
      ),
    async update(id: string, values: CustomerUpdate): Promise<CustomerRow | null> {
      return first(
        await db
          .update(customers)
          .set({ ...values, updatedAt: new Date() })
          .where(eq(customers.id, id))
          .returning(),
      );
    },
  };
}
export type CustomersRepository = ReturnType<typeof createCustomersRepository>;
