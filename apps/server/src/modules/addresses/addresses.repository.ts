import { and, count, desc, eq, getTableColumns, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { addresses, areas, countries, states } from './addresses.schema.ts';

/** What a customer may set on an address; the owner and timestamps are the repository's. */
export type AddressValues = Omit<typeof addresses.$inferInsert, 'id' | 'customerId' | 'createdAt' | 'updatedAt'>;
type Transaction = Parameters<Parameters<Database['transaction']>[0]>[0];

/** An address with the names of its places in both languages; states and areas are optional in the table. */
const withPlaceNames = {
  ...getTableColumns(addresses),
  countryNameEn: countries.nameEn,
  countryNameAr: countries.nameAr,
  stateNameEn: states.nameEn,
  stateNameAr: states.nameAr,
  areaNameEn: areas.nameEn,
  areaNameAr: areas.nameAr,
};

/** Writes to one customer's address book, inside a transaction that holds the book's lock. */
function addressBook(tx: Transaction, customerId: string) {
  const ofCustomer = eq(addresses.customerId, customerId);
  return {
    async count(): Promise<number> {
      const [row] = await tx.select({ value: count() }).from(addresses).where(ofCustomer);
      return row?.value ?? 0;
    },
    async clearDefault() {
      await tx
        .update(addresses)
        .set({ isDefault: false })
        .where(and(ofCustomer, eq(addresses.isDefault, true)));
    },
    async insert(values: AddressValues): Promise<number> {
      const [row] = await tx
        .insert(addresses)
        .values({ ...values, customerId })
        .returning({ id: addresses.id });
      return row!.id;
    },
    /** False when the customer has no address with this id. */
    async update(id: number, values: AddressValues): Promise<boolean> {
      const rows = await tx
        .update(addresses)
        .set({ ...values, updatedAt: new Date() })
        .where(and(ofCustomer, eq(addresses.id, id)))
        .returning({ id: addresses.id });
      return rows.length === 1;
    },
  };
}
export type AddressBook = ReturnType<typeof addressBook>;

export function createAddressesRepository(db: Database) {
  const select = (where: SQL | undefined) =>
    db
      .select(withPlaceNames)
      .from(addresses)
      .innerJoin(countries, eq(countries.id, addresses.countryId))
      .leftJoin(states, eq(states.id, addresses.stateId))
      .leftJoin(areas, eq(areas.id, addresses.areaId))
      .where(where);

  return {
    /** The default first, then the newest. */
    list: (customerId: string) =>
      select(eq(addresses.customerId, customerId)).orderBy(
        desc(addresses.isDefault),
        desc(addresses.createdAt),
        desc(addresses.id),
      ),

    /** Null when the address does not exist or belongs to someone else. */
    async find(customerId: string, id: number) {
      const [row] = await select(and(eq(addresses.customerId, customerId), eq(addresses.id, id)));
      return row ?? null;
    },

    async delete(customerId: string, id: number): Promise<boolean> {
      const rows = await db
        .delete(addresses)
        .where(and(eq(addresses.customerId, customerId), eq(addresses.id, id)))
        .returning({ id: addresses.id });
      return rows.length === 1;
    },

    /**
     * Runs `work` in one transaction holding a lock on the customer's address book, so the
     * address limit and the single default hold when requests for one customer race.
     */
    inAddressBook<T>(customerId: string, work: (book: AddressBook) => Promise<T>): Promise<T> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`address-book:${customerId}`}, 0))`);
        return work(addressBook(tx, customerId));
      });
    },
  };
}
export type AddressesRepository = ReturnType<typeof createAddressesRepository>;
export type AddressRow = NonNullable<Awaited<ReturnType<AddressesRepository['find']>>>;
