import { beforeAll, expect, it } from 'vitest'
import { describeSeeded, insertPicture, readLive, seededRecord, writeAndRead } from '../../../tests/setup/content-editing'
import { getDestination, listDestinations } from '~/catalogue/destinations.server'
import type { ContentDocument } from '../fields'

/*
 * The destination adapter: texts, page slugs and attractions per language
 * (the editor's "Name: description" lines, kept as objects), facts and place,
 * its picture; and what the public destination page and list then show.
 */

describeSeeded('destination adapter', (db) => {
  let madrid: number
  beforeAll(async () => {
    madrid = (await seededRecord(db(), 'destination', 'madrid')).refId
  }, 60_000)

  it('reads attractions as "Name: description" lines and the facts as numbers', async () => {
    const document = await readLive(db(), 'destination', madrid)
    const translation = await db()
      .selectFrom('destinations_translations')
      .select('attractions')
      .where('owner_id', '=', madrid)
      .where('locale', '=', 'es')
      .executeTakeFirstOrThrow()
    const stored = JSON.parse(translation.attractions) as { name: string; description: string }[]
    expect((document.attractions as { es: string[] }).es).toEqual(stored.map((entry) => `${entry.name}: ${entry.description}`))
    expect(typeof document.population).toBe('number')
    expect(document).toMatchObject({ countryCode: 'ES', timeZone: 'Europe/Madrid', currency: 'EUR', slug: { en: 'madrid', es: 'madrid' } })
  })

  it('writes every field in both languages; the public page and list show them', async () => {
    const document = await readLive(db(), 'destination', madrid)
    const edited: ContentDocument = {
      ...document,
      name: { en: 'Madrid, Spain', es: 'Madrid, España' },
      summary: { en: 'Museums and clinics.', es: 'Museos y clínicas.' },
      about: { en: 'A **capital** city.', es: 'Una ciudad **capital**.' },
      attractions: {
        en: ['Prado: A museum: the one with the Velázquez', 'Retiro: A park'],
        es: ['Prado: Un museo: el de Velázquez', 'Retiro: Un parque'],
      },
      population: 3_400_000_000 / 1000,
      populationYear: 2025,
      latitude: 40.25,
      longitude: -3.5,
    }
    const { read } = await writeAndRead(db(), 'destination', madrid, edited)
    expect(read).toEqual(edited)
    const es = (await getDestination(db(), 'es', 'madrid'))!
    expect(es).toMatchObject({ name: 'Madrid, España', summary: 'Museos y clínicas.', population: 3_400_000, populationYear: 2025, latitude: 40.25 })
    expect(es.aboutHtml).toContain('<strong>capital</strong>')
    // A description may hold a colon of its own: only the first one separates the name.
    expect(es.attractions).toEqual([
      { name: 'Prado', description: 'Un museo: el de Velázquez' },
      { name: 'Retiro', description: 'Un parque' },
    ])
    expect((await getDestination(db(), 'en', 'madrid'))!.attractions[0]).toEqual({
      name: 'Prado',
      description: 'A museum: the one with the Velázquez',
    })
    expect((await listDestinations(db(), 'en')).find((card) => card.key === 'madrid')).toMatchObject({ name: 'Madrid, Spain', longitude: -3.5 })
  })

  it('the page lists the destination’s clinics and the services offered there, from their own records', async () => {
    const page = (await getDestination(db(), 'en', 'bogota'))!
    const clinics = await db()
      .selectFrom('clinics')
      .innerJoin('destinations', 'destinations.id', 'clinics.destination_id')
      .select('clinics.name')
      .where('destinations.slug', '=', 'bogota')
      .orderBy('clinics.name')
      .execute()
    expect(page.clinics.map((clinic) => clinic.name)).toEqual(clinics.map((clinic) => clinic.name))
    expect(page.services.length).toBeGreaterThan(0)
  })

  it('slugs per language: a renamed page slug leaves the key (its map) alone', async () => {
    const cancun = (await seededRecord(db(), 'destination', 'cancun')).refId
    const document = await readLive(db(), 'destination', cancun)
    await writeAndRead(db(), 'destination', cancun, { ...document, slug: { en: 'cancun-mexico', es: 'cancun-mexico-caribe' } })
    expect((await getDestination(db(), 'es', 'cancun-mexico-caribe'))?.key).toBe('cancun')
    expect(await getDestination(db(), 'es', 'cancun-mexico')).toBeUndefined()
    expect((await db().selectFrom('destinations').select('slug').where('id', '=', cancun).executeTakeFirstOrThrow()).slug).toBe('cancun')
  })

  it('a picture with its description per language; none leaves the map', async () => {
    const medellin = (await seededRecord(db(), 'destination', 'medellin')).refId
    const document = await readLive(db(), 'destination', medellin)
    expect((await getDestination(db(), 'en', 'medellin'))!.picture).toBeNull()
    const picture = await insertPicture(db())
    const alt = { en: 'The cable car over the valley', es: 'El metrocable sobre el valle' }
    const { read } = await writeAndRead(db(), 'destination', medellin, { ...document, image: picture, imageAlt: alt })
    expect(read).toMatchObject({ image: picture, imageAlt: alt })
    expect((await getDestination(db(), 'es', 'medellin'))!.picture).toMatchObject({ alt: alt.es, width: 1600 })
    await writeAndRead(db(), 'destination', medellin, document)
    expect((await getDestination(db(), 'es', 'medellin'))!.picture).toBeNull()
  })

  it('a draft with a language’s attractions left blank writes an empty list there only', async () => {
    const cartagena = (await seededRecord(db(), 'destination', 'cartagena')).refId
    const document = await readLive(db(), 'destination', cartagena)
    const attractions = { ...(document.attractions as { en: string[]; es: string[] }), es: [] }
    await writeAndRead(db(), 'destination', cartagena, { ...document, attractions })
    expect((await getDestination(db(), 'es', 'cartagena'))!.attractions).toEqual([])
    expect((await getDestination(db(), 'en', 'cartagena'))!.attractions).toHaveLength(attractions.en.length)
  })
})
