import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import en from '~/i18n/messages/en.json'
import { startAppServer, type AppServer } from '../../tests/setup/app-server'
import { testedDialects } from '../../tests/setup/test-database'

/*
 * Issue 9 item 17: asked in Spanish (Accept-Language: es, or ?locale=es), every
 * /v1 problem is worded in Spanish: title, detail and each field message.
 * Walks the error answers of every operation through the whole application
 * (middleware included), signed in as an English-speaking patient so the
 * request's language, not the account's, is what counts.
 */

type Problem = { title: string; detail: string; status: number; errors?: { parameter: string; message: string }[] }

/** Every English sentence of the catalogue, and words that only English uses. */
const englishSentences = new Set<string>()
;(function collect(node: unknown) {
  if (typeof node === 'string') englishSentences.add(node)
  else if (node && typeof node === 'object') Object.values(node).forEach(collect)
})(en)
const ENGLISH_WORDS =
  /\b(the|is|are|not|invalid|expected|received|must|please|your|this|field|with|only|found|request|too|try|again|cannot|does|has|input|string|number|characters|at least|at most)\b/i

function englishIn(problem: Problem): string[] {
  const texts = [problem.title, problem.detail, ...(problem.errors ?? []).map((error) => error.message)]
  // Spanish texts quote parameter names and header values (currentPassword, Authorization: Bearer…): leave those out.
  const words = (text: string) => text.replace(/"[^"]*"|\b[a-z]+[A-Z]\w*|\b(to|from)\b(?= (no|puede|debe))/g, '')
  return texts.filter((text) => englishSentences.has(text) || ENGLISH_WORDS.test(words(text)))
}

for (const dialect of testedDialects) {
  describe(`every /v1 problem in Spanish [${dialect}]`, () => {
    let server: AppServer
    let token: string
    const seen: { name: string; status: number }[] = []

    async function call(name: string, path: string, init: RequestInit & { json?: unknown } = {}) {
      const headers = new Headers(init.headers)
      headers.set('Accept-Language', 'es')
      if (init.json !== undefined) headers.set('Content-Type', 'application/json')
      const response = await fetch(`${server.origin}${path}`, {
        ...init,
        headers,
        body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
        redirect: 'manual',
      })
      return { name, response }
    }
    const auth = () => ({ Authorization: `Bearer ${token}` })

    beforeAll(async () => {
      server = await startAppServer(dialect)
      const signUp = await fetch(`${server.origin}/v1/auth/sign-up`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'English Patient',
          email: 'english@example.com',
          password: 'Claravia#2026',
          repeatPassword: 'Claravia#2026',
          locale: 'en',
          acceptTerms: true,
        }),
      })
      expect(signUp.status).toBe(201)
      token = ((await signUp.json()) as { token: string }).token
    }, 120_000)
    afterAll(async () => {
      await server?.close()
    })

    it('walks the 4xx answers of every operation and finds no English', async () => {
      const huge = JSON.stringify({ email: 'a@example.com', password: 'x'.repeat(20_000) })
      const cases = [
        call('bad locale', '/v1/services?locale=fr'),
        call('query too long', `/v1/services?q=${'x'.repeat(101)}`),
        call('control character in q', '/v1/destinations?q=%00'),
        call('unknown service', '/v1/services/nope'),
        call('bad slug', '/v1/services/Bad_Slug'),
        call('unknown destination', '/v1/destinations/atlantis'),
        call('bad page', '/v1/blog/posts?page=zero'),
        call('unknown category', '/v1/blog/posts?category=nope'),
        call('unknown post', '/v1/blog/posts/nope'),
        call('categories, bad locale', '/v1/blog/categories?locale=de'),
        call('faqs, query too long', `/v1/faqs?q=${'y'.repeat(150)}`),
        call('availability, nothing', '/v1/availability'),
        call('availability, not a date', '/v1/availability?service=lasik&clinic=clinica-vision-andina&from=2026-02-31&to=2026-13-01'),
        call('availability, backwards', '/v1/availability?service=lasik&clinic=clinica-vision-andina&from=2026-11-29&to=2026-11-23'),
        call('availability, too long', '/v1/availability?service=lasik&clinic=clinica-vision-andina&from=2026-11-01&to=2027-11-29'),
        call('availability, unknown clinic', '/v1/availability?service=lasik&clinic=nowhere&from=2026-11-23&to=2026-11-29'),
        call('settings, none', '/v1/settings'),
        call('settings, unknown', '/v1/settings?setting=general.nope'),
        call('settings, private', '/v1/settings?setting=secret.key'),
        call('no endpoint', '/v1/nope'),
        call('write to a read endpoint', '/v1/services', { method: 'POST' }),
        call('read a write endpoint', '/v1/contact'),
        call('unsubscribe, wrong method', '/v1/newsletter/unsubscribe', { method: 'DELETE' }),
        call('confirm, malformed token', '/v1/newsletter/confirm?token=x'),
        call('confirm, unknown token', '/v1/newsletter/confirm?token=abcdefghijklmnop', { method: 'POST' }),
        call('confirm, wrong method', '/v1/newsletter/confirm', { method: 'DELETE' }),
        call('unsubscribe, unknown token', '/v1/newsletter/unsubscribe?token=abcdefghijklmnop', { method: 'POST' }),
        call('sign-up, empty', '/v1/auth/sign-up', { method: 'POST', json: {} }),
        call('sign-up, wrong types', '/v1/auth/sign-up', { method: 'POST', json: { name: 1, email: [], password: {}, repeatPassword: null } }),
        call('sign-up, taken', '/v1/auth/sign-up', {
          method: 'POST',
          json: { name: 'Otra', email: 'english@example.com', password: 'Claravia#2026', repeatPassword: 'Claravia#2026' },
        }),
        call('sign-up, passwords differ', '/v1/auth/sign-up', {
          method: 'POST',
          json: { name: 'Otra', email: 'x@example.com', password: 'Claravia#2026', repeatPassword: 'Other#2026x' },
        }),
        call('sign-in, wrong password', '/v1/auth/sign-in', { method: 'POST', json: { email: 'english@example.com', password: 'Wrong#2026' } }),
        call('sign-in, empty', '/v1/auth/sign-in', { method: 'POST', json: {} }),
        call('sign-in, not JSON', '/v1/auth/sign-in', { method: 'POST', body: 'email=x', headers: { 'Content-Type': 'text/plain' } }),
        call('sign-in, broken JSON', '/v1/auth/sign-in', { method: 'POST', body: '{"email":', headers: { 'Content-Type': 'application/json' } }),
        call('sign-in, too large', '/v1/auth/sign-in', { method: 'POST', body: huge, headers: { 'Content-Type': 'application/json' } }),
        call('sign-out, no session', '/v1/auth/sign-out', { method: 'POST' }),
        call('reset, bad email', '/v1/auth/password-reset', { method: 'POST', json: { email: 'nope' } }),
        call('new password, spent link', '/v1/auth/new-password', {
          method: 'POST',
          json: { token: 'a'.repeat(43), password: 'Claravia#2026', repeatPassword: 'Claravia#2026' },
        }),
        call('new password, weak', '/v1/auth/new-password', {
          method: 'POST',
          json: { token: 'a'.repeat(43), password: 'weak', repeatPassword: 'weak' },
        }),
        call('me, no session', '/v1/me'),
        call('me, wrong method', '/v1/me', { method: 'PUT', headers: auth() }),
        call('me, no current password', '/v1/me', { method: 'PATCH', headers: auth(), json: { email: 'new@example.com' } }),
        call('me, wrong current password', '/v1/me', {
          method: 'PATCH',
          headers: auth(),
          json: { email: 'new@example.com', currentPassword: 'Wrong#2026' },
        }),
        call('me, email taken', '/v1/me', {
          method: 'PATCH',
          headers: auth(),
          json: { email: 'demo@claravia.example', currentPassword: 'Claravia#2026' },
        }),
        call('me, cookie without CSRF token', '/v1/me', { method: 'PATCH', headers: { Cookie: `token=${token}` }, json: { name: 'X' } }),
        call('treatments, no session', '/v1/me/treatments'),
        call('treatment, not yours', '/v1/me/treatments/999999', { headers: auth() }),
        call('appointments, no session', '/v1/me/appointments'),
        call('hold, no session', '/v1/appointments', { method: 'POST', json: {} }),
        call('hold, empty', '/v1/appointments', { method: 'POST', headers: auth(), json: {} }),
        call('hold, not offered', '/v1/appointments', {
          method: 'POST',
          headers: auth(),
          json: {
            service: 'lasik',
            clinic: 'nowhere',
            startsAt: '2030-01-07T14:00:00Z',
            firstName: 'A',
            lastName: 'B',
            email: 'a@example.com',
            phone: '+57 300 123 4567',
            condition: 'Miopía',
            healthDataConsent: true,
          },
        }),
        call('payment, not yours', '/v1/appointments/999999/payment', { method: 'POST', headers: auth(), json: {} }),
        call('cancel, not yours', '/v1/appointments/999999/cancel', { method: 'POST', headers: auth() }),
        call('reschedule, not yours', '/v1/appointments/999999/reschedule', { method: 'POST', headers: auth(), json: {} }),
        call('quote request, empty', '/v1/me/quotes', { method: 'POST', headers: auth(), json: {} }),
        call('quote request, no session', '/v1/me/quotes'),
        call('quote, not yours', '/v1/me/quotes/999999', { headers: auth() }),
        call('quote request, not yours', '/v1/me/quote-requests/999999', { headers: auth() }),
        call('accept, terms not accepted', '/v1/me/quotes/999999/accept', {
          method: 'POST',
          headers: auth(),
          json: { optionId: 1, version: 1, termsAccepted: false },
        }),
        call('decline, not yours', '/v1/me/quotes/999999/decline', { method: 'POST', headers: auth(), json: { version: 1 } }),
        call('quotes console, a patient', '/v1/admin/quotes', { headers: auth() }),
        call('contact, empty', '/v1/contact', { method: 'POST', json: {} }),
        call('newsletter, bad email', '/v1/newsletter', { method: 'POST', json: { email: 'a\u0000b@example.com' } }),
        call('stripe webhook, not configured', '/v1/webhooks/stripe', { method: 'POST', json: {} }),
      ]
      const english: string[] = []
      for (const pending of cases) {
        const { name, response } = await pending
        expect(response.status, name).toBeGreaterThanOrEqual(400)
        expect(response.status, name).toBeLessThan(500)
        expect(response.headers.get('Content-Type'), name).toMatch(/^application\/problem\+json/)
        const problem = (await response.json()) as Problem
        seen.push({ name, status: response.status })
        for (const text of englishIn(problem)) english.push(`${name} (${response.status}): ${text}`)
      }
      expect(english).toEqual([])
      // The walk provoked every kind of client error the API answers.
      expect(new Set(seen.map((entry) => entry.status))).toEqual(new Set([400, 401, 403, 404, 405, 409, 410, 413, 415, 422]))
    }, 120_000)

    it('answers 429 in Spanish too, with Retry-After', async () => {
      let last: Response | undefined
      for (let attempt = 0; attempt < 10; attempt++) {
        last = (await call('sign-in again', '/v1/auth/sign-in', { method: 'POST', json: { email: 'limited@example.com', password: 'Wrong#2026' } }))
          .response
        if (last.status === 429) break
      }
      expect(last!.status).toBe(429)
      expect(Number(last!.headers.get('Retry-After'))).toBeGreaterThan(0)
      expect(englishIn((await last!.json()) as Problem)).toEqual([])
    })

    it('?locale=es wins over an English Accept-Language, and English is still the answer when asked', async () => {
      const spanish = await fetch(`${server.origin}/v1/services/nope?locale=es`, { headers: { 'Accept-Language': 'en' } })
      expect(((await spanish.json()) as Problem).detail).toBe('Ningún servicio médico tiene el identificador "nope".')
      const english = await fetch(`${server.origin}/v1/services/nope`, { headers: { 'Accept-Language': 'en' } })
      expect(((await english.json()) as Problem).detail).toBe('No medical service has the slug "nope".')
    })
  })
}
