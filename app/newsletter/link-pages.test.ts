import type { Kysely } from 'kysely'
import { RouterContextProvider } from 'react-router'
import { beforeEach, expect, it, vi } from 'vitest'
import { newToken } from '~/accounts/tokens.server'
import type { Database } from '~/db/schema'
import { action as confirmAction } from '~/routes/newsletter-confirm'
import { action as unsubscribeAction } from '~/routes/newsletter-unsubscribe'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { unsubscribeToken } from './newsletter.server'

/* The buttons of the emailed links' pages: what happened, or the refusal's status with what the page shows. */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

/** Either page's action; its arguments are built here as React Router would. */
type LinkAction = (args: never) => Promise<{ data: { outcome: string }; init: ResponseInit | null }>
async function press(action: LinkAction, path: string, token: string) {
  const request = new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token }).toString(),
  })
  const answer = await action({ request, context: new RouterContextProvider(), params: {}, url: new URL(request.url), pattern: path } as never)
  return { status: answer.init?.status ?? 200, outcome: answer.data.outcome }
}

let counter = 0

describeEachDatabase('newsletter link pages', (db) => {
  beforeEach(() => {
    current.db = db()
  })
  const signup = async (status: 'pending' | 'subscribed', expiresInDays = 7) => {
    const link = newToken()
    const row = await db()
      .insertInto('newsletter_subscribers')
      .values({
        email: `link-${Date.now()}-${++counter}@example.com`,
        locale: 'en',
        status,
        confirm_token_hash: link.hash,
        confirm_expires_at: new Date(Date.now() + expiresInDays * 86_400_000).toISOString(),
        created_at: new Date().toISOString(),
      })
      .returning(['id', 'email'])
      .executeTakeFirstOrThrow()
    return { ...row, token: link.token }
  }

  it('confirm: done, then done already; an expired link is 410 and an unknown or malformed one 404', async () => {
    const { token } = await signup('pending')
    expect(await press(confirmAction, '/newsletter/confirm', token)).toEqual({ status: 200, outcome: 'confirmed' })
    expect(await press(confirmAction, '/newsletter/confirm', token)).toEqual({ status: 200, outcome: 'already_confirmed' })
    const expired = await signup('pending', -1)
    expect(await press(confirmAction, '/newsletter/confirm', expired.token)).toEqual({ status: 410, outcome: 'expired' })
    expect(await press(confirmAction, '/newsletter/confirm', 'A'.repeat(43))).toEqual({ status: 404, outcome: 'invalid' })
    expect(await press(confirmAction, '/newsletter/confirm', '<x>')).toEqual({ status: 404, outcome: 'invalid' })
  })

  it('unsubscribe: done, then done already; a forged or malformed token is 404', async () => {
    const subscriber = await signup('subscribed')
    const token = unsubscribeToken(subscriber.id, subscriber.email)
    expect(await press(unsubscribeAction, '/es/newsletter/unsubscribe', token)).toEqual({ status: 200, outcome: 'unsubscribed' })
    expect(await press(unsubscribeAction, '/es/newsletter/unsubscribe', token)).toEqual({ status: 200, outcome: 'already_unsubscribed' })
    expect(await press(unsubscribeAction, '/newsletter/unsubscribe', `${subscriber.id}.${'A'.repeat(32)}`)).toEqual({
      status: 404,
      outcome: 'invalid',
    })
    expect(await press(unsubscribeAction, '/newsletter/unsubscribe', '<x>')).toEqual({ status: 404, outcome: 'invalid' })
  })
})
