import { TENANT_ID } from '@storefront/contracts';

/** SPEC §7: the menu items the caller may see (guests only those flagged allowGuestUser). */
export const visibleMenuItemsPath = (menuId: number) => `/api/tenants/${TENANT_ID}/menus/${menuId}/items/visible`;
