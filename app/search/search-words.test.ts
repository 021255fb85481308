import { beforeAll, expect, it } from 'vitest'
import type { Kysely } from 'kysely'
import { signedInStaffContext } from '../../tests/setup/action-context'
import { accepted, describeSeeded, openRecord, seededRecord } from '../../tests/setup/content-editing'
import { describeEachDatabase } from '../../tests/setup/test-database'
import type { ActionContext } from '~/accounts/action-context.server'
import { publishContent } from '~/content-editing/publish-content.server'
import { saveDraft } from '~/content-editing/save-draft.server'
import { unpublishContent } from '~/content-editing/unpublish-content.server'
import { replaceSearchDocuments, searchDocuments, type SearchDocument, type SearchKind } from '~/db/full-text.server'
import type { Database } from '~/db/schema'
import { indexedText, queryClauses, synonymIndex } from './search-text'
import { wordForms } from './word-forms'

const formsOf = (word: string) => wordForms(word).forms

/*
 * Search in the words patients use (issue 31): plural and singular, Spanish
 * and English, with or without accents, synonyms from the console. The same
 * expectations hold on both engines, which is what makes them agree.
 */

it('a word is known by its folded form and its Spanish and English stems; the index adds only stems that do not begin their word', () => {
  expect(formsOf('cataratas')).toEqual(['cataratas', 'catarat', 'catarata'])
  expect(formsOf('cataracts')).toEqual(['cataracts', 'cataract'])
  expect(formsOf('las')).toEqual(['las'])
  // The Spanish stemmer reads accents: both spellings' stems are kept.
  expect(formsOf('operación')).toEqual(['operacion', 'oper'])
  expect(formsOf('ojos')).toEqual(['ojos', 'ojo'])
  const none = synonymIndex([])
  expect(indexedText('Cirugía de CATARATAS', none, 'body')).toBe('cirugia de cataratas')
  expect(indexedText('Surgery, surgeries and more surgery', none, 'body')).toBe('surgery surgeries and more surgery surgeri')
})

it('a text gets the token of each synonym group it speaks of, by a word, a whole expression, or in a title a treatment', () => {
  const index = synonymIndex([
    { id: 1, words: ['miopía', 'vista corta'], finds: ['LASIK'] },
    { id: 2, words: ['presbicia', 'vista cansada'], finds: [] },
  ])
  expect(indexedText('Miopes', index, 'body')).toBe('miopes zzsyn1')
  // A treatment a group finds counts in a title (its own page), not in a text that mentions it.
  expect(indexedText('LASIK en Bogotá', index, 'title')).toBe('lasik en bogota zzsyn1')
  expect(indexedText('Después de un LASIK', index, 'body')).toBe('despues de un lasik')
  expect(indexedText('Tu vista está cansada', index, 'body')).toBe('tu vista esta cansada')
  expect(indexedText('Vistas cansadas', index, 'title')).toBe('vistas cansadas zzsyn2')
})

it('a query word is searched by the fewest beginnings covering its forms, or by its synonym group’s token', () => {
  const index = synonymIndex([{ id: 3, words: ['miopía', 'nearsighted', 'vista corta'], finds: ['LASIK'] }])
  expect(queryClauses('cataratas', index)).toEqual([{ words: [{ prefixes: ['catarat'], exact: [] }], groups: [] }])
  expect(queryClauses('surgery ojos', index)).toEqual([
    { words: [{ prefixes: ['surgery', 'surgeri'], exact: [] }], groups: [] },
    { words: [{ prefixes: ['ojos'], exact: ['ojo'] }], groups: [] },
  ])
  expect(queryClauses('Miopia', index)).toEqual([{ words: [{ prefixes: ['miopi'], exact: [] }], groups: ['zzsyn3'] }])
  // An expression is met by its words together; the longest one the query spells out wins.
  expect(queryClauses('vista corta bogota', index).map((clause) => clause.groups)).toEqual([['zzsyn3'], []])
  expect(queryClauses('vista', index)).toEqual([{ words: [{ prefixes: ['vist'], exact: [] }], groups: [] }])
  // What a group finds does not bring the group back.
  expect(queryClauses('lasik', index)).toEqual([{ words: [{ prefixes: ['lasik'], exact: [] }], groups: [] }])
  expect(queryClauses(' ¿? ', index)).toEqual([])
})

type Db = Kysely<Database>

/** Adds a synonym group straight into the live tables, before indexing (the console's way is tested below). */
async function addGroup(db: Db, slug: string, words: { en: string[]; es: string[] }, finds: string[]) {
  const { id } = await db
    .insertInto('search_synonyms')
    .values({ slug, position: 0, finds: JSON.stringify(finds) })
    .returning('id')
    .executeTakeFirstOrThrow()
  for (const locale of ['en', 'es'] as const)
    await db
      .insertInto('search_synonyms_translations')
      .values({ owner_id: id, locale, name: slug, words: JSON.stringify(words[locale]) })
      .execute()
  return id
}

const documents: SearchDocument[] = [
  {
    kind: 'service',
    refId: 1,
    locale: 'es',
    title: 'Cirugía de catarata con lentes premium',
    body: 'Lentes multifocales, también para la presbicia.\nCataract surgery with premium lenses\nMadrid\nEspaña',
  },
  {
    kind: 'service',
    refId: 1,
    locale: 'en',
    title: 'Cataract surgery with premium lenses',
    body: 'Multifocal lenses, for presbyopia too.\nCirugía de catarata con lentes premium\nMadrid\nSpain',
  },
  { kind: 'service', refId: 2, locale: 'es', title: 'LASIK', body: 'Cirugía refractiva con láser.\nBogotá' },
  { kind: 'service', refId: 2, locale: 'en', title: 'LASIK', body: 'Refractive surgery.\nBogotá' },
  { kind: 'service', refId: 3, locale: 'es', title: 'Cirugía SMILE', body: 'Sin colgajo.' },
  { kind: 'service', refId: 3, locale: 'en', title: 'SMILE surgery', body: 'No flap.' },
  { kind: 'service', refId: 4, locale: 'es', title: 'Crosslinking corneal', body: 'Frena el queratocono; puede haber miopía.' },
  { kind: 'service', refId: 4, locale: 'en', title: 'Corneal cross-linking', body: 'Halts keratoconus; myopia may remain.' },
  { kind: 'destination', refId: 7, locale: 'es', title: 'Madrid España', body: 'Cirugía de catarata con lentes premium' },
  { kind: 'destination', refId: 7, locale: 'en', title: 'Madrid Spain', body: 'Cataract surgery with premium lenses' },
]

describeEachDatabase('search in patients’ words', (db) => {
  const ids = async (locale: string, query: string, kinds: SearchKind[] = ['service']) =>
    (await searchDocuments(db(), { locale, kinds, query })).map((hit) => hit.refId)
  let myopia: number

  beforeAll(async () => {
    myopia = await addGroup(db(), 'myopia', { en: ['myopia', 'nearsighted', 'short-sighted'], es: ['miopía', 'miope'] }, ['LASIK', 'SMILE'])
    await addGroup(db(), 'presbyopia', { en: ['presbyopia'], es: ['presbicia', 'vista cansada'] }, ['multifocal'])
    await replaceSearchDocuments(db(), ['service', 'destination'], documents)
  })

  it('plural and singular: "cataratas madrid" finds cataract surgery in Madrid, on both sites', async () => {
    expect(await ids('es', 'cataratas madrid')).toEqual([1])
    expect(await ids('en', 'cataratas madrid')).toEqual([1])
    expect(await ids('en', 'cataracts')).toEqual([1])
    expect(await ids('es', 'catarata')).toEqual([1])
    // The place's own page too, the treatment named in its body: below a title match.
    expect(await searchDocuments(db(), { locale: 'es', kinds: ['service', 'destination'], query: 'cataratas' })).toMatchObject([
      { kind: 'service', refId: 1 },
      { kind: 'destination', refId: 7 },
    ])
  })

  it('across languages: "cataract" on the Spanish site and "catarata" on the English one', async () => {
    expect(await ids('es', 'cataract')).toEqual([1])
    expect(await ids('en', 'catarata')).toEqual([1])
    expect(await ids('es', 'cataracts surgery')).toEqual([1])
  })

  it('accents and case do not matter: "lásik" is "lasik"', async () => {
    expect(await ids('es', 'lásik')).toEqual([2])
    expect(await ids('en', 'LÁSIK')).toEqual(await ids('en', 'lasik'))
    expect(await ids('es', 'cirugia refractiva')).toEqual([2])
  })

  it('as-you-type: a word’s beginning still finds it', async () => {
    expect(await ids('en', 'las')).toEqual([2])
    expect(await ids('es', 'catar madr')).toEqual([1])
  })

  it('synonyms: "miopía" finds what treats it, in either spelling and language; the treatment does not find the word', async () => {
    for (const query of ['miopía', 'miopia', 'MIOPE', 'nearsighted', 'short-sighted', 'myopia']) {
      expect((await ids('es', query)).sort(), query).toEqual([2, 3, 4])
      expect((await ids('en', query)).sort(), query).toEqual([2, 3, 4])
    }
    // Titles first: LASIK and SMILE are named for it, cross-linking mentions it in passing.
    expect((await ids('es', 'miopía')).at(-1)).toBe(4)
    expect(await ids('en', 'lasik')).toEqual([2])
    expect(await ids('es', 'vista cansada')).toEqual([1])
    expect(await ids('es', 'vista')).toEqual([])
  })

  it('a group taken off the site stops at once', async () => {
    await db().updateTable('search_synonyms').set({ published: 0 }).where('id', '=', myopia).execute()
    expect(await ids('en', 'nearsighted')).toEqual([])
    await db().updateTable('search_synonyms').set({ published: 1 }).where('id', '=', myopia).execute()
    expect((await ids('en', 'nearsighted')).sort()).toEqual([2, 3, 4])
  })
})

describeSeeded('search in patients’ words, seeded site', (db) => {
  let editor: ActionContext
  const serviceId = async (slug: string) => (await db().selectFrom('services').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id
  const services = async (locale: string, query: string) =>
    (await searchDocuments(db(), { locale, kinds: ['service'], query })).map((hit) => hit.refId)

  beforeAll(async () => {
    editor = await signedInStaffContext(db(), 'coordinator')
  })

  it('"cataratas madrid" finds cataract surgery (offered in Madrid), and Madrid among the places', async () => {
    const cataract = await serviceId('cataract-surgery-premium-lenses')
    // Cataract surgery first; other treatments offered in Madrid whose pages speak of cataracts after it.
    for (const locale of ['es', 'en']) expect((await services(locale, 'cataratas madrid'))[0], locale).toBe(cataract)
    const madrid = (await db().selectFrom('destinations').select('id').where('slug', '=', 'madrid').executeTakeFirstOrThrow()).id
    expect((await searchDocuments(db(), { locale: 'es', kinds: ['destination'], query: 'cataratas madrid' })).map((hit) => hit.refId)).toEqual([
      madrid,
    ])
  })

  it('"miopía" finds LASIK, PRK and SMILE; "lásik" is "lasik"; "cataract" on /es and "catarata" on / find cataract surgery', async () => {
    const laser = await Promise.all(['lasik', 'prk', 'smile'].map(serviceId))
    for (const locale of ['es', 'en']) {
      expect(await services(locale, 'miopía'), locale).toEqual(expect.arrayContaining(laser))
      expect(await services(locale, 'lásik'), locale).toEqual(await services(locale, 'lasik'))
    }
    expect((await services('es', 'lasik'))[0]).toBe(laser[0])
    const cataract = await serviceId('cataract-surgery-premium-lenses')
    expect((await services('es', 'cataract'))[0]).toBe(cataract)
    expect((await services('en', 'catarata'))[0]).toBe(cataract)
    expect((await services('en', 'cataracts'))[0]).toBe(cataract)
    expect((await services('es', 'dientes'))[0]).toBe(await serviceId('dental-implants'))
    expect((await services('en', 'vista cansada')).length).toBeGreaterThan(0)
  })

  it('the blog and the FAQs search with word forms too', async () => {
    expect((await searchDocuments(db(), { locale: 'es', kinds: ['faq'], query: 'cataratas' })).length).toBeGreaterThan(0)
    expect((await searchDocuments(db(), { locale: 'en', kinds: ['blog'], query: 'surgeries' })).length).toBeGreaterThan(0)
  })

  it('every seeded synonym group publishes as it is', async () => {
    const rows = await db().selectFrom('content_records').select(['id', 'seed_key']).where('kind', '=', 'search_synonym').execute()
    expect(rows.length).toBeGreaterThan(10)
    for (const row of rows) {
      const record = await openRecord(db(), 'search_synonym', row.id)
      accepted(await publishContent(editor, { kind: 'search_synonym', recordId: row.id, version: record.version, document: record.document }))
    }
  })

  it('a coordinator adds a word patients use: search finds it once published, not as a draft, and no more once taken off', async () => {
    const lasik = await serviceId('lasik')
    const document = { name: { en: 'Laser slang', es: 'Jerga del láser' }, words: { en: ['eye zapping'], es: ['rayito'] }, finds: ['LASIK'] }
    const draft = accepted(await saveDraft(editor, { kind: 'search_synonym', version: 0, document }))
    expect(await services('en', 'eye zapping')).toEqual([])
    const published = accepted(await publishContent(editor, { kind: 'search_synonym', recordId: draft.recordId, version: draft.version }))
    expect((await services('en', 'eye zapping'))[0]).toBe(lasik)
    expect((await services('es', 'rayitos'))[0]).toBe(lasik)
    accepted(await unpublishContent(editor, { kind: 'search_synonym', recordId: draft.recordId, version: published.version }))
    expect(await services('es', 'rayito')).toEqual([])
  })

  it('a group needs its words in both languages to be published', async () => {
    const { id } = await seededRecord(db(), 'search_synonym', 'knee')
    const record = await openRecord(db(), 'search_synonym', id)
    const outcome = await publishContent(editor, {
      kind: 'search_synonym',
      recordId: id,
      version: record.version,
      document: { ...record.document, words: { en: ['knee'], es: [] } },
    })
    expect(outcome).toMatchObject({ ok: false, code: 'content_incomplete', field: 'words' })
  })
})
