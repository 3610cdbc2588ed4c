/**
 * Reads the claims of an access token (SPEC §3: the user id is its `nameid`). The signature is
 * not checked here: the server verifies every token; the client only needs the id for its
 * paths and the role to decide what to offer. Returns null for anything that is not a readable JWT.
 */
function readClaims(token: string | null | undefined): Record<string, unknown> | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims: unknown = JSON.parse(new TextDecoder().decode(bytes));
    return typeof claims === 'object' && claims !== null ? (claims as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function stringClaim(token: string | null | undefined, name: string): string | null {
  const value = readClaims(token)?.[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The user id of the `nameid` claim, or null. */
export function userIdFromAccessToken(token: string | null | undefined): string | null {
  return stringClaim(token, 'nameid');
}

/** The `role` claim (guest, customer, support), or null. */
export function roleFromAccessToken(token: string | null | undefined): string | null {
  return stringClaim(token, 'role');
}
