import { createContext, useContext } from "react";

/**
 * The nonce of the page's Content-Security-Policy (server/http/security-headers.ts), for the
 * scripts a component writes into the server-rendered page: without it the browser refuses them.
 * Undefined in the browser: scripts React adds there are not parsed from the page, and the
 * policy lets the page's own trusted scripts add them.
 */
export const CspNonceContext = createContext<string | undefined>(undefined);

export function useCspNonce(): string | undefined {
  return useContext(CspNonceContext);
}
