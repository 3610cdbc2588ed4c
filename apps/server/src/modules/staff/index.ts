/** Staff: operators' accounts, roles and permissions, sessions, TOTP, and the admin API's one guard. */
export { createStaffRepository } from './staff.repository.ts';
export { createStaffService, type StaffService, type StaffCaller, type StaffProfile } from './staff.service.ts';
export { staffRoutes } from './staff.routes.ts';
export { staffGuardPlugin, staffCallerOf } from './staff-guard.ts';
export {
  PERMISSIONS,
  STAFF_ROLES,
  ROLE_PERMISSIONS,
  type Permission,
  type StaffRole,
  type RouteAccess,
} from './staff-permissions.ts';
