import { createContext } from 'react-router'

/** Per-request values the HTTP server hands to loaders and the renderer. */
export interface RequestInfo {
  /** Nonce of this response's Content-Security-Policy, for our inline scripts. */
  nonce: string
  /** Correlates a page, its log lines and an error reference shown to the person. */
  requestId: string
  /** The client's address (behind a local proxy, the forwarded one), for rate limits. */
  ip: string
  /**
   * An anonymous page: the same bytes for every visitor, which the page cache may keep
   * (server/page-cache.ts). Nothing per-visitor goes into it: no nonce, CSRF token nor form stamp.
   */
  sharedRender?: boolean
}

export const requestInfoContext = createContext<RequestInfo>({ nonce: '', requestId: '', ip: '' })
