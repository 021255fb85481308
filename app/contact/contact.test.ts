import type { Kysely } from 'kysely'
import { RouterContextProvider } from 'react-router'
import { afterAll, beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { openDatabase } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { requestInfoContext } from '~/http/request-context'
import { requestScopeMiddleware } from '~/http/request-scope.server'
import { resetMailerForTests, sendEmail } from '~/messaging/mailer.server'
import { drainOutbox } from '~/messaging/outbox.server'
import { issueFormStamp } from '~/security/bot-guard.server'
import { closeRateLimits } from '~/security/rate-limit.server'
import { startTestSmtpServer, type TestSmtpServer } from '../../tests/setup/smtp-server'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { action } from '~/routes/contact-us'

/* The contact page's action end to end (minus the browser), on each engine. */

// The page's action works on the database of the test.
const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

let counter = 0
const ip = () => `198.51.100.${++counter % 250}`
function contextFor(address = ip()) {
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', requestId: 'test', ip: address })
  return context
}

const valid = () => ({
  name: 'Ana Torres',
  email: `ana-${++counter}@example.com`,
  phone: '+57 (310) 555-0148',
  subject: 'LASIK in Bogotá',
  message: 'Hello, I would like to know more about LASIK.\nThank you <b>very</b> much!',
  formStamp: issueFormStamp('contact', Date.now() - 10_000),
  website: '',
  redirectTo: '/#home-contact',
})

function post(fields: Record<string, string>, { path = '/contact-us', headers = {} as Record<string, string> } = {}) {
  return new Request(`http://localhost${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields).toString(),
  })
}

describeEachDatabase('contact form', (db) => {
  let smtp: TestSmtpServer
  beforeAll(async () => {
    smtp = await startTestSmtpServer()
  })
  afterAll(async () => {
    resetMailerForTests()
    await smtp.close()
  })
  beforeEach(async () => {
    current.db = db()
    await closeRateLimits()
    await db().deleteFrom('email_outbox').execute()
  })
  const messages = async () => (await db().selectFrom('contact_messages').select(db().fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n
  const send = async (
    context = contextFor(),
    fields: Record<string, string> = valid(),
    { path = '/es/contact-us', headers }: Parameters<typeof post>[1] = {},
  ) => {
    const request = post(fields, { path, headers })
    const args = { request, context, params: {}, url: new URL(request.url), pattern: '/contact-us' }
    // The root middleware's work: the page's language from its URL.
    await requestScopeMiddleware(args, async () => new Response())
    return action(args)
  }

  it('stores the message with both emails in the outbox, then redirects back with the toast (no JavaScript)', async () => {
    const fields = valid()
    const response = (await send(contextFor(), fields)) as Response
    expect(response.status).toBe(303)
    expect(response.headers.get('Location')).toBe('/#home-contact')
    expect(response.headers.get('Set-Cookie')).toMatch(/^toast=/)
    const stored = await db().selectFrom('contact_messages').selectAll().where('email', '=', fields.email).executeTakeFirstOrThrow()
    expect(stored).toMatchObject({ name: 'Ana Torres', phone: '+57 (310) 555-0148', locale: 'es', subject: 'LASIK in Bogotá' })
    const outbox = await db().selectFrom('email_outbox').select(['kind', 'recipient', 'status']).orderBy('id').execute()
    expect(outbox).toEqual([
      { kind: 'contact.staff', recipient: 'care@claravia.example', status: 'pending' },
      { kind: 'contact.ack', recipient: fields.email, status: 'pending' },
    ])

    // Through a real SMTP server: the team's notice (no HTML from the message) and the Spanish acknowledgement.
    await drainOutbox(db(), new Date(), { send: (email) => sendEmail(email, smtp.url) })
    const staff = await smtp.waitForMessage((m) => m.to.includes('care@claravia.example') && m.text.includes(fields.email))
    expect(staff.subject).toBe('New contact message: LASIK in Bogotá')
    expect(staff.headers['reply-to']).toContain(fields.email)
    expect(staff.html).toContain('Thank you &lt;b&gt;very&lt;/b&gt; much!')
    expect(staff.html).not.toContain('<b>very</b>')
    const ack = await smtp.waitForMessage((m) => m.to.includes(fields.email))
    expect(ack.subject).toBe('Hemos recibido tu mensaje')
    expect(ack.text).toContain('Hola, Ana Torres:')
  })

  it('answers a script (….data request) with the toast instead of a redirect', async () => {
    const result = (await send(contextFor(), valid(), { path: '/es/contact-us.data' })) as { toast: { title: string; description: string } }
    expect(result.toast).toEqual({
      title: 'Tu mensaje se ha enviado correctamente.',
      description: 'Nos pondremos en contacto contigo lo antes posible.',
      color: 'success',
    })
  })

  it('refuses a filled honeypot or a too-fast form, stores nothing', async () => {
    const before = await messages()
    const bot = (await send(contextFor(), { ...valid(), website: 'https://spam.example' })) as {
      data: { result: { error: Record<string, string[]> } }
      init: { status: number }
    }
    expect(bot.init.status).toBe(400)
    expect(bot.data.result.error['']).toEqual(['bot_guard.rejected'])
    const fast = (await send(contextFor(), { ...valid(), formStamp: issueFormStamp('contact', Date.now()) })) as typeof bot
    expect(fast.init.status).toBe(400)
    expect(fast.data.result.error['']).toEqual(['bot_guard.too_fast'])
    expect(await messages()).toBe(before)
    expect(await db().selectFrom('email_outbox').selectAll().execute()).toEqual([])
  })

  it('refuses malformed input with field errors and keeps what was typed, stores nothing', async () => {
    const before = await messages()
    const fields = { ...valid(), email: 'not-an-email', phone: '310-555-ABCD', message: 'short', subject: ' ' }
    const reply = (await send(contextFor(), fields)) as {
      data: { result: { error: Record<string, string[]>; initialValue: Record<string, string> } }
      init: { status: number }
    }
    expect(reply.init.status).toBe(400)
    expect(reply.data.result.error).toMatchObject({
      email: ['email'],
      phone: ['contact.phone_invalid'],
      message: ['minLength?minLength=10'],
      subject: ['required'],
    })
    expect(reply.data.result.initialValue).toMatchObject({ name: 'Ana Torres', phone: '310-555-ABCD' })
    const tooLong = (await send(contextFor(), { ...valid(), name: 'N'.repeat(121) })) as typeof reply
    expect(tooLong.data.result.error).toMatchObject({ name: ['contact.too_long?max=120'] })
    expect(await messages()).toBe(before)
  })

  it('refuses an oversize body before parsing it (413), stores nothing', async () => {
    const before = await messages()
    const huge = { ...valid(), message: 'x'.repeat(70 * 1024) }
    const reply = (await send(contextFor(), huge)) as { data: { result: { error: Record<string, string[]> } }; init: { status: number } }
    expect(reply.init.status).toBe(413)
    expect(reply.data.result.error['']).toEqual(['contact.too_large'])
    // A lying Content-Length is refused without reading.
    const declared = (await send(contextFor(), valid(), { headers: { 'Content-Length': String(10 * 1024 * 1024) } })) as typeof reply
    expect(declared.init.status).toBe(413)
    expect(await messages()).toBe(before)
  })

  it('limits messages per address and per email, with Retry-After', async () => {
    const email = `limit-${Date.now()}@example.com`
    for (let i = 0; i < 3; i++) expect(((await send(contextFor(), { ...valid(), email })) as Response).status).toBe(303)
    const limited = (await send(contextFor(), { ...valid(), email })) as {
      data: { result: { error: Record<string, string[]> } }
      init: { status: number; headers: Record<string, string> }
    }
    expect(limited.init.status).toBe(429)
    expect(Number(limited.init.headers['Retry-After'])).toBeGreaterThan(0)
    expect(limited.data.result.error['']![0]).toMatch(/^auth\.rate_limited\?minutes=\d+$/)

    const address = '192.0.2.77'
    for (let i = 0; i < 10; i++) await send(contextFor(address))
    expect(((await send(contextFor(address))) as { init: { status: number } }).init.status).toBe(429)
  })

  it('when the message cannot be stored, answers with the failure toast and keeps what was typed', async () => {
    const broken = openDatabase<Database>('file::memory:') // no tables: every write fails
    const fields = valid()
    current.db = broken.db
    const reply = (await send(contextFor(), fields, { path: '/contact-us' })) as unknown as {
      data: { result: { initialValue: Record<string, string> }; toast: unknown }
      init: { status: number }
    }
    await broken.destroy()
    expect(reply.init.status).toBe(500)
    expect(reply.data.toast).toEqual({
      title: 'Error sending the message. Please try again later.',
      description: 'An unexpected error occurred.',
      color: 'alert',
    })
    expect(reply.data.result.initialValue).toMatchObject({ name: fields.name, email: fields.email, message: fields.message })
  })
})
