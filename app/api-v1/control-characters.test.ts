import { RouterContextProvider } from 'react-router'
import { beforeAll, beforeEach, expect, it } from 'vitest'
import { sessionContext, type RequestSession } from '~/accounts/session-middleware.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { clinicsForService } from '~/booking/availability.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import type { Database } from '~/db/schema'
import { requestInfoContext } from '~/http/request-context'
import { closeRateLimits } from '~/security/rate-limit.server'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import * as auth from './auth-handlers.server'
import * as booking from './booking-handlers.server'
import * as contact from './contact-handlers.server'
import * as read from './handlers.server'

/*
 * Issue 9 item 11: a NUL (or any control character, a C1 character, a lone
 * surrogate) in a text field gave 500 on PostgreSQL and was stored on SQLite.
 * Every endpoint that takes text now answers 400 naming the field, in the
 * request's language, and writes nothing — on both databases.
 */

const raw = (json: string, locale = 'en') =>
  new Request('http://localhost/v1/x', { method: 'POST', headers: { 'Content-Type': 'application/json', 'Accept-Language': locale }, body: json })
/** JSON.stringify writes \u0000 and lone surrogates as escapes, as a client would send them. */
const post = (body: unknown, locale = 'en') => raw(JSON.stringify(body), locale)

const SERVICE = 'comprehensive-eye-exam'
const BAD = { nul: '\u0000', del: '\u007f', c1: '\u0085', loneSurrogate: '\ud800', escape: '\u001b[31m', tabInName: '\t' }
const tables = ['users', 'contact_messages', 'newsletter_subscribers', 'email_outbox', 'appointments', 'password_resets'] as const

describeEachDatabase('control characters are refused', (db) => {
  let context: RouterContextProvider
  let clinic: string

  beforeAll(async () => {
    await syncCatalogue(db())
    const [userId] = await insertTestUsers(db(), 1, { locale: 'es' })
    const { token } = await createSession(db(), userId!)
    const active = (await resolveSession(db(), token))!
    context = new RouterContextProvider()
    context.set(requestInfoContext, { nonce: '', requestId: 'test', ip: '10.0.0.9' })
    context.set(sessionContext, { ...active, token, via: 'bearer' } satisfies RequestSession)
    clinic = (await clinicsForService(db(), SERVICE, 'en'))[0]!.slug
  }, 60_000)
  beforeEach(() => closeRateLimits())

  async function counts() {
    const result: Record<string, number> = {}
    for (const table of tables) {
      const row = await db()
        .selectFrom(table as keyof Database)
        .select((eb) => eb.fn.countAll().as('n'))
        .executeTakeFirstOrThrow()
      result[table] = Number(row.n)
    }
    return result
  }

  const contactBody = { name: 'Ana', email: 'ana@example.com', subject: 'Hola', message: 'Una pregunta sobre cataratas.' }
  const signUpBody = { name: 'Ana', email: 'ana-signup@example.com', password: 'Claravia#2026', repeatPassword: 'Claravia#2026' }
  const holdBody = () => ({
    service: SERVICE,
    clinic,
    startsAt: '2030-01-07T14:00:00.000Z',
    firstName: 'Ana',
    lastName: 'Pérez',
    email: 'ana@example.com',
    phone: '+57 300 123 4567',
    condition: 'Miopía',
  })

  type Endpoint = { name: string; call: (request: Request) => Promise<Response>; body: Record<string, unknown>; fields: string[] }
  /** Multi-line fields (textareas) accept tabs and line breaks. */
  const multiline = new Set(['message', 'condition'])
  const endpoints = (): Endpoint[] => [
    {
      name: 'POST /v1/contact',
      call: (r) => contact.contactHandler(db(), r, context),
      body: contactBody,
      fields: ['name', 'email', 'subject', 'message'],
    },
    { name: 'POST /v1/newsletter', call: (r) => contact.newsletterHandler(db(), r, context), body: { email: 'ana@example.com' }, fields: ['email'] },
    { name: 'POST /v1/auth/sign-up', call: (r) => auth.signUpHandler(db(), r, context), body: signUpBody, fields: ['name', 'email', 'password'] },
    {
      name: 'POST /v1/auth/sign-in',
      call: (r) => auth.signInHandler(db(), r, context),
      body: { email: 'ana@example.com', password: 'Claravia#2026' },
      fields: ['email', 'password'],
    },
    {
      name: 'POST /v1/auth/password-reset',
      call: (r) => auth.passwordResetHandler(db(), r, context),
      body: { email: 'ana@example.com' },
      fields: ['email'],
    },
    {
      name: 'POST /v1/auth/new-password',
      call: (r) => auth.newPasswordHandler(db(), r, context),
      body: { token: 'a'.repeat(43), password: 'Claravia#2026', repeatPassword: 'Claravia#2026' },
      fields: ['token', 'password'],
    },
    { name: 'PATCH /v1/me', call: (r) => auth.updateMeHandler(db(), r, context), body: { name: 'Ana' }, fields: ['name'] },
    {
      name: 'POST /v1/appointments',
      call: (r) => booking.holdHandler(db(), r, context),
      body: holdBody(),
      fields: ['firstName', 'lastName', 'email', 'condition'],
    },
  ]

  it('every text field of every endpoint refuses each kind of control character with 400 naming the field, and stores nothing', async () => {
    const before = await counts()
    for (const endpoint of endpoints()) {
      for (const field of endpoint.fields) {
        for (const [kind, character] of Object.entries(BAD)) {
          if (kind === 'tabInName' && multiline.has(field)) continue
          const value = String(endpoint.body[field])
          const body = { ...endpoint.body, [field]: `${value.slice(0, 2)}${character}${value.slice(2)}` }
          const response = await endpoint.call(post(body, 'es'))
          const problem = (await response.json()) as { errors?: { parameter: string; message: string }[] }
          expect(response.status, `${endpoint.name} ${field} with ${kind}`).toBe(400)
          expect(
            problem.errors?.map((error) => error.parameter),
            `${endpoint.name} ${field} with ${kind}`,
          ).toContain(field)
        }
      }
    }
    expect(await counts()).toEqual(before)
  })

  it('the field error says what is wrong, in the request’s language', async () => {
    const response = await contact.newsletterHandler(db(), post({ email: 'a\u0000b@example.com', locale: 'es' }, 'es'), context)
    expect(response.status).toBe(400)
    const problem = (await response.json()) as { errors: { parameter: string; message: string }[] }
    expect(problem.errors).toEqual([
      { parameter: 'email', message: 'Este campo contiene caracteres de control invisibles que no se admiten. Quítalos y vuelve a intentarlo.' },
    ])
  })

  it('a multi-line message keeps its line breaks and tabs; emoji (surrogate pairs) are fine', async () => {
    // Signed out: a visitor's message is the Inbox's (a signed-in patient's joins their care conversation).
    const visitor = new RouterContextProvider()
    visitor.set(requestInfoContext, { nonce: '', requestId: 'test', ip: '10.0.0.10' })
    const response = await contact.contactHandler(
      db(),
      post({ ...contactBody, name: 'Ana 👁️', message: 'Primera línea\r\nSegunda\tlínea 👓' }),
      visitor,
    )
    expect(response.status).toBe(202)
    const stored = await db().selectFrom('contact_messages').select(['name', 'message']).orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(stored).toEqual({ name: 'Ana 👁️', message: 'Primera línea\r\nSegunda\tlínea 👓' })
  })

  it('a search query with a control character is a 400, not a database error', async () => {
    for (const q of ['%00', 'lasik%7F', '%C2%85', '%1B']) {
      const url = new URL(`http://localhost/v1/services?q=${q}`)
      const response = await read.listServicesHandler({ db: db(), request: new Request(url), url })
      expect(response.status, q).toBe(400)
      expect(((await response.json()) as { errors: { parameter: string }[] }).errors[0]!.parameter).toBe('q')
    }
  })
})
