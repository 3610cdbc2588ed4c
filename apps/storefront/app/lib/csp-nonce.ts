import { createContext, useContext } from 'react';

/**
 * The CSP nonce of the response being rendered (entry.server.tsx), for an inline script of our
 * own; undefined in the browser, which hides nonces from the page anyway. A kept page swaps the
 * nonce for the script's hash (ADR 046), so such a script must render the same text every time.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export const useCspNonce = () => useContext(CspNonceContext);
