import type { PublicConfig } from '@storefront/contracts';

/** What the Fastify server hands to every request (apps/server/src/plugins/storefront.ts). */
declare module 'react-router' {
  interface AppLoadContext {
    /** Answers `/api/...` paths in-process: all server-side data goes through it. */
    apiFetch: typeof fetch;
    publicConfig: PublicConfig;
    /** Nonce of this response's Content-Security-Policy, for the inline scripts React Router writes. */
    cspNonce: string;
    /**
     * The published theme and menus' version, which keys what the renderer keeps of them; null for
     * a staff member's preview, which nothing may keep.
     */
    contentVersion: string | null;
  }
}

export {};
