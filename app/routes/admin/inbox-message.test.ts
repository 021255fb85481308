import type { Kysely } from 'kysely'
import { beforeAll, expect, it, vi } from 'vitest'
import type { Database } from '~/db/schema'
import { auditBy, consoleForm, consoleStaff } from '../../../tests/setup/console-request'
import { insertContactMessage } from '../../../tests/setup/contact-inbox'
import { describeEachDatabase } from '../../../tests/setup/test-database'
import { action, loader } from './inbox-message'

/*
 * The console's contact message page (coordinators and admins): the reply
 * form, and the status and assignee forms (which carry the message's version
 * when the page was loaded), posted as the browser posts them. The rules
 * behind them are tested in app/contact/*inbox*.test.ts.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const post = consoleForm(action, '/admin/inbox/:id')
/** The page's loader, called with the page's context and address as its forms are (it reads no body). */
const open = consoleForm(loader, '/admin/inbox/:id')

describeEachDatabase('the console contact message page’s forms', (db) => {
  beforeAll(() => {
    current.db = db()
  })

  let senders = 0
  /** A new message from `email` (a sender of its own unless given): its id, the page's params and the version its forms carry. */
  async function message(email = `sender-${Date.now()}-${++senders}@example.com`) {
    const id = await insertContactMessage(db(), { email, subject: 'LASIK in Bogotá', locale: 'es' })
    return { id, email, params: { id: String(id) }, version: String(await versionOf(id)) }
  }
  const versionOf = async (id: number) => (await stateOf(id)).version
  const stateOf = (id: number) =>
    db().selectFrom('contact_messages').select(['status', 'assignee_id', 'version']).where('id', '=', id).executeTakeFirstOrThrow()
  const repliesTo = (id: number) => db().selectFrom('contact_replies').select(['body', 'author_id']).where('message_id', '=', id).execute()
  const emailsTo = (email: string) => db().selectFrom('email_outbox').select('kind').where('recipient', '=', email).execute()

  it('a reply: back to the message with “Reply sent to …”, kept on the thread, emailed, answered and taken; audited', async () => {
    const { id, email, params } = await message()
    const coordinator = await consoleStaff(db(), 'coordinator')
    const answer = await post(coordinator, params, { intent: 'reply', messageId: String(id), body: 'Hola, sí: la evaluación dura una hora.' })
    expect(answer).toMatchObject({ status: 302, location: `/admin/inbox/${id}`, toast: { title: `Reply sent to ${email}.`, color: 'success' } })
    expect(await repliesTo(id)).toEqual([{ body: 'Hola, sí: la evaluación dura una hora.', author_id: coordinator.userId }])
    expect(await emailsTo(email)).toEqual([{ kind: 'contact.reply' }])
    expect(await stateOf(id)).toMatchObject({ status: 'answered', assignee_id: coordinator.userId })
    expect(await auditBy(db(), coordinator.userId)).toEqual([
      {
        action: 'contact_message.assign',
        entityType: 'contact_message',
        entityId: String(id),
        before: { status: 'new', assigneeId: null },
        after: { status: 'new', assigneeId: coordinator.userId },
        requestId: answer.requestId,
      },
      {
        action: 'contact_message.reply',
        entityType: 'contact_message',
        entityId: String(id),
        before: { status: 'new', assigneeId: null },
        after: { status: 'answered', assigneeId: coordinator.userId, replyId: expect.any(Number) },
        requestId: answer.requestId,
      },
    ])
  })

  it('the reply box starts with the greeting in the sender’s language, shows what is added under it, and the email is exactly what was sent', async () => {
    const id = await insertContactMessage(db(), {
      name: 'Laura Pérez',
      email: 'laura.box@example.com',
      subject: 'LASIK',
      message: '¿Precio?',
      locale: 'es',
    })
    const coordinator = await consoleStaff(db(), 'coordinator')
    const page = (await open(coordinator, { id: String(id) }, {})).data as Awaited<ReturnType<typeof loader>>
    expect(page.replyFrame).toMatchObject({
      greeting: 'Hola, Laura Pérez:',
      signature: 'Staff coordinator, equipo de Claravia',
      tagline: 'Claravia — salud visual inteligente y turismo médico',
    })
    expect(page.replyFrame.closing).toContain('> ¿Precio?')
    // The coordinator keeps their own greeting instead of the suggested one: it is the only one sent.
    const body = 'Hola Laura:\n\nLa evaluación cuesta 120 USD.'
    await post(coordinator, { id: String(id) }, { intent: 'reply', messageId: String(id), body })
    const [email] = await db().selectFrom('email_outbox').select('payload').where('recipient', '=', 'laura.box@example.com').execute()
    const { text } = JSON.parse(email!.payload) as { text: string }
    expect(text).not.toContain('Hola, Laura Pérez:')
    expect(text).toContain(`Hola Laura:\n\nLa evaluación cuesta 120 USD.\n\n${page.replyFrame.signature}\n\n${page.replyFrame.closing.join('\n\n')}`)
    expect(text.trimEnd().endsWith(page.replyFrame.tagline)).toBe(true)

    const english = await insertContactMessage(db(), { name: 'John Carter', email: 'john.box@example.com', locale: 'en' })
    const englishPage = (await open(coordinator, { id: String(english) }, {}, { locale: 'es' })).data as Awaited<ReturnType<typeof loader>>
    expect(englishPage.replyFrame).toMatchObject({ greeting: 'Hello John Carter,', signature: 'Staff coordinator, Claravia team' })
  })

  it('the status and assignee forms, with the version they were loaded with; each audited', async () => {
    const { id, params, version } = await message()
    const admin = await consoleStaff(db(), 'admin')
    const colleague = await consoleStaff(db(), 'coordinator')
    const closed = await post(admin, params, { intent: 'status', messageId: String(id), version, status: 'closed' }, { locale: 'es' })
    expect(closed).toMatchObject({ status: 302, location: `/es/admin/inbox/${id}`, toast: { color: 'success' } })
    const assigned = await post(admin, params, {
      intent: 'assign',
      messageId: String(id),
      version: String(await versionOf(id)),
      assigneeId: String(colleague.userId),
    })
    expect(assigned).toMatchObject({ status: 302, location: `/admin/inbox/${id}`, toast: { title: 'Assignee saved.' } })
    expect(await stateOf(id)).toMatchObject({ status: 'closed', assignee_id: colleague.userId })
    expect((await auditBy(db(), admin.userId)).map((entry) => [entry.action, entry.after])).toEqual([
      ['contact_message.set_status', { status: 'closed', assigneeId: null }],
      ['contact_message.assign', { status: 'closed', assigneeId: colleague.userId }],
    ])
  })

  it('refusals: an empty reply (400, the field’s error), a form loaded before a change (a warning toast), a reply to a closed message (409); nothing written', async () => {
    const { id, email, params, version } = await message()
    const coordinator = await consoleStaff(db(), 'coordinator')
    const empty = await post(coordinator, params, { intent: 'reply', messageId: String(id), body: '  ' })
    expect(empty).toMatchObject({ status: 400, data: { result: { error: { body: expect.any(Array) } } } })
    // The box's greeting sent as it came: refused by the field, in the page's language.
    const sender = await db().selectFrom('contact_messages').select('name').where('id', '=', id).executeTakeFirstOrThrow()
    const greetingOnly = await post(
      coordinator,
      params,
      { intent: 'reply', messageId: String(id), body: `Hola, ${sender.name}:\n\n` },
      { locale: 'es' },
    )
    expect(greetingOnly).toMatchObject({ status: 400, data: { result: { error: { body: ['contact.inbox.only_greeting'] } } } })

    await db()
      .updateTable('contact_messages')
      .set({ status: 'closed', version: Number(version) + 1 })
      .where('id', '=', id)
      .execute()
    const stale = await post(coordinator, params, { intent: 'status', messageId: String(id), version, status: 'answered' })
    expect(stale).toMatchObject({ status: 302, location: `/admin/inbox/${id}`, toast: { color: 'warning' } })
    const toClosed = await post(coordinator, params, { intent: 'reply', messageId: String(id), body: 'Too late.' })
    expect(toClosed).toMatchObject({ status: 409, data: { result: { error: { '': ['contact.inbox.closed'] } } } })

    expect(await stateOf(id)).toMatchObject({ status: 'closed', assignee_id: null, version: Number(version) + 1 })
    expect(await repliesTo(id)).toEqual([])
    expect(await emailsTo(email)).toEqual([])
    expect(await auditBy(db(), coordinator.userId)).toEqual([])
  })

  // The page's message (its address, behind the door) is the one changed, whatever message id the form carries.
  it('a form posted to one message’s page never changes another message', async () => {
    const page = await message()
    const other = await message()
    const coordinator = await consoleStaff(db(), 'coordinator')
    await post(coordinator, page.params, { intent: 'reply', messageId: String(other.id), body: 'Meant for the page’s sender.' })
    expect(await repliesTo(other.id)).toEqual([])
    expect(await emailsTo(other.email)).toEqual([])
  })

  it('the door: clinic staff (no inbox) get 404 from every form, and nothing is written', async () => {
    const { id, email, params, version } = await message()
    // Their clinics do not matter: contact messages belong to no clinic.
    const clinicStaff = await consoleStaff(db(), 'clinic_staff')
    for (const fields of [
      { intent: 'reply', messageId: String(id), body: 'Hello.' },
      { intent: 'status', messageId: String(id), version, status: 'closed' },
      { intent: 'assign', messageId: String(id), version, assigneeId: String(clinicStaff.userId) },
    ])
      expect((await post(clinicStaff, params, fields)).status).toBe(404)
    expect(await stateOf(id)).toMatchObject({ status: 'new', assignee_id: null, version: Number(version) })
    expect(await repliesTo(id)).toEqual([])
    expect(await emailsTo(email)).toEqual([])
    expect(await auditBy(db(), clinicStaff.userId)).toEqual([])
  })
})
