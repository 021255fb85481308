import { signedInStaffContext } from '../../tests/setup/action-context'
import { beforeAll, describe, expect, it } from 'vitest'
import { accepted, describeSeeded, insertPicture, openRecord, seededRecord } from '../../tests/setup/content-editing'
import type { ActionContext } from '~/accounts/action-context.server'
import { choiceOptions } from './choice-options.server'
import { countContentRecords, listContentRecords } from './content-list.server'
import { saveDraft } from './save-draft.server'
import { bumpContentVersion, CONTENT_VERSION_KEY, currentContentVersion, trustedContentVersion } from './content-version.server'
import { languageMarks } from './editor-marks'
import type { ContentDocument } from './fields'
import { faqKind, serviceKind, specialistKind } from './kinds'

/*
 * What the console's content pages are drawn from: a kind's list (titles in
 * the editor's language, search), the choices of its select fields, the
 * missing and out-of-date marks per language, the references a save
 * checks, and the version stamp page caches compare. (The comparison of two
 * documents is tested in document-diff.test.ts.)
 */

describe('language marks', () => {
  it('marks a blank language missing, and a language the other changed after as out of date', () => {
    const marks = languageMarks(
      faqKind,
      { question: { en: 'Question?', es: '¿Pregunta?' }, answer: { en: 'Answer.', es: '' } },
      { question: { en: '2027-01-02T00:00:00.000Z', es: '2027-01-01T00:00:00.000Z' }, answer: { en: '2027-01-01T00:00:00.000Z' } },
    )
    expect(marks).toEqual({
      question: { en: { missing: false, outdated: false }, es: { missing: false, outdated: true } },
      answer: { en: { missing: false, outdated: false }, es: { missing: true, outdated: false } },
    })
  })
})

describeSeeded('the console’s content pages', (db) => {
  let editor: ActionContext
  beforeAll(async () => {
    editor = await signedInStaffContext(db(), 'coordinator')
  }, 60_000)

  describe('a kind’s list', () => {
    it('shows titles in the editor’s language, in its order, and counts every kind', async () => {
      const es = await listContentRecords(db(), 'faq_topic', 'es')
      expect(es.map((item) => item.title)).toEqual([
        'Costos y pagos',
        'Después del tratamiento',
        'Planea tu viaje',
        'Reserva y valoración',
        'Tratamientos y requisitos',
      ])
      const en = await listContentRecords(db(), 'faq_topic', 'en')
      expect(en[0]).toMatchObject({ title: 'After your treatment', fallbackTitle: 'Después del tratamiento', status: 'published', hasDraft: false })
      expect(en[0]!.refId).toBe((await seededRecord(db(), 'faq_topic', 'after-your-treatment')).refId)
      const counts = await countContentRecords(db())
      expect(counts).toMatchObject({ service: 15, destination: 10, faq_topic: 5, settings: 1, company_page: 1, legal_page: 2 })
    })

    it('finds records by either language’s title, accents and case folded', async () => {
      expect((await listContentRecords(db(), 'faq_topic', 'en', 'REQUISITOS')).map((item) => item.title)).toEqual(['Treatments and candidacy'])
      expect((await listContentRecords(db(), 'faq_topic', 'es', 'despues')).map((item) => item.title)).toEqual(['Después del tratamiento'])
      expect((await listContentRecords(db(), 'destination', 'en', 'bogotá')).map((item) => item.title)).toEqual(['Bogotá'])
      expect(await listContentRecords(db(), 'faq_topic', 'en', 'zanzibar')).toEqual([])
    })

    // Both engines: the query says `escape '\\'` (SQLite has no default escape character).
    it('takes the query’s % and _ as written', async () => {
      for (const name of ['Paying 100% upfront', 'Pay_later', 'Paying later']) {
        accepted(await saveDraft(editor, { kind: 'faq_topic', version: 0, document: { name: { en: name, es: name } } }))
      }
      expect((await listContentRecords(db(), 'faq_topic', 'en', '100%')).map((item) => item.title)).toEqual(['Paying 100% upfront'])
      expect((await listContentRecords(db(), 'faq_topic', 'en', 'pay_')).map((item) => item.title)).toEqual(['Pay_later'])
    })

    it('a new record with a title in one language lists under the other’s as its fallback, as a draft', async () => {
      const topic = accepted(await saveDraft(editor, { kind: 'faq_topic', version: 0, document: { name: { en: 'Insurance', es: '' } } }))
      const item = (await listContentRecords(db(), 'faq_topic', 'es')).find((entry) => entry.id === topic.recordId)
      expect(item).toMatchObject({ title: '', fallbackTitle: 'Insurance', status: 'draft', refId: null, hasDraft: true })
    })
  })

  describe('the choices of a kind’s fields', () => {
    it('offers live records of the other kind by title in the editor’s language, fixed lists, our icons and time zones', async () => {
      const service = await choiceOptions(db(), serviceKind, 'es')
      expect(service.category).toEqual([
        { value: 'eye', label: 'eye' },
        { value: 'other', label: 'other' },
      ])
      expect(service.icon!.length).toBeGreaterThan(10)
      expect(service.icon!.every((option) => !option.label.includes(':') && option.value === `lucide:${option.label}`)).toBe(true)
      const destinations = service.destinations!.map((option) => option.label)
      expect(destinations).toContain('Ciudad de México')
      expect(destinations).toEqual([...destinations].sort((a, b) => (a < b ? -1 : 1)))
      const { refId } = await seededRecord(db(), 'destination', 'mexico-city')
      expect(service.destinations).toContainEqual({ value: String(refId), label: 'Ciudad de México' })
      expect((await choiceOptions(db(), serviceKind, 'en')).destinations).toContainEqual({ value: String(refId), label: 'Mexico City' })

      const specialist = await choiceOptions(db(), specialistKind, 'en')
      expect(specialist.languages!.map((option) => option.value)).toEqual(['es', 'en', 'pt', 'fr', 'de', 'it', 'ca'])
      expect(specialist.clinic!.length).toBe(8)
    })

    it('a record not yet published is not offered', async () => {
      const topic = accepted(await saveDraft(editor, { kind: 'faq_topic', version: 0, document: { name: { en: 'Visas', es: 'Visados' } } }))
      const topics = (await choiceOptions(db(), faqKind, 'en')).topic!
      expect(topics.map((option) => option.label)).not.toContain('Visas')
      expect((await openRecord(db(), 'faq_topic', topic.recordId)).refId).toBeNull()
    })
  })

  describe('the references a save checks', () => {
    it('refuses a record, picture or slug that is not there or is another’s, naming the field; its own slug is fine', async () => {
      const { id } = await seededRecord(db(), 'service', 'prk')
      const record = await openRecord(db(), 'service', id)
      const save = (document: ContentDocument) => saveDraft(editor, { kind: 'service', recordId: id, version: record.version, document })
      expect(await save({ ...record.document, specialists: [...(record.document.specialists as number[]), 999_999] })).toMatchObject({
        ok: false,
        code: 'content_reference_unknown',
        field: 'specialists',
      })
      expect(await save({ ...record.document, destinations: [999_998] })).toMatchObject({ code: 'content_reference_unknown', field: 'destinations' })
      expect(await save({ ...record.document, image: 999_997 })).toMatchObject({ code: 'content_reference_unknown', field: 'image' })
      expect(await save({ ...record.document, slug: { en: 'prk', es: 'smile' } })).toMatchObject({ code: 'content_slug_taken', field: 'slug.es' })
      expect((await openRecord(db(), 'service', id)).version).toBe(record.version)
      const picture = await insertPicture(db())
      accepted(await save({ ...record.document, image: picture, specialists: [...(record.document.specialists as number[])].reverse() }))
    })
  })

  describe('the content version stamp', () => {
    it('is trusted for a second, read again after, and read at every request for a while after a change made here', async () => {
      const later = Date.now() + 60_000
      const first = await currentContentVersion(db(), later)
      // Another process publishes: this one sees it within a second, not before.
      await db().updateTable('settings').set({ value: 'another-process' }).where('key', '=', CONTENT_VERSION_KEY).execute()
      expect(trustedContentVersion(later + 500)).toBe(first)
      expect(await currentContentVersion(db(), later + 999)).toBe(first)
      expect(trustedContentVersion(later + 1000)).toBeUndefined()
      expect(await currentContentVersion(db(), later + 1000)).toBe('another-process')

      await bumpContentVersion(db(), new Date())
      expect(trustedContentVersion()).toBeUndefined()
      const bumped = await currentContentVersion(db())
      expect(bumped).not.toBe('another-process')
      expect(bumped).toMatch(/^\d+-[a-z0-9]+$/)
    })
  })
})
