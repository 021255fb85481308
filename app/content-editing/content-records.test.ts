import { beforeAll, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { signedInStaffContext, testActionContext, testStaffCaller } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import type { ActionContext } from '~/accounts/action-context.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { getService, listServices } from '~/catalogue/services.server'
import { listFaqs } from '~/content/faqs.server'
import type { Refusal } from '~/errors/outcomes'
import { contentVersion } from './content-version.server'
import { getContentRecord } from './content-record-store.server'
import { listRevisions } from './content-revisions.server'
import { publishDueContent } from './content-scheduler.server'
import { publishContent } from './publish-content.server'
import { restoreRevision } from './restore-revision.server'
import { saveDraft } from './save-draft.server'
import { scheduleContent } from './schedule-content.server'
import { unpublishContent } from './unpublish-content.server'
import type { ContentDocument } from './fields'
import { movedSlug } from './moved-slug.server'

describeEachDatabase('content editing', (db) => {
  let editor: ActionContext
  let other: ActionContext

  const recordOf = async (kind: string, seedKey: string) =>
    (await db().selectFrom('content_records').select('id').where('kind', '=', kind).where('seed_key', '=', seedKey).executeTakeFirstOrThrow()).id
  const open = async (kind: string, id: number) => (await getContentRecord(db(), kind, id))!
  const ok = <T extends { ok: boolean }>(outcome: T | Refusal) => {
    if (!outcome.ok) throw new Error(`refused: ${(outcome as Refusal).code} ${(outcome as Refusal).field ?? ''}`)
    return outcome as T
  }

  beforeAll(async () => {
    await syncCatalogue(db())
    editor = await signedInStaffContext(db(), 'coordinator', { name: 'Lucía Gómez' })
    other = await signedInStaffContext(db(), 'coordinator', { name: 'Mateo Ruiz' })
  }, 60_000)

  it('a published edit reaches the public service at once; the seed never writes it back', async () => {
    const id = await recordOf('service', 'lasik')
    const record = await open('service', id)
    const document: ContentDocument = {
      ...record.document,
      priceFrom: 1_990_00,
      summary: { ...(record.document.summary as object), es: 'Resumen nuevo en español.' } as never,
    }
    const versionBefore = await contentVersion(db())
    ok(await publishContent(editor, { kind: 'service', recordId: id, version: record.version, document }))
    const es = await getService(db(), 'es', 'lasik')
    expect(es).toMatchObject({ priceFrom: 1990, summary: 'Resumen nuevo en español.' })
    expect(await contentVersion(db())).not.toBe(versionBefore)
    // The seeded original is kept as version 1, the edit is version 2.
    expect((await listRevisions(db(), id)).map((revision) => revision.number)).toEqual([2, 1])
    const audit = await db()
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_type', '=', 'service')
      .where('entity_id', '=', String(id))
      .execute()
    expect(audit.map((row) => row.action)).toEqual(['content.save_draft', 'content.publish'])

    // A restart with a changed seed: the edited record stays as staff made it.
    await db().deleteFrom('settings').where('key', '=', 'catalogue.seed_hash').execute()
    expect(await syncCatalogue(db())).toBe(true)
    expect(await getService(db(), 'es', 'lasik')).toMatchObject({ priceFrom: 1990, summary: 'Resumen nuevo en español.' })
    // Search follows the edit too.
    expect((await listServices(db(), 'es', 'resumen nuevo'))[0]?.slug).toBe('lasik')
  }, 60_000)

  it('the second of two editors saving the same version gets a conflict, and nothing of theirs is written', async () => {
    const id = await recordOf('faq', (await db().selectFrom('faqs').select('slug').orderBy('id').executeTakeFirstOrThrow()).slug)
    const start = await open('faq', id)
    const question = (text: string) => ({ ...start.document, question: { en: text, es: `${text} (es)` } })
    ok(await saveDraft(editor, { kind: 'faq', recordId: id, version: start.version, document: question('First editor') }))
    const second = await saveDraft(other, { kind: 'faq', recordId: id, version: start.version, document: question('Second editor') })
    expect(second).toMatchObject({ ok: false, code: 'content_conflict' })
    const now = await open('faq', id)
    expect(now.document.question).toEqual({ en: 'First editor', es: 'First editor (es)' })
    expect(now.version).toBe(start.version + 1)
    expect(now.updatedBy).toBe('Lucía Gómez')
  })

  it('a draft may miss a language; publishing it is refused until both are complete', async () => {
    const topic = (await db().selectFrom('faq_topics').select('id').orderBy('id').executeTakeFirstOrThrow()).id
    const draft = ok(
      await saveDraft(editor, {
        kind: 'faq',
        version: 0,
        document: { question: { en: 'Can I take a Zanzibar layover?', es: '' }, answer: { en: 'Usually yes.', es: '' }, topic },
      }),
    )
    expect((await listFaqs(db(), 'en', 'zanzibar layover')).length).toBe(0)
    const refused = await publishContent(editor, { kind: 'faq', recordId: draft.recordId, version: draft.version })
    expect(refused).toMatchObject({ ok: false, code: 'content_incomplete' })
    const complete = {
      question: { en: 'Can I take a Zanzibar layover?', es: '¿Puedo hacer escala en Zanzíbar?' },
      answer: { en: 'Usually yes.', es: 'Normalmente sí.' },
      topic,
    }
    ok(await publishContent(editor, { kind: 'faq', recordId: draft.recordId, version: draft.version, document: complete }))
    const found = (await listFaqs(db(), 'es', 'escala zanzibar')).flatMap((group) => group.faqs)
    expect(found.map((faq) => faq.question)).toContain('¿Puedo hacer escala en Zanzíbar?')
  })

  it('a renamed slug keeps the old one pointing at the record, in that language only', async () => {
    const id = await recordOf('service', 'icl')
    const record = await open('service', id)
    const slug = record.document.slug as { en: string; es: string }
    ok(
      await publishContent(editor, {
        kind: 'service',
        recordId: id,
        version: record.version,
        document: { ...record.document, slug: { ...slug, es: 'lente-fakica-icl' } },
      }),
    )
    expect(await getService(db(), 'es', 'lente-fakica-icl')).toBeDefined()
    expect(await getService(db(), 'es', 'icl')).toBeUndefined()
    expect(await movedSlug(db(), 'service', 'es', 'icl')).toBe('lente-fakica-icl')
    expect(await getService(db(), 'en', 'icl')).toBeDefined()
    // The English page's slug, asked for on the Spanish site, leads to the Spanish slug.
    expect(await movedSlug(db(), 'service', 'es', slug.en)).toBe('lente-fakica-icl')
  })

  it('renaming the English slug keeps the stable key that booking links use', async () => {
    const id = await recordOf('service', 'cataract-surgery-premium-lenses')
    const record = await open('service', id)
    const slug = record.document.slug as { en: string; es: string }
    ok(
      await publishContent(editor, {
        kind: 'service',
        recordId: id,
        version: record.version,
        document: { ...record.document, slug: { ...slug, en: 'cataract-lens-surgery' } },
      }),
    )
    expect((await getService(db(), 'en', 'cataract-lens-surgery'))?.key).toBe('cataract-surgery-premium-lenses')
    expect(await movedSlug(db(), 'service', 'en', 'cataract-surgery-premium-lenses')).toBe('cataract-lens-surgery')
  })

  it('a slug another record uses is refused, naming the field', async () => {
    const id = await recordOf('service', 'prk')
    const record = await open('service', id)
    const refused = await saveDraft(editor, {
      kind: 'service',
      recordId: id,
      version: record.version,
      document: { ...record.document, slug: { en: 'lasik', es: 'prk' } },
    })
    expect(refused).toMatchObject({ ok: false, code: 'content_slug_taken', field: 'slug.en' })
  })

  it('unpublishing hides the page and its search hits; a schedule publishes when due, not before', async () => {
    const id = await recordOf('service', 'prk')
    let record = await open('service', id)
    ok(await unpublishContent(editor, { kind: 'service', recordId: id, version: record.version }))
    expect(await getService(db(), 'en', 'prk')).toBeUndefined()
    expect((await listServices(db(), 'en', 'prk')).map((card) => card.slug)).not.toContain('prk')

    record = await open('service', id)
    const at = new Date(editor.now.getTime() + 3_600_000)
    ok(await scheduleContent(editor, { kind: 'service', recordId: id, version: record.version, at }))
    expect(await publishDueContent({ ...editor, session: null, now: new Date(at.getTime() - 1000) })).toBe(0)
    expect(await getService(db(), 'en', 'prk')).toBeUndefined()
    expect(await publishDueContent({ ...editor, session: null, now: at })).toBe(1)
    expect(await getService(db(), 'en', 'prk')).toBeDefined()
    expect((await open('service', id)).status).toBe('published')
  })

  it('restoring an old revision publishes it again as the newest', async () => {
    const id = await recordOf('service', 'lasik')
    let record = await open('service', id)
    ok(
      await publishContent(editor, { kind: 'service', recordId: id, version: record.version, document: { ...record.document, priceFrom: 2_100_00 } }),
    )
    expect((await getService(db(), 'en', 'lasik'))?.priceFrom).toBe(2100)
    const revisions = await listRevisions(db(), id)
    const first = revisions[1]!
    record = await open('service', id)
    ok(await restoreRevision(editor, { kind: 'service', recordId: id, version: record.version, revisionId: first.id }))
    expect((await getService(db(), 'en', 'lasik'))?.priceFrom).toBe(1990)
    expect(await listRevisions(db(), id)).toHaveLength(revisions.length + 1)
  })

  it('prices: from ≤ to, whole amounts; bad input changes nothing', async () => {
    const id = await recordOf('service', 'lasik')
    const record = await open('service', id)
    for (const document of [
      { ...record.document, priceFrom: 9_000_00, priceTo: 1_000_00 },
      { ...record.document, priceFrom: 1_000_50 },
      { ...record.document, durationMinutes: -5 },
    ]) {
      expect(await saveDraft(editor, { kind: 'service', recordId: id, version: record.version, document })).toMatchObject({
        ok: false,
        code: 'content_invalid',
      })
    }
    expect((await open('service', id)).version).toBe(record.version)
  })

  it.each([
    ['no door passed', undefined],
    ['clinic staff (no "content.edit")', 'clinic_staff' as const],
  ])('each editor action refuses a caller with %s: PermissionDenied, nothing written', async (_who, role) => {
    const id = await recordOf('service', 'lasik')
    const record = await open('service', id)
    const [revisions] = [(await listRevisions(db(), id)).length]
    const caller = testActionContext(db(), { staff: role ? testStaffCaller(role, { clinicIds: [1] }) : null })
    const target = { kind: 'service', recordId: id, version: record.version }
    const document = { ...record.document, priceFrom: 3_000_00 }
    const attempts = [
      () => saveDraft(caller, { ...target, document }),
      () => publishContent(caller, { ...target, document }),
      () => scheduleContent(caller, { ...target, document, at: new Date(Date.now() + 86_400_000) }),
      () => unpublishContent(caller, target),
      () => restoreRevision(caller, { ...target, revisionId: 1 }),
    ]
    for (const attempt of attempts) await expect(attempt()).rejects.toBeInstanceOf(PermissionDenied)
    expect(await open('service', id)).toEqual(record)
    expect(await listRevisions(db(), id)).toHaveLength(revisions)
  })
})
