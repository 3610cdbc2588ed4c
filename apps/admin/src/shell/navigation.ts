import type { Permission } from '../api/admin-api.ts';
import type { MessageKey } from '../i18n/i18n.ts';

/**
 * The back office's sections, each shown to the roles holding its permission (null: everyone).
 * A new screen adds itself here and its route in app.tsx; the server's guard decides access anyway.
 */
export const NAVIGATION: { path: string; label: MessageKey; permission: Permission | null }[] = [
  { path: '/audit', label: 'admin.nav.audit', permission: 'audit' },
  { path: '/account', label: 'admin.nav.account', permission: null },
];

export const sectionsFor = (permissions: readonly Permission[]) =>
  NAVIGATION.filter((item) => item.permission === null || permissions.includes(item.permission));
