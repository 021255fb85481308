import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { AppointmentStatus, Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { clinicInScope, type ClinicScope } from '~/access/clinic-scope.server'
import { pageCursor, textCursor } from './page-cursor.server'
import { PHONE_SEPARATORS, typedPhone, type TypedPhone } from './patient-phone'
import { containsFolded, containsLowerCase } from './text-search.server'

/*
 * Patients are accounts (users). Clinic staff see those with an appointment
 * or a treatment at one of their clinics; coordinators everyone. Pages are
 * keyset on (name, id), alphabetical in the engine's own collation, for the
 * same reasons as the appointment list (appointments-query.server.ts).
 *
 * A search is read as people write: a phone number by its digits
 * (patient-phone.ts), anything else as words that must each be in the name
 * or the email, in any order, accents and case aside ("ruiz carmen" finds
 * Carmen Ruiz).
 */

export const PATIENTS_PAGE_SIZE = 50

export interface PatientListItem {
  id: number
  name: string
  email: string
  locale: string
  /** ISO 8601 UTC. */
  createdAt: string
}

export interface PatientPage {
  patients: PatientListItem[]
  nextCursor: string | null
}

type Users = ExpressionBuilder<Database & { u: Database['users'] }, 'u'>

/*
 * Both conditions read the appointments (or treatments) once into a set of
 * accounts (IN), rather than asking each of 100,000 accounts in turn (EXISTS).
 */

/** The account has an appointment or a treatment at a clinic in scope. */
export function patientInScope(eb: Users, scope: ClinicScope) {
  // Staff accounts are people of ours, never patients in the console's lists.
  const patient = eb('u.role', '=', 'patient')
  if (scope.kind === 'all') return patient
  return eb.and([
    patient,
    eb(
      'u.id',
      'in',
      eb
        .selectFrom('appointments as sa')
        .select('sa.user_id')
        .where(clinicInScope('sa.clinic_id', scope))
        .union(eb.selectFrom('treatments as st').select('st.user_id').where(clinicInScope('st.clinic_id', scope))),
    ),
  ])
}

/** A stored phone number without the separators people type (and the prefix's +): its digits. */
export function phoneDigits(column: string) {
  return PHONE_SEPARATORS.reduce((inner, separator) => sql`replace(${inner}, ${sql.lit(separator)}, '')`, sql`${sql.ref(column)}`)
}

function hasPhone(eb: Users, phone: TypedPhone) {
  // Digits only: a typed LIKE wildcard is not one of them.
  const matches = sql<boolean>`${phoneDigits('pa.patient_phone')} like ${`%${phone.digits}%`}`
  return eb('u.id', 'in', eb.selectFrom('appointments as pa').select('pa.user_id').where(matches))
}

const MAX_WORDS = 8

/** The words of a search, as typed (at most eight: more narrow nothing a person means). */
export function typedWords(text: string) {
  return text
    .split(/\s+/)
    .filter((word) => word.length > 0)
    .slice(0, MAX_WORDS)
}

/** Every word of `typed` is in the name or the email (accents and case aside), or `typed` is a phone number the patient booked with. */
export function patientMatches(db: Kysely<Database>, eb: Users, typed: string) {
  const phone = typedPhone(typed)
  if (phone) return hasPhone(eb, phone)
  return eb.and(typedWords(typed).map((word) => eb.or([containsFolded(db, eb.ref('u.name'), word), containsLowerCase(eb.ref('u.email'), word)])))
}

/** Patients whose name and email hold every word of `query` (accents and case aside), or who booked with the phone number it is. */
export async function searchPatients(
  db: Kysely<Database>,
  scope: ClinicScope,
  { query, after, pageSize = PATIENTS_PAGE_SIZE }: { query?: string; after?: string; pageSize?: number },
): Promise<PatientPage> {
  let select = db
    .selectFrom('users as u')
    .select(['u.id', 'u.name', 'u.email', 'u.locale', 'u.created_at'])
    .where((eb) => patientInScope(eb, scope))
  const typed = query?.trim()
  if (typed) select = select.where((eb) => patientMatches(db, eb, typed))
  const cursor = after ? textCursor(after) : undefined
  if (cursor) select = select.where((eb) => eb(eb.refTuple('u.name', 'u.id'), '>', eb.tuple(cursor.key, cursor.id)))
  const rows = await select
    .orderBy('u.name')
    .orderBy('u.id')
    .limit(pageSize + 1)
    .execute()
  const patients = rows.slice(0, pageSize).map((row) => ({
    id: row.id,
    name: row.name,
    email: row.email,
    locale: row.locale,
    createdAt: toDate(row.created_at).toISOString(),
  }))
  const last = patients.at(-1)
  return { patients, nextCursor: rows.length > pageSize && last ? pageCursor(last.name, last.id) : null }
}

/** A patient's coming appointment, as a search result shows it. */
export interface NextAppointment {
  id: number
  status: AppointmentStatus
  /** ISO 8601 UTC. */
  startsAt: string
  clinic: { name: string; timeZone: string }
  service: string
}

/** What a list of patients shows beside each name: the phone they last booked with and their next appointment. */
export interface PatientGlance {
  phone: string | null
  nextAppointment: NextAppointment | null
}

/**
 * The phone and the next appointment (confirmed or awaiting payment, from
 * `now`) of each patient of `userIds`, at clinics in `scope`: two reads for
 * the whole list, never one per patient.
 */
export async function patientGlances(
  db: Kysely<Database>,
  scope: ClinicScope,
  userIds: number[],
  { now, locale }: { now: Date; locale: Locale },
): Promise<Map<number, PatientGlance>> {
  const glances = new Map(userIds.map((id): [number, PatientGlance] => [id, { phone: null, nextAppointment: null }]))
  if (userIds.length === 0) return glances
  const [phones, coming] = await Promise.all([
    db
      .selectFrom('appointments as a')
      .select(['a.user_id', 'a.patient_phone'])
      .where('a.user_id', 'in', userIds)
      .where('a.patient_phone', 'is not', null)
      .where(clinicInScope('a.clinic_id', scope))
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .execute(),
    db
      .selectFrom('appointments as a')
      .innerJoin('clinics as c', 'c.id', 'a.clinic_id')
      .innerJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 'a.service_id').on('st.locale', '=', locale))
      .select(['a.id', 'a.user_id', 'a.status', 'a.starts_at', 'c.name as clinic_name', 'c.time_zone', 'st.name as service_name'])
      .where('a.user_id', 'in', userIds)
      .where('a.status', 'in', ['confirmed', 'pending_payment'])
      .where('a.replaced_by_id', 'is', null)
      .where('a.starts_at', '>=', now.toISOString())
      .where(clinicInScope('a.clinic_id', scope))
      .orderBy('a.starts_at')
      .orderBy('a.id')
      .execute(),
  ])
  // Latest first and soonest first: the first row met for a patient is theirs.
  for (const row of phones) {
    const glance = glances.get(row.user_id)!
    glance.phone ??= row.patient_phone
  }
  for (const row of coming) {
    const glance = glances.get(row.user_id)!
    glance.nextAppointment ??= {
      id: row.id,
      status: row.status,
      startsAt: toDate(row.starts_at).toISOString(),
      clinic: { name: row.clinic_name, timeZone: row.time_zone },
      service: row.service_name,
    }
  }
  return glances
}
