import { createContext, useContext } from "react";

const NonceContext = createContext("");

export const NonceProvider = NonceContext.Provider;

/** The CSP nonce of this request, for components that render their own <script> tags. */
export function useNonce() {
  return useContext(NonceContext);
}
