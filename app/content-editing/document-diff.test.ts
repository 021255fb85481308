import { beforeAll, describe, expect, it } from 'vitest'
import { signedInStaffContext } from '../../tests/setup/action-context'
import { accepted, describeSeeded, openRecord, seededRecord } from '../../tests/setup/content-editing'
import type { ActionContext } from '~/accounts/action-context.server'
import { choiceOptions } from './choice-options.server'
import { changedFields, documentChanges, withContext, wordChanges, type FieldChange } from './document-diff'
import type { ContentDocument } from './fields'
import { faqKind, parseContentForm, serviceKind, specialistKind } from './kinds'
import { getRevision, listRevisions } from './content-revisions.server'
import { publishContent } from './publish-content.server'
import { formDefaults } from './ui/content-fields'

/*
 * Comparing two documents (document-diff.ts): by value, as a reader sees
 * them. Only real changes are listed; texts differ word by word. The case
 * reported in issue 27: after only the Spanish summary of a treatment was
 * changed in the editor, the history listed About, Results, Specialists and
 * Destinations as changed too, because the browser posts a textarea with
 * Windows line endings and lists the chosen records by title, while the
 * original was read from the live tables (Unix line endings, ids in their
 * order).
 */

/** A change as plain data, for comparing in tests. */
const plain = (change: FieldChange) => {
  const { field, ...rest } = change
  return { field: field.name, ...rest }
}

describe('comparing two documents by value', () => {
  const before: ContentDocument = { question: { en: 'Old?', es: '¿Viejo?' }, answer: { en: 'Same.', es: 'Igual.' }, topic: 1 }

  it('names the changed fields, and each change per language where the field is localized', () => {
    const after: ContentDocument = { ...before, question: { en: 'Old?', es: '¿Nuevo?' }, topic: 2 }
    expect(changedFields(faqKind, before, after)).toEqual(['question', 'topic'])
    expect(documentChanges(faqKind, before, after).map(plain)).toEqual([
      {
        field: 'question',
        locale: 'es',
        type: 'text',
        parts: [
          { text: '¿Viejo?', change: 'removed' },
          { text: '¿Nuevo?', change: 'added' },
        ],
      },
      { field: 'topic', locale: null, type: 'value', before: '1', after: '2' },
    ])
  })

  it('takes line endings, surrounding blanks and Unicode forms as the same text', () => {
    const after: ContentDocument = {
      question: { en: '  Old?\n', es: '¿Vie\u006a\u006f?' },
      answer: { en: 'Same.', es: 'Igual.' },
      topic: 1,
    }
    const crlf: ContentDocument = { ...before, answer: { en: 'Line one.\r\nLine two.', es: 'Canci\u00f3n.' } }
    const lf: ContentDocument = { ...before, answer: { en: 'Line one.\nLine two.  ', es: 'Cancio\u0301n.' } }
    expect(documentChanges(faqKind, before, after)).toEqual([])
    expect(documentChanges(faqKind, crlf, lf)).toEqual([])
    expect(changedFields(faqKind, crlf, lf)).toEqual([])
  })

  it('takes a set of records in any order, ids as numbers or strings, and blank as blank however stored', () => {
    const service: ContentDocument = { specialists: [3, 1], destinations: [8, 3], image: 12, priceFrom: 120000, requirements: { en: [], es: [] } }
    const same: ContentDocument = { specialists: ['1', '3'], destinations: [3, 8], image: '12' as never, priceFrom: 120000 }
    expect(documentChanges(serviceKind, service, same)).toEqual([])
    expect(changedFields(serviceKind, {}, { image: null, specialists: [], summary: { en: '', es: '' } })).toEqual([])
  })

  it('lists which records left a set and which joined it; an ordered list is a text, one item per line', () => {
    const changes = documentChanges(
      serviceKind,
      { specialists: [3, 1, 7], requirements: { en: ['Over 18', 'Stable prescription'], es: ['Mayor de 18'] } },
      { specialists: [7, 4, 1], requirements: { en: ['Stable prescription', 'Over 18'], es: ['Mayor de 18'] } },
    )
    expect(changes.map(plain)).toEqual([
      {
        field: 'requirements',
        locale: 'en',
        type: 'text',
        parts: [
          { text: 'Over 18\n', change: 'removed' },
          { text: 'Stable prescription', change: 'same' },
          { text: '\nOver 18', change: 'added' },
        ],
      },
      { field: 'specialists', locale: null, type: 'set', removed: ['3'], added: ['4'] },
    ])
  })

  it('quote questions compare per language, line for line: typed with CRLF and blanks they are the same; one Spanish line changed is one change', () => {
    const questions = { en: ['How old are you?', 'Right eye (sphere, cylinder, axis)'], es: ['¿Qué edad tienes?', 'Graduación del ojo derecho'] }
    const typed = { en: ['How old are you?  ', 'Right eye (sphere, cylinder, axis)\r\n'], es: [' ¿Qué edad tienes?', 'Graduación del ojo derecho'] }
    expect(changedFields(serviceKind, { quoteQuestions: questions }, { quoteQuestions: typed })).toEqual([])
    const changes = documentChanges(
      serviceKind,
      { quoteQuestions: questions },
      { quoteQuestions: { ...questions, es: ['¿Qué edad tienes?', 'Graduación del ojo derecho (esfera, cilindro y eje)'] } },
    )
    expect(changes.map(plain)).toEqual([
      {
        field: 'quoteQuestions',
        locale: 'es',
        type: 'text',
        parts: [
          { text: '¿Qué edad tienes?\nGraduación del ojo derecho', change: 'same' },
          { text: ' (esfera, cilindro y eje)', change: 'added' },
        ],
      },
    ])
  })

  it('a language list (a set of fixed choices) in another order is the same', () => {
    expect(changedFields(specialistKind, { languages: ['es', 'en'] }, { languages: ['en', 'es'] })).toEqual([])
    expect(documentChanges(specialistKind, { languages: ['es', 'en'] }, { languages: ['en'] }).map(plain)).toEqual([
      { field: 'languages', locale: null, type: 'set', removed: ['es'], added: [] },
    ])
  })
})

describe('word by word', () => {
  it('marks only the words that changed, keeping the spaces and line breaks between them', () => {
    expect(wordChanges('The quick brown fox\njumps.', 'The slow brown fox\njumps high.')).toEqual([
      { text: 'The ', change: 'same' },
      { text: 'quick', change: 'removed' },
      { text: 'slow', change: 'added' },
      { text: ' brown fox\njumps', change: 'same' },
      { text: ' high', change: 'added' },
      { text: '.', change: 'same' },
    ])
  })

  it('joins changes separated only by spaces: one removal and one addition, not a patchwork', () => {
    const before = 'Cambia el cristalino por un lente tórico para volver a ver con claridad y depender menos de las gafas.'
    const after = 'Cambia el cristalino por un lente tórico para ver de nuevo con nitidez y depender menos de las gafas.'
    expect(wordChanges(before, after)).toEqual([
      { text: 'Cambia el cristalino por un lente tórico para ', change: 'same' },
      { text: 'volver a ver', change: 'removed' },
      { text: 'ver de nuevo', change: 'added' },
      { text: ' con ', change: 'same' },
      { text: 'claridad', change: 'removed' },
      { text: 'nitidez', change: 'added' },
      { text: ' y depender menos de las gafas.', change: 'same' },
    ])
  })

  it('shows a text rewritten almost entirely as replaced whole, not as a patchwork around its few common words', () => {
    expect(wordChanges('What does a treatment abroad cost, all in?', 'How much does it cost in total?')).toEqual([
      { text: 'What does a treatment abroad cost, all in?', change: 'removed' },
      { text: 'How much does it cost in total?', change: 'added' },
    ])
    expect(wordChanges('', 'New text')).toEqual([{ text: 'New text', change: 'added' }])
  })

  it('shortens a long unchanged run around the change, at word boundaries', () => {
    const long = Array.from({ length: 60 }, (_, index) => `word${index}`).join(' ')
    const parts = wordChanges(`${long} old ${long}`, `${long} new ${long}`)
    const shown = withContext(parts, 40)
    expect(shown.map((part) => part.change)).toEqual(['elided', 'same', 'removed', 'added', 'same', 'elided'])
    const [, head, , , tail] = shown as { text: string }[]
    expect(head!.text.length).toBeLessThanOrEqual(41)
    expect(head!.text).toMatch(/^word\d+ .* $/)
    expect(tail!.text).toMatch(/^ word0 .*word\d+$/)
    // A short text is shown whole.
    expect(withContext(wordChanges('a b', 'a c'))).toEqual(wordChanges('a b', 'a c'))
  })
})

describeSeeded('comparing versions of a treatment edited in the console', (db) => {
  let editor: ActionContext
  beforeAll(async () => {
    editor = await signedInStaffContext(db(), 'coordinator')
  }, 60_000)

  /** The editor's form as a browser posts it: textareas with CRLF line endings, chosen records in the order the form lists them (by title). */
  async function postedForm(document: ContentDocument) {
    const options = await choiceOptions(db(), serviceKind, 'es')
    const form = new FormData()
    for (const [name, value] of Object.entries(formDefaults(serviceKind.fields, document))) {
      if (Array.isArray(value)) {
        const chosen = new Set(value as string[])
        for (const option of options[name] ?? []) if (chosen.has(option.value)) form.append(name, option.value)
      } else if (value && typeof value === 'object') {
        for (const [locale, text] of Object.entries(value)) form.append(`${name}.${locale}`, String(text).replace(/\n/g, '\r\n'))
      } else form.append(name, String(value))
    }
    return form
  }

  it('only the Spanish summary changed: exactly one change, in the history and in the audit entry', async () => {
    const { id } = await seededRecord(db(), 'service', 'lasik')
    const record = await openRecord(db(), 'service', id)
    // The seeded treatment has several specialists and destinations, so their order can differ.
    expect((record.document.specialists as number[]).length + (record.document.destinations as number[]).length).toBeGreaterThan(2)
    const form = await postedForm(record.document)
    form.set('summary.es', 'Corrige la miopía, la hipermetropía y el astigmatismo en unos minutos por ojo.')
    const submission = parseContentForm(form, serviceKind, 'publish')
    expect(submission.status).toBe('success')
    const document = submission.status === 'success' ? (submission.value as ContentDocument) : {}
    accepted(await publishContent(editor, { kind: 'service', recordId: id, version: record.version, document }))

    const [newest, original] = await listRevisions(db(), id)
    const changes = documentChanges(serviceKind, (await getRevision(db(), id, original!.id))!, (await getRevision(db(), id, newest!.id))!)
    expect(changes.map((change) => [change.field.name, change.locale])).toEqual([['summary', 'es']])
    const audit = await db()
      .selectFrom('audit_log')
      .select(['before', 'after'])
      .where('entity_type', '=', 'service')
      .where('entity_id', '=', String(id))
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(Object.keys(JSON.parse(String(audit.after)))).toEqual(['summary'])
  })
})
