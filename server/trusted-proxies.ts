/**
 * Express's `trust proxy` from TRUSTED_PROXIES ("loopback, 10.0.0.0/8"): whose X-Forwarded-For is
 * believed for the client's address (rate limits, logs). Validated at start-up (env.server.ts).
 */
export function trustedProxies(setting: string): string[] {
  return setting
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
}
