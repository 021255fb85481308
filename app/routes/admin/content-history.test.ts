import type { Kysely } from 'kysely'
import { beforeAll, expect, it, vi } from 'vitest'
import type { Database } from '~/db/schema'
import { contentRecord, faqForm, liveFaq, seededFaq } from '../../../tests/setup/console-content'
import { auditBy, consoleForm, consoleStaff } from '../../../tests/setup/console-request'
import { staffConsoleCatalogue } from '../../../tests/setup/staff-console'
import { describeEachDatabase } from '../../../tests/setup/test-database'
import { action as editorAction } from './content-editor'
import { action, loader } from './content-history'

/*
 * The console's history of a content record (coordinators and admins): each
 * older published version's Restore button, posted as the browser posts it
 * (the record's version and the revision). The record gets its second
 * version through the editor page's own form.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const post = consoleForm(action, '/admin/content/:kind/:id/history')
const publish = consoleForm(editorAction, '/admin/content/:kind/:id')
const open = consoleForm(loader, '/admin/content/:kind/:id/history')

describeEachDatabase('the console content history page’s restore buttons', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>

  beforeAll(async () => {
    current.db = db()
    ids = await staffConsoleCatalogue(db())
  }, 60_000)

  /** The `n`th seeded FAQ with an edit published over it: the original and the newest revision ids. */
  async function editedFaq(n: number) {
    const faq = await seededFaq(db(), n)
    const editor = await consoleStaff(db(), 'coordinator')
    const edited = { ...faq.live, question: { en: `Edited question ${n}?`, es: `¿Pregunta editada ${n}?` } }
    const published = await publish(editor, { kind: 'faq', id: String(faq.id) }, faqForm(faq.version, edited, 'publish'))
    if (published.status !== 302) throw new Error(`publish answered ${published.status}`)
    const revisions = await db().selectFrom('content_revisions').select('id').where('record_id', '=', faq.id).orderBy('id').execute()
    return { ...faq, edited, original: revisions[0]!.id, newest: revisions.at(-1)!.id, params: { kind: 'faq', id: String(faq.id) } }
  }
  const revisionsOf = async (id: number) => (await db().selectFrom('content_revisions').select('id').where('record_id', '=', id).execute()).length

  it('restores the original: back to the editor with “Version restored.”, live again as the newest revision, audited', async () => {
    const faq = await editedFaq(0)
    expect(await liveFaq(db(), faq.faqId)).toEqual(faq.edited)
    const { version } = await contentRecord(db(), faq.id)
    const revisions = await revisionsOf(faq.id)
    const admin = await consoleStaff(db(), 'admin')
    const answer = await post(admin, faq.params, { version: String(version), revisionId: String(faq.original) })
    expect(answer).toMatchObject({ status: 302, location: `/admin/content/faq/${faq.id}`, toast: { title: 'Version restored.', color: 'success' } })
    expect(await liveFaq(db(), faq.faqId)).toEqual(faq.live)
    expect(await revisionsOf(faq.id)).toBe(revisions + 1)
    expect((await auditBy(db(), admin.userId)).map((entry) => [entry.action, entry.entityType, entry.entityId, entry.requestId])).toContainEqual([
      'content.restore',
      'faq',
      String(faq.id),
      answer.requestId,
    ])
  })

  it('compares the two newest versions by default, and names the records a field chooses by their titles', async () => {
    const faq = await editedFaq(4)
    const coordinator = await consoleStaff(db(), 'coordinator')
    const page = await open(coordinator, faq.params, {}, { locale: 'es' })
    const { a, b, before, after, labels } = page.data as {
      a: number
      b: number
      before: Record<string, unknown>
      after: Record<string, unknown>
      labels: Record<string, Record<string, string>>
    }
    expect([a, b]).toEqual([faq.original, faq.newest])
    expect(after.question).toEqual(faq.edited.question)
    expect(before.question).toEqual(faq.live.question)
    const topic = await db()
      .selectFrom('content_records')
      .select('title_es')
      .where('kind', '=', 'faq_topic')
      .where('ref_id', '=', faq.live.topic)
      .executeTakeFirstOrThrow()
    expect(labels.topic![String(faq.live.topic)]).toBe(topic.title_es)
  })

  it('refusals: a page loaded before another save (a warning toast), a revision of another record (a warning toast), no revision (404); nothing written', async () => {
    const faq = await editedFaq(1)
    const other = await editedFaq(2)
    const { version } = await contentRecord(db(), faq.id)
    const coordinator = await consoleStaff(db(), 'coordinator')
    const stale = await post(coordinator, faq.params, { version: String(version - 1), revisionId: String(faq.original) }, { locale: 'es' })
    expect(stale).toMatchObject({ status: 302, location: `/es/admin/content/faq/${faq.id}`, toast: { color: 'warning' } })
    const foreign = await post(coordinator, faq.params, { version: String(version), revisionId: String(other.original) })
    expect(foreign).toMatchObject({ status: 302, location: `/admin/content/faq/${faq.id}`, toast: { color: 'warning' } })
    expect((await post(coordinator, faq.params, { version: String(version) })).status).toBe(404)
    expect(await contentRecord(db(), faq.id)).toMatchObject({ version })
    expect(await liveFaq(db(), faq.faqId)).toEqual(faq.edited)
    expect(await auditBy(db(), coordinator.userId)).toEqual([])
  })

  it('the door: clinic staff get 404, as does a record that does not exist; nothing written', async () => {
    const faq = await editedFaq(3)
    const { version } = await contentRecord(db(), faq.id)
    const restore = { version: String(version), revisionId: String(faq.original) }
    const clinicStaff = await consoleStaff(db(), 'clinic_staff', [ids.bogota])
    expect((await post(clinicStaff, faq.params, restore)).status).toBe(404)
    const admin = await consoleStaff(db(), 'admin')
    expect((await post(admin, { kind: 'faq', id: '999999' }, restore)).status).toBe(404)
    expect((await post(admin, { kind: 'faq', id: 'new' }, restore)).status).toBe(404)
    expect(await liveFaq(db(), faq.faqId)).toEqual(faq.edited)
    expect([...(await auditBy(db(), clinicStaff.userId)), ...(await auditBy(db(), admin.userId))]).toEqual([])
  })
})
