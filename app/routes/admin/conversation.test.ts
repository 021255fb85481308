import fs from 'node:fs'
import type { Kysely } from 'kysely'
import { beforeAll, expect, it, vi } from 'vitest'
import type { Database } from '~/db/schema'
import { consoleForm, consoleStaff } from '../../../tests/setup/console-request'
import { documentFiles } from '../../../tests/setup/document-files'
import { insertPatient, staffConsoleCatalogue } from '../../../tests/setup/staff-console'
import { describeEachDatabase } from '../../../tests/setup/test-database'
import { action, loader } from './conversation'

/*
 * The console's conversation page (issue 29) as the browser posts it without
 * JavaScript: the one box sent as a reply or a note (multipart, its files
 * streaming to the conversations store), what a refusal shows and keeps (no
 * file), the small forms' answers, and the page read by the team. The verbs'
 * rules are tested in app/conversations/staff-verbs.test.ts.
 */

const current = vi.hoisted(() => {
  // The conversations store of this file: a folder of its own (read once, when the store is first made).
  process.env.CONVERSATION_FILES_DIR = `${process.env.TMPDIR ?? '/tmp'}/claravia-console-conversation-route-${process.pid}`
  return { db: undefined as Kysely<Database> | undefined }
})
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const post = consoleForm(action, '/admin/conversations/:id')
const open = consoleForm(loader, '/admin/conversations/:id')

const storedFiles = () => {
  const folder = process.env.CONVERSATION_FILES_DIR!
  return fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length : 0
}
const pdf = (name: string) => new File([documentFiles.pdf], name, { type: 'application/pdf' })

describeEachDatabase('the console’s conversation page', (db) => {
  beforeAll(async () => {
    current.db = db()
    await staffConsoleCatalogue(db())
  }, 60_000)

  /** A patient's conversation with their question waiting: its id and the page's params. */
  async function conversation() {
    const patient = await insertPatient(db(), 'Lucía Gómez')
    const at = new Date().toISOString()
    const { id } = await db()
      .insertInto('care_conversations')
      .values({ patient_id: patient, created_at: at, awaiting_reply_since: at })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db()
      .insertInto('care_messages')
      .values({ conversation_id: id, author_id: patient, kind: 'message', body: '¿Puedo volar?', created_at: at })
      .execute()
    return { id, params: { id: String(id) } }
  }
  const messagesOf = (id: number) =>
    db().selectFrom('care_messages').select(['kind', 'body', 'author_id']).where('conversation_id', '=', id).orderBy('id').execute()

  it('a reply with a file: back to the page with “Message sent to the patient.”, kept with its file, the wait ended', async () => {
    const { id, params } = await conversation()
    const coordinator = await consoleStaff(db(), 'coordinator')
    const files = storedFiles()
    const answer = await post(
      coordinator,
      params,
      { intent: 'reply', body: 'Sí, desde el segundo día.', attachments: pdf('cuidados.pdf') },
      { multipart: true },
    )
    expect(answer).toMatchObject({
      status: 302,
      location: `/admin/conversations/${id}`,
      toast: { title: 'Message sent to the patient.', color: 'success' },
    })
    expect((await messagesOf(id)).at(-1)).toEqual({ kind: 'message', body: 'Sí, desde el segundo día.', author_id: coordinator.userId })
    expect(storedFiles()).toBe(files + 1)
    const page = (await open(coordinator, params, {})).data as Awaited<ReturnType<typeof loader>>
    expect(page.conversation.waitingSince).toBeNull()
    expect(page.conversation.messages.at(-1)?.attachments).toMatchObject([{ fileName: 'cuidados.pdf' }])
  })

  it('a blank note is a 400 by its field and keeps nothing, not even its file; a file of another type is refused by the files field', async () => {
    const { id, params } = await conversation()
    const coordinator = await consoleStaff(db(), 'coordinator')
    const files = storedFiles()
    const blank = await post(coordinator, params, { intent: 'note', body: '  \n ', attachments: pdf('topografia.pdf') }, { multipart: true })
    expect(blank.status).toBe(400)
    expect((blank.data as { result: { error: Record<string, unknown> } }).result.error).toHaveProperty('body')
    const html = new File([documentFiles.html], 'scan.jpg', { type: 'image/jpeg' })
    const wrongType = await post(coordinator, params, { intent: 'note', body: 'Revisar', attachments: html }, { multipart: true })
    expect(wrongType.status).toBe(415)
    expect((wrongType.data as { result: { error: Record<string, unknown> } }).result.error).toHaveProperty('attachments')
    expect(await messagesOf(id)).toHaveLength(1)
    expect(storedFiles()).toBe(files)
  })

  it('"no reply needed" and an unknown coordinator answer with their toasts; clinic staff not brought in meet a 404', async () => {
    const { id, params } = await conversation()
    const admin = await consoleStaff(db(), 'admin')
    expect(await post(admin, params, { intent: 'no-reply-needed' })).toMatchObject({
      status: 302,
      toast: { title: 'Marked as needing no reply.', color: 'success' },
    })
    expect(await post(admin, params, { intent: 'assign', coordinatorId: '987654' })).toMatchObject({
      status: 302,
      toast: { title: 'Choose an active coordinator or administrator.', color: 'warning' },
    })
    const clinicStaff = await consoleStaff(db(), 'clinic_staff', [(await staffConsoleCatalogue(db())).bogota])
    expect((await open(clinicStaff, params, {})).status).toBe(404)
    expect((await post(clinicStaff, params, { intent: 'reply', body: 'Hola' }, { multipart: true })).status).toBe(404)
    expect(await messagesOf(id)).toHaveLength(2) // The question, and the line saying no reply was needed.
  })
})
