import { createHmac, timingSafeEqual } from 'node:crypto'
import { env } from '~/config/env.server'
import { sessionSecret } from '~/config/session-secret.server'
import { TURNSTILE_FIELD, verifyTurnstile } from './turnstile.server'

/*
 * Keeps bots away from the public forms (contact, newsletter, sign-up, password
 * reset). With Turnstile keys, the Turnstile token is verified with Cloudflare.
 * Without them, two cheap checks: a honeypot field people never see (bots fill
 * every field), and a minimum time between serving the form and posting it,
 * measured from a timestamp the server signed (so it cannot be forged).
 */

export const HONEYPOT_FIELD = 'website'
export const STAMP_FIELD = 'formStamp'
/** A served form stays valid this long; after that the person is asked to send it again. */
const STAMP_MAX_AGE_MS = 24 * 60 * 60 * 1000

export type BotGuardRefusal = 'challenge_failed' | 'challenge_unavailable' | 'too_fast' | 'expired' | 'rejected'
export type BotGuardResult = { ok: true } | { ok: false; reason: BotGuardRefusal }

export interface BotGuardConfig {
  turnstileSecret?: string
  minFillMs: number
  secret: string
}

function currentConfig(): BotGuardConfig {
  const config = env()
  return { turnstileSecret: config.TURNSTILE_SECRET_KEY, minFillMs: config.FORM_MIN_FILL_SECONDS * 1000, secret: sessionSecret() }
}

function sign(issuedAt: number, secret: string) {
  return createHmac('sha256', secret).update(`form-stamp:${issuedAt}`).digest('base64url').slice(0, 32)
}

/** The signed "form served at" value the page puts in a hidden field. */
export function issueFormStamp(now = Date.now(), secret = currentConfig().secret) {
  return `${now}.${sign(now, secret)}`
}

function stampAge(stamp: string, now: number, secret: string): number | undefined {
  const match = /^(\d{13})\.([\w-]{32})$/.exec(stamp)
  if (!match) return undefined
  const issuedAt = Number(match[1])
  const expected = Buffer.from(sign(issuedAt, secret))
  const given = Buffer.from(match[2]!)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  return now - issuedAt
}

/** Reads a form's bot-guard fields. Call before anything is stored. */
export async function checkBotGuard(
  form: FormData,
  options: { ip?: string; now?: number; config?: BotGuardConfig } = {},
): Promise<BotGuardResult> {
  const config = options.config ?? currentConfig()
  if (config.turnstileSecret) {
    const token = form.get(TURNSTILE_FIELD)
    if (typeof token !== 'string' || token === '') return { ok: false, reason: 'challenge_failed' }
    const verdict = await verifyTurnstile(token, { secret: config.turnstileSecret, ip: options.ip })
    if (verdict === 'valid') return { ok: true }
    return { ok: false, reason: verdict === 'unavailable' ? 'challenge_unavailable' : 'challenge_failed' }
  }
  const honeypot = form.get(HONEYPOT_FIELD)
  if (typeof honeypot === 'string' && honeypot !== '') return { ok: false, reason: 'rejected' }
  const stamp = form.get(STAMP_FIELD)
  const age = typeof stamp === 'string' ? stampAge(stamp, options.now ?? Date.now(), config.secret) : undefined
  if (age === undefined || age < -60_000) return { ok: false, reason: 'rejected' }
  if (age > STAMP_MAX_AGE_MS) return { ok: false, reason: 'expired' }
  if (age < config.minFillMs) return { ok: false, reason: 'too_fast' }
  return { ok: true }
}

/** The bot-guard fields a JSON API body may carry (see api-v1/schemas BotGuardFields). */
export interface ApiBotGuardFields {
  turnstileToken?: string
  website?: string
}

/**
 * For JSON API bodies: the same proof as the pages where it can apply
 * (docs/decisions/013). With Turnstile keys, a token is required. The
 * honeypot applies always: a client written against the documentation leaves
 * `website` out, a bot that fills every field does not. The minimum fill time
 * does not apply: there is no served page to time.
 */
export async function checkApiBotGuard(fields: ApiBotGuardFields, options: { ip?: string; config?: BotGuardConfig } = {}): Promise<BotGuardResult> {
  const config = options.config ?? currentConfig()
  if (fields.website) return { ok: false, reason: 'rejected' }
  if (!config.turnstileSecret) return { ok: true }
  if (!fields.turnstileToken) return { ok: false, reason: 'challenge_failed' }
  const verdict = await verifyTurnstile(fields.turnstileToken, { secret: config.turnstileSecret, ip: options.ip })
  if (verdict === 'valid') return { ok: true }
  return { ok: false, reason: verdict === 'unavailable' ? 'challenge_unavailable' : 'challenge_failed' }
}

/** The catalogue key of a refusal's message. */
export function botGuardMessageKey(reason: BotGuardRefusal) {
  return `bot_guard.${reason}`
}
