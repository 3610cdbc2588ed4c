/** Health: liveness and readiness of the process and its database. */
export { healthRoutes } from './health.routes.ts';
