import { signedInStaffContext } from '../../tests/setup/action-context'
import { afterEach, beforeAll, expect, it, vi } from 'vitest'
import { accepted, describeSeeded, openRecord, readLive, seededRecord } from '../../tests/setup/content-editing'
import type { ActionContext } from '~/accounts/action-context.server'
import { getService } from '~/catalogue/services.server'
import { logger } from '~/observability/logger.server'
import { moveClock, now, resetClock } from '~/time/clock.server'
import { listRevisions } from './content-revisions.server'
import { publishDueContent } from './content-scheduler.server'
import { saveDraft } from './save-draft.server'
import { scheduleContent } from './schedule-content.server'
import { unpublishContent } from './unpublish-content.server'
import { SCHEDULE_CHECK_MS, startContentScheduler } from './content-scheduler.server'
import type { ContentDocument, LocalizedValue } from './fields'

/*
 * Scheduled publishing: scheduling (in the future, complete, the document
 * frozen), the scheduler's tick (what is due goes live, once, whoever runs it
 * and however many run at once), its timer, its failures, and cancelling.
 * Time moves with the server's clock (time/clock.server.ts), as the
 * end-to-end tests move it, never by waiting.
 */

const HOUR = 3_600_000

describeSeeded('scheduled publishing', (db) => {
  let editor: ActionContext

  beforeAll(async () => {
    editor = await signedInStaffContext(db(), 'coordinator')
  }, 60_000)
  afterEach(() => {
    resetClock()
    vi.useRealTimers()
    vi.restoreAllMocks()
  })

  /** The editor, acting at the server's present time. */
  const editorNow = (): ActionContext => ({ ...editor, now: now() })

  /** Schedules `change` of a seeded service for `inMs` from now; returns its record id. */
  async function schedule(seedKey: string, inMs: number, change: (document: ContentDocument) => ContentDocument = (document) => document) {
    const { id } = await seededRecord(db(), 'service', seedKey)
    const record = await openRecord(db(), 'service', id)
    const at = new Date(now().getTime() + inMs)
    accepted(await scheduleContent(editorNow(), { kind: 'service', recordId: id, version: record.version, document: change(record.document), at }))
    return id
  }
  const renamed =
    (name: string) =>
    (document: ContentDocument): ContentDocument => ({ ...document, name: { ...(document.name as LocalizedValue<string>), en: name } })
  const revisions = async (id: number) => (await listRevisions(db(), id)).length
  /** How many times the scheduler published a record (each publication is audited). */
  const scheduledPublications = async (id: number) =>
    (await db().selectFrom('audit_log').select('id').where('action', '=', 'content.publish_scheduled').where('entity_id', '=', String(id)).execute())
      .length

  it('a scheduled record keeps its live page until the time, then a tick publishes it once', async () => {
    const id = await schedule('prk', HOUR, renamed('PRK, scheduled'))
    const record = await openRecord(db(), 'service', id)
    expect(record).toMatchObject({ status: 'scheduled', hasDraft: true })
    expect(record.scheduledAt!.getTime()).toBeGreaterThan(now().getTime())
    const scheduler = startContentScheduler(() => db())
    try {
      expect(await scheduler.tick()).toBe(0)
      expect((await getService(db(), 'en', 'prk'))?.name).not.toBe('PRK, scheduled')
      expect(await revisions(id)).toBe(0)

      moveClock(HOUR)
      expect(await scheduler.tick()).toBe(1)
      expect((await getService(db(), 'en', 'prk'))?.name).toBe('PRK, scheduled')
      expect(await openRecord(db(), 'service', id)).toMatchObject({ status: 'published', scheduledAt: null, hasDraft: false })
      // The seeded original is kept first, then what was scheduled.
      expect(await revisions(id)).toBe(2)
      expect(await scheduler.tick()).toBe(0)
      expect(await revisions(id)).toBe(2)
      // The scheduler acts for nobody: the audit trail says so.
      const audit = await db()
        .selectFrom('audit_log')
        .select(['action', 'actor_user_id'])
        .where('entity_type', '=', 'service')
        .where('entity_id', '=', String(id))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(audit).toEqual({ action: 'content.publish_scheduled', actor_user_id: null })
    } finally {
      scheduler.stop()
    }
  })

  it('two ticks at once in one process: the second does nothing while the first runs', async () => {
    const id = await schedule('smile', 1000, renamed('SMILE, once'))
    moveClock(2000)
    const scheduler = startContentScheduler(() => db())
    try {
      expect(await Promise.all([scheduler.tick(), scheduler.tick()])).toEqual([1, 0])
      expect(await scheduledPublications(id)).toBe(1)
    } finally {
      scheduler.stop()
    }
  })

  it('several processes publishing at once publish each due record once', async () => {
    const ids = [await schedule('icl', 1000, renamed('ICL, once')), await schedule('retina-care', 1000, renamed('Retina, once'))]
    moveClock(2000)
    const processes = Array.from({ length: 3 }, () => ({ ...editor, session: null, now: now() }))
    const published = await Promise.all(processes.map((context) => publishDueContent(context)))
    expect(published.reduce((sum, count) => sum + count, 0)).toBe(2)
    expect(await Promise.all(ids.map(scheduledPublications))).toEqual([1, 1])
    expect((await getService(db(), 'es', 'retina-care'))?.key).toBe('retina-care')
  })

  it('its timer ticks every 15 seconds, and stops', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] })
    const id = await schedule('glaucoma-treatment', 1000, renamed('Glaucoma, on the timer'))
    moveClock(2000)
    const logged = new Promise<unknown>((resolve) => {
      vi.spyOn(logger, 'info').mockImplementation(((fields: unknown) => resolve(fields)) as typeof logger.info)
    })
    const connect = vi.fn(() => db())
    const scheduler = startContentScheduler(connect)
    vi.advanceTimersByTime(SCHEDULE_CHECK_MS - 1)
    expect(connect).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(connect).toHaveBeenCalledTimes(1)
    expect(await logged).toEqual({ published: 1 })
    expect((await openRecord(db(), 'service', id)).status).toBe('published')
    scheduler.stop()
    vi.advanceTimersByTime(10 * SCHEDULE_CHECK_MS)
    expect(connect).toHaveBeenCalledTimes(1)
  })

  it('a tick that fails is logged and publishes nothing; the next one works', async () => {
    const failed = vi.spyOn(logger, 'error').mockImplementation((() => undefined) as typeof logger.error)
    let broken = true
    const scheduler = startContentScheduler(() => {
      if (broken) throw new Error('database unreachable')
      return db()
    })
    try {
      expect(await scheduler.tick()).toBe(0)
      expect(failed).toHaveBeenCalledWith({ err: expect.objectContaining({ message: 'database unreachable' }) }, 'scheduled publishing failed')
      broken = false
      expect(await scheduler.tick()).toBe(0)
    } finally {
      scheduler.stop()
    }
  })

  it('a time in the past cannot be scheduled; an incomplete document is kept as the draft, not scheduled', async () => {
    const { id } = await seededRecord(db(), 'service', 'lasik')
    const record = await openRecord(db(), 'service', id)
    const live = await getService(db(), 'en', 'lasik')
    const base = { kind: 'service', recordId: id, version: record.version }
    expect(await scheduleContent(editorNow(), { ...base, at: now() })).toMatchObject({ ok: false, code: 'content_schedule_past', field: 'publishAt' })
    expect(await openRecord(db(), 'service', id)).toEqual(record)
    const incomplete = { ...record.document, summary: { en: 'Summary', es: '' } }
    expect(await scheduleContent(editorNow(), { ...base, document: incomplete, at: new Date(now().getTime() + HOUR) })).toMatchObject({
      ok: false,
      code: 'content_incomplete',
      field: 'summary',
    })
    // The editor's work is saved (publishing saves first, then checks), but nothing is scheduled or published.
    expect(await openRecord(db(), 'service', id)).toMatchObject({ status: 'published', scheduledAt: null, hasDraft: true })
    expect((await openRecord(db(), 'service', id)).document.summary).toEqual(incomplete.summary)
    expect(await getService(db(), 'en', 'lasik')).toEqual(live)
  })

  it('cancelling a schedule puts the record back as it was: live, off the site, or a draft never published', async () => {
    const cancel = async (id: number) =>
      accepted(await unpublishContent(editorNow(), { kind: 'service', recordId: id, version: (await openRecord(db(), 'service', id)).version }))

    const live = await schedule('corneal-cross-linking', HOUR)
    await cancel(live)
    expect(await openRecord(db(), 'service', live)).toMatchObject({ status: 'published', scheduledAt: null })

    const offSite = (await seededRecord(db(), 'service', 'pterygium-surgery')).id
    await cancel(offSite) // published → taken off the site
    await schedule('pterygium-surgery', HOUR)
    await cancel(offSite)
    expect(await openRecord(db(), 'service', offSite)).toMatchObject({ status: 'unpublished', scheduledAt: null })
    expect(await getService(db(), 'en', 'pterygium-surgery')).toBeUndefined()

    const record = await openRecord(db(), 'service', live)
    const fresh = accepted(
      await saveDraft(editorNow(), {
        kind: 'service',
        version: 0,
        document: { ...record.document, slug: { en: 'scheduled-new', es: 'programado-nuevo' }, specialists: [], destinations: [] },
      }),
    )
    accepted(
      await scheduleContent(editorNow(), { kind: 'service', recordId: fresh.recordId, version: fresh.version, at: new Date(now().getTime() + HOUR) }),
    )
    await cancel(fresh.recordId)
    expect(await openRecord(db(), 'service', fresh.recordId)).toMatchObject({ status: 'draft', refId: null, hasDraft: true })

    // Nothing is left for the scheduler.
    moveClock(2 * HOUR)
    expect(await publishDueContent({ ...editor, session: null, now: now() })).toBe(0)
    expect(await getService(db(), 'en', 'scheduled-new')).toBeUndefined()
  })

  it('a scheduled record keeps a complete draft: saving one with a text missing is refused and changes nothing', async () => {
    const id = await schedule('dental-implants', HOUR)
    const record = await openRecord(db(), 'service', id)
    const emptied = { ...record.document, name: { ...(record.document.name as object), es: '' } as never }
    expect(await saveDraft(editorNow(), { kind: 'service', recordId: id, version: record.version, document: emptied })).toMatchObject({
      ok: false,
      code: 'content_scheduled_incomplete',
      field: 'name',
    })
    expect(await openRecord(db(), 'service', id)).toEqual(record)
    // A complete change is kept, and is what goes live.
    const renamed = { ...record.document, summary: { en: 'Rescheduled summary', es: 'Resumen reprogramado' } as never }
    accepted(await saveDraft(editorNow(), { kind: 'service', recordId: id, version: record.version, document: renamed }))
    moveClock(2 * HOUR)
    expect(await publishDueContent({ ...editor, session: null, now: now() })).toBe(1)
    expect((await getService(db(), 'es', (record.document.slug as LocalizedValue<string>).es))?.summary).toBe('Resumen reprogramado')
  })

  it('the scheduler never publishes a draft with a text missing: the schedule is withdrawn and audited', async () => {
    const id = await schedule('dental-implants', HOUR)
    const record = await openRecord(db(), 'service', id)
    // Written around the editor (as a record scheduled before the rule could be).
    const emptied = { ...record.document, name: { ...(record.document.name as object), es: '' } }
    await db()
      .updateTable('content_records')
      .set({ draft: JSON.stringify(emptied) })
      .where('id', '=', id)
      .execute()
    const liveBefore = await readLive(db(), 'service', record.refId!)
    const warned = vi.spyOn(logger, 'warn').mockImplementation((() => undefined) as typeof logger.warn)
    moveClock(2 * HOUR)
    expect(await publishDueContent({ ...editor, session: null, now: now() })).toBe(0)
    expect(warned).toHaveBeenCalledWith({ recordId: id, kind: 'service', missing: 'name' }, expect.any(String))
    expect(await openRecord(db(), 'service', id)).toMatchObject({ status: 'published', scheduledAt: null, hasDraft: true })
    expect(await readLive(db(), 'service', record.refId!)).toEqual(liveBefore)
    const audit = await db()
      .selectFrom('audit_log')
      .selectAll()
      .where('entity_id', '=', String(id))
      .where('action', '=', 'content.schedule_withdrawn')
      .execute()
    expect(audit).toHaveLength(1)
    expect(JSON.parse(audit[0]!.after!)).toEqual({ status: 'published', missing: 'name' })
    // The next tick finds nothing more to do.
    expect(await publishDueContent({ ...editor, session: null, now: now() })).toBe(0)
  })
})
