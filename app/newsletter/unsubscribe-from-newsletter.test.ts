import { beforeEach, expect, it } from 'vitest'
import { testActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { unsubscribeToken } from './newsletter.server'
import { unsubscribeFromNewsletter } from './unsubscribe-from-newsletter.server'

let counter = 0

describeEachDatabase('unsubscribing from the newsletter', (db) => {
  let subscriber: { id: number; email: string }
  beforeEach(async () => {
    const email = `leaving-${Date.now()}-${++counter}@example.com`
    subscriber = await db()
      .insertInto('newsletter_subscribers')
      .values({ email, locale: 'en', status: 'subscribed', created_at: new Date().toISOString() })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow()
  })
  const row = () =>
    db().selectFrom('newsletter_subscribers').select(['status', 'unsubscribed_at']).where('id', '=', subscriber.id).executeTakeFirstOrThrow()

  it('unsubscribes the address the signed token names; twice is harmless and says so', async () => {
    const token = unsubscribeToken(subscriber.id, subscriber.email)
    const now = new Date()
    expect(await unsubscribeFromNewsletter(testActionContext(db(), { now }), { token })).toEqual({ ok: true, status: 'unsubscribed' })
    const left = await row()
    expect(left.status).toBe('unsubscribed')
    expect(new Date(left.unsubscribed_at!).toISOString()).toBe(now.toISOString())
    expect(await unsubscribeFromNewsletter(testActionContext(db()), { token })).toEqual({ ok: true, status: 'already_unsubscribed' })
  })

  it('refuses a forged or malformed token, and unsubscribes nobody', async () => {
    const forged = [
      unsubscribeToken(subscriber.id, subscriber.email, 'another-secret-another-secret-xx'),
      unsubscribeToken(subscriber.id, 'someone-else@example.com'),
      `${subscriber.id}.${'A'.repeat(32)}`,
      'nonsense-token',
    ]
    for (const token of forged) {
      expect(await unsubscribeFromNewsletter(testActionContext(db()), { token }), token).toEqual({ ok: false, code: 'newsletter_link_invalid' })
    }
    expect(await row()).toEqual({ status: 'subscribed', unsubscribed_at: null })
  })
})
