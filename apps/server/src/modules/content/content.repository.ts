import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.ts';
import { menuItems, menus } from './content.schema.ts';

export function createContentRepository(db: Database) {
  return {
    async findMenu(menuId: number) {
      const [menu] = await db.select().from(menus).where(eq(menus.id, menuId));
      return menu ?? null;
    },
    listMenuItems(menuId: number, guestOnly: boolean) {
      return db
        .select()
        .from(menuItems)
        .where(and(eq(menuItems.menuId, menuId), guestOnly ? eq(menuItems.allowGuestUser, true) : undefined))
        .orderBy(asc(menuItems.sortOrder), asc(menuItems.id));
    },
  };
}
export type ContentRepository = ReturnType<typeof createContentRepository>;
