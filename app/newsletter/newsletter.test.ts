import { beforeEach, expect, it } from 'vitest'
import { hashToken } from '~/accounts/tokens.server'
import type { Email } from '~/messaging/mailer.server'
import { drainOutbox } from '~/messaging/outbox.server'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { confirmStatus, confirmSubscription, subscribe, unsubscribe, unsubscribeStatus, unsubscribeToken } from './newsletter.server'

/* Double opt-in, idempotent steps, one row per address, links in the signup's language. */

describeEachDatabase('newsletter', (db) => {
  let sent: Email[] = []
  const deliver = async () => {
    await drainOutbox(db(), new Date(Date.now() + 1000), { send: async (email) => void sent.push(email) })
    return sent.splice(0)
  }
  const linkIn = (text: string, path: string) => new URL(new RegExp(`https?://\\S+${path}\\?token=[\\w.%-]+`).exec(text)![0])
  beforeEach(() => {
    sent = []
  })

  it('subscribes only after the emailed link is confirmed; each step twice is harmless', async () => {
    const email = `news-${Date.now()}@example.com`
    expect(await subscribe(db(), { email, locale: 'es' })).toBe('confirmation_sent')
    const row = await db().selectFrom('newsletter_subscribers').selectAll().where('email', '=', email).executeTakeFirstOrThrow()
    expect(row).toMatchObject({ status: 'pending', locale: 'es' })
    const [confirmation] = await deliver()
    expect(confirmation!.subject).toBe('Confirma tu suscripción al boletín de Claravia')
    const link = linkIn(confirmation!.text, '/es/newsletter/confirm')
    const token = link.searchParams.get('token')!
    // Only the hash is kept.
    expect(row.confirm_token_hash).toBe(hashToken(token))
    expect(confirmation!.headers).toMatchObject({ 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' })

    // A second signup before confirming sends the link again (the old one is replaced).
    expect(await subscribe(db(), { email, locale: 'es' })).toBe('confirmation_resent')
    const [again] = await deliver()
    const newToken = linkIn(again!.text, '/es/newsletter/confirm').searchParams.get('token')!
    expect(await confirmStatus(db(), token)).toBe('invalid')
    expect(await confirmSubscription(db(), token)).toBe('invalid')

    // Asking what the confirmation link would do (a person, or a mail scanner opening it) changes nothing.
    expect(await confirmStatus(db(), newToken)).toBe('pending')
    expect(await confirmStatus(db(), newToken)).toBe('pending')
    expect(await db().selectFrom('newsletter_subscribers').select('status').where('email', '=', email).executeTakeFirstOrThrow()).toEqual({
      status: 'pending',
    })
    expect(await deliver()).toEqual([])
    expect(await confirmSubscription(db(), newToken)).toBe('confirmed')
    expect(await confirmStatus(db(), newToken)).toBe('already_confirmed')
    expect(await confirmSubscription(db(), newToken)).toBe('already_confirmed')
    expect(await subscribe(db(), { email, locale: 'en' })).toBe('already_subscribed')
    const [welcome, ...none] = await deliver()
    expect(none).toEqual([])
    expect(welcome!.subject).toBe('Ya estás suscrito al boletín de Claravia')
    const page = linkIn(welcome!.text, '/es/newsletter/unsubscribe')
    expect(welcome!.html).toContain(page.toString().replace(/&/g, '&amp;'))
    const oneClick = /^<(.+)>$/.exec(welcome!.headers!['List-Unsubscribe']!)![1]!
    expect(new URL(oneClick).pathname).toBe('/v1/newsletter/unsubscribe')
    expect(new URL(oneClick).searchParams.get('locale')).toBe('es')

    const unsubscribeWith = page.searchParams.get('token')!
    // Asking what the link would do (the page opened by a person, or by a mail scanner) changes nothing.
    expect(await unsubscribeStatus(db(), unsubscribeWith)).toBe('subscribed')
    expect(await unsubscribeStatus(db(), unsubscribeWith)).toBe('subscribed')
    expect(await unsubscribe(db(), unsubscribeWith)).toBe('unsubscribed')
    expect(await unsubscribeStatus(db(), unsubscribeWith)).toBe('already_unsubscribed')
    expect(await unsubscribe(db(), unsubscribeWith)).toBe('already_unsubscribed')
    expect(await db().selectFrom('newsletter_subscribers').select('status').where('email', '=', email).executeTakeFirstOrThrow()).toEqual({
      status: 'unsubscribed',
    })
    // The old confirmation link does not subscribe again.
    expect(await confirmStatus(db(), newToken)).toBe('invalid')
    expect(await confirmSubscription(db(), newToken)).toBe('invalid')
  })

  it('refuses forged unsubscribe tokens and expired confirmation links', async () => {
    const email = `expired-${Date.now()}@example.com`
    const past = new Date(Date.now() - 8 * 86_400_000)
    await subscribe(db(), { email, locale: 'en' }, past)
    const [confirmation] = await deliver()
    const token = linkIn(confirmation!.text, '/newsletter/confirm').searchParams.get('token')!
    expect(await confirmStatus(db(), token)).toBe('expired')
    expect(await confirmSubscription(db(), token)).toBe('expired')
    const row = await db().selectFrom('newsletter_subscribers').select(['id', 'email']).where('email', '=', email).executeTakeFirstOrThrow()
    expect(await unsubscribe(db(), unsubscribeToken(row.id, row.email, 'another-secret-another-secret-xx'))).toBe('invalid')
    expect(await unsubscribe(db(), `${row.id}.${'A'.repeat(32)}`)).toBe('invalid')
    expect(await unsubscribe(db(), 'nonsense')).toBe('invalid')
    expect(await unsubscribeStatus(db(), `${row.id}.${'A'.repeat(32)}`)).toBe('invalid')
  })

  it('keeps one row per address, even for simultaneous signups', async () => {
    const email = `race-${Date.now()}@example.com`
    const outcomes = await Promise.allSettled([1, 2, 3].map(() => subscribe(db(), { email, locale: 'en' })))
    expect(outcomes.some((outcome) => outcome.status === 'fulfilled')).toBe(true)
    const rows = await db().selectFrom('newsletter_subscribers').select('id').where('email', '=', email).execute()
    expect(rows).toHaveLength(1)
  })
})
