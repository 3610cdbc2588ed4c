/**
 * Reads the user id from the `nameid` claim of an access token (SPEC §3). The signature is not
 * checked here: the server verifies every token; the client only needs the id for its paths.
 * Returns null for anything that is not a readable JWT with a string `nameid`.
 */
export function userIdFromAccessToken(token: string | null | undefined): string | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    const nameid = typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>).nameid : undefined;
    return typeof nameid === 'string' && nameid !== '' ? nameid : null;
  } catch {
    return null;
  }
}
