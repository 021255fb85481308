import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'
import { parse, serialize } from 'cookie'
import { env } from '~/config/env.server'
import { sessionSecret } from '~/config/session-secret.server'
import { now as serverNow } from '~/time/clock.server'
import { GUARDED_FORMS, HONEYPOT_FIELD, STAMP_FIELD, type GuardedForm } from './bot-guard-forms'
import { consume } from './rate-limit.server'
import { TURNSTILE_FIELD, verifyTurnstile } from './turnstile.server'

/*
 * Keeps bots away from the public forms (contact, newsletter, sign-up, password
 * reset). With Turnstile keys, the Turnstile token is verified with Cloudflare.
 * Without them, two cheap checks: a honeypot field people never see (bots fill
 * every field), and a minimum time between serving the form and posting it,
 * measured from a stamp the server signed (so it cannot be forged). A page
 * from the cache holds none: its early script asks for one as soon as the
 * form is seen or touched (form-stamp-script.ts, docs/decisions/028), so the
 * time is measured from then, by the server's clock alone. A stamp
 * names its form and a random nonce, lasts an hour, and is spent by the first
 * post that passes with it (remembered in the rate-limit store, so in Redis
 * across processes when REDIS_URL is set): one page load, one submission.
 */

export { HONEYPOT_FIELD, STAMP_FIELD, type GuardedForm }
/** A served form stays valid this long; after that the person is asked to send it again. */
export const STAMP_MAX_AGE_MS = 60 * 60 * 1000
/** How far in the future a stamp may be dated (clocks of several servers differ a little). */
const STAMP_CLOCK_SKEW_MS = 60_000

export type BotGuardRefusal = 'challenge_failed' | 'challenge_unavailable' | 'too_fast' | 'expired' | 'unstamped' | 'rejected'
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

function sign(form: GuardedForm, issuedAt: number, nonce: string, secret: string) {
  return createHmac('sha256', secret).update(`form-stamp:${form}:${issuedAt}:${nonce}`).digest('base64url').slice(0, 32)
}

/** The server's time in milliseconds (an end-to-end test may move it: time/clock.server). */
const currentTime = () => serverNow().getTime()

/** The signed "this form was served at" value the page puts in a hidden field. */
export function issueFormStamp(form: GuardedForm, now = currentTime(), secret = currentConfig().secret) {
  const nonce = randomBytes(12).toString('hex')
  return `${now}.${nonce}.${sign(form, now, nonce, secret)}`
}

/** One fresh stamp for each guarded form (the root loader serves them with every page). */
export function issueFormStamps(now = currentTime()): Record<GuardedForm, string> {
  const secret = currentConfig().secret
  return Object.fromEntries(GUARDED_FORMS.map((form) => [form, issueFormStamp(form, now, secret)])) as Record<GuardedForm, string>
}

/** A browser without JavaScript gets its stamp from an image (routes/form-stamp.ts) as this cookie, one per form. */
const stampCookieName = (form: GuardedForm) => `form_stamp_${form}`

export function formStampCookie(form: GuardedForm, stamp: string, secure: boolean) {
  return serialize(stampCookieName(form), stamp, { httpOnly: true, sameSite: 'lax', secure, path: '/', maxAge: STAMP_MAX_AGE_MS / 1000 })
}

/** The stamps a request's cookies carry, by form. */
export function cookieStamps(request: Request): Partial<Record<GuardedForm, string>> {
  const cookies = parse(request.headers.get('Cookie') ?? '')
  return Object.fromEntries(GUARDED_FORMS.flatMap((form) => (cookies[stampCookieName(form)] ? [[form, cookies[stampCookieName(form)]]] : [])))
}

/** The stamp's age and nonce, or undefined when it is malformed or not signed by us for this form. */
function readStamp(stamp: string, form: GuardedForm, now: number, secret: string) {
  const match = /^(\d{13})\.([0-9a-f]{24})\.([\w-]{32})$/.exec(stamp)
  if (!match) return undefined
  const issuedAt = Number(match[1])
  const nonce = match[2]!
  const expected = Buffer.from(sign(form, issuedAt, nonce, secret))
  const given = Buffer.from(match[3]!)
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined
  return { age: now - issuedAt, nonce }
}

/** Spends a stamp: true the first time, false once it was used (until it has expired anyway). */
async function spendStamp(nonce: string) {
  return (await consume('formStamp', nonce)).allowed
}

/** Reads a form's bot-guard fields. Call before anything is stored. */
export async function checkBotGuard(
  form: FormData,
  options: { form: GuardedForm; ip?: string; now?: number; config?: BotGuardConfig; cookieStamp?: string },
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
  // An empty field: the form came from the page cache. Without JavaScript, its <noscript> image set the stamp as a cookie;
  // with images off as well, there is none: the visitor is asked once more, with a stamp in the answer.
  const field = form.get(STAMP_FIELD)
  const stamp = field === '' ? (options.cookieStamp ?? '') : field
  if (stamp === '') return { ok: false, reason: 'unstamped' }
  const read = typeof stamp === 'string' ? readStamp(stamp, options.form, options.now ?? currentTime(), config.secret) : undefined
  if (!read || read.age < -STAMP_CLOCK_SKEW_MS) return { ok: false, reason: 'rejected' }
  if (read.age > STAMP_MAX_AGE_MS) return { ok: false, reason: 'expired' }
  if (read.age < config.minFillMs) return { ok: false, reason: 'too_fast' }
  // Sent again (a second sign-up, a replay): the page serves a new stamp with its answer.
  if (!(await spendStamp(read.nonce))) return { ok: false, reason: 'expired' }
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
