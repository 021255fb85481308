import { logger } from '~/observability/logger.server'
import { outgoingTraceHeaders } from '~/observability/trace-context.server'

/*
 * Cloudflare Turnstile: the browser solves the challenge and posts a token
 * (field `cf-turnstile-response`); we ask Cloudflare whether it is valid.
 * https://developers.cloudflare.com/turnstile/get-started/server-side-validation/
 */

export const TURNSTILE_FIELD = 'cf-turnstile-response'
const DEFAULT_VERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify'
let verifyUrl = DEFAULT_VERIFY_URL

/** Tests point the verification at a local HTTP server standing in for Cloudflare. */
export function setTurnstileVerifyUrlForTests(url: string | undefined) {
  verifyUrl = url ?? DEFAULT_VERIFY_URL
}

export type TurnstileResult = 'valid' | 'invalid' | 'unavailable'

/** Checks a token once (tokens are single-use); network trouble is 'unavailable', never a pass. */
export async function verifyTurnstile(token: string, options: { secret: string; ip?: string; timeoutMs?: number }): Promise<TurnstileResult> {
  if (!token || token.length > 2048) return 'invalid'
  const body = new URLSearchParams({ secret: options.secret, response: token })
  if (options.ip) body.set('remoteip', options.ip)
  try {
    const response = await fetch(verifyUrl, {
      method: 'POST',
      body,
      headers: outgoingTraceHeaders(),
      signal: AbortSignal.timeout(options.timeoutMs ?? 5000),
    })
    if (!response.ok) {
      logger.warn({ status: response.status }, 'turnstile verification answered with an error status')
      return 'unavailable'
    }
    const outcome = (await response.json()) as { success?: unknown; 'error-codes'?: unknown }
    if (outcome.success === true) return 'valid'
    logger.info({ codes: outcome['error-codes'] }, 'turnstile token refused')
    return 'invalid'
  } catch (error) {
    logger.warn({ err: error }, 'turnstile verification unreachable')
    return 'unavailable'
  }
}
