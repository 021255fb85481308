import { RouterContextProvider } from 'react-router'
import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { sessionContext, type RequestSession } from '~/accounts/session-middleware.server'
import { resolveSession } from '~/accounts/session-store.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { requestInfoContext } from '~/http/request-context'
import { DEMO_PATIENT, seedDemoPatient } from '~/patients/demo-patient.server'
import { closeRateLimits } from '~/security/rate-limit.server'
import { expectMatches } from '../../tests/setup/openapi-contract'
import { describeEachDatabase } from '../../tests/setup/test-database'
import * as auth from './auth-handlers.server'
import * as me from './me-handlers.server'

/* The account endpoints against the OpenAPI document, on each database engine. */

const post = (body: unknown) =>
  new Request('http://localhost/v1/x', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })

function contextWith(session: RequestSession | null = null, ip = '10.0.0.1') {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', requestId: 'test', ip })
  context.set(sessionContext, session)
  return context
}

async function signedIn(db: Parameters<typeof auth.signInHandler>[0], email: string, password: string) {
  const response = await auth.signInHandler(db, post({ email, password }), contextWith())
  const { token } = (await response.json()) as { token: string }
  const active = (await resolveSession(db, token))!
  return { token, context: contextWith({ ...active, token, via: 'bearer' }) }
}

describeEachDatabase('account API contract', (db) => {
  beforeAll(async () => {
    await syncCatalogue(db())
    await seedDemoPatient(db())
  }, 60_000)
  beforeEach(() => closeRateLimits())

  it('sign-up → 201 SessionToken; again → 409; bad body → 400; not JSON → 415', async () => {
    const body = {
      name: 'Api User',
      email: `api-${Date.now()}@example.com`,
      password: 'Claravia#2026',
      repeatPassword: 'Claravia#2026',
      acceptTerms: true,
    }
    // The terms and the privacy policy must be accepted: refused without, and no account made.
    const { acceptTerms: _accepted, ...unaccepted } = body
    const refused = await auth.signUpHandler(db(), post(unaccepted), contextWith())
    expect(refused.status).toBe(400)
    expect(await db().selectFrom('users').select('id').where('email', '=', body.email).executeTakeFirst()).toBeUndefined()
    const created = await auth.signUpHandler(db(), post(body), contextWith())
    expect(created.status).toBe(201)
    const session = await created.json()
    expectMatches('SessionToken', session)
    const kinds = await db().selectFrom('consents').select('kind').where('user_id', '=', session.user.id).execute()
    expect(kinds.map((row) => row.kind).sort()).toEqual(['privacy', 'terms'])
    expect((await auth.signUpHandler(db(), post(body), contextWith())).status).toBe(409)
    const bad = await auth.signUpHandler(db(), post({ ...body, email: 'nope', repeatPassword: 'x' }), contextWith())
    expect(bad.status).toBe(400)
    expectMatches('Problem', await bad.json())
    const text = new Request('http://localhost/v1/x', { method: 'POST', body: 'email=x' })
    expect((await auth.signUpHandler(db(), text, contextWith())).status).toBe(415)
  })

  it('sign-in: token for the right password; the same 401 for a wrong password and an unknown email', async () => {
    const ok = await auth.signInHandler(db(), post({ email: DEMO_PATIENT.email, password: DEMO_PATIENT.password }), contextWith())
    expect(ok.status).toBe(200)
    expectMatches('SessionToken', await ok.json())
    const wrong = await auth.signInHandler(db(), post({ email: DEMO_PATIENT.email, password: 'Wrong#Pass1' }), contextWith())
    const unknown = await auth.signInHandler(db(), post({ email: 'ghost@example.com', password: 'Wrong#Pass1' }), contextWith())
    expect([wrong.status, unknown.status]).toEqual([401, 401])
    expect((await wrong.json()).detail).toBe((await unknown.json()).detail)
  })

  it('sign-in is limited per account with Retry-After', async () => {
    let last: Response | undefined
    for (let attempt = 0; attempt < 6; attempt++) {
      last = await auth.signInHandler(db(), post({ email: 'target@example.com', password: 'Wrong#Pass1' }), contextWith(null, `10.0.1.${attempt}`))
    }
    expect(last!.status).toBe(429)
    expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0)
    expectMatches('Problem', await last!.json())
  })

  it('me, treatments and appointments need a session and match the document', async () => {
    const url = new URL('http://localhost/v1/me/treatments?locale=es')
    await expect(me.myTreatmentsHandler(db(), url, contextWith())).rejects.toMatchObject({ status: 401 })
    const { context } = await signedIn(db(), DEMO_PATIENT.email, DEMO_PATIENT.password)
    expectMatches('User', await (await auth.getMeHandler(db(), context)).json())
    const treatments = (await (await me.myTreatmentsHandler(db(), url, context)).json()) as { active: { id: number }[] }
    expectMatches('TreatmentLists', treatments)
    const id = String(treatments.active[0]!.id)
    const detail = await me.myTreatmentHandler(db(), url, context, id)
    expect(detail.headers.get('Cache-Control')).toBe('private, no-store')
    expectMatches('TreatmentDetail', await detail.json())
    expectMatches('AppointmentLists', await (await me.myAppointmentsHandler(db(), url, context)).json())
    expect((await me.myTreatmentHandler(db(), url, context, '999999')).status).toBe(404)
    expect((await me.myTreatmentHandler(db(), url, context, 'abc')).status).toBe(404)
  })

  it("another patient's treatment is a 404", async () => {
    const demo = await signedIn(db(), DEMO_PATIENT.email, DEMO_PATIENT.password)
    const url = new URL('http://localhost/v1/me/treatments')
    const demoTreatments = (await (await me.myTreatmentsHandler(db(), url, demo.context)).json()) as { active: { id: number }[] }
    const email = `other-${Date.now()}@example.com`
    await auth.signUpHandler(
      db(),
      post({ name: 'Other', email, password: 'Claravia#2026', repeatPassword: 'Claravia#2026', acceptTerms: true }),
      contextWith(null, '10.9.9.9'),
    )
    const other = await signedIn(db(), email, 'Claravia#2026')
    const response = await me.myTreatmentHandler(db(), url, other.context, String(demoTreatments.active[0]!.id))
    expect(response.status).toBe(404)
    expectMatches('Problem', await response.json())
  })

  it('PATCH me: a wrong current password is 403 and changes nothing; sign-out ends the session', async () => {
    const email = `patch-${Date.now()}@example.com`
    await auth.signUpHandler(
      db(),
      post({ name: 'Patch Me', email, password: 'Claravia#2026', repeatPassword: 'Claravia#2026', acceptTerms: true }),
      contextWith(null, '10.8.8.8'),
    )
    const session = await signedIn(db(), email, 'Claravia#2026')
    const patch = (body: unknown) =>
      auth.updateMeHandler(
        db(),
        new Request('http://localhost/v1/me', { method: 'PATCH', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) }),
        session.context,
      )
    const refused = await patch({ email: `new-${email}`, currentPassword: 'Wrong#Pass1' })
    expect(refused.status).toBe(403)
    const renamed = await patch({ name: 'Patched Name' })
    expect(renamed.status).toBe(200)
    const user = (await renamed.json()) as { name: string; email: string }
    expectMatches('User', user)
    expect(user).toMatchObject({ name: 'Patched Name', email })
    expect((await auth.signOutHandler(db(), session.context)).status).toBe(204)
    expect(await resolveSession(db(), session.token)).toBeUndefined()
  })

  it('PATCH me: guessing the current password is limited like sign-in (429, Retry-After, shared with sign-in)', async () => {
    const email = `guess-${Date.now()}@example.com`
    await auth.signUpHandler(
      db(),
      post({ name: 'Guess Me', email, password: 'Claravia#2026', repeatPassword: 'Claravia#2026', acceptTerms: true }),
      contextWith(null, '10.8.8.9'),
    )
    const session = await signedIn(db(), email, 'Claravia#2026')
    const patch = (currentPassword: string) =>
      auth.updateMeHandler(
        db(),
        new Request('http://localhost/v1/me', {
          method: 'PATCH',
          headers: { 'Content-Type': 'application/json', 'Accept-Language': 'es' },
          body: JSON.stringify({ password: 'Nueva#Clave2026', repeatPassword: 'Nueva#Clave2026', currentPassword }),
        }),
        session.context,
      )
    const statuses: number[] = []
    for (let i = 0; i < 40; i++) statuses.push((await patch(`Wrong#Pass${i}`)).status)
    expect(statuses.filter((status) => status === 403).length).toBeLessThanOrEqual(5)
    expect(statuses.at(-1)).toBe(429)
    // While limited, even the right password is not checked, and sign-in shares the budget.
    const limited = await patch('Claravia#2026')
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    const problem = (await limited.json()) as { detail: string }
    expectMatches('Problem', problem)
    expect(problem.detail).toMatch(/^Demasiados intentos/)
    expect((await auth.signInHandler(db(), post({ email, password: 'Claravia#2026' }), contextWith(null, '10.8.8.10'))).status).toBe(429)
  })

  it('password reset answers before any database work, so a known email takes no longer than an unknown one', async () => {
    const email = `timing-${Date.now()}@example.com`
    await auth.signUpHandler(
      db(),
      post({ name: 'Timing', email, password: 'Claravia#2026', repeatPassword: 'Claravia#2026', acceptTerms: true }),
      contextWith(null, '10.6.6.6'),
    )
    const user = await db().selectFrom('users').select('id').where('email', '=', email).executeTakeFirstOrThrow()
    const links = async () => (await db().selectFrom('password_resets').select('id').where('user_id', '=', user.id).execute()).length
    // Every query through `held` waits until the gate opens: the answers must come first.
    let open!: () => void
    const gate = new Promise<void>((resolve) => (open = resolve))
    let started = 0
    let finished = 0
    const held = db().withPlugin({
      transformQuery: (args) => (started++, args.node),
      transformResult: async (args) => {
        await gate
        finished++
        return args.result
      },
    })
    for (const asked of [email, `nobody-${email}`]) {
      const response = await auth.passwordResetHandler(held, post({ email: asked }), contextWith(null, '10.6.6.7'))
      expect(response.status).toBe(202)
    }
    // Not even started: the work waits until the answer is on its way.
    expect([started, finished]).toEqual([0, 0])
    open()
    await vi.waitFor(async () => expect(await links()).toBe(1))
  })

  it('password reset answers 202 for anyone; a bad token is 410', async () => {
    const links = async () => (await db().selectFrom('password_resets').select('id').execute()).length
    const before = await links()
    for (const email of [DEMO_PATIENT.email, 'nobody@example.com']) {
      const response = await auth.passwordResetHandler(db(), post({ email }), contextWith(null, '10.7.7.7'))
      expect(response.status).toBe(202)
      expectMatches('Accepted', await response.json())
    }
    // One link, for the account that exists, stored just after the answers.
    await vi.waitFor(async () => expect(await links()).toBe(before + 1))
    const gone = await auth.newPasswordHandler(
      db(),
      post({ token: 'x'.repeat(43), password: 'Claravia#2027', repeatPassword: 'Claravia#2027' }),
      contextWith(),
    )
    expect(gone.status).toBe(410)
  })
})
