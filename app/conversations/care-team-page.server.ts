import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { isTimeZone } from '~/i18n/time-zones'
import { listAppointments } from '~/patients/appointments.server'
import { listTreatments, patientPlansApart } from '~/patients/treatments.server'
import { patientQuoteRequests } from '~/quotes/quote-requests.server'
import { patientVersion } from './conversation-updates.server'
import { patientConversation, unreadByPatient } from './patient-conversation.server'
import { markReadByPatient } from './read-state.server'

/*
 * What the patient's "My care team" page reads (issue 29): their
 * conversation as they see it (read as it opens: the badge goes, and no email
 * notice is sent while they have it open), the plans, appointments and quote
 * requests a message can be about, and the time zone the page's times are drawn in until
 * the browser says its own. The account tab's badge reads only the count.
 */

type Db = Kysely<Database>

/** The account tab's badge: the team's messages the patient has not read (one lookup by patient, one count). */
export async function careTeamUnread(db: Db, patientId: number): Promise<number> {
  const conversation = await db
    .selectFrom('care_conversations')
    .select(['id', 'patient_read_id'])
    .where('patient_id', '=', patientId)
    .executeTakeFirst()
  return conversation ? unreadByPatient(db, conversation, patientId) : 0
}

/** A plan the patient may write about, named as their account names it. */
export interface AboutPlan {
  id: number
  service: string
  clinic: string
  startedOn: string
  status: string
  apart: Awaited<ReturnType<typeof patientPlansApart>>[number] | null
}

/** An appointment the patient may write about. */
export interface AboutAppointment {
  id: number
  kind: string
  service: string
  startsAt: string
  /** The clinic's zone: appointments are told in the clinic's time, as the account does. */
  timeZone: string
  /** Offered in the form (not cancelled or expired); any of them may be named by a message already sent. */
  choosable: boolean
  treatmentId: number | null
}

/** A quote request the patient may write about (issue 30): its treatment and when it was asked. */
export interface AboutQuoteRequest {
  id: number
  service: string
  requestedAt: string
  /** Its newest quote the patient may open (the thread's About link goes there), or null before one is sent. */
  quoteId: number | null
}

/**
 * The page's data, read as the patient opens it: everything up to the newest message
 * counts as read by them from now (markReadByPatient moves forward only).
 */
export async function openCareTeam(db: Db, patient: { id: number }, { locale, now }: { locale: Locale; now: Date }) {
  // Read first: a message written while the page is read makes the page's updates answer at once, never wait for the next.
  const version = await patientVersion(db, patient.id)
  const [conversation, treatments, appointments, apart, zone, quoteRequests] = await Promise.all([
    patientConversation(db, patient.id, { locale, now }),
    listTreatments(db, patient.id, locale),
    listAppointments(db, patient.id, locale, now),
    patientPlansApart(db, patient.id),
    lastKnownTimeZone(db, patient.id),
    patientQuoteRequests(db, patient.id, locale),
  ])
  const newest = conversation.messages.at(-1)
  if (conversation.id !== null && newest) await markReadByPatient(db, conversation.id, newest.id, now)
  const plans: AboutPlan[] = [...treatments.active, ...treatments.past].map((plan) => ({
    id: plan.id,
    service: plan.service.name,
    clinic: plan.clinic.name,
    startedOn: plan.startedOn,
    status: plan.status,
    apart: apart[plan.id] ?? null,
  }))
  const about = (list: typeof appointments.upcoming, choosable: boolean): AboutAppointment[] =>
    list.map((appointment) => ({
      id: appointment.id,
      kind: appointment.kind,
      service: appointment.service.name,
      startsAt: appointment.startsAt,
      timeZone: appointment.timeZone,
      choosable,
      treatmentId: appointment.treatmentId,
    }))
  return {
    conversation,
    plans,
    appointments: [...about(appointments.upcoming, true), ...about(appointments.past, true), ...about(appointments.cancelled, false)],
    quoteRequests: quoteRequests.map((request): AboutQuoteRequest => ({
      id: request.id,
      service: request.serviceName,
      requestedAt: request.requestedAt,
      quoteId: request.quote?.id ?? null,
    })),
    timeZone: zone,
    /** What the open page's live updates start from (ui/use-live-version). */
    version,
  }
}

/**
 * The zone the server draws times in before the page's script shows the browser's own: the one the
 * patient's browser last gave when they booked, else UTC (named beside the times either way).
 */
async function lastKnownTimeZone(db: Db, patientId: number): Promise<string> {
  const row = await db
    .selectFrom('appointments')
    .select('patient_time_zone')
    .where('user_id', '=', patientId)
    .where('patient_time_zone', 'is not', null)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(1)
    .executeTakeFirst()
  return row?.patient_time_zone && isTimeZone(row.patient_time_zone) ? row.patient_time_zone : 'UTC'
}
