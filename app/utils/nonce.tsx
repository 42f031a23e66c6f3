import { createContext, useContext } from "react";

const NonceContext = createContext("");

/** Provides the CSP nonce of the response being rendered. */
export const NonceProvider = NonceContext.Provider;

/** The CSP nonce for inline scripts ("" in the browser, where it is no longer needed). */
export function useNonce() {
  return useContext(NonceContext);
}
