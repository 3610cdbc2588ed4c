import type { Permission } from '../api/admin-api.ts';
import type { MessageKey } from '../i18n/i18n.ts';

/**
 * The back office's sections, each shown to the roles holding its permission (null: everyone).
 * A new screen adds itself here and its route in app.tsx; the server's guard decides access anyway.
 */
export const NAVIGATION: { path: string; label: MessageKey; permission: Permission | null }[] = [
  { path: '/audit', label: 'admin.nav.audit', permission: 'audit' },
  { path: '/dashboard', label: 'admin.nav.dashboard', permission: 'analytics' },
  { path: '/products', label: 'admin.nav.products', permission: 'catalogue' },
  { path: '/categories', label: 'admin.nav.categories', permission: 'catalogue' },
  { path: '/brands', label: 'admin.nav.brands', permission: 'catalogue' },
  { path: '/stock', label: 'admin.nav.stock', permission: 'catalogue' },
  { path: '/import-export', label: 'admin.nav.import', permission: 'csv' },
  { path: '/staff', label: 'admin.nav.staff', permission: 'staff' },
  { path: '/orders', label: 'admin.nav.orders', permission: 'orders' },
  { path: '/customers', label: 'admin.nav.customers', permission: 'customers.read' },
  { path: '/pages', label: 'admin.nav.pages', permission: 'content' },
  { path: '/home-lists', label: 'admin.nav.homeLists', permission: 'content' },
  { path: '/translations', label: 'admin.nav.translations', permission: 'content' },
  { path: '/delivery-slots', label: 'admin.nav.deliverySlots', permission: 'delivery' },
  { path: '/promotions', label: 'admin.nav.promotions', permission: 'promotions' },
  { path: '/shipping-methods', label: 'admin.nav.shipping', permission: 'delivery' },
  { path: '/theme', label: 'admin.nav.theme', permission: 'content' },
  { path: '/account', label: 'admin.nav.account', permission: null },
];

export const sectionsFor = (permissions: readonly Permission[]) =>
  NAVIGATION.filter((item) => item.permission === null || permissions.includes(item.permission));
