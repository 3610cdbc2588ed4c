import { SignJWT, jwtVerify, errors as joseErrors, type JWTPayload } from 'jose';
import { z } from 'zod';

/** HS256 only: the algorithm is pinned so a token can never choose its own. */
const ALGORITHM = 'HS256';
export const ACCESS_TOKEN_TTL_SECONDS = 15 * 60;

/**
 * Who a token is for (its `aud` claim). Shoppers' and staff's tokens are signed with the same
 * secret, so each verifier demands its own audience: a staff token means nothing to the shop's
 * API and a customer token nothing to the admin API (ADR 029).
 */
export type TokenAudience = 'shop' | 'admin' | 'admin-totp' | 'content-preview';

/** Signs and verifies HS256 tokens for one audience; the claims are the caller's to shape and check. */
export function createAudienceTokens(secret: string, audience: TokenAudience) {
  const key = new TextEncoder().encode(secret);
  return {
    sign(claims: JWTPayload, ttlSeconds: number): Promise<string> {
      return new SignJWT(claims)
        .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
        .setAudience(audience)
        .setIssuedAt()
        .setExpirationTime(`${ttlSeconds}s`)
        .sign(key);
    },
    /** The payload, or null for any token that is malformed, forged, expired or for another audience. */
    async verify(token: string): Promise<JWTPayload | null> {
      try {
        return (await jwtVerify(token, key, { algorithms: [ALGORITHM], audience })).payload;
      } catch (error) {
        if (error instanceof joseErrors.JOSEError) return null;
        throw error;
      }
    },
  };
}

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

/** Shoppers' access tokens (audience `shop`). */
export function createAccessTokens(secret: string) {
  const tokens = createAudienceTokens(secret, 'shop');
  return {
    async sign(claims: AccessClaims, ttlSeconds = ACCESS_TOKEN_TTL_SECONDS): Promise<string> {
      const impersonation = claims.impersonationSessionId ? { imp: claims.impersonationSessionId } : {};
      const session = claims.sessionId ? { sid: claims.sessionId } : {};
      return tokens.sign({ nameid: claims.userId, role: claims.role, ...impersonation, ...session }, ttlSeconds);
    },
    /** Returns null for any token that is malformed, forged, expired, not the shop's or carries bad claims. */
    async verify(token: string): Promise<AccessClaims | null> {
      const payload = await tokens.verify(token);
      const claims = ClaimsSchema.safeParse(payload);
      if (!claims.success) return null;
      const { nameid, role, imp, sid } = claims.data;
      return {
        userId: nameid,
        role,
        ...(imp && { impersonationSessionId: imp }),
        ...(sid && { sessionId: sid }),
      };
    },
  };
}
export type AccessTokens = ReturnType<typeof createAccessTokens>;
