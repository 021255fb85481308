import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database, StepStatus, TreatmentStatus } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { staffAppointmentRows, toStaffAppointment, type StaffAppointment } from './appointment-rows.server'
import { clinicInScope, type ClinicScope } from '~/access/clinic-scope.server'
import { patientInScope, type PatientListItem } from './patients-query.server'

/*
 * A patient's page in the console. Clinic staff see only what happened at
 * their clinics. Contact messages (matched by email: both are stored
 * lower-cased) belong to no clinic, so only an all-clinics scope sees them.
 */

export interface StaffTreatment {
  id: number
  status: TreatmentStatus
  startedOn: string
  endedOn: string | null
  service: { id: number; name: string }
  clinic: { id: number; name: string }
  specialist: { id: number; name: string }
  steps: Array<{
    id: number
    position: number
    kind: string
    /** Staff-written steps (kind custom): their title and notes. */
    title: string | null
    patientNote: string | null
    internalNote: string | null
    scheduledOn: string
    status: StepStatus
    appointmentId: number | null
  }>
}

export interface PatientContactMessage {
  id: number
  subject: string
  message: string
  phone: string | null
  locale: string
  createdAt: string
}

export interface PatientDetail {
  patient: PatientListItem & { phones: string[] }
  /** Latest first. */
  appointments: StaffAppointment[]
  treatments: StaffTreatment[]
  /** Latest first; null when the scope does not cover every clinic. */
  contactMessages: PatientContactMessage[] | null
}

async function treatmentsOf(db: Kysely<Database>, scope: ClinicScope, userId: number, locale: Locale): Promise<StaffTreatment[]> {
  const rows = await db
    .selectFrom('treatments as t')
    .innerJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 't.service_id').on('st.locale', '=', locale))
    .innerJoin('clinics as c', 'c.id', 't.clinic_id')
    .innerJoin('specialists as sp', 'sp.id', 't.specialist_id')
    .select([
      't.id',
      't.status',
      't.started_on',
      't.ended_on',
      't.service_id',
      'st.name as service_name',
      't.clinic_id',
      'c.name as clinic_name',
      'sp.id as specialist_id',
      'sp.name as specialist_name',
    ])
    .where('t.user_id', '=', userId)
    .where(clinicInScope('t.clinic_id', scope))
    .orderBy('t.started_on', 'desc')
    .orderBy('t.id', 'desc')
    .execute()
  if (rows.length === 0) return []
  const steps = await db
    .selectFrom('treatment_steps')
    .select(['id', 'treatment_id', 'position', 'kind', 'title', 'patient_note', 'internal_note', 'scheduled_on', 'status', 'appointment_id'])
    .where(
      'treatment_id',
      'in',
      rows.map((row) => row.id),
    )
    .orderBy('treatment_id')
    .orderBy('position')
    .execute()
  return rows.map((row) => ({
    id: row.id,
    status: row.status,
    startedOn: row.started_on,
    endedOn: row.ended_on,
    service: { id: row.service_id, name: row.service_name },
    clinic: { id: row.clinic_id, name: row.clinic_name },
    specialist: { id: row.specialist_id, name: row.specialist_name },
    steps: steps
      .filter((step) => step.treatment_id === row.id)
      .map((step) => ({
        id: step.id,
        position: step.position,
        kind: step.kind,
        title: step.title,
        patientNote: step.patient_note,
        internalNote: step.internal_note,
        scheduledOn: step.scheduled_on,
        status: step.status,
        appointmentId: step.appointment_id,
      })),
  }))
}

async function contactMessagesFrom(db: Kysely<Database>, email: string): Promise<PatientContactMessage[]> {
  const rows = await db
    .selectFrom('contact_messages')
    .select(['id', 'subject', 'message', 'phone', 'locale', 'created_at'])
    .where('email', '=', email)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute()
  return rows.map(({ created_at, ...row }) => ({ ...row, createdAt: toDate(created_at).toISOString() }))
}

/** A patient with their appointments, treatments and messages; undefined when not a patient of a clinic in `scope`. */
export async function patientDetail(db: Kysely<Database>, scope: ClinicScope, userId: number, locale: Locale): Promise<PatientDetail | undefined> {
  const user = await db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email', 'u.locale', 'u.created_at'])
    .where('u.id', '=', userId)
    .where((eb) => patientInScope(eb, scope))
    .executeTakeFirst()
  if (!user) return undefined
  const appointmentRows = await staffAppointmentRows(db, locale)
    .select('a.patient_phone')
    .where('a.user_id', '=', userId)
    .where('a.replaced_by_id', 'is', null)
    .where(clinicInScope('a.clinic_id', scope))
    .orderBy('a.starts_at', 'desc')
    .orderBy('a.id', 'desc')
    .execute()
  const phones = [...new Set(appointmentRows.flatMap((row) => (row.patient_phone ? [row.patient_phone] : [])))]
  return {
    patient: { id: user.id, name: user.name, email: user.email, locale: user.locale, createdAt: toDate(user.created_at).toISOString(), phones },
    appointments: appointmentRows.map(toStaffAppointment),
    treatments: await treatmentsOf(db, scope, userId, locale),
    contactMessages: scope.kind === 'all' ? await contactMessagesFrom(db, user.email) : null,
  }
}
