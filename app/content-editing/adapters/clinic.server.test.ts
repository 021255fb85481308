import { beforeAll, expect, it } from 'vitest'
import { describeSeeded, readLive, seededRecord, writeAndRead } from '../../../tests/setup/content-editing'
import { getDestination, partnerAccreditations } from '~/catalogue/destinations.server'
import type { ContentDocument } from '../fields'

/*
 * The clinic adapter: one name and address for both languages, a page slug,
 * description, getting there and equipment per language, its destination,
 * time zone, optional place, languages, accreditations as records, prices
 * per treatment (whole units in the document, minor units of the
 * destination's currency in the table); a new clinic starts with booking
 * rules (once) and no opening hours.
 */

describeSeeded('clinic adapter', (db) => {
  let andina: number
  beforeAll(async () => {
    andina = (await seededRecord(db(), 'clinic', 'clinica-vision-andina')).refId
  }, 60_000)

  const newClinic = async (): Promise<ContentDocument> => ({
    name: 'Clínica Luz del Caribe',
    description: { en: 'Cornea and cataract care by the sea.', es: 'Córnea y cataratas junto al mar.' },
    destination: (await seededRecord(db(), 'destination', 'cartagena')).refId,
    address: 'Calle del Arsenal 8B-123, Cartagena',
    timeZone: 'America/Bogota',
    slug: { en: '', es: '' },
    languages: ['es'],
    accreditations: [{ issuer: 'Joint Commission International (JCI)', number: '', validUntil: null, registerUrl: null }],
    treatmentPrices: [],
  })

  const ICONTEC = {
    issuer: 'ICONTEC, Acreditación en Salud',
    number: 'AS-IPS-0742',
    validUntil: '2028-03-31',
    registerUrl: 'https://acreditacionensalud.org.co/',
  }
  const ISO = { issuer: 'ISO 9001:2015', number: 'SC-CER-118406', validUntil: '2027-09-14', registerUrl: null }
  const serviceId = async (key: string) => (await db().selectFrom('services').select('id').where('slug', '=', key).executeTakeFirstOrThrow()).id

  it('reads a seeded clinic: no place yet, its accreditations as records, its texts per language, its prices in whole pesos', async () => {
    const document = await readLive(db(), 'clinic', andina)
    expect(document).toMatchObject({
      name: 'Clínica Visión Andina',
      slug: { en: 'clinica-vision-andina', es: 'clinica-vision-andina' },
      address: 'Carrera 16 # 86A-32, Chicó, Bogotá, Colombia',
      destination: (await seededRecord(db(), 'destination', 'bogota')).refId,
      timeZone: 'America/Bogota',
      latitude: null,
      longitude: null,
      languages: ['es', 'en'],
      accreditations: [ICONTEC, ISO],
      example: true,
    })
    expect((document.description as { es: string }).es).not.toBe('')
    expect((document.gettingThere as { en: string }).en).toContain('El Dorado')
    expect((document.equipment as { es: string[] }).es[0]).toBe('Láser excímer WaveLight EX500')
    // In catalogue order, whole pesos; the table keeps centavos.
    expect((document.treatmentPrices as unknown[])[0]).toEqual({ service: await serviceId('lasik'), from: 6_500_000, to: 9_500_000 })
    const stored = await db()
      .selectFrom('clinic_treatment_prices')
      .select(['price_from', 'price_to'])
      .where('clinic_id', '=', andina)
      .where('service_id', '=', await serviceId('lasik'))
      .executeTakeFirstOrThrow()
    expect([Number(stored.price_from), Number(stored.price_to)]).toEqual([650_000_000, 950_000_000])
  })

  it('writes prices per treatment: changed, added and taken away; the table follows in minor units', async () => {
    const document = await readLive(db(), 'clinic', andina)
    const edited = {
      ...document,
      treatmentPrices: [
        { service: await serviceId('lasik'), from: 7_000_000, to: 9_900_000 },
        { service: await serviceId('retina-care'), from: 300_000, to: 300_000 },
      ],
    }
    expect((await writeAndRead(db(), 'clinic', andina, edited)).read).toEqual(edited)
    const rows = await db()
      .selectFrom('clinic_treatment_prices')
      .select(['service_id', 'price_from', 'price_to'])
      .where('clinic_id', '=', andina)
      .orderBy('service_id')
      .execute()
    expect(rows.map((row) => [row.service_id, Number(row.price_from), Number(row.price_to)])).toEqual(
      [
        [await serviceId('lasik'), 700_000_000, 990_000_000],
        [await serviceId('retina-care'), 30_000_000, 30_000_000],
      ].sort((a, b) => a[0]! - b[0]!),
    )
    await writeAndRead(db(), 'clinic', andina, document)
  })

  it('writes the clinic with a place; the destination page and the accreditations follow', async () => {
    const document = await readLive(db(), 'clinic', andina)
    const madrid = (await seededRecord(db(), 'destination', 'madrid')).refId
    const edited = {
      ...document,
      name: 'Clínica Visión Andina Chicó',
      address: 'Calle 93 # 13-24, Bogotá',
      latitude: 4.676,
      longitude: -74.048,
      accreditations: [ICONTEC, ISO, { issuer: 'Accreditation Canada', number: 'AC-2291', validUntil: '2029-01-31', registerUrl: null }],
      description: { en: 'New words.', es: 'Palabras nuevas.' },
      slug: { en: 'vision-andina-chico', es: 'vision-andina-chico' },
      languages: ['es', 'en', 'fr'],
    }
    const { read } = await writeAndRead(db(), 'clinic', andina, edited)
    expect(read).toEqual(edited)
    const bogota = (await getDestination(db(), 'es', 'bogota'))!
    expect(bogota.clinics.find((clinic) => clinic.name === 'Clínica Visión Andina Chicó')).toMatchObject({
      slug: 'clinica-vision-andina',
      profileSlug: 'vision-andina-chico',
      name: 'Clínica Visión Andina Chicó',
      address: 'Calle 93 # 13-24, Bogotá',
      languages: ['es', 'en', 'fr'],
      accreditations: edited.accreditations,
      example: true,
    })
    expect(await partnerAccreditations(db())).toContainEqual({ name: 'Accreditation Canada', clinics: 1 })

    // Moved to another destination, it leaves the first one's page for the other's.
    await writeAndRead(db(), 'clinic', andina, { ...edited, destination: madrid })
    expect((await getDestination(db(), 'en', 'bogota'))!.clinics.map((clinic) => clinic.slug)).not.toContain('clinica-vision-andina')
    expect((await getDestination(db(), 'en', 'madrid'))!.clinics.map((clinic) => clinic.slug)).toContain('clinica-vision-andina')
    await writeAndRead(db(), 'clinic', andina, document)
  })

  it('a place may be cleared again', async () => {
    const document = await readLive(db(), 'clinic', andina)
    await writeAndRead(db(), 'clinic', andina, { ...document, latitude: 4.6, longitude: -74.1 })
    const { latitude: _lat, longitude: _lng, ...withoutPlace } = document
    const { read } = await writeAndRead(db(), 'clinic', andina, withoutPlace)
    expect(read).toMatchObject({ latitude: null, longitude: null })
  })

  it('a new clinic gets a key from its name, the usual booking rules once, and no opening hours', async () => {
    const { id, read } = await writeAndRead(db(), 'clinic', null, await newClinic())
    expect(read).toMatchObject({ ...(await newClinic()), latitude: null, longitude: null, example: false })
    const row = await db().selectFrom('clinics').select(['slug', 'published']).where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toEqual({ slug: 'clinica-luz-del-caribe', published: 1 })
    const rules = () =>
      db()
        .selectFrom('clinic_booking_rules')
        .select(['places', 'slot_minutes', 'lead_time_hours', 'horizon_days'])
        .where('clinic_id', '=', id)
        .execute()
    expect(await rules()).toEqual([{ places: 1, slot_minutes: 60, lead_time_hours: 24, horizon_days: 90 }])
    expect(await db().selectFrom('clinic_opening_hours').select('clinic_id').where('clinic_id', '=', id).execute()).toEqual([])

    // Rules a coordinator changed are not reset by the next edit.
    await db().updateTable('clinic_booking_rules').set({ places: 3 }).where('clinic_id', '=', id).execute()
    await writeAndRead(db(), 'clinic', id, { ...read, address: 'Calle del Arsenal 9, Cartagena' })
    expect(await rules()).toEqual([{ places: 3, slot_minutes: 60, lead_time_hours: 24, horizon_days: 90 }])

    // A second clinic of the same name gets the next free key.
    const second = await writeAndRead(db(), 'clinic', null, await newClinic())
    expect((await db().selectFrom('clinics').select('slug').where('id', '=', second.id).executeTakeFirstOrThrow()).slug).toBe(
      'clinica-luz-del-caribe-2',
    )
    expect((await getDestination(db(), 'es', 'cartagena'))!.clinics.filter((clinic) => clinic.name === 'Clínica Luz del Caribe')).toHaveLength(2)
  })
})
