import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { areas, countries, states } from './addresses.schema.ts';

export function createLookupsRepository(db: Database) {
  const first = <T>(rows: T[]): T | null => rows[0] ?? null;
  return {
    listCountries: () => db.select().from(countries),
    listStates: (countryId: number) => db.select().from(states).where(eq(states.countryId, countryId)),
    listAreas: (stateId: number) => db.select().from(areas).where(eq(areas.stateId, stateId)),
    findCountry: async (id: number) => first(await db.select().from(countries).where(eq(countries.id, id))),
    findState: async (id: number) => first(await db.select().from(states).where(eq(states.id, id))),
    findArea: async (id: number) => first(await db.select().from(areas).where(eq(areas.id, id))),
    async hasAreas(stateId: number): Promise<boolean> {
      const rows = await db.select({ id: areas.id }).from(areas).where(eq(areas.stateId, stateId)).limit(1);
      return rows.length > 0;
    },
  };
}
export type LookupsRepository = ReturnType<typeof createLookupsRepository>;
