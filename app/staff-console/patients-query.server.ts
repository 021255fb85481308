import { sql, type ExpressionBuilder, type Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { clinicInScope, type ClinicScope } from '~/access/clinic-scope.server'
import { pageCursor, textCursor } from './page-cursor.server'
import { PHONE_SEPARATORS, typedPhone, type TypedPhone } from './patient-phone'
import { containsFolded, containsLowerCase } from './text-search.server'

/*
 * Patients are accounts (users). Clinic staff see those with an appointment
 * or a treatment at one of their clinics; coordinators everyone. Pages are
 * keyset on (name, id), alphabetical in the engine's own collation, for the
 * same reasons as the appointment list (appointments-query.server.ts).
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

/** A stored phone number without the separators people type. */
function phoneDigits(column: string) {
  return PHONE_SEPARATORS.reduce((inner, separator) => sql`replace(${inner}, ${sql.lit(separator)}, '')`, sql`${sql.ref(column)}`)
}

function hasPhone(eb: Users, phone: TypedPhone) {
  const stored = phoneDigits('pa.patient_phone')
  const matches = 'e164' in phone ? sql<boolean>`${stored} = ${phone.e164}` : sql<boolean>`${stored} like ${`%${phone.endsWith}`}`
  return eb('u.id', 'in', eb.selectFrom('appointments as pa').select('pa.user_id').where(matches))
}

/** Patients whose name or email contains `query` (accents and case aside), or who booked with the phone number it is. */
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
  if (typed) {
    const phone = typedPhone(typed)
    select = select.where((eb) =>
      phone ? hasPhone(eb, phone) : eb.or([containsFolded(db, eb.ref('u.name'), typed), containsLowerCase(eb.ref('u.email'), typed)]),
    )
  }
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
