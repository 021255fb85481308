import { beforeAll, expect, it } from 'vitest'
import { describeSeeded, readLive, seededRecord, writeAndRead } from '../../../tests/setup/content-editing'
import { getDestination, partnerAccreditations } from '~/catalogue/destinations.server'
import type { ContentDocument } from '../fields'

/*
 * The clinic adapter: one name and address for both languages, a description
 * per language, its destination, time zone, optional place, accreditations;
 * a new clinic starts with booking rules (once) and no opening hours.
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
    accreditations: ['JCI'],
  })

  it('reads a seeded clinic: no place yet, its accreditations as a list, its description per language', async () => {
    const document = await readLive(db(), 'clinic', andina)
    expect(document).toMatchObject({
      name: 'Clínica Visión Andina',
      address: 'Carrera 16 # 86A-32, Chicó, Bogotá, Colombia',
      destination: (await seededRecord(db(), 'destination', 'bogota')).refId,
      timeZone: 'America/Bogota',
      latitude: null,
      longitude: null,
      accreditations: ['ICONTEC', 'ISO 9001'],
    })
    expect((document.description as { es: string }).es).not.toBe('')
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
      accreditations: ['ICONTEC', 'ISO 9001', 'Accreditation Canada'],
      description: { en: 'New words.', es: 'Palabras nuevas.' },
    }
    const { read } = await writeAndRead(db(), 'clinic', andina, edited)
    expect(read).toEqual(edited)
    const bogota = (await getDestination(db(), 'es', 'bogota'))!
    expect(bogota.clinics.find((clinic) => clinic.name === 'Clínica Visión Andina Chicó')).toEqual({
      slug: 'clinica-vision-andina',
      name: 'Clínica Visión Andina Chicó',
      address: 'Calle 93 # 13-24, Bogotá',
      accreditations: ['ICONTEC', 'ISO 9001', 'Accreditation Canada'],
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
    expect(read).toMatchObject({ ...(await newClinic()), latitude: null, longitude: null })
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
