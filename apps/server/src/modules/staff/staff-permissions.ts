/**
 * What staff may do on the admin API. Every `/admin-api` route names one of these (or
 * `signed-in`, or `public`) in its route options; the staff guard decides from the caller's
 * role alone. A new kind of operator work adds its permission here and to the roles that hold it.
 */
export const PERMISSIONS = [
  'catalogue',
  'csv',
  'promotions',
  'delivery',
  'content',
  'analytics',
  'orders',
  'customers.read',
  'customers.block',
  'impersonation',
  'audit',
  'staff',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

export const STAFF_ROLES = ['owner', 'catalogue-manager', 'order-manager', 'support'] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

/** The owner holds every permission, including the audit trail and the staff list; the others what their work needs. */
export const ROLE_PERMISSIONS: Record<StaffRole, readonly Permission[]> = {
  owner: PERMISSIONS,
  'catalogue-manager': ['catalogue', 'csv', 'promotions', 'content'],
  'order-manager': ['orders', 'customers.read', 'delivery'],
  support: ['customers.read', 'customers.block', 'impersonation'],
};

/**
 * What a route under /admin-api declares as `config: { permission }`: a permission, `signed-in`
 * (any staff member acting on their own account) or `public` (signing in itself).
 */
export type RouteAccess = Permission | 'signed-in' | 'public';

export const hasPermission = (role: StaffRole, permission: Permission) => ROLE_PERMISSIONS[role].includes(permission);

export const isRouteAccess = (value: unknown): value is RouteAccess =>
  value === 'signed-in' || value === 'public' || (PERMISSIONS as readonly unknown[]).includes(value);
