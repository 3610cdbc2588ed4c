import { SignJWT, jwtVerify, errors as joseErrors } from 'jose';
import { z } from 'zod';

/** HS256 only: the algorithm is pinned so a token can never choose its own. */
const ALGORITHM = 'HS256';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

export const RoleSchema = z.enum(['guest', 'customer', 'support']);
export type Role = z.infer<typeof RoleSchema>;

/** What a verified access token says: the user id travels in the `nameid` claim (SPEC §3). */
export interface AccessClaims {
  userId: string;
  role: Role;
  /** Set on an impersonation token: the live support session it belongs to (SPEC §6). */
  impersonationSessionId?: string | undefined;
  /** The sign-in (refresh-token family) the token was issued to: signing out ends the token too. */
  sessionId?: string | undefined;
}

const ClaimsSchema = z.object({
  nameid: z.uuid(),
  role: RoleSchema,
  imp: z.uuid().optional(),
  sid: z.uuid().optional(),
});

export function createAccessTokens(secret: string) {
  const key = new TextEncoder().encode(secret);
  return {
    async sign(claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
      const impersonation = claims.impersonationSessionId ? { imp: claims.impersonationSessionId } : {};
      const session = claims.sessionId ? { sid: claims.sessionId } : {};
      return new SignJWT({ nameid: claims.userId, role: claims.role, ...impersonation, ...session })
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** Returns null for any token that is malformed, forged, expired or carries bad claims. */
    async verify(token: string): Promise<AccessClaims | null> {
      try {
        const { payload } = await jwtVerify(token, key, { algorithms: [ALGORITHM] });
        const claims = ClaimsSchema.safeParse(payload);
        if (!claims.success) return null;
        const { nameid, role, imp, sid } = claims.data;
        return {
          userId: nameid,
          role,
          ...(imp && { impersonationSessionId: imp }),
          ...(sid && { sessionId: sid }),
        };
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
