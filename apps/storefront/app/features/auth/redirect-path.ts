/**
 * Where to go after signing in: the `redirectTo` the page was opened with when it is a path of
 * this shop, else the home page. Anything else (`//evil.example`, `https://…`) would make the
 * login page an open redirect.
 */
export function safeRedirectPath(value: string | null): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return '/';
  return value;
}

/** The login page link that comes back to `path` afterwards. */
export const loginPathFor = (path: string) => `/login?redirectTo=${encodeURIComponent(path)}`;
