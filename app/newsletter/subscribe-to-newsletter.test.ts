import { beforeEach, expect, it } from 'vitest'
import { closeRateLimits } from '~/security/rate-limit.server'
import { testActionContext } from '../../tests/setup/action-context'
import { pageProof } from '../../tests/setup/bot-proof'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { subscribeToNewsletter } from './subscribe-to-newsletter.server'

let counter = 0
const unique = () => `reader-${Date.now()}-${++counter}@example.com`

describeEachDatabase('subscribing to the newsletter', (db) => {
  beforeEach(() => closeRateLimits())
  const subscriber = (email: string) =>
    db().selectFrom('newsletter_subscribers').select(['status', 'locale']).where('email', '=', email).executeTakeFirst()
  const mailsTo = (email: string) => db().selectFrom('email_outbox').select('kind').where('recipient', '=', email).execute()
  const subscribe = (
    email: string,
    proof: Parameters<typeof subscribeToNewsletter>[1]['proof'] = pageProof('newsletter'),
    context = testActionContext(db()),
  ) => subscribeToNewsletter(context, { email, proof })
  const storedNothing = async (email: string) => {
    expect(await subscriber(email)).toBeUndefined()
    expect(await mailsTo(email)).toEqual([])
  }

  it('stores a pending signup in the person’s language and emails the confirmation link; a second signup sends it again', async () => {
    const email = unique()
    expect(await subscribe(email, pageProof('newsletter'), testActionContext(db(), { locale: 'es' }))).toEqual({
      ok: true,
      status: 'confirmation_sent',
    })
    expect(await subscriber(email)).toEqual({ status: 'pending', locale: 'es' })
    expect(await mailsTo(email)).toEqual([{ kind: 'newsletter.confirm' }])
    expect(await subscribe(email, { api: {} })).toEqual({ ok: true, status: 'confirmation_resent' })
    expect(await mailsTo(email)).toHaveLength(2)
  })

  it('says so when the address is already subscribed, and sends nothing', async () => {
    const email = unique()
    await subscribe(email)
    await db().updateTable('newsletter_subscribers').set({ status: 'subscribed' }).where('email', '=', email).execute()
    expect(await subscribe(email)).toEqual({ ok: true, status: 'already_subscribed' })
    expect(await mailsTo(email)).toHaveLength(1)
  })

  it('refuses a page’s form that fails the bot guard, and stores nothing', async () => {
    const email = unique()
    const cases = [
      [pageProof('newsletter', { website: 'https://spam.example' }), 'bot_rejected'],
      [pageProof('newsletter', { servedMsAgo: 0 }), 'bot_too_fast'],
      [pageProof('contact'), 'bot_rejected'],
      [pageProof('newsletter', { servedMsAgo: 2 * 60 * 60 * 1000 }), 'bot_form_expired'],
    ] as const
    for (const [proof, code] of cases) expect(await subscribe(email, proof), code).toEqual({ ok: false, code })
    await storedNothing(email)
  })

  it('refuses an API body with the website trap filled, and stores nothing', async () => {
    const email = unique()
    expect(await subscribe(email, { api: { website: 'https://spam.example' } })).toEqual({ ok: false, code: 'bot_trap_filled' })
    await storedNothing(email)
  })

  it('the fourth signup of one address within an hour is refused with the wait, and sends nothing more', async () => {
    const email = unique()
    for (let i = 0; i < 3; i++) expect((await subscribe(email)).ok).toBe(true)
    const refused = await subscribe(email)
    expect(refused).toMatchObject({ ok: false, code: 'rate_limited', values: { minutes: 60 } })
    expect(refused.ok || refused.retryAfterSeconds! > 3500).toBe(true)
    expect(await mailsTo(email)).toHaveLength(3)
  })

  it('the eleventh signup from one client address within an hour is refused, whatever the email', async () => {
    const ip = '192.0.2.66'
    for (let i = 0; i < 10; i++) expect((await subscribe(unique(), pageProof('newsletter'), testActionContext(db(), { ip }))).ok).toBe(true)
    const email = unique()
    expect(await subscribe(email, { api: {} }, testActionContext(db(), { ip }))).toMatchObject({ ok: false, code: 'rate_limited' })
    await storedNothing(email)
  })
})
