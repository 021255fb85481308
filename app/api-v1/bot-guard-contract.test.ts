import { RouterContextProvider } from 'react-router'
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { requestInfoContext } from '~/http/request-context'
import { closeRateLimits } from '~/security/rate-limit.server'
import { expectMatches } from '../../tests/setup/openapi-contract'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { withTurnstileKeys } from '../../tests/setup/turnstile-stand-in'
import { passwordResetHandler, signUpHandler } from './auth-handlers.server'
import { contactHandler, newsletterHandler } from './contact-handlers.server'

/*
 * POST /v1/auth/sign-up, /v1/auth/password-reset, /v1/contact and
 * /v1/newsletter ask for the same proof of a person as the pages: a Turnstile
 * token when the site has keys (checked against a local stand-in), and the
 * honeypot always.
 */

const keys = vi.hoisted(() => ({ secret: undefined as string | undefined }))
vi.mock('~/config/env.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/config/env.server')>()
  return { ...actual, env: () => ({ ...actual.env(), TURNSTILE_SECRET_KEY: keys.secret }) }
})

const post = (body: unknown) =>
  new Request('http://localhost/v1/x', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': 'es' },
    body: JSON.stringify(body),
  })
function context() {
  const provider = new RouterContextProvider()
  provider.set(requestInfoContext, { nonce: '', requestId: 'test', ip: '10.9.9.9' })
  return provider
}
const names = ['sign-up', 'password-reset', 'contact', 'newsletter']
const unique = () => `bot-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`

describeEachDatabase('bot guard on the API', (db) => {
  type Endpoint = { name: string; call: (extra: Record<string, string>) => Promise<Response>; stored: () => Promise<number>; accepted: number }
  const count = async (table: 'users' | 'contact_messages' | 'newsletter_subscribers' | 'password_resets') =>
    Number((await db().selectFrom(table).select(db().fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
  let known: string
  const endpoints = (): Endpoint[] => [
    {
      name: 'sign-up',
      call: (extra) =>
        signUpHandler(
          db(),
          post({
            name: 'Bot Check',
            email: unique(),
            password: 'Claravia#2026',
            repeatPassword: 'Claravia#2026',
            acceptTerms: true,
            locale: 'es',
            ...extra,
          }),
          context(),
        ),
      stored: () => count('users'),
      accepted: 201,
    },
    {
      name: 'password-reset',
      call: async (extra) => {
        const before = await count('password_resets')
        const response = await passwordResetHandler(db(), post({ email: known, ...extra }), context())
        // The link is stored just after the answer (startPasswordReset).
        if (response.status === 202) await vi.waitFor(async () => expect(await count('password_resets')).toBe(before + 1))
        return response
      },
      stored: () => count('password_resets'),
      accepted: 202,
    },
    {
      name: 'contact',
      call: (extra) =>
        contactHandler(
          db(),
          post({ name: 'Bot Check', email: unique(), subject: 'Hola', message: 'Una pregunta sobre la cirugía.', locale: 'es', ...extra }),
          context(),
        ),
      stored: () => count('contact_messages'),
      accepted: 202,
    },
    {
      name: 'newsletter',
      call: (extra) => newsletterHandler(db(), post({ email: unique(), locale: 'es', ...extra }), context()),
      stored: () => count('newsletter_subscribers'),
      accepted: 202,
    },
  ]

  beforeAll(async () => {
    known = unique()
    keys.secret = undefined
    await signUpHandler(
      db(),
      post({ name: 'Known', email: known, password: 'Claravia#2026', repeatPassword: 'Claravia#2026', acceptTerms: true }),
      context(),
    )
    await db().deleteFrom('password_resets').execute()
  })
  beforeEach(async () => {
    await closeRateLimits()
    await db().deleteFrom('password_resets').execute()
  })

  describe('with Turnstile keys', () => {
    const standIn = withTurnstileKeys(keys)

    for (const name of names) {
      it(`${name}: no token or a refused one → 403 in Spanish and nothing stored; a valid token → accepted; Turnstile down → 503`, async () => {
        const endpoint = endpoints().find((candidate) => candidate.name === name)!
        standIn.state.down = false
        const before = await endpoint.stored()
        const attempts: Record<string, string>[] = [{}, { turnstileToken: 'forged-token' }]
        for (const extra of attempts) {
          const refused = await endpoint.call(extra)
          expect(refused.status, endpoint.name).toBe(403)
          const problem = (await refused.json()) as { detail: string }
          expectMatches('Problem', problem)
          expect(problem.detail).toMatch(/^No pudimos verificar/)
        }
        expect(await endpoint.stored()).toBe(before)
        expect(standIn.state.received.at(-1)?.get('secret')).toBe('test-secret-key')
        expect((await endpoint.call({ turnstileToken: 'good-token' })).status, endpoint.name).toBe(endpoint.accepted)
        expect(await endpoint.stored()).toBeGreaterThan(before)
        standIn.state.down = true
        expect((await endpoint.call({ turnstileToken: 'good-token' })).status, endpoint.name).toBe(503)
        standIn.state.down = false
      })
    }
  })

  describe('without Turnstile keys', () => {
    for (const name of names) {
      it(`${name}: accepted without a token; a filled website trap → 403 and nothing stored`, async () => {
        const endpoint = endpoints().find((candidate) => candidate.name === name)!
        const before = await endpoint.stored()
        const refused = await endpoint.call({ website: 'http://spam.example' })
        expect(refused.status, endpoint.name).toBe(403)
        expect(((await refused.json()) as { detail: string }).detail).toMatch(/^No pudimos aceptar esta solicitud/)
        expect(await endpoint.stored()).toBe(before)
        expect((await endpoint.call({})).status, endpoint.name).toBe(endpoint.accepted)
        expect((await endpoint.call({ website: '' })).status, endpoint.name).toBe(endpoint.accepted)
      })
    }
  })
})
