/** Sessions: support staff impersonating a customer. */
export { createSessionsRepository } from './sessions.repository.ts';
export { createSessionsService } from './sessions.service.ts';
export { sessionsRoutes } from './sessions.routes.ts';
