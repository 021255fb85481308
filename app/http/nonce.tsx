import { createContext, useContext } from 'react'

/*
 * The CSP nonce reaches the document through React context: from the request
 * during server rendering (entry.server.tsx), and from the page's
 * <meta property="csp-nonce"> in the browser (entry.client.tsx).
 */
const NonceContext = createContext('')

export const NonceProvider = NonceContext.Provider
/** Undefined in a page the cache may keep: its inline scripts are allowed by their hashes instead. */
export const useNonce = () => useContext(NonceContext) || undefined
