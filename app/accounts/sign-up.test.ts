import { beforeEach, expect, it } from 'vitest'
import { refusalStatus } from '~/errors/outcomes'
import { closeRateLimits } from '~/security/rate-limit.server'
import { testActionContext } from '../../tests/setup/action-context'
import { apiProof, pageProof } from '../../tests/setup/bot-proof'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { resolveSession } from './session-store.server'
import { signUp } from './sign-up.server'

const PASSWORD = 'Claravia#2026'
let accounts = 0
const newAccount = () => ({ name: 'Lucía Ortega', email: `signup-${++accounts}@example.com`, password: PASSWORD, acceptTerms: true })

describeEachDatabase('signing up', (db) => {
  beforeEach(() => closeRateLimits())

  const usersWith = async (email: string) => (await db().selectFrom('users').select(['id', 'locale']).where('email', '=', email).execute()).length

  it('creates the account in the language of the person, with the accepted policies, and signs it in', async () => {
    const account = newAccount()
    const outcome = await signUp(testActionContext(db(), { locale: 'es' }), {
      ...account,
      email: account.email.toUpperCase(),
      proof: pageProof('sign-up'),
    })
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.user).toMatchObject({ name: 'Lucía Ortega', email: account.email, locale: 'es' })
    const kinds = await db().selectFrom('consents').select('kind').where('user_id', '=', outcome.user.id).execute()
    expect(kinds.map((row) => row.kind).sort()).toEqual(['privacy', 'terms'])
    expect((await resolveSession(db(), outcome.session.token))?.user.id).toBe(outcome.user.id)
  })

  it('an email that already has an account is refused (409), and no second account or session is made', async () => {
    const account = newAccount()
    expect((await signUp(testActionContext(db()), { ...account, proof: apiProof() })).ok).toBe(true)
    const sessions = async () => (await db().selectFrom('sessions').select('id').execute()).length
    const before = await sessions()
    const again = await signUp(testActionContext(db()), { ...account, name: 'Someone Else', proof: apiProof() })
    expect(again).toEqual({ ok: false, code: 'account_exists' })
    expect(!again.ok && refusalStatus(again)).toBe(409)
    expect(await usersWith(account.email)).toBe(1)
    expect(await sessions()).toBe(before)
  })

  it('a page post without the bot-guard proof, or with a stamp of another form, is refused and stores nothing', async () => {
    const account = newAccount()
    const bare = await signUp(testActionContext(db()), { ...account, proof: { form: new FormData() } })
    const borrowed = await signUp(testActionContext(db()), { ...account, proof: pageProof('newsletter') })
    const trapped = await signUp(testActionContext(db()), { ...account, proof: pageProof('sign-up', { website: 'https://spam.example' }) })
    for (const refused of [bare, borrowed, trapped]) expect(refused).toEqual({ ok: false, code: 'bot_rejected' })
    expect(await usersWith(account.email)).toBe(0)
  })

  it('a stamp passes one sign-up: sent again it has expired', async () => {
    const proof = pageProof('sign-up')
    expect((await signUp(testActionContext(db()), { ...newAccount(), proof })).ok).toBe(true)
    const account = newAccount()
    expect(await signUp(testActionContext(db()), { ...account, proof })).toEqual({ ok: false, code: 'bot_form_expired' })
    expect(await usersWith(account.email)).toBe(0)
  })

  it('an API body that fills the trap field is refused (403) and stores nothing', async () => {
    const account = newAccount()
    const refused = await signUp(testActionContext(db()), { ...account, proof: { api: { website: 'x' } } })
    expect(refused).toEqual({ ok: false, code: 'bot_trap_filled' })
    expect(!refused.ok && refusalStatus(refused)).toBe(403)
    expect(await usersWith(account.email)).toBe(0)
  })

  it('the eleventh sign-up from one address within the hour is refused with the wait, and stores nothing', async () => {
    const context = testActionContext(db())
    for (let attempt = 0; attempt < 10; attempt++) expect((await signUp(context, { ...newAccount(), proof: apiProof() })).ok).toBe(true)
    const account = newAccount()
    const refused = await signUp(context, { ...account, proof: apiProof() })
    expect(refused).toMatchObject({ ok: false, code: 'rate_limited', values: { minutes: 60 } })
    expect(refused.ok || refused.retryAfterSeconds! > 3500).toBe(true)
    expect(await usersWith(account.email)).toBe(0)
    // Another address is not held back.
    expect((await signUp(testActionContext(db()), { ...newAccount(), proof: apiProof() })).ok).toBe(true)
  })

  it('a post the bot guard refuses does not count against the address', async () => {
    const context = testActionContext(db())
    for (let attempt = 0; attempt < 10; attempt++) await signUp(context, { ...newAccount(), proof: { form: new FormData() } })
    expect((await signUp(context, { ...newAccount(), proof: apiProof() })).ok).toBe(true)
  })
})
