import type { Insertable, Kysely } from 'kysely'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import type { AppointmentsTable, Database, TreatmentsTable } from '~/db/schema'

/** The seeded catalogue's clinics in Bogotá (UTC-5) and Madrid (UTC+1/+2), and two services, by id. */
export async function staffConsoleCatalogue(db: Kysely<Database>) {
  await syncCatalogue(db)
  const clinicId = async (slug: string) => (await db.selectFrom('clinics').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id
  const serviceId = async (slug: string) => (await db.selectFrom('services').select('id').where('slug', '=', slug).executeTakeFirstOrThrow()).id
  return {
    bogota: await clinicId('clinica-vision-andina'),
    madrid: await clinicId('clinica-oftalmologica-castellana'),
    lasik: await serviceId('lasik'),
    icl: await serviceId('icl'),
  }
}

let emails = 0

/** A patient account; the email is unique unless given. */
export async function insertPatient(db: Kysely<Database>, name: string, email = `staff-console-${++emails}-${Date.now()}@example.com`) {
  const at = new Date('2027-01-01T00:00:00.000Z').toISOString()
  const row = await db
    .insertInto('users')
    .values({ name, email, password_hash: 'not-a-hash', locale: 'es', created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

type AppointmentValues = Pick<Insertable<AppointmentsTable>, 'user_id' | 'clinic_id' | 'service_id'> & { starts_at: string } & Partial<
    Insertable<AppointmentsTable>
  >

/** An appointment of one hour, confirmed unless said otherwise; returns its id. */
export async function insertAppointment(db: Kysely<Database>, values: AppointmentValues) {
  const startsAt = new Date(values.starts_at)
  const row = await db
    .insertInto('appointments')
    .values({
      kind: 'assessment',
      status: 'confirmed',
      ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString(),
      created_at: new Date(startsAt.getTime() - 10 * 86_400_000).toISOString(),
      ...values,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** A patient with an appointment at `clinicId` two days ago, so that clinic's staff see them; returns their id. */
export async function patientOfClinic(db: Kysely<Database>, name: string, { clinicId, serviceId }: { clinicId: number; serviceId: number }) {
  const userId = await insertPatient(db, name)
  await insertAppointment(db, {
    user_id: userId,
    clinic_id: clinicId,
    service_id: serviceId,
    starts_at: new Date(Date.now() - 2 * 86_400_000).toISOString(),
  })
  return userId
}

/** The id of a specialist of the clinic. */
export async function specialistAt(db: Kysely<Database>, clinicId: number) {
  return (await db.selectFrom('specialists').select('id').where('clinic_id', '=', clinicId).orderBy('id').executeTakeFirstOrThrow()).id
}

/** A treatment plan (active, started 1 March 2027 unless said otherwise); returns its id. */
export async function insertTreatment(
  db: Kysely<Database>,
  values: Pick<Insertable<TreatmentsTable>, 'user_id' | 'clinic_id' | 'service_id' | 'specialist_id'> & Partial<Insertable<TreatmentsTable>>,
) {
  const row = await db
    .insertInto('treatments')
    .values({ status: 'active', started_on: '2027-03-01', ...values })
    .returning('id')
    .executeTakeFirstOrThrow()
  return row.id
}

/** An appointment of `values.user_id` starting `hours` from now (negative: it has started), confirmed unless said otherwise; returns its id. */
export function appointmentStartingIn(db: Kysely<Database>, hours: number, values: Omit<AppointmentValues, 'starts_at'>) {
  return insertAppointment(db, { starts_at: new Date(Date.now() + hours * 3_600_000).toISOString(), ...values })
}

/** The audit entries of one record, oldest first: action, before and after as stored (JSON text). */
export function auditOfRecord(db: Kysely<Database>, entityType: string, entityId: number) {
  return db
    .selectFrom('audit_log')
    .select(['action', 'before', 'after'])
    .where('entity_type', '=', entityType)
    .where('entity_id', '=', String(entityId))
    .orderBy('id')
    .execute()
}
