import { expect, it } from 'vitest'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { replaceSearchDocuments, searchDocuments, searchTerms, type SearchDocument } from './full-text.server'

const documents: SearchDocument[] = [
  { kind: 'service', refId: 1, locale: 'es', title: 'Cirugía de cataratas', body: 'Lentes premium multifocales.' },
  { kind: 'service', refId: 2, locale: 'es', title: 'LASIK', body: 'Cirugía refractiva con láser para miopía.' },
  { kind: 'service', refId: 1, locale: 'en', title: 'Cataract surgery', body: 'Premium multifocal lenses.' },
  { kind: 'service', refId: 2, locale: 'en', title: 'LASIK', body: 'Laser refractive surgery for myopia.' },
  { kind: 'destination', refId: 7, locale: 'es', title: 'Bogotá', body: 'Capital de Colombia, clínicas de cirugía ocular.' },
]

it('turns a query into accent-free lower-case terms', () => {
  expect(searchTerms('  Cirugía   LÁSER! ')).toEqual(['cirugia', 'laser'])
  expect(searchTerms('"; drop table x; --')).toEqual(['drop', 'table', 'x'])
  expect(searchTerms('***')).toEqual([])
})

describeEachDatabase('full-text search', (db) => {
  it('indexes documents', async () => {
    await replaceSearchDocuments(db(), ['service', 'destination'], documents)
  })

  it('ignores accents and case, in the given locale', async () => {
    const hits = await searchDocuments(db(), { locale: 'es', kinds: ['service'], query: 'cirugia' })
    expect(hits.map((hit) => hit.refId).sort()).toEqual([1, 2])
    expect((await searchDocuments(db(), { locale: 'en', kinds: ['service'], query: 'lasik' }))[0]?.refId).toBe(2)
    expect(await searchDocuments(db(), { locale: 'en', kinds: ['service'], query: 'cirugia' })).toEqual([])
  })

  it('ranks a title match above a body match', async () => {
    const hits = await searchDocuments(db(), { locale: 'es', kinds: ['service'], query: 'cirugía' })
    expect(hits[0]?.refId).toBe(1)
  })

  it('puts every title with the terms before bodies that only mention them, however often; the limit spans both', async () => {
    const posts: SearchDocument[] = [
      { kind: 'blog', refId: 11, locale: 'es', title: 'Ojo seco', body: 'Qué hacer.' },
      { kind: 'blog', refId: 12, locale: 'es', title: 'Pantallas', body: 'Ojo seco, ojo seco, ojo seco: el ojo seco de las pantallas.' },
      { kind: 'blog', refId: 13, locale: 'es', title: 'Viajar', body: 'Con ojo seco, lágrimas artificiales.' },
      { kind: 'blog', refId: 14, locale: 'es', title: 'El ojo seco en invierno', body: 'Calefacción.' },
    ]
    await replaceSearchDocuments(db(), ['blog'], posts)
    const hits = await searchDocuments(db(), { locale: 'es', kinds: ['blog'], query: 'ojo seco' })
    expect(
      hits
        .slice(0, 2)
        .map((hit) => hit.refId)
        .sort(),
    ).toEqual([11, 14])
    expect(hits.slice(2).map((hit) => hit.refId)).toEqual([12, 13])
    expect((await searchDocuments(db(), { locale: 'es', kinds: ['blog'], query: 'ojo seco', limit: 3 })).map((hit) => hit.refId)).toHaveLength(3)
    expect((await searchDocuments(db(), { locale: 'es', kinds: ['blog'], query: 'lagrimas' })).map((hit) => hit.refId)).toEqual([13])
    await replaceSearchDocuments(db(), ['blog'], [])
  })

  it('matches word prefixes and requires every term', async () => {
    expect((await searchDocuments(db(), { locale: 'en', kinds: ['service'], query: 'catar' }))[0]?.refId).toBe(1)
    expect(await searchDocuments(db(), { locale: 'en', kinds: ['service'], query: 'cataract laser' })).toEqual([])
  })

  it('filters by kind and survives hostile input', async () => {
    const hits = await searchDocuments(db(), { locale: 'es', kinds: ['destination'], query: 'bogota' })
    expect(hits).toEqual([{ kind: 'destination', refId: 7, rank: expect.any(Number) }])
    expect(await searchDocuments(db(), { locale: 'es', kinds: ['service'], query: `' OR 1=1 -- "*` })).toEqual([])
  })

  it('re-indexing a kind replaces its documents', async () => {
    await replaceSearchDocuments(db(), ['destination'], [])
    expect(await searchDocuments(db(), { locale: 'es', kinds: ['destination'], query: 'bogota' })).toEqual([])
    expect(await searchDocuments(db(), { locale: 'es', kinds: ['service'], query: 'lasik' })).toHaveLength(1)
  })
})
