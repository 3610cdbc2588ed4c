import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { files } from './files.schema.ts';

export function createFilesRepository(db: Database) {
  return {
    async insert(values: typeof files.$inferInsert) {
      const [row] = await db.insert(files).values(values).returning();
      return row!;
    },
    async findById(id: string) {
      const [row] = await db.select().from(files).where(eq(files.id, id));
      return row ?? null;
    },
    async findByStorageKey(storageKey: string) {
      const [row] = await db.select().from(files).where(eq(files.storageKey, storageKey));
      return row ?? null;
    },
  };
}
export type FilesRepository = ReturnType<typeof createFilesRepository>;
