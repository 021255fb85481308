import { beforeEach, expect, it } from 'vitest'
import { newToken } from '~/accounts/tokens.server'
import { testActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { confirmNewsletterSubscription } from './confirm-newsletter-subscription.server'

let counter = 0
const DAY = 86_400_000

describeEachDatabase('confirming a newsletter subscription', (db) => {
  let email: string
  let token: string
  /** A pending signup whose link expires in `days` (negative: expired). */
  const pending = async (days = 7, status: 'pending' | 'unsubscribed' = 'pending') => {
    email = `confirm-${Date.now()}-${++counter}@example.com`
    const link = newToken()
    token = link.token
    await db()
      .insertInto('newsletter_subscribers')
      .values({
        email,
        locale: 'es',
        status,
        confirm_token_hash: link.hash,
        confirm_expires_at: new Date(Date.now() + days * DAY).toISOString(),
        created_at: new Date().toISOString(),
      })
      .execute()
  }
  beforeEach(() => pending())
  const row = () => db().selectFrom('newsletter_subscribers').select(['status', 'confirmed_at']).where('email', '=', email).executeTakeFirstOrThrow()
  const welcomes = () => db().selectFrom('email_outbox').select('kind').where('recipient', '=', email).execute()

  it('subscribes the address of the link and sends the welcome; twice is harmless and says so', async () => {
    const now = new Date()
    expect(await confirmNewsletterSubscription(testActionContext(db(), { now }), { token })).toEqual({ ok: true, status: 'confirmed' })
    const confirmed = await row()
    expect(confirmed.status).toBe('subscribed')
    expect(new Date(confirmed.confirmed_at!).toISOString()).toBe(now.toISOString())
    expect(await welcomes()).toEqual([{ kind: 'newsletter.welcome' }])
    expect(await confirmNewsletterSubscription(testActionContext(db()), { token })).toEqual({ ok: true, status: 'already_confirmed' })
    expect(await welcomes()).toHaveLength(1)
  })

  it('refuses an expired link, and leaves the signup pending', async () => {
    await pending(-1)
    expect(await confirmNewsletterSubscription(testActionContext(db()), { token })).toEqual({ ok: false, code: 'newsletter_link_expired' })
    expect((await row()).status).toBe('pending')
    expect(await welcomes()).toEqual([])
  })

  it('refuses a token nobody was sent, and the link of an address that unsubscribed since', async () => {
    expect(await confirmNewsletterSubscription(testActionContext(db()), { token: 'A'.repeat(43) })).toEqual({
      ok: false,
      code: 'newsletter_link_invalid',
    })
    expect((await row()).status).toBe('pending')
    await pending(7, 'unsubscribed')
    expect(await confirmNewsletterSubscription(testActionContext(db()), { token })).toEqual({ ok: false, code: 'newsletter_link_invalid' })
    expect((await row()).status).toBe('unsubscribed')
    expect(await welcomes()).toEqual([])
  })
})
