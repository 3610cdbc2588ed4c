import { and, desc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { customers } from './customers.schema.ts';

export type CustomerRow = typeof customers.$inferSelect;
export type CustomerUpdate = Partial<
  Pick<
    CustomerRow,
    | 'displayName'
    | 'firstName'
    | 'lastName'
    | 'email'
    | 'phone'
    | 'avatarPath'
    | 'language'
    | 'passwordHash'
    | 'role'
    | 'blockedAt'
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
    /**
     * Signed-up customers (newest first) whose name, e-mail or phone contains every folded word, compared in the
     * same folding as normalizeSearchText (SQL side: lower case, Arabic alef forms, taa marbuta, alef maqsura,
     * diacritics and tatweel).
     */
    async searchSignedUp(words: string[], page: { offset: number; limit: number }) {
      const where = and(
        eq(customers.role, 'customer'),
        ...words.map((word) => sql`${customers.searchText} like ${`%${word.replace(/[\\%_]/g, (c) => `\\${c}`)}%`}`),
      );
      const [rows, [total]] = await Promise.all([
        db
          .select()
          .from(customers)
          .where(where)
          .orderBy(desc(customers.createdAt), desc(customers.id))
          .offset(page.offset)
          .limit(page.limit),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(customers)
          .where(where),
      ]);
      return { rows, total: total?.count ?? 0 };
    },
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
