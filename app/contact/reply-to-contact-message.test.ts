import { beforeAll, expect, it, vi } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { signedInStaffContext, staffActionContext as callerContext, testActionContext } from '../../tests/setup/action-context'
import { inboxAuditOf, insertContactMessage } from '../../tests/setup/contact-inbox'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { getContactMessageThread } from './inbox.server'
import { ReplyToContactMessageSchema } from './inbox-schemas'
import { replyToContactMessage } from './reply-to-contact-message.server'
import { setContactMessageStatus } from './set-contact-message-status.server'

/** Whether the audit trail refuses its next entry (a database that fails mid-transaction). */
const audit = vi.hoisted(() => ({ fails: false }))
vi.mock('~/staff/audit.server', async (original) => {
  const actual = await original<typeof import('~/staff/audit.server')>()
  return {
    ...actual,
    recordAudit: (...args: Parameters<typeof actual.recordAudit>) =>
      audit.fails ? Promise.reject(new Error('audit table unavailable')) : actual.recordAudit(...args),
  }
})

describeEachDatabase('replying to a contact message', (db) => {
  let lucia: ActionContext & { session: RequestSession }
  let pedro: ActionContext & { session: RequestSession }
  beforeAll(async () => {
    lucia = await signedInStaffContext(db(), 'coordinator', { name: 'Lucía Gómez' })
    pedro = await signedInStaffContext(db(), 'coordinator', { name: 'Pedro Ruiz' })
  })
  const emailsTo = (recipient: string) =>
    db().selectFrom('email_outbox').select(['id', 'kind', 'payload', 'status']).where('recipient', '=', recipient).orderBy('id').execute()
  const replies = (messageId: number) => db().selectFrom('contact_replies').selectAll().where('message_id', '=', messageId).orderBy('id').execute()

  it('keeps the reply on the thread and puts its email in the outbox, in the sender’s language, Reply-To the team', async () => {
    const messageId = await insertContactMessage(db(), {
      name: 'Carlos Vega',
      email: 'carlos@example.com',
      subject: 'Precios de LASIK',
      message: '¿Cuánto cuesta?\n\nGracias <b>mil</b>',
      locale: 'es',
      createdAt: new Date('2026-11-20T09:00:00Z'),
    })
    const outcome = await replyToContactMessage(lucia, { messageId, body: 'Hola Carlos:\nEl precio es <1.500 USD>.' })
    expect(outcome).toMatchObject({ ok: true, version: 1 })
    if (!outcome.ok) return

    const [email, ...more] = await emailsTo('carlos@example.com')
    expect(more).toEqual([])
    expect(email).toMatchObject({ kind: 'contact.reply', status: 'pending' })
    const { subject, text, html, headers } = JSON.parse(email!.payload) as {
      subject: string
      text: string
      html: string
      headers: Record<string, string>
    }
    expect(subject).toBe('Re: Precios de LASIK')
    expect(headers).toEqual({ 'Reply-To': 'care@claravia.example' })
    // Exactly what was typed, its own greeting first: the email adds none ("Hola, Carlos Vega:" before "Hola Carlos:" was issue 27).
    expect(text).not.toContain('Hola, Carlos Vega:')
    expect(text).toMatch(/^Nuestra respuesta a tu mensaje\n\nHola Carlos:\n\nEl precio es <1\.500 USD>\.\n\nLucía Gómez, equipo de Claravia\n\n/)
    expect(text.trimEnd().endsWith('Claravia — salud visual inteligente y turismo médico')).toBe(true)
    expect(text).toContain('Lucía Gómez, equipo de Claravia')
    expect(text).toContain('El 20 de noviembre de 2026 escribiste (asunto: Precios de LASIK):')
    expect(text).toContain('> ¿Cuánto cuesta?\n\n> Gracias <b>mil</b>')
    expect(html).toContain('<html lang="es">')
    expect(html).toContain('El precio es &lt;1.500 USD&gt;.')
    expect(html).toContain('&gt; Gracias &lt;b&gt;mil&lt;/b&gt;')
    expect(html).not.toContain('<b>mil</b>')

    expect(await replies(messageId)).toMatchObject([
      { id: outcome.replyId, author_id: lucia.session.user.id, body: 'Hola Carlos:\nEl precio es <1.500 USD>.', email_id: email!.id },
    ])
    const thread = await getContactMessageThread(db(), messageId)
    expect(thread).toMatchObject({ status: 'answered', assignee: { id: lucia.session.user.id }, version: 1 })
    expect(outcome.change).toEqual({
      action: 'contact_message.reply',
      messageId,
      before: { status: 'new', assigneeId: null },
      after: { status: 'answered', assigneeId: lucia.session.user.id },
      replyId: outcome.replyId,
    })
    // Taking the unassigned message is audited as an assignment too, before the reply.
    expect(await inboxAuditOf(db(), messageId)).toEqual([
      {
        action: 'contact_message.assign',
        actorUserId: lucia.session.user.id,
        before: { status: 'new', assigneeId: null },
        after: { status: 'new', assigneeId: lucia.session.user.id },
      },
      {
        action: 'contact_message.reply',
        actorUserId: lucia.session.user.id,
        before: { status: 'new', assigneeId: null },
        after: { status: 'answered', assigneeId: lucia.session.user.id, replyId: outcome.replyId },
      },
    ])
  })

  it('an English message gets an English email; a reply keeps the assignee someone else had', async () => {
    const messageId = await insertContactMessage(db(), { email: 'ana@example.com', subject: 'LASIK', locale: 'en' })
    await replyToContactMessage(pedro, { messageId, body: 'Hello Ana.' })
    expect((await replyToContactMessage(lucia, { messageId, body: 'Following up.' })).ok).toBe(true)
    const [, second] = await emailsTo('ana@example.com')
    const { subject, text } = JSON.parse(second!.payload) as { subject: string; text: string }
    expect(subject).toBe('Re: LASIK')
    expect(text).toContain('Lucía Gómez, Claravia team')
    expect(text).toContain('To write back, simply reply to this email.')
    expect((await getContactMessageThread(db(), messageId))!.assignee?.id).toBe(pedro.session.user.id)
    // Pedro took it with his reply (one assignment); Lucía's reply assigned nothing.
    expect((await inboxAuditOf(db(), messageId)).map((entry) => entry.action)).toEqual([
      'contact_message.assign',
      'contact_message.reply',
      'contact_message.reply',
    ])
  })

  it('two team members replying at once are both kept and sent, in order', async () => {
    const messageId = await insertContactMessage(db(), { email: 'both@example.com' })
    const [first, second] = await Promise.all([
      replyToContactMessage(lucia, { messageId, body: 'From Lucía.' }),
      replyToContactMessage(pedro, { messageId, body: 'From Pedro.' }),
    ])
    expect(first.ok && second.ok).toBe(true)
    const kept = await replies(messageId)
    expect(kept).toHaveLength(2)
    expect(kept.map((reply) => reply.email_id)).toEqual((await emailsTo('both@example.com')).map((email) => email.id))
    expect((await getContactMessageThread(db(), messageId))!.version).toBe(2)
  })

  it('refuses a reply to a closed message, and stores and sends nothing', async () => {
    const messageId = await insertContactMessage(db(), { email: 'closed@example.com' })
    await setContactMessageStatus(lucia, { messageId, version: 0, status: 'closed' })
    const outcome = await replyToContactMessage(lucia, { messageId, body: 'Too late?' })
    expect(outcome).toEqual({ ok: false, code: 'contact_message_closed' })
    expect(await replies(messageId)).toEqual([])
    expect(await emailsTo('closed@example.com')).toEqual([])
    expect((await inboxAuditOf(db(), messageId)).map((entry) => entry.action)).toEqual(['contact_message.set_status'])
    expect(await getContactMessageThread(db(), messageId)).toMatchObject({ status: 'closed', version: 1 })
  })

  it('refuses a reply that is only the suggested greeting (however spaced), and sends nothing', async () => {
    const messageId = await insertContactMessage(db(), { name: 'Laura Pérez', email: 'greeting-only@example.com', locale: 'es' })
    for (const body of ['Hola, Laura Pérez:', '  hola laura pérez \n\n'])
      expect(await replyToContactMessage(lucia, { messageId, body })).toEqual({ ok: false, code: 'contact_reply_only_greeting', field: 'body' })
    expect(await replies(messageId)).toEqual([])
    expect(await emailsTo('greeting-only@example.com')).toEqual([])
    expect(await inboxAuditOf(db(), messageId)).toEqual([])
    expect((await replyToContactMessage(lucia, { messageId, body: 'Hola, Laura Pérez:\n\nSí.' })).ok).toBe(true)
  })

  it('refuses a reply to a message that does not exist', async () => {
    expect(await replyToContactMessage(lucia, { messageId: 999_999, body: 'Hello.' })).toEqual({ ok: false, code: 'contact_message_not_found' })
  })

  it('nothing is kept when the audit entry cannot be written (one transaction)', async () => {
    const messageId = await insertContactMessage(db(), { email: 'audit@example.com' })
    audit.fails = true
    try {
      await expect(replyToContactMessage(lucia, { messageId, body: 'Hello.' })).rejects.toThrow('audit table unavailable')
    } finally {
      audit.fails = false
    }
    expect(await replies(messageId)).toEqual([])
    expect(await emailsTo('audit@example.com')).toEqual([])
    expect(await getContactMessageThread(db(), messageId)).toMatchObject({ status: 'new', version: 0 })
  })

  it('throws PermissionDenied for a caller without inbox.answer (clinic staff, or no staff at all), and stores and sends nothing', async () => {
    const messageId = await insertContactMessage(db(), { email: 'denied@example.com' })
    for (const outsider of [callerContext(db(), 'clinic_staff'), testActionContext(db(), { session: lucia.session })])
      await expect(replyToContactMessage(outsider, { messageId, body: 'Hello.' })).rejects.toThrow(PermissionDenied)
    expect(await replies(messageId)).toEqual([])
    expect(await emailsTo('denied@example.com')).toEqual([])
    expect(await getContactMessageThread(db(), messageId)).toMatchObject({ status: 'new', version: 0 })
    expect(await inboxAuditOf(db(), messageId)).toEqual([])
  })
})

it('an empty or too long reply is refused with the form’s field errors', () => {
  const errors = (body: string) => ReplyToContactMessageSchema.safeParse({ messageId: '1', body }).error?.issues.map((issue) => issue.message)
  expect(errors(' \n ')).toEqual(['required'])
  expect(errors('x'.repeat(5001))).toEqual(['contact.too_long?max=5000'])
  expect(errors('Line one\nLine two')).toBeUndefined()
})
