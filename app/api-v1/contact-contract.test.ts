import { RouterContextProvider } from 'react-router'
import { beforeEach, expect, it } from 'vitest'
import { requestInfoContext } from '~/http/request-context'
import { drainOutbox } from '~/messaging/outbox.server'
import { closeRateLimits } from '~/security/rate-limit.server'
import { expectMatches } from '../../tests/setup/openapi-contract'
import { describeEachDatabase } from '../../tests/setup/test-database'
import * as api from './contact-handlers.server'

/* POST /v1/contact, POST /v1/newsletter, GET|POST /v1/newsletter/confirm, GET|POST /v1/newsletter/unsubscribe against the OpenAPI document. */

const post = (body: unknown, headers: Record<string, string> = {}) =>
  new Request('http://localhost/v1/x', {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  })
function contextWith(ip = '10.0.0.1') {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', requestId: 'test', ip })
  return context
}
const message = (email = `api-${Date.now()}-${Math.random()}@example.com`) => ({
  name: 'Api Person',
  email,
  subject: 'A question',
  message: 'A question about cataract surgery.',
  locale: 'es',
})

describeEachDatabase('contact and newsletter API contract', (db) => {
  beforeEach(() => closeRateLimits())
  const count = async () => Number((await db().selectFrom('contact_messages').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow()).n)

  it('POST /v1/contact → 202 Accepted; bad fields → 400; oversize → 413 translated; not JSON → 415; nothing stored on refusal', async () => {
    const accepted = await api.contactHandler(db(), post(message()), contextWith())
    expect(accepted.status).toBe(202)
    expectMatches('Accepted', await accepted.json())
    const before = await count()
    const bad = await api.contactHandler(db(), post({ ...message(), email: 'nope', phone: '<script>' }), contextWith())
    expect(bad.status).toBe(400)
    expectMatches('Problem', await bad.json())
    const huge = await api.contactHandler(db(), post({ ...message(), message: 'x'.repeat(20_000) }, { 'Accept-Language': 'es' }), contextWith())
    expect(huge.status).toBe(413)
    const problem = (await huge.json()) as { detail: string }
    expectMatches('Problem', problem)
    // The 16 KiB limit of every JSON body, in the words of every /v1 endpoint.
    expect(problem.detail).toBe('El cuerpo de la solicitud supera los 16 KiB.')
    expect((await api.contactHandler(db(), post('{"name":'), contextWith())).status).toBe(400)
    const text = new Request('http://localhost/v1/x', { method: 'POST', body: 'name=x' })
    expect((await api.contactHandler(db(), text, contextWith())).status).toBe(415)
    expect(await count()).toBe(before)
  })

  it('POST /v1/contact → 429 with Retry-After and a message in the body’s language', async () => {
    const email = `limit-${Date.now()}@example.com`
    for (let i = 0; i < 3; i++) expect((await api.contactHandler(db(), post(message(email)), contextWith())).status).toBe(202)
    const limited = await api.contactHandler(db(), post(message(email)), contextWith())
    expect(limited.status).toBe(429)
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    const body = (await limited.json()) as { detail: string }
    expectMatches('Problem', body)
    expect(body.detail).toMatch(/^Demasiados intentos/)
  })

  it('refuses display-name addresses and counts the per-recipient limits on the address the mail goes to', async () => {
    const victim = `victim-${Date.now()}@target.example`
    const countNews = async () => Number((await db().selectFrom('email_outbox').select(db().fn.countAll().as('n')).executeTakeFirstOrThrow()).n)
    const before = { messages: await count(), mails: await countNews() }
    for (const disguised of [`a<${victim}>`, `"x" <${victim}>`, `x@y.com,${victim}`]) {
      expect((await api.newsletterHandler(db(), post({ email: disguised }), contextWith())).status).toBe(400)
      expect((await api.contactHandler(db(), post(message(disguised)), contextWith())).status).toBe(400)
    }
    expect({ messages: await count(), mails: await countNews() }).toEqual(before)
    // Case and surrounding space do not make a new recipient either: the fourth signup is refused.
    for (const variant of [victim, victim.toUpperCase(), ` ${victim} `]) {
      expect((await api.newsletterHandler(db(), post({ email: variant }), contextWith())).status).toBe(202)
    }
    expect((await api.newsletterHandler(db(), post({ email: victim.replace('victim', 'VICTIM') }), contextWith())).status).toBe(429)
  })

  it('newsletter: signup → 202, confirm GET → 303 and POST → 200 (twice), unsubscribe GET → 303 and POST → 200, bad tokens → 4xx', async () => {
    const email = `api-news-${Date.now()}@example.com`
    const signup = await api.newsletterHandler(db(), post({ email, locale: 'en' }), contextWith())
    expect(signup.status).toBe(202)
    expectMatches('NewsletterSignup', await signup.json())
    const mails: { text: string; headers?: Record<string, string> }[] = []
    await drainOutbox(db(), new Date(Date.now() + 1000), { send: async (mail) => void mails.push(mail) })
    const token = /newsletter\/confirm\?token=([\w-]+)/.exec(mails.at(-1)!.text)![1]!
    const confirmUrl = new URL(`http://localhost/v1/newsletter/confirm?token=${token}`)
    // A GET (a mail scanner opening the link) confirms nothing: it is sent on to the page that asks first, in `locale`.
    const status = () => db().selectFrom('newsletter_subscribers').select('status').where('email', '=', email).executeTakeFirstOrThrow()
    for (const [url, page] of [
      [confirmUrl, '/newsletter/confirm'],
      [new URL(`${confirmUrl}&locale=es`), '/es/newsletter/confirm'],
    ] as const) {
      const viaGet = await api.confirmHandler(db(), new Request(url), url)
      expect(viaGet.status).toBe(303)
      expect(viaGet.headers.get('Location')).toBe(`${page}?token=${token}`)
    }
    expect(await status()).toEqual({ status: 'pending' })
    for (const expected of ['confirmed', 'already_confirmed']) {
      const confirmed = await api.confirmHandler(db(), new Request(confirmUrl, { method: 'POST' }), confirmUrl)
      expect(confirmed.status).toBe(200)
      const body = await confirmed.json()
      expectMatches('NewsletterConfirmation', body)
      expect(body).toEqual({ status: expected })
    }
    await drainOutbox(db(), new Date(Date.now() + 1000), { send: async (mail) => void mails.push(mail) })
    const oneClick = new URL(/^<(.+)>$/.exec(mails.at(-1)!.headers!['List-Unsubscribe']!)![1]!)
    // A GET (a mail scanner opening the link) changes nothing: it is sent on to the page that asks first.
    const viaGet = await api.unsubscribeHandler(db(), new Request(oneClick), oneClick)
    expect(viaGet.status).toBe(303)
    expect(viaGet.headers.get('Location')).toBe(`/newsletter/unsubscribe?token=${encodeURIComponent(oneClick.searchParams.get('token')!)}`)
    const viaPost = await api.unsubscribeHandler(db(), new Request(oneClick, { method: 'POST', body: 'List-Unsubscribe=One-Click' }), oneClick)
    expect(await viaPost.json()).toEqual({ status: 'unsubscribed' })
    const again = await api.unsubscribeHandler(db(), new Request(oneClick, { method: 'POST', body: 'List-Unsubscribe=One-Click' }), oneClick)
    expectMatches('NewsletterUnsubscription', await again.json())

    const wrong = new URL('http://localhost/v1/newsletter/confirm?token=AAAAAAAAAAAAAAAAAAAA&locale=es')
    const unknown = await api.confirmHandler(db(), new Request(wrong, { method: 'POST' }), wrong)
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { detail: string }).detail).toBe('Este enlace no es válido. Puede que esté incompleto o que ya no se use.')
    const malformed = new URL('http://localhost/v1/newsletter/unsubscribe?token=<x>')
    const refused = await api.unsubscribeHandler(db(), new Request(malformed), malformed)
    expect(refused.status).toBe(400)
    expectMatches('Problem', await refused.json())
    expect((await api.newsletterHandler(db(), post({ email: 'x' }), contextWith())).status).toBe(400)
  })
})
