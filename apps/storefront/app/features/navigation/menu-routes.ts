/** A route with a scheme (`https://…`, `mailto:…`) leaves the shop; anything else is a shop path. */
export function isExternalRoute(route: string): boolean {
  return /^[a-z][a-z0-9+.-]*:/i.test(route) || route.startsWith('//');
}
