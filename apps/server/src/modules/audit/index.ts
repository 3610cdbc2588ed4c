/** Audit: the trail of staff writes (who, when, what entity, before and after), and its admin list. */
export { createAuditRepository } from './audit.repository.ts';
export { createAuditTrail, type AuditTrail, type AuditRecord, type AuditActor } from './audit.service.ts';
export { auditRoutes } from './audit.routes.ts';
