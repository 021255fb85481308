import { env } from '~/config/env.server'

/**
 * A path we may send someone back to (after signing in, after a form): ours,
 * never another site. Browsers drop tabs and newlines and read `\\` as `/`,
 * so `/\t/evil.example` would leave the site: only a path that the URL parser
 * keeps exactly as written, on our own origin, is accepted (which also keeps
 * control and non-Latin-1 characters out of the Location header).
 */
export function safeRedirectPath(value: string | null | undefined, fallback: string) {
  if (!value || !value.startsWith('/')) return fallback
  const origin = new URL(env().PUBLIC_BASE_URL).origin
  let parsed: URL
  try {
    parsed = new URL(value, origin)
  } catch {
    return fallback
  }
  const same = parsed.origin === origin && `${parsed.pathname}${parsed.search}${parsed.hash}` === value
  return same ? value : fallback
}
