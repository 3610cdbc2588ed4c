/**
 * The shopper's language choice (SPEC §4): a localStorage entry and a cookie of this name, so the
 * server renders the first byte in it and keys its kept pages by it.
 */
export const LANGUAGE_STORAGE_KEY = 'language';

/** Reads one cookie from a Cookie header; null when absent or undecodable. */
export function readCookie(cookieHeader: string | null | undefined, name: string): string | null {
  for (const part of cookieHeader?.split(';') ?? []) {
    const separator = part.indexOf('=');
    if (separator === -1 || part.slice(0, separator).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(separator + 1).trim());
    } catch {
      return null;
    }
  }
  return null;
}

/** A Set-Cookie / document.cookie value for a site-wide, long-lived preference cookie. */
export function preferenceCookie(name: string, value: string, options: { secure: boolean }): string {
  const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;
  const attributes = [`${name}=${encodeURIComponent(value)}`, 'Path=/', `Max-Age=${ONE_YEAR_SECONDS}`, 'SameSite=Lax'];
  if (options.secure) attributes.push('Secure');
  return attributes.join('; ');
}
