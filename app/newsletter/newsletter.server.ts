import { createHmac, timingSafeEqual } from 'node:crypto'
import type { Kysely } from 'kysely'
import { hashToken, newToken } from '~/accounts/tokens.server'
import { env } from '~/config/env.server'
import { sessionSecret } from '~/config/session-secret.server'
import type { Database } from '~/db/schema'
import { isLocale, localizePath, type Locale } from '~/i18n/locales'
import { enqueueEmail, wakeOutbox } from '~/messaging/outbox.server'
import { confirmSubscriptionEmail, welcomeEmail, type UnsubscribeLinks } from './newsletter-emails.server'

/*
 * Double opt-in newsletter. A signup stores the address as `pending` and
 * emails a confirmation link (a random token; only its hash is stored); only
 * a confirmed address is `subscribed`. Unsubscribe links carry a signed
 * subscriber id instead of a stored token, so every future newsletter email
 * can carry one. Each step is idempotent and says what happened.
 */

type Db = Kysely<Database>
export const CONFIRM_LINK_DAYS = 7

export type SubscribeOutcome = 'confirmation_sent' | 'confirmation_resent' | 'already_subscribed'
export type ConfirmOutcome = 'confirmed' | 'already_confirmed' | 'expired' | 'invalid'
export type UnsubscribeOutcome = 'unsubscribed' | 'already_unsubscribed' | 'invalid'

function signature(id: number, email: string, secret: string) {
  return createHmac('sha256', secret).update(`newsletter-unsubscribe:${id}:${email}`).digest('base64url').slice(0, 32)
}

/** The unsubscribe token of a subscriber: their id and an HMAC of id and address. */
export function unsubscribeToken(id: number, email: string, secret = sessionSecret()) {
  return `${id}.${signature(id, email, secret)}`
}

export function unsubscribeLinks(id: number, email: string, locale: Locale, base = env().PUBLIC_BASE_URL): UnsubscribeLinks {
  const token = encodeURIComponent(unsubscribeToken(id, email))
  return {
    page: `${base}${localizePath('/newsletter/unsubscribe', locale)}?token=${token}`,
    // The locale sends a GET (which unsubscribes nobody) on to the page in the signup's language.
    oneClick: `${base}/v1/newsletter/unsubscribe?token=${token}&locale=${locale}`,
  }
}

export async function subscribe(db: Db, input: { email: string; locale: Locale }, now = new Date()): Promise<SubscribeOutcome> {
  const { token, hash } = newToken()
  const outcome = await db.transaction().execute(async (trx) => {
    const values = {
      locale: input.locale,
      status: 'pending' as const,
      confirm_token_hash: hash,
      confirm_expires_at: new Date(now.getTime() + CONFIRM_LINK_DAYS * 86_400_000).toISOString(),
      unsubscribed_at: null,
    }
    const before = await trx.selectFrom('newsletter_subscribers').select('status').where('email', '=', input.email).executeTakeFirst()
    // One row per address; a confirmed address is left as it is.
    const row = await trx
      .insertInto('newsletter_subscribers')
      .values({ email: input.email, created_at: now.toISOString(), ...values })
      .onConflict((conflict) => conflict.column('email').doUpdateSet(values).where('newsletter_subscribers.status', '!=', 'subscribed'))
      .returning(['id', 'email', 'locale'])
      .executeTakeFirst()
    if (!row) return 'already_subscribed' as const
    const base = env().PUBLIC_BASE_URL
    const confirmUrl = `${base}${localizePath('/newsletter/confirm', input.locale)}?token=${token}`
    const email = confirmSubscriptionEmail(input.locale, confirmUrl, unsubscribeLinks(row.id, row.email, input.locale, base))
    await enqueueEmail(trx, { kind: 'newsletter.confirm', to: row.email, ...email }, now)
    return before?.status === 'pending' ? ('confirmation_resent' as const) : ('confirmation_sent' as const)
  })
  wakeOutbox()
  return outcome
}

type PendingRow = { status: string; confirm_expires_at: string | Date | null }

/** What a confirmation link can still do for the row its token names. */
function confirmState(row: PendingRow | undefined, now: Date) {
  if (!row) return 'invalid' as const
  if (row.status === 'subscribed') return 'already_confirmed' as const
  // After unsubscribing, an old confirmation link does not subscribe again.
  if (row.status === 'unsubscribed') return 'invalid' as const
  if (!row.confirm_expires_at || new Date(row.confirm_expires_at).getTime() < now.getTime()) return 'expired' as const
  return 'pending' as const
}

/**
 * What following a confirmation link would do, without doing it: the page asks
 * first, because mail scanners open every link of a message (a GET changes nothing).
 */
export async function confirmStatus(db: Db, token: string, now = new Date()): Promise<'pending' | Exclude<ConfirmOutcome, 'confirmed'>> {
  const row = await db
    .selectFrom('newsletter_subscribers')
    .select(['status', 'confirm_expires_at'])
    .where('confirm_token_hash', '=', hashToken(token))
    .executeTakeFirst()
  return confirmState(row, now)
}

export async function confirmSubscription(db: Db, token: string, now = new Date()): Promise<ConfirmOutcome> {
  const outcome = await db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('newsletter_subscribers').selectAll().where('confirm_token_hash', '=', hashToken(token)).executeTakeFirst()
    const state = confirmState(row, now)
    if (state !== 'pending') return state
    if (!row) return 'invalid' as const
    const updated = await trx
      .updateTable('newsletter_subscribers')
      .set({ status: 'subscribed', confirmed_at: now.toISOString() })
      .where('id', '=', row.id)
      .where('status', '=', 'pending')
      .executeTakeFirst()
    if (Number(updated.numUpdatedRows) !== 1) return 'already_confirmed' as const
    const locale = isLocale(row.locale) ? row.locale : 'en'
    await enqueueEmail(trx, { kind: 'newsletter.welcome', to: row.email, ...welcomeEmail(locale, unsubscribeLinks(row.id, row.email, locale)) }, now)
    return 'confirmed' as const
  })
  wakeOutbox()
  return outcome
}

/** The subscriber an unsubscribe token names, when its signature holds. */
async function subscriberOfToken(db: Db, token: string) {
  const match = /^(\d{1,12})\.([\w-]{32})$/.exec(token)
  if (!match) return undefined
  const row = await db.selectFrom('newsletter_subscribers').select(['id', 'email', 'status']).where('id', '=', Number(match[1])).executeTakeFirst()
  if (!row) return undefined
  const expected = Buffer.from(signature(row.id, row.email, sessionSecret()))
  const given = Buffer.from(match[2]!)
  return expected.length === given.length && timingSafeEqual(expected, given) ? row : undefined
}

/**
 * What following an unsubscribe link would do, without doing it: the page asks
 * first, because mail scanners open every link of a message (a GET changes nothing).
 */
export async function unsubscribeStatus(db: Db, token: string): Promise<'subscribed' | 'already_unsubscribed' | 'invalid'> {
  const row = await subscriberOfToken(db, token)
  if (!row) return 'invalid'
  return row.status === 'unsubscribed' ? 'already_unsubscribed' : 'subscribed'
}

export async function unsubscribe(db: Db, token: string, now = new Date()): Promise<UnsubscribeOutcome> {
  const row = await subscriberOfToken(db, token)
  if (!row) return 'invalid'
  if (row.status === 'unsubscribed') return 'already_unsubscribed'
  await db
    .updateTable('newsletter_subscribers')
    .set({ status: 'unsubscribed', unsubscribed_at: now.toISOString() })
    .where('id', '=', row.id)
    .execute()
  return 'unsubscribed'
}

/** The locale a subscriber signed up in (for the pages reached from their emails). */
export async function subscriberLocale(db: Db, id: number): Promise<Locale | undefined> {
  const row = await db.selectFrom('newsletter_subscribers').select('locale').where('id', '=', id).executeTakeFirst()
  return row && isLocale(row.locale) ? row.locale : undefined
}
