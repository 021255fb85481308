import { beforeAll, expect, it } from 'vitest'
import { insertAppointment, insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import type { ClinicScope } from '~/access/clinic-scope.server'
import { patientDetail } from './patient-detail.server'
import { searchPatients } from './patients-query.server'

const all: ClinicScope = { kind: 'all' }

describeEachDatabase('staff console: patients', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let bogotaOnly: ClinicScope
  let bogotaPatient: number
  let madridPatient: number
  let treatedInBogota: number

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    bogotaOnly = { kind: 'clinics', clinicIds: [ids.bogota] }
    bogotaPatient = await insertPatient(db(), 'Valeria Gómez', 'valeria@example.com')
    madridPatient = await insertPatient(db(), 'Valeria Ortega', 'ortega@example.com')
    treatedInBogota = await insertPatient(db(), 'Valeria Treated', 'treated@example.com')
    await insertAppointment(db(), {
      user_id: bogotaPatient,
      clinic_id: ids.bogota,
      service_id: ids.lasik,
      starts_at: '2027-03-10T14:00:00.000Z',
      patient_phone: '+57 (300) 123-4567',
    })
    await insertAppointment(db(), {
      user_id: madridPatient,
      clinic_id: ids.madrid,
      service_id: ids.lasik,
      starts_at: '2027-03-10T09:00:00.000Z',
      patient_phone: '+34 612 34 56 78',
    })
    const specialist = (await db().selectFrom('specialists').select('id').where('clinic_id', '=', ids.bogota).executeTakeFirstOrThrow()).id
    const treatment = await db()
      .insertInto('treatments')
      .values({
        user_id: treatedInBogota,
        service_id: ids.icl,
        clinic_id: ids.bogota,
        specialist_id: specialist,
        status: 'active',
        started_on: '2027-02-01',
        ended_on: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db()
      .insertInto('treatment_steps')
      .values([
        { treatment_id: treatment.id, position: 2, kind: 'treatment', scheduled_on: '2027-02-10', status: 'upcoming' },
        { treatment_id: treatment.id, position: 1, kind: 'assessment', scheduled_on: '2027-02-01', status: 'done' },
      ])
      .execute()
    await db()
      .insertInto('contact_messages')
      .values({
        name: 'Valeria',
        email: 'valeria@example.com',
        phone: null,
        subject: 'Hola',
        message: '¿Precio?',
        locale: 'es',
        ip: null,
        created_at: '2027-03-01T10:00:00.000Z',
      })
      .execute()
  }, 60_000)

  const names = async (scope: ClinicScope, query?: string) => (await searchPatients(db(), scope, { query })).patients.map((patient) => patient.name)

  it('finds patients by name or email, case and accents aside, in alphabetical order', async () => {
    expect(await names(all, 'valeria')).toEqual(['Valeria Gómez', 'Valeria Ortega', 'Valeria Treated'])
    expect(await names(all, 'GOMEZ')).toEqual(['Valeria Gómez'])
    expect(await names(all, 'gómez  VALERIA')).toEqual(['Valeria Gómez'])
    expect(await names(all, 'valeria example.com')).toEqual(['Valeria Gómez', 'Valeria Ortega', 'Valeria Treated'])
    expect(await names(all, 'ortega@')).toEqual(['Valeria Ortega'])
    expect(await names(all, '%')).toEqual([])
  })

  it('never lists staff accounts as patients', async () => {
    const at = new Date().toISOString()
    await db()
      .insertInto('users')
      .values({
        name: 'Valeria Staff',
        email: 'valeria.staff@claravia.example',
        password_hash: '',
        locale: 'es',
        role: 'coordinator',
        created_at: at,
        updated_at: at,
      })
      .execute()
    expect(await names(all, 'valeria')).not.toContain('Valeria Staff')
  })

  it('finds patients by the phone they booked with, typed in any spacing, international or local', async () => {
    expect(await names(all, '+573001234567')).toEqual(['Valeria Gómez'])
    expect(await names(all, '+57 300 123 4567')).toEqual(['Valeria Gómez'])
    expect(await names(all, '300-123-4567')).toEqual(['Valeria Gómez'])
    expect(await names(all, '612345678')).toEqual(['Valeria Ortega'])
    expect(await names(all, '612 34')).toEqual(['Valeria Ortega'])
    expect(await names(all, '+34 612345678')).toEqual(['Valeria Ortega'])
    expect(await names(all, '+34 699 999 999')).toEqual([])
  })

  it('shows clinic staff only patients with an appointment or a treatment at their clinics', async () => {
    expect(await names(bogotaOnly, 'valeria')).toEqual(['Valeria Gómez', 'Valeria Treated'])
    expect(await names(bogotaOnly, '+34 612 34 56 78')).toEqual([])
    expect(await names({ kind: 'clinics', clinicIds: [] })).toEqual([])
    expect(await patientDetail(db(), bogotaOnly, madridPatient, 'en')).toBeUndefined()
    expect(await patientDetail(db(), { kind: 'clinics', clinicIds: [ids.madrid] }, treatedInBogota, 'en')).toBeUndefined()
  })

  it('pages alphabetically without skipping or repeating', async () => {
    const seen: string[] = []
    let after: string | undefined
    do {
      const page = await searchPatients(db(), all, { query: 'valeria', after, pageSize: 2 })
      seen.push(...page.patients.map((patient) => patient.name))
      after = page.nextCursor ?? undefined
    } while (after)
    expect(seen).toEqual(['Valeria Gómez', 'Valeria Ortega', 'Valeria Treated'])
  })

  it('reads a patient with appointments, treatments with their steps, and contact messages', async () => {
    const detail = (await patientDetail(db(), all, bogotaPatient, 'es'))!
    expect(detail.patient).toMatchObject({ name: 'Valeria Gómez', email: 'valeria@example.com', phones: ['+57 (300) 123-4567'] })
    expect(detail.appointments.map((appointment) => appointment.clinic.id)).toEqual([ids.bogota])
    expect(detail.contactMessages!.map((message) => message.subject)).toEqual(['Hola'])
    const treated = (await patientDetail(db(), bogotaOnly, treatedInBogota, 'es'))!
    expect(treated.treatments).toHaveLength(1)
    expect(treated.treatments[0]!.steps.map((step) => [step.position, step.kind, step.status])).toEqual([
      [1, 'assessment', 'done'],
      [2, 'treatment', 'upcoming'],
    ])
    // Contact messages belong to no clinic: clinic staff do not see them.
    expect(treated.contactMessages).toBeNull()
  })
})
