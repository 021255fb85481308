import { beforeAll, expect, it } from 'vitest'
import { testStaffCaller } from '../../tests/setup/action-context'
import { insertAppointment, insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import type { StaffCaller } from '~/access/caller.server'
import { consoleSearch } from './console-search.server'

/*
 * The console's search box (issue 27, item 8) on both engines: patients as
 * people write them (digits of a phone in any spacing and without the
 * prefix, words in any order, accents and case aside), appointments, the
 * inbox's conversations and content records, each only for whom may see them.
 */

const NOW = new Date('2027-03-01T12:00:00.000Z')

describeEachDatabase('the console search', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let carmen: number
  let madridAppointment: number
  let bogotaPatient: number
  const coordinator = testStaffCaller('coordinator')
  const admin = testStaffCaller('admin')
  let bogotaStaff: StaffCaller
  let madridStaff: StaffCaller

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    bogotaStaff = testStaffCaller('clinic_staff', { clinicIds: [ids.bogota] })
    madridStaff = testStaffCaller('clinic_staff', { clinicIds: [ids.madrid] })
    carmen = await insertPatient(db(), 'Carmen Ruiz Núñez', 'carmen.ruiz@example.com')
    // A past visit, then the next one (a later one too): the next is the one shown.
    await insertAppointment(db(), {
      user_id: carmen,
      clinic_id: ids.madrid,
      service_id: ids.icl,
      starts_at: '2027-02-01T09:00:00.000Z',
      status: 'completed',
      patient_phone: '+34 600 000 000',
    })
    madridAppointment = await insertAppointment(db(), {
      user_id: carmen,
      clinic_id: ids.madrid,
      service_id: ids.lasik,
      starts_at: '2027-03-10T09:00:00.000Z',
      patient_first_name: 'Carmen',
      patient_last_name: 'Ruiz Núñez',
      patient_phone: '+34 612 345 678',
    })
    await insertAppointment(db(), {
      user_id: carmen,
      clinic_id: ids.madrid,
      service_id: ids.lasik,
      starts_at: '2027-04-10T09:00:00.000Z',
    })
    bogotaPatient = await insertPatient(db(), 'Carmen Ortiz', 'ortiz@example.com')
    await insertAppointment(db(), {
      user_id: bogotaPatient,
      clinic_id: ids.bogota,
      service_id: ids.icl,
      starts_at: '2027-03-05T14:00:00.000Z',
      patient_phone: '+57 300 123 4567',
    })
    await db()
      .insertInto('contact_messages')
      .values({
        name: 'Laura Pérez',
        email: 'laura@example.com',
        phone: null,
        subject: 'Pregunta sobre la cirugía',
        message: '¿Cuánto dura la recuperación después del LASIK?',
        locale: 'es',
        ip: null,
        created_at: '2027-02-20T10:00:00.000Z',
      })
      .execute()
  }, 60_000)

  const search = (caller: StaffCaller, query: string) => consoleSearch(db(), caller, { query, locale: 'en', now: NOW })
  const patientNames = async (caller: StaffCaller, query: string) => (await search(caller, query)).patients!.hits.map((hit) => hit.name)

  it('“612 345” finds the patient who booked with +34 612 345 678: digits whatever the spacing, punctuation or prefix', async () => {
    expect(await patientNames(coordinator, '612 345')).toEqual(['Carmen Ruiz Núñez'])
    expect(await patientNames(coordinator, '612-345-678')).toEqual(['Carmen Ruiz Núñez'])
    expect(await patientNames(coordinator, '(612) 345.678')).toEqual(['Carmen Ruiz Núñez'])
    expect(await patientNames(coordinator, '+34 612 345 678')).toEqual(['Carmen Ruiz Núñez'])
    expect(await patientNames(coordinator, '+34612345678')).toEqual(['Carmen Ruiz Núñez'])
    expect(await patientNames(coordinator, '300 123 4567')).toEqual(['Carmen Ortiz'])
    expect(await patientNames(coordinator, '699 999')).toEqual([])
  })

  it('“ruiz carmen” finds Carmen Ruiz: every word, in any order, accents and case aside', async () => {
    expect(await patientNames(coordinator, 'ruiz carmen')).toEqual(['Carmen Ruiz Núñez'])
    expect(await patientNames(coordinator, 'NUNEZ  Carmen')).toEqual(['Carmen Ruiz Núñez'])
    expect(await patientNames(coordinator, 'Ruíz')).toEqual(['Carmen Ruiz Núñez'])
    expect(await patientNames(coordinator, 'carmen')).toEqual(['Carmen Ortiz', 'Carmen Ruiz Núñez'])
    expect(await patientNames(coordinator, 'ortiz@ ruiz')).toEqual([])
    expect(await patientNames(coordinator, 'carmen.ruiz@')).toEqual(['Carmen Ruiz Núñez'])
    expect(await patientNames(coordinator, 'ruiz ortiz')).toEqual([])
  })

  it('shows each patient’s phone and next appointment (by the request’s clock, in scope)', async () => {
    const [hit] = (await search(coordinator, 'ruiz carmen')).patients!.hits
    expect(hit).toMatchObject({
      id: carmen,
      phone: '+34 612 345 678',
      nextAppointment: {
        id: madridAppointment,
        startsAt: '2027-03-10T09:00:00.000Z',
        service: 'LASIK',
        clinic: { timeZone: 'Europe/Madrid' },
      },
    })
    const later = await consoleSearch(db(), coordinator, { query: 'ruiz carmen', locale: 'es', now: new Date('2027-05-01T00:00:00.000Z') })
    expect(later.patients!.hits[0]).toMatchObject({ phone: '+34 612 345 678', nextAppointment: null })
  })

  it('finds appointments by patient, service or number, coming ones first', async () => {
    const byName = (await search(coordinator, 'ruiz lasik')).appointments!.hits
    expect(byName.map((hit) => hit.startsAt)).toEqual(['2027-03-10T09:00:00.000Z', '2027-04-10T09:00:00.000Z'])
    expect(byName[0]).toMatchObject({ id: madridAppointment, patient: 'Carmen Ruiz Núñez', service: 'LASIK', clinic: { timeZone: 'Europe/Madrid' } })
    const all = (await search(coordinator, 'carmen')).appointments!.hits.map((hit) => hit.startsAt)
    expect(all).toEqual(['2027-03-05T14:00:00.000Z', '2027-03-10T09:00:00.000Z', '2027-04-10T09:00:00.000Z', '2027-02-01T09:00:00.000Z'])
    expect((await search(coordinator, `#${madridAppointment}`)).appointments!.hits.map((hit) => hit.id)).toEqual([madridAppointment])
  })

  it('clinic staff never find another clinic’s patients or appointments', async () => {
    expect(await patientNames(bogotaStaff, 'carmen')).toEqual(['Carmen Ortiz'])
    expect(await patientNames(bogotaStaff, '612 345')).toEqual([])
    expect(await patientNames(bogotaStaff, 'ruiz carmen')).toEqual([])
    expect((await search(bogotaStaff, `#${madridAppointment}`)).appointments!.hits).toEqual([])
    expect((await search(bogotaStaff, 'carmen')).appointments!.hits.map((hit) => hit.patient)).toEqual(['Carmen Ortiz'])
    expect(await patientNames(madridStaff, 'carmen')).toEqual(['Carmen Ruiz Núñez'])
    expect((await search(testStaffCaller('clinic_staff', { clinicIds: [] }), 'carmen')).patients!.hits).toEqual([])
  })

  it('a coordinator finds conversations by sender, subject or words of the message; clinic staff have no such section', async () => {
    for (const query of ['laura', 'perez cirugia', 'recuperación lasik', 'LAURA@EXAMPLE'])
      expect(
        (await search(coordinator, query)).conversations!.hits.map((hit) => hit.subject),
        query,
      ).toEqual(['Pregunta sobre la cirugía'])
    expect((await search(coordinator, 'laura ortiz')).conversations!.hits).toEqual([])
    expect((await search(bogotaStaff, 'laura')).conversations).toBeNull()
  })

  it('content records by title words in either language, for those who edit content', async () => {
    const content = (await search(admin, 'lasik')).content!
    expect(content.hits).toContainEqual(expect.objectContaining({ kind: 'service', title: 'LASIK' }))
    expect((await search(bogotaStaff, 'lasik')).content).toBeNull()
  })

  it('an empty search finds nothing, and LIKE’s wildcards are only themselves', async () => {
    const empty = await search(coordinator, '   ')
    expect(empty).toEqual({
      query: '',
      patients: { hits: [], more: false },
      appointments: { hits: [], more: false },
      conversations: { hits: [], more: false },
      content: { hits: [], more: false },
    })
    const wild = await search(coordinator, '% _')
    expect([wild.patients!.hits, wild.appointments!.hits, wild.conversations!.hits, wild.content!.hits]).toEqual([[], [], [], []])
  })

  it('says when a section holds more than it shows', async () => {
    const two = await consoleSearch(db(), coordinator, { query: 'carmen', locale: 'en', now: NOW, limit: 1 })
    expect(two.patients).toMatchObject({ hits: [{ name: 'Carmen Ortiz' }], more: true })
    expect(two.appointments!.more).toBe(true)
  })
})
