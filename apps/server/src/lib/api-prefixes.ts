/** The staff API's paths: the staff guard, not the shoppers' authentication, reads their tokens (ADR 029). */
export const ADMIN_API_PREFIX = '/admin-api';

/** Path prefixes that belong to an API: unknown paths under them answer JSON 404, never a page. */
export const API_PREFIXES = ['/api', '/web-gw', '/query', ADMIN_API_PREFIX];
