import type { Kysely } from 'kysely'
import { beforeAll, expect, it, vi } from 'vitest'
import type { Database } from '~/db/schema'
import { contentRecord, faqForm, liveFaq, seededFaq } from '../../../tests/setup/console-content'
import { auditBy, consoleForm, consoleStaff, type FormFields } from '../../../tests/setup/console-request'
import { staffConsoleCatalogue } from '../../../tests/setup/staff-console'
import { describeEachDatabase } from '../../../tests/setup/test-database'
import { action, loader } from './content-editor'

/*
 * The console's content editor (coordinators and admins), on FAQs: its
 * buttons (save a draft, publish now, schedule, unpublish or cancel the
 * schedule) posted as the browser posts the form. The rules behind them are
 * tested in app/content-editing/*.test.ts.
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const post = consoleForm(action, '/admin/content/:kind/:id')
const open = consoleForm(loader, '/admin/content/:kind/:id')
const revisionsOf = async (db: Kysely<Database>, id: number) =>
  (await db.selectFrom('content_revisions').select('id').where('record_id', '=', id).execute()).length

describeEachDatabase('the console content editor’s form', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>

  beforeAll(async () => {
    current.db = db()
    ids = await staffConsoleCatalogue(db())
  }, 60_000)

  it('publishes an edit: back to the editor with “Published…”, the live FAQ changed, a new revision, audited', async () => {
    const faq = await seededFaq(db(), 0)
    const revisions = await revisionsOf(db(), faq.id)
    const coordinator = await consoleStaff(db(), 'coordinator')
    const edited = { ...faq.live, question: { ...faq.live.question, es: '¿Cuánto dura la evaluación?' } }
    const answer = await post(coordinator, { kind: 'faq', id: String(faq.id) }, faqForm(faq.version, edited, 'publish'))
    expect(answer).toMatchObject({
      status: 302,
      location: `/admin/content/faq/${faq.id}`,
      toast: { title: 'Published: the public site shows it now.', color: 'success' },
    })
    expect(await liveFaq(db(), faq.faqId)).toEqual(edited)
    const record = await contentRecord(db(), faq.id)
    expect(record).toMatchObject({ status: 'published', draft: null })
    expect(record.version).toBeGreaterThan(faq.version)
    expect(await revisionsOf(db(), faq.id)).toBeGreaterThan(revisions)
    const audit = await auditBy(db(), coordinator.userId)
    expect(audit.map((entry) => [entry.action, entry.entityType, entry.entityId])).toContainEqual(['content.publish', 'faq', String(faq.id)])
    expect(audit.every((entry) => entry.requestId === answer.requestId)).toBe(true)
  })

  it('saves a new FAQ as a draft, on the Spanish page: to its editor, nothing on the public site yet', async () => {
    const admin = await consoleStaff(db(), 'admin')
    const { live } = await seededFaq(db(), 0)
    const draft = { question: { en: 'Can I fly the day after?', es: '' }, answer: { en: 'Usually, yes.', es: '' }, topic: live.topic }
    const answer = await post(admin, { kind: 'faq', id: 'new' }, faqForm(0, draft, 'save'), { locale: 'es' })
    expect(answer).toMatchObject({ status: 302, location: expect.stringMatching(/^\/es\/admin\/content\/faq\/\d+$/), toast: { color: 'success' } })
    const id = Number(answer.location!.split('/').at(-1))
    const record = await db()
      .selectFrom('content_records')
      .select(['kind', 'ref_id', 'status', 'draft'])
      .where('id', '=', id)
      .executeTakeFirstOrThrow()
    expect(record).toMatchObject({ kind: 'faq', ref_id: null, status: 'draft' })
    expect(JSON.parse(record.draft!)).toMatchObject({ question: { en: 'Can I fly the day after?' } })
    expect(await auditBy(db(), admin.userId)).toMatchObject([{ action: 'content.create', entityType: 'faq', entityId: String(id) }])
  })

  it('schedules an edit at a time in the editor’s time zone, then cancels the schedule with its button', async () => {
    const faq = await seededFaq(db(), 1)
    const coordinator = await consoleStaff(db(), 'coordinator')
    const params = { kind: 'faq', id: String(faq.id) }
    const year = new Date().getUTCFullYear() + 1
    const scheduled = await post(coordinator, params, {
      ...faqForm(faq.version, faq.live, 'schedule'),
      publishAt: `${year}-06-01T09:30`,
      publishZone: 'America/Bogota',
    })
    expect(scheduled).toMatchObject({ status: 302, location: `/admin/content/faq/${faq.id}`, toast: { title: 'Scheduled.' } })
    const record = await contentRecord(db(), faq.id)
    expect(record).toMatchObject({ status: 'scheduled', scheduled_at: `${year}-06-01T14:30:00.000Z` })

    const cancelled = await post(coordinator, params, { version: String(record.version), intent: 'unpublish' })
    expect(cancelled).toMatchObject({ status: 302, location: `/admin/content/faq/${faq.id}`, toast: { title: 'The schedule was cancelled.' } })
    expect(await contentRecord(db(), faq.id)).toMatchObject({ status: 'published', scheduled_at: null })
    expect(await liveFaq(db(), faq.faqId)).toEqual(faq.live)
    expect((await auditBy(db(), coordinator.userId)).map((entry) => entry.action)).toEqual(
      expect.arrayContaining(['content.schedule', 'content.cancel_schedule']),
    )
  })

  it('a scheduled FAQ’s draft stays complete: saving it with a text missing is a 400 saying why, nothing written', async () => {
    const faq = await seededFaq(db(), 4)
    const coordinator = await consoleStaff(db(), 'coordinator')
    const params = { kind: 'faq', id: String(faq.id) }
    const year = new Date().getUTCFullYear() + 1
    await post(coordinator, params, { ...faqForm(faq.version, faq.live, 'schedule'), publishAt: `${year}-06-01T09:30`, publishZone: 'UTC' })
    const scheduled = await contentRecord(db(), faq.id)
    const emptied = { ...faq.live, answer: { ...faq.live.answer, es: '' } }
    const refused = await post(coordinator, params, faqForm(scheduled.version, emptied, 'save'), { locale: 'es' })
    expect(refused).toMatchObject({
      status: 400,
      data: { result: { error: { '': ['console.content.errors.scheduled_incomplete'], 'answer.es': expect.any(Array) } } },
    })
    expect(await contentRecord(db(), faq.id)).toEqual(scheduled)
  })

  it('“Publish later” starts on the clinic network’s usual zone (most clinics’), offering the clinics’ zones first and every zone with UTC', async () => {
    const faq = await seededFaq(db(), 1)
    const coordinator = await consoleStaff(db(), 'coordinator')
    const page = await open(coordinator, { kind: 'faq', id: String(faq.id) }, {})
    const { zones } = page.data as { zones: { usual: string; clinics: string[]; all: string[] } }
    const clinicZones = await db().selectFrom('clinics').select('time_zone').execute()
    const count = (zone: string) => clinicZones.filter((row) => row.time_zone === zone).length
    expect(zones.usual).toBe(zones.clinics[0])
    expect(zones.clinics.every((zone) => count(zone) <= count(zones.usual))).toBe(true)
    expect(new Set(zones.clinics)).toEqual(new Set(clinicZones.map((row) => row.time_zone)))
    expect(zones.usual).toBe('America/Bogota')
    expect(zones.all).toEqual([...zones.all].sort())
    expect(zones.all).toEqual(expect.arrayContaining(['UTC', 'Europe/Madrid', 'America/Bogota']))
    expect(zones.all[0]).toBe('Africa/Abidjan')
  })

  it('refusals the form shows: 400 for a text missing to publish or a bad time, 409 with theirs for a stale version; nothing written', async () => {
    const faq = await seededFaq(db(), 2)
    const coordinator = await consoleStaff(db(), 'coordinator')
    const params = { kind: 'faq', id: String(faq.id) }
    const missing = await post(coordinator, params, faqForm(faq.version, { ...faq.live, answer: { ...faq.live.answer, es: '' } }, 'publish'))
    expect(missing).toMatchObject({ status: 400, data: { result: { error: { 'answer.es': expect.any(Array) } } } })
    const badTime = await post(coordinator, params, { ...faqForm(faq.version, faq.live, 'schedule'), publishAt: 'tomorrow', publishZone: 'UTC' })
    expect(badTime).toMatchObject({ status: 400, data: { result: { error: { publishAt: ['console.content.errors.date_time'] } } } })
    const stale = await post(coordinator, params, faqForm(faq.version - 1, { ...faq.live, question: { en: 'Mine', es: 'Mía' } }, 'save'))
    expect(stale).toMatchObject({
      status: 409,
      data: { result: { error: { '': ['console.content.errors.conflict'] } }, conflict: { version: faq.version, theirs: { topic: faq.live.topic } } },
    })
    expect(await contentRecord(db(), faq.id)).toMatchObject({ version: faq.version, status: faq.status, draft: null })
    expect(await liveFaq(db(), faq.faqId)).toEqual(faq.live)
    expect(await auditBy(db(), coordinator.userId)).toEqual([])
  })

  it('a service whose quote questions are not as many in each language is not published: 400 naming the field and both counts, nothing written', async () => {
    const coordinator = await consoleStaff(db(), 'coordinator')
    const record = await db()
      .selectFrom('content_records')
      .select(['id', 'version'])
      .where('kind', '=', 'service')
      .where('seed_key', '=', 'icl')
      .executeTakeFirstOrThrow()
    const params = { kind: 'service', id: String(record.id) }
    const page = await open(coordinator, params, {})
    const document = (page.data as { record: { document: Record<string, unknown> } }).record.document
    // The form as the page posts it: each language's text under `field.locale`, lists one item per line, chosen records repeated.
    const form: FormFields = { version: String(record.version), intent: 'publish' }
    for (const [name, value] of Object.entries(document)) {
      if (value === null) continue
      if (Array.isArray(value)) form[name] = value.map(String)
      else if (typeof value === 'object')
        for (const [locale, text] of Object.entries(value)) form[`${name}.${locale}`] = Array.isArray(text) ? text.join('\r\n') : String(text)
      else form[name] = String(value)
    }
    const english = (document.quoteQuestions as { en: string[] }).en.length
    const refused = await post(coordinator, params, { ...form, 'quoteQuestions.es': '¿Qué edad tienes?\r\n\r\n' })
    expect(refused).toMatchObject({
      status: 400,
      data: { result: { error: { quoteQuestions: [`console.content.errors.quote_questions_count?en=${english}&es=1`] } } },
    })
    expect(await contentRecord(db(), record.id)).toMatchObject({ version: record.version, draft: null })
    expect(await auditBy(db(), coordinator.userId)).toEqual([])
    // As many in each: published.
    expect(await post(coordinator, params, form)).toMatchObject({ status: 302, toast: { color: 'success' } })
  })

  it('the door: clinic staff get 404, as do an unknown kind or record; nothing written', async () => {
    const faq = await seededFaq(db(), 3)
    const form = faqForm(faq.version, { ...faq.live, question: { en: 'Door', es: 'Puerta' } }, 'publish')
    const clinicStaff = await consoleStaff(db(), 'clinic_staff', [ids.bogota])
    expect((await post(clinicStaff, { kind: 'faq', id: String(faq.id) }, form)).status).toBe(404)
    expect((await post(clinicStaff, { kind: 'faq', id: 'new' }, form)).status).toBe(404)
    const admin = await consoleStaff(db(), 'admin')
    expect((await post(admin, { kind: 'recipe', id: String(faq.id) }, form)).status).toBe(404)
    expect((await post(admin, { kind: 'faq', id: '999999' }, form)).status).toBe(404)
    expect(await liveFaq(db(), faq.faqId)).toEqual(faq.live)
    expect([...(await auditBy(db(), clinicStaff.userId)), ...(await auditBy(db(), admin.userId))]).toEqual([])
  })
})
