import { signedInStaffContext } from '../../tests/setup/action-context'
import { beforeAll, describe, expect, it } from 'vitest'
import { accepted, describeSeeded, openRecord, seededRecord, snapshot } from '../../tests/setup/content-editing'
import type { ActionContext } from '~/accounts/action-context.server'
import { getDestination } from '~/catalogue/destinations.server'
import { quoteQuestions, quoteQuestionsInBothLanguages } from '~/catalogue/quote-questions.server'
import { getService } from '~/catalogue/services.server'
import { listFaqs } from '~/content/faqs.server'
import { contentRecordExists, getContentRecord } from './content-record-store.server'
import { getRevision, listRevisions } from './content-revisions.server'
import { publishContent } from './publish-content.server'
import { restoreRevision } from './restore-revision.server'
import { saveDraft } from './save-draft.server'
import { scheduleContent } from './schedule-content.server'
import { unpublishContent } from './unpublish-content.server'
import { documentChanges } from './document-diff'
import type { ContentDocument, LocalizedValue } from './fields'
import { serviceKind } from './kinds'
import { movedSlug } from './moved-slug.server'

/*
 * A record's history (content_revisions) and restoring from it, and the
 * optimistic lock every change goes through: a change based on a version
 * that is no longer the record's is refused as a conflict and writes
 * nothing, whichever button it came from.
 */

const HOUR = 3_600_000

describeSeeded('content history and stale versions', (db) => {
  let editor: ActionContext
  let other: ActionContext
  beforeAll(async () => {
    editor = await signedInStaffContext(db(), 'coordinator', { name: 'Lucía Gómez' })
    other = await signedInStaffContext(db(), 'coordinator', { name: 'Mateo Ruiz' })
  }, 60_000)

  const withText = (document: ContentDocument, name: string, en: string, es = `${en} (es)`): ContentDocument => ({
    ...document,
    [name]: { ...(document[name] as LocalizedValue<string>), en, es },
  })
  /** Publishes `change` of a record's current document as `who`. */
  async function publish(who: ActionContext, kind: string, id: number, change: (document: ContentDocument) => ContentDocument) {
    const record = await openRecord(db(), kind, id)
    return accepted(await publishContent(who, { kind, recordId: id, version: record.version, document: change(record.document) }))
  }

  describe('history', () => {
    it('a seeded record’s first edit keeps what shipped as revision 1, by nobody; each publication adds one, newest first', async () => {
      const { id } = await seededRecord(db(), 'destination', 'barcelona')
      const shipped = (await openRecord(db(), 'destination', id)).document
      expect(await listRevisions(db(), id)).toEqual([])
      await publish(editor, 'destination', id, (document) => withText(document, 'summary', 'First edit'))
      await publish(other, 'destination', id, (document) => withText(document, 'summary', 'Second edit'))
      const revisions = await listRevisions(db(), id)
      expect(revisions.map((revision) => [revision.number, revision.publishedBy])).toEqual([
        [3, 'Mateo Ruiz'],
        [2, 'Lucía Gómez'],
        [1, null],
      ])
      expect(revisions[0]!.publishedAt.getTime()).toBeGreaterThanOrEqual(revisions[2]!.publishedAt.getTime())
      expect(await getRevision(db(), id, revisions[2]!.id)).toEqual(shipped)
      expect((await getRevision(db(), id, revisions[0]!.id))?.summary).toEqual({ en: 'Second edit', es: 'Second edit (es)' })
      // A revision is read through its own record only.
      const { id: madrid } = await seededRecord(db(), 'destination', 'madrid')
      expect(await getRevision(db(), madrid, revisions[0]!.id)).toBeUndefined()
    })

    it('a record made in the console has no original: its first publication is revision 1', async () => {
      const topic = (await seededRecord(db(), 'faq_topic', 'costs-and-payments')).refId
      const document = { question: { en: 'Do you take cards?', es: '¿Aceptan tarjetas?' }, answer: { en: 'Yes.', es: 'Sí.' }, topic }
      const created = accepted(await publishContent(editor, { kind: 'faq', version: 0, document }))
      expect((await listRevisions(db(), created.recordId)).map((revision) => revision.number)).toEqual([1])
      // Drafts and refusals add none.
      accepted(await saveDraft(editor, { kind: 'faq', recordId: created.recordId, version: created.version, document }))
      expect(await listRevisions(db(), created.recordId)).toHaveLength(1)
    })

    it('restoring a live record publishes the old revision as the newest, slugs and redirects included', async () => {
      const { id } = await seededRecord(db(), 'destination', 'panama-city')
      await publish(editor, 'destination', id, (document) => ({ ...withText(document, 'name', 'Panama'), slug: { en: 'panama', es: 'panama' } }))
      expect((await getDestination(db(), 'en', 'panama'))?.name).toBe('Panama')
      const [, original] = await listRevisions(db(), id)
      const record = await openRecord(db(), 'destination', id)
      accepted(await restoreRevision(editor, { kind: 'destination', recordId: id, version: record.version, revisionId: original!.id }))
      const shipped = (await getRevision(db(), id, original!.id))!
      expect((await getDestination(db(), 'en', 'panama-city'))?.name).toBe((shipped.name as LocalizedValue<string>).en)
      expect(await movedSlug(db(), 'destination', 'en', 'panama')).toBe('panama-city')
      const after = await listRevisions(db(), id)
      expect(after).toHaveLength(3)
      // The same document, but for a picture left out rather than null (the editor's schema drops an empty optional value).
      expect({ image: null, ...(await getRevision(db(), id, after[0]!.id)) }).toEqual(await getRevision(db(), id, original!.id))
      expect(await openRecord(db(), 'destination', id)).toMatchObject({ status: 'published', hasDraft: false, version: record.version + 2 })
      const audit = await db()
        .selectFrom('audit_log')
        .select('action')
        .where('entity_type', '=', 'destination')
        .where('entity_id', '=', String(id))
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      expect(audit.action).toBe('content.restore')
    })

    it('restoring a record that is off the site puts the revision back as its draft only', async () => {
      const { id } = await seededRecord(db(), 'destination', 'san-jose')
      await publish(editor, 'destination', id, (document) => withText(document, 'summary', 'Edited before going off'))
      accepted(await unpublishContent(editor, { kind: 'destination', recordId: id, version: (await openRecord(db(), 'destination', id)).version }))
      const [, original] = await listRevisions(db(), id)
      const before = (await openRecord(db(), 'destination', id)).version
      accepted(await restoreRevision(editor, { kind: 'destination', recordId: id, version: before, revisionId: original!.id }))
      const record = await openRecord(db(), 'destination', id)
      expect(record).toMatchObject({ status: 'unpublished', hasDraft: true })
      expect(record.document.summary).toEqual((await getRevision(db(), id, original!.id))!.summary)
      expect(await listRevisions(db(), id)).toHaveLength(2)
      expect(await getDestination(db(), 'en', 'san-jose')).toBeUndefined()
    })

    it('restoring brings back the quote questions the revision had, line for line in both languages', async () => {
      const { id, refId } = await seededRecord(db(), 'service', 'pterygium-surgery')
      const shipped = (await openRecord(db(), 'service', id)).document.quoteQuestions
      await publish(editor, 'service', id, (document) => ({ ...document, quoteQuestions: { en: ['Which eye?'], es: ['¿Qué ojo?'] } }))
      expect(await quoteQuestions(db(), refId, 'es')).toEqual(['¿Qué ojo?'])
      const [newest, original] = await listRevisions(db(), id)
      const changes = documentChanges(serviceKind, (await getRevision(db(), id, original!.id))!, (await getRevision(db(), id, newest!.id))!)
      expect(changes.map((change) => [change.field.name, change.locale])).toEqual([
        ['quoteQuestions', 'en'],
        ['quoteQuestions', 'es'],
      ])
      const version = (await openRecord(db(), 'service', id)).version
      accepted(await restoreRevision(editor, { kind: 'service', recordId: id, version, revisionId: original!.id }))
      expect(await quoteQuestionsInBothLanguages(db(), refId)).toEqual(shipped)
    })

    it('a revision from before a field existed restores with that field blank', async () => {
      const { id, refId } = await seededRecord(db(), 'service', 'blepharoplasty')
      const record = await openRecord(db(), 'service', id)
      // Revisions from before issue 30 have no quote questions: restoring one leaves the service asking none.
      const { image: _image, imageAlt: _alt, quoteQuestions: _questions, ...older } = withText(record.document, 'summary', 'From an older editor')
      const { id: revisionId } = await db()
        .insertInto('content_revisions')
        .values({ record_id: id, document: JSON.stringify(older), published_at: new Date(Date.now() - HOUR).toISOString(), published_by: null })
        .returning('id')
        .executeTakeFirstOrThrow()
      accepted(await restoreRevision(editor, { kind: 'service', recordId: id, version: record.version, revisionId }))
      expect(await getService(db(), 'en', 'blepharoplasty')).toMatchObject({ summary: 'From an older editor', picture: null })
      expect((await openRecord(db(), 'service', id)).document).toMatchObject({ image: null, imageAlt: { en: '', es: '' } })
      expect(await quoteQuestionsInBothLanguages(db(), refId)).toEqual({ en: [], es: [] })
    })

    it('a revision whose slug another record now has is refused, and nothing changes', async () => {
      const { id } = await seededRecord(db(), 'destination', 'mexico-city')
      await publish(editor, 'destination', id, (document) => ({ ...document, slug: { en: 'cdmx', es: 'cdmx' } }))
      const { id: cartagena } = await seededRecord(db(), 'destination', 'cartagena')
      await publish(editor, 'destination', cartagena, (document) => ({ ...document, slug: { en: 'mexico-city', es: 'cartagena' } }))
      const [, original] = await listRevisions(db(), id)
      const record = await openRecord(db(), 'destination', id)
      const before = await snapshot(db())
      expect(await restoreRevision(editor, { kind: 'destination', recordId: id, version: record.version, revisionId: original!.id })).toMatchObject({
        ok: false,
        code: 'content_slug_taken',
        field: 'slug.en',
      })
      expect(await snapshot(db())).toEqual(before)
    })

    it('an unknown revision, or another record’s, or a record of another kind, is not found', async () => {
      const { id } = await seededRecord(db(), 'destination', 'barcelona')
      const { id: madrid } = await seededRecord(db(), 'destination', 'madrid')
      const [revision] = await listRevisions(db(), id)
      const version = (await openRecord(db(), 'destination', madrid)).version
      for (const input of [
        { kind: 'destination', recordId: madrid, version, revisionId: revision!.id },
        { kind: 'destination', recordId: id, version, revisionId: 999_999 },
        { kind: 'service', recordId: id, version: (await openRecord(db(), 'destination', id)).version, revisionId: revision!.id },
        { kind: 'poem', recordId: id, version, revisionId: revision!.id },
      ]) {
        expect(await restoreRevision(editor, input), JSON.stringify(input)).toMatchObject({ ok: false, code: 'content_not_found' })
      }
      expect(await getContentRecord(db(), 'service', id)).toBeUndefined()
      expect([await contentRecordExists(db(), 'destination', id), await contentRecordExists(db(), 'service', id)]).toEqual([true, false])
    })
  })

  describe('a stale version', () => {
    it('is refused by every change, whichever button sent it, and writes nothing', async () => {
      const { id } = await seededRecord(db(), 'faq', 'how-long-should-i-stay-after-lasik')
      await publish(editor, 'faq', id, (document) => withText(document, 'answer', 'A first answer.'))
      const start = await openRecord(db(), 'faq', id)
      // The other editor saves first: the editor's page still holds the version it opened.
      accepted(
        await saveDraft(other, { kind: 'faq', recordId: id, version: start.version, document: withText(start.document, 'question', 'Theirs?') }),
      )
      const mine = withText(start.document, 'question', 'Mine?')
      const base = { kind: 'faq', recordId: id, version: start.version }
      const [revision] = await listRevisions(db(), id)
      const before = await snapshot(db())
      const refusals = [
        await saveDraft(editor, { ...base, document: mine }),
        await publishContent(editor, { ...base, document: mine }),
        await publishContent(editor, base),
        await scheduleContent(editor, { ...base, document: mine, at: new Date(editor.now.getTime() + HOUR) }),
        await unpublishContent(editor, base),
        // A version from the future is no better.
        await saveDraft(editor, { ...base, version: start.version + 5, document: mine }),
        await restoreRevision(editor, { ...base, revisionId: revision!.id }),
      ]
      for (const refusal of refusals) expect(refusal).toMatchObject({ ok: false, code: 'content_conflict' })
      expect(await snapshot(db())).toEqual(before)
      const now = await openRecord(db(), 'faq', id)
      expect(now).toMatchObject({ version: start.version + 1, updatedBy: 'Mateo Ruiz' })
      expect(now.document.question).toEqual({ en: 'Theirs?', es: 'Theirs? (es)' })
      expect((await listFaqs(db(), 'en')).flatMap((group) => group.faqs).map((faq) => faq.question)).not.toContain('Mine?')
    })

    it('once the editor reloads, their change goes through on the version they now hold', async () => {
      const { id } = await seededRecord(db(), 'faq', 'how-long-should-i-stay-after-lasik')
      const reloaded = await openRecord(db(), 'faq', id)
      const published = accepted(
        await publishContent(editor, {
          kind: 'faq',
          recordId: id,
          version: reloaded.version,
          document: withText(reloaded.document, 'question', 'Mine?'),
        }),
      )
      expect(published.version).toBe(reloaded.version + 2)
      expect((await listFaqs(db(), 'es')).flatMap((group) => group.faqs).map((faq) => faq.question)).toContain('Mine? (es)')
    })

    it('two editors publishing the same version at once: one wins, the other is refused, and one publication is kept', async () => {
      const { id } = await seededRecord(db(), 'service', 'executive-health-checkup')
      const start = await openRecord(db(), 'service', id)
      const attempts = await Promise.all(
        [editor, other].map((who, n) =>
          publishContent(who, {
            kind: 'service',
            recordId: id,
            version: start.version,
            document: withText(start.document, 'summary', `Editor ${n}`),
          }),
        ),
      )
      expect(attempts.map((attempt) => (attempt.ok ? 'ok' : attempt.code)).sort()).toEqual(['content_conflict', 'ok'])
      const winner = attempts.findIndex((attempt) => attempt.ok)
      expect((await getService(db(), 'en', 'executive-health-checkup'))?.summary).toBe(`Editor ${winner}`)
      expect(await listRevisions(db(), id)).toHaveLength(2)
    })
  })
})
