import { sql, type Expression, type Kysely } from 'kysely'
import type { StaffCaller } from '~/access/caller.server'
import { clinicInScope } from '~/access/clinic-scope.server'
import { roleMay, type Permission } from '~/access/permissions'
import { accentFolded, toDate } from '~/db/dialect.server'
import type { AppointmentStatus, ContentRecordsTable, Database } from '~/db/schema'
import type { ContactMessageStatus } from '~/contact/inbox-schemas'
import type { Locale } from '~/i18n/locales'
import { typedPhone } from './patient-phone'
import { patientGlances, phoneDigits, searchPatients, typedWords, type PatientGlance } from './patients-query.server'
import { containsFolded, containsLowerCase, foldForSearch } from './text-search.server'

/*
 * The console's one search box (issue 27, item 8): what a few words find
 * among patients, appointments, conversations (the inbox's contact messages)
 * and content records, each section only for a caller whose role may open
 * it (permissions.ts), patients and appointments only at the caller's clinics.
 * Every word must be found, in any order, accents and case aside; a phone
 * number is matched by its digits, an appointment also by its number ("#9").
 * A read: it changes nothing and takes the caller the door let in.
 */

/** The most results of a section the search answers (the results page and the box show these). */
export const SEARCH_SECTION_LIMIT = 20

export interface PatientHit extends PatientGlance {
  id: number
  name: string
  email: string
}

export interface AppointmentHit {
  id: number
  status: AppointmentStatus
  /** ISO 8601 UTC. */
  startsAt: string
  patient: string
  service: string
  clinic: { name: string; timeZone: string }
}

export interface ConversationHit {
  id: number
  name: string
  email: string
  subject: string
  status: ContactMessageStatus
  /** ISO 8601 UTC. */
  createdAt: string
}

export interface ContentHit {
  id: number
  kind: string
  /** In the reader's language, else the other one. */
  title: string
  status: ContentRecordsTable['status']
}

/** A section's results, and whether there were more than it holds; null when the caller may not see that section. */
export type SearchSection<Hit> = { hits: Hit[]; more: boolean } | null

export interface ConsoleSearchResults {
  query: string
  patients: SearchSection<PatientHit>
  appointments: SearchSection<AppointmentHit>
  conversations: SearchSection<ConversationHit>
  content: SearchSection<ContentHit>
}

interface SearchOptions {
  query: string
  locale: Locale
  /** The request's clock: "next appointment" is counted from it, and upcoming appointments come first. */
  now: Date
  limit?: number
}

const section = <Hit>(rows: Hit[], limit: number) => ({ hits: rows.slice(0, limit), more: rows.length > limit })

/** An appointment's number as people write it: "9", "#9". */
function appointmentNumber(text: string) {
  const match = /^#?(\d{1,9})$/.exec(text.trim())
  return match ? Number(match[1]) : undefined
}

/** Every word is in one of `texts` (accents and case aside); `emails` are stored lower-cased and unaccented. */
function everyWordIn(db: Kysely<Database>, words: string[], texts: Expression<string | null>[], emails: Expression<string | null>[] = []) {
  if (words.length === 0) return sql<boolean>`1 = 0`
  const eachWord = words.map(
    (word) =>
      sql<boolean>`(${sql.join([...texts.map((text) => containsFolded(db, text, word)), ...emails.map((email) => containsLowerCase(email, word))], sql` or `)})`,
  )
  return sql<boolean>`(${sql.join(eachWord, sql` and `)})`
}

async function searchAppointments(db: Kysely<Database>, caller: StaffCaller, { query, locale, now }: SearchOptions, limit: number) {
  const words = typedWords(query)
  const number = appointmentNumber(query)
  const phone = typedPhone(query)
  const patientName = sql<string>`coalesce(${sql.ref('a.patient_first_name')} || ' ' || ${sql.ref('a.patient_last_name')}, ${sql.ref('u.name')})`
  const at = now.toISOString()
  const rows = await db
    .selectFrom('appointments as a')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .innerJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 'a.service_id').on('st.locale', '=', locale))
    .innerJoin('clinics as c', 'c.id', 'a.clinic_id')
    .select(['a.id', 'a.status', 'a.starts_at', patientName.as('patient_name'), 'st.name as service_name', 'c.name as clinic_name', 'c.time_zone'])
    .where(clinicInScope('a.clinic_id', caller.scope))
    // Listed once, as their replacement; holds that lapsed never were appointments.
    .where('a.replaced_by_id', 'is', null)
    .where('a.status', '!=', 'expired')
    .where((eb) => {
      const ways = [everyWordIn(db, words, [patientName, eb.ref('u.name'), eb.ref('st.name')], [eb.ref('u.email'), eb.ref('a.patient_email')])]
      if (number !== undefined) ways.push(sql<boolean>`${sql.ref('a.id')} = ${number}`)
      if (phone) ways.push(sql<boolean>`${phoneDigits('a.patient_phone')} like ${`%${phone.digits}%`}`)
      return eb.or(ways)
    })
    // Coming ones first, soonest first; then past ones, latest first.
    .orderBy(sql`case when ${sql.ref('a.starts_at')} >= ${at} then 0 else 1 end`)
    .orderBy(sql`case when ${sql.ref('a.starts_at')} >= ${at} then ${sql.ref('a.starts_at')} end`)
    .orderBy('a.starts_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit + 1)
    .execute()
  return section(
    rows.map((row): AppointmentHit => ({
      id: row.id,
      status: row.status,
      startsAt: toDate(row.starts_at).toISOString(),
      patient: row.patient_name,
      service: row.service_name,
      clinic: { name: row.clinic_name, timeZone: row.time_zone },
    })),
    limit,
  )
}

async function searchConversations(db: Kysely<Database>, { query }: SearchOptions, limit: number) {
  const words = typedWords(query)
  const rows = await db
    .selectFrom('contact_messages as m')
    .select(['m.id', 'm.name', 'm.email', 'm.subject', 'm.status', 'm.created_at'])
    .where((eb) => everyWordIn(db, words, [eb.ref('m.name'), eb.ref('m.subject'), eb.ref('m.message')], [eb.ref('m.email')]))
    .orderBy('m.created_at', 'desc')
    .orderBy('m.id', 'desc')
    .limit(limit + 1)
    .execute()
  return section(
    rows.map((row): ConversationHit => ({
      id: row.id,
      name: row.name,
      email: row.email,
      subject: row.subject,
      status: row.status,
      createdAt: toDate(row.created_at).toISOString(),
    })),
    limit,
  )
}

async function searchContent(db: Kysely<Database>, { query, locale }: SearchOptions, limit: number) {
  // Titles are short: folded whole, each word looked for in either language's title.
  const words = typedWords(query).map((word) => `%${foldForSearch(word).replace(/[\\%_]/g, '\\$&')}%`)
  if (words.length === 0) return section([], limit)
  const [own, other] = locale === 'es' ? (['title_es', 'title_en'] as const) : (['title_en', 'title_es'] as const)
  const rows = await db
    .selectFrom('content_records')
    .select(['id', 'kind', 'status', `${own} as own`, `${other} as other`])
    .where((eb) =>
      eb.and(
        words.map((pattern) =>
          eb.or(([own, other] as const).map((column) => sql<boolean>`${accentFolded(db, eb.ref(column))} like ${pattern} escape '\\'`)),
        ),
      ),
    )
    .orderBy(own)
    .orderBy('id')
    .limit(limit + 1)
    .execute()
  return section(
    rows.map((row): ContentHit => ({ id: row.id, kind: row.kind, title: row.own || row.other, status: row.status })),
    limit,
  )
}

async function searchPatientsWithGlances(db: Kysely<Database>, caller: StaffCaller, { query, locale, now }: SearchOptions, limit: number) {
  const page = await searchPatients(db, caller.scope, { query, pageSize: limit })
  const glances = await patientGlances(
    db,
    caller.scope,
    page.patients.map((patient) => patient.id),
    { now, locale },
  )
  return {
    hits: page.patients.map((patient): PatientHit => ({ id: patient.id, name: patient.name, email: patient.email, ...glances.get(patient.id)! })),
    more: page.nextCursor !== null,
  }
}

/** What `query` finds across the console for `caller` (sections they may not open are null). */
export async function consoleSearch(db: Kysely<Database>, caller: StaffCaller, options: SearchOptions): Promise<ConsoleSearchResults> {
  const query = options.query.trim()
  const limit = options.limit ?? SEARCH_SECTION_LIMIT
  const asked = { ...options, query }
  /** The section's search when the caller may open it; nothing looked for when nothing was typed. */
  const sectionOf = <Hit>(permission: Permission, search: () => Promise<{ hits: Hit[]; more: boolean }>) =>
    roleMay(caller.member.role, permission) ? (query ? search() : { hits: [], more: false }) : null
  const [patients, appointments, conversations, content] = await Promise.all([
    sectionOf('patients.view', () => searchPatientsWithGlances(db, caller, asked, limit)),
    sectionOf('appointments.view', () => searchAppointments(db, caller, asked, limit)),
    sectionOf('inbox.answer', () => searchConversations(db, asked, limit)),
    sectionOf('content.edit', () => searchContent(db, asked, limit)),
  ])
  return { query, patients, appointments, conversations, content }
}
