import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import path from 'node:path'
import PostalMime from 'postal-mime'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { env } from '~/config/env.server'
import { startTestSmtpServer, type TestSmtpServer } from '../../tests/setup/smtp-server'
import { passwordResetEmail } from './emails.server'
import { resetMailerForTests, sendEmail } from './mailer.server'

const fromAddress = () => /<([^>]+)>/.exec(env().MAIL_FROM)?.[1] ?? env().MAIL_FROM

afterEach(() => resetMailerForTests())

describe('sendEmail through SMTP', () => {
  let server: TestSmtpServer
  beforeAll(async () => {
    server = await startTestSmtpServer()
  })
  afterAll(async () => {
    resetMailerForTests()
    await server.close()
  })

  it('delivers subject, text, html, headers and attachments from MAIL_FROM', async () => {
    const { messageId } = await sendEmail(
      {
        to: 'patient@example.com',
        subject: 'SMTP test subject',
        text: 'Plain text body https://claravia.example/x',
        html: '<p>HTML <strong>body</strong></p>',
        headers: { 'X-Claravia-Test': 'yes' },
        attachments: [{ filename: 'note.txt', content: 'attached', contentType: 'text/plain' }],
      },
      server.url,
    )
    expect(messageId).toMatch(/^<.+@.+>$/)

    const message = await server.waitForMessage((m) => m.subject === 'SMTP test subject')
    expect(message.to).toEqual(['patient@example.com'])
    expect(message.text.trim()).toBe('Plain text body https://claravia.example/x')
    expect(message.html).toContain('<strong>body</strong>')
    expect(message.headers.from).toContain(fromAddress())
    expect(message.headers['x-claravia-test']).toBe('yes')
    expect(message.headers['message-id']).toBe(messageId)
    expect(message.raw).toContain('note.txt')
  })

  it('sends to the address it was given, never to one read out of a display name', async () => {
    const outcome = await sendEmail({ to: 'a<victim@target.example>', subject: 'Display name', text: 'x', html: '<p>x</p>' }, server.url).catch(
      (error: unknown) => error,
    )
    // The server refuses the malformed recipient, or it arrives addressed to exactly that text.
    expect(outcome instanceof Error || server.messages.some((m) => m.subject === 'Display name')).toBe(true)
    await sendEmail(
      { to: 'after@example.com', subject: 'After display name', text: 'x', html: '<p>x</p>', headers: { 'Reply-To': 'a<victim@target.example>' } },
      server.url,
    )
    const after = await server.waitForMessage((m) => m.subject === 'After display name')
    expect(server.messages.flatMap((m) => m.to)).not.toContain('victim@target.example')
    // Reply-To is not read as a display name plus an address either.
    expect(after.headers['reply-to']).not.toMatch(/^a ?<victim@target\.example>$/)
    await sendEmail(
      { to: 'staff@example.com', subject: 'Plain reply-to', text: 'x', html: '<p>x</p>', headers: { 'Reply-To': 'ana@example.com' } },
      server.url,
    )
    expect((await server.waitForMessage((m) => m.subject === 'Plain reply-to')).headers['reply-to']).toBe('ana@example.com')
  })

  it('delivers the Spanish password reset email intact (accents, link)', async () => {
    const link = 'https://claravia.example/es/reset-password/tok?e=1&f=2'
    const email = passwordResetEmail({ locale: 'es', name: 'José Núñez', link })
    await sendEmail({ to: 'jose@example.com', ...email }, server.url)

    const message = await server.waitForMessage((m) => m.to.includes('jose@example.com'))
    expect(message.subject).toBe('Restablece tu contraseña de Claravia')
    expect(message.text).toContain('Hola, José Núñez:')
    expect(message.text).toContain(link)
    expect(message.html).toContain('lang="es"')
    expect(message.html).toContain(link.replace(/&/g, '&amp;'))
  })
})

describe('sendEmail without SMTP (outbox)', () => {
  let dir: string
  const previous = process.env.MAIL_OUTBOX_DIR
  beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'claravia-outbox-'))
    process.env.MAIL_OUTBOX_DIR = path.join(dir, 'nested') // created on first send
  })
  afterAll(async () => {
    if (previous === undefined) delete process.env.MAIL_OUTBOX_DIR
    else process.env.MAIL_OUTBOX_DIR = previous
    await rm(dir, { recursive: true, force: true })
  })

  it('writes each message as one .eml file', async () => {
    const { messageId } = await sendEmail(
      { to: 'patient@example.com', subject: 'Outbox test subject', text: 'Hello from the outbox', html: '<p>Hi</p>' },
      null,
    )
    await sendEmail({ to: 'other@example.com', subject: 'Second message', text: 'Two', html: '<p>Two</p>' }, null)

    const files = (await readdir(path.join(dir, 'nested'))).sort()
    expect(files).toHaveLength(2)
    for (const file of files) expect(file).toMatch(/^\d{4}-\d{2}-\d{2}T\d{6}\.\d{3}Z-[0-9a-f]+\.eml$/)

    const contents = await Promise.all(files.map((file) => readFile(path.join(dir, 'nested', file), 'utf8')))
    const first = contents.find((raw) => raw.includes('Subject: Outbox test subject'))
    expect(first).toBeDefined()
    const parsed = await PostalMime.parse(first!)
    expect(parsed.messageId).toBe(messageId)
    expect(parsed.text?.trim()).toBe('Hello from the outbox')
    expect(parsed.from).toMatchObject({ address: fromAddress() })
  })
})
