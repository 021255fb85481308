import { randomUUID } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import { DateTime } from 'luxon'
import { lockRowForShare, lockRowForUpdate, toDate } from '~/db/dialect.server'
import { transactionWithRetry, WriteConflict } from '~/db/transaction.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { refuse, type Outcome } from '~/errors/outcomes'
import { lockAppointments } from './appointment-locks.server'
import { cellKey, computeAvailability } from './availability'
import { clinicsForService, loadSchedule } from './availability.server'
import { recordConsents } from '~/consents/consents.server'

/*
 * Holding a slot: "Continue to pay" reserves a place for 10 minutes. The
 * database decides who gets the last place: each place of each 30-minute cell
 * is a row of `slot_claims` with a primary key, so of two people claiming the
 * same place, exactly one insert succeeds. Expired holds give their places back.
 * A patient has at most one unpaid hold: a new one replaces the previous one.
 */

export const HOLD_MINUTES = 10

export interface HoldRequest {
  userId: number
  sessionId: number
  serviceSlug: string
  clinicSlug: string
  /** The slot's UTC start, ISO 8601, as offered by the availability. */
  startsAt: string
  locale: Locale
  /** `timeZone`: the patient's IANA zone (their browser's), when known. */
  patient: { firstName: string; lastName: string; email: string; phone: string; condition: string; timeZone?: string }
  /** The patient's express consent to process the health information in `condition`: recorded with the new hold. */
  healthDataConsent?: boolean
}

export type HeldSlot = Outcome<{ appointmentId: number; holdExpiresAt: Date }>

type Db = Kysely<Database> | Transaction<Database>

/**
 * Marks holds past their time as expired and frees their places, in one
 * transaction: an expired hold must never keep its hour (a crash between the
 * two statements would have lost the hour for good).
 */
export async function releaseExpiredHolds(db: Db, now = new Date()): Promise<number> {
  if (!db.isTransaction) return transactionWithRetry(db, (trx) => releaseExpiredHolds(trx, now))
  return expireHolds(db as Transaction<Database>, { expiredBy: now })
}

/**
 * Marks unpaid holds expired (those past their time, or all of one patient's) and frees their places:
 * the holds are locked first, in id order, then their places (appointment-locks.server.ts).
 */
async function expireHolds(trx: Transaction<Database>, which: { expiredBy: Date } | { userId: number }): Promise<number> {
  const expired = await lockAppointments(trx, (query) => {
    const holds = query.where('status', '=', 'pending_payment')
    return 'userId' in which ? holds.where('user_id', '=', which.userId) : holds.where('hold_expires_at', '<', which.expiredBy.toISOString())
  })
  if (expired.length === 0) return 0
  await trx.updateTable('appointments').set({ status: 'expired' }).where('id', 'in', expired).execute()
  await trx.deleteFrom('slot_claims').where('appointment_id', 'in', expired).execute()
  return expired.length
}

export interface OfferedSlot {
  serviceId: number
  clinicId: number
  start: DateTime
  /** The clinic's IANA time zone: it decides which local day the hour belongs to. */
  timeZone: string
  durationMinutes: number
  feeMinor: number
  currency: string
  /** The 30-minute cells the appointment covers, as `slot_claims.slot_start` keys. */
  cells: string[]
  places: number
}

/** The slot, if the clinic offers it for this service at all (hours, closures, lead time, horizon). */
export async function offeredSlot(
  db: Db,
  request: Pick<HoldRequest, 'serviceSlug' | 'clinicSlug' | 'startsAt' | 'locale'>,
  now = new Date(),
): Promise<OfferedSlot | undefined> {
  const assessment = await db
    .selectFrom('services as s')
    .innerJoin('service_assessments as a', 'a.service_id', 's.id')
    .select(['s.id', 'a.duration_minutes', 'a.fee_minor', 'a.currency'])
    .where('s.slug', '=', request.serviceSlug)
    .where('s.published', '=', 1)
    .executeTakeFirst()
  const clinic = (await clinicsForService(db, request.serviceSlug, request.locale)).find((c) => c.slug === request.clinicSlug)
  const schedule = clinic ? await loadSchedule(db, clinic.id) : undefined
  const start = DateTime.fromISO(request.startsAt, { zone: 'utc' })
  if (!assessment || !clinic || !schedule || !start.isValid) return undefined
  const localDate = start.setZone(schedule.timeZone).toISODate()!
  const [day] = computeAvailability({
    schedule,
    durationMinutes: assessment.duration_minutes,
    claims: new Map(),
    from: localDate,
    to: localDate,
    now,
  })
  if (!day?.slots.some((slot) => slot.startsAt === start.toISO())) return undefined
  return {
    serviceId: assessment.id,
    clinicId: clinic.id,
    start,
    timeZone: schedule.timeZone,
    durationMinutes: assessment.duration_minutes,
    feeMinor: assessment.fee_minor,
    currency: assessment.currency,
    cells: Array.from({ length: Math.ceil(assessment.duration_minutes / schedule.slotMinutes) }, (_, index) =>
      cellKey(start.plus({ minutes: index * schedule.slotMinutes })),
    ),
    places: schedule.places,
  }
}

/** Takes a free place for the whole slot, or returns false when every place is taken. */
export async function claimPlace(trx: Transaction<Database>, slot: OfferedSlot, appointmentId: number) {
  for (let seat = 1; seat <= slot.places; seat++) {
    if (await claimSeat(trx, slot.clinicId, slot.cells, seat, appointmentId)) return true
  }
  return false
}

export class SlotTaken extends Error {}
export class SlotNoLongerOffered extends Error {}

/**
 * First thing in a transaction that books an hour: waits for a change of the
 * clinic's hours in flight (or makes the change wait), then checks the hour
 * against the hours as they now are, so a booking can never land in hours a
 * staff member has just closed (clinic-schedule-change.server.ts).
 */
export async function ensureStillOffered(
  trx: Transaction<Database>,
  slot: OfferedSlot,
  request: Pick<HoldRequest, 'serviceSlug' | 'clinicSlug' | 'startsAt' | 'locale'>,
  now: Date,
) {
  await lockRowForShare(trx, 'clinics', slot.clinicId)
  if (!(await offeredSlot(trx, request, now))) throw new SlotNoLongerOffered()
}

/** Holds the slot for the patient, unless the clinic does not offer it or every place is taken. */
export async function holdSlot(db: Kysely<Database>, request: HoldRequest, now = new Date()): Promise<HeldSlot> {
  const slot = await offeredSlot(db, request, now)
  if (!slot) return refuse('slot_not_offered')
  const holdExpiresAt = new Date(now.getTime() + HOLD_MINUTES * 60_000)
  try {
    return await transactionWithRetry(db, async (trx): Promise<HeldSlot> => {
      await ensureStillOffered(trx, slot, request, now)
      // One patient's hold requests take turns, so "one live hold each" holds under any concurrency.
      await lockRowForUpdate(trx, 'users', request.userId)
      await releaseExpiredHolds(trx, now)
      // "Continue to pay" sent twice (a double click, a reload): the hold already made is the answer.
      const existing = await trx
        .selectFrom('appointments')
        .select(['id', 'hold_expires_at'])
        .where('user_id', '=', request.userId)
        .where('hold_session_id', '=', request.sessionId)
        .where('clinic_id', '=', slot.clinicId)
        .where('starts_at', '=', slot.start.toISO()!)
        .where('status', '=', 'pending_payment')
        .where('hold_expires_at', '>', now.toISOString())
        .executeTakeFirst()
      if (existing?.hold_expires_at) return { ok: true, appointmentId: existing.id, holdExpiresAt: toDate(existing.hold_expires_at) }
      // A new hour replaces the patient's previous unpaid hold (docs/decisions/014): if the new
      // hour turns out taken, the rollback gives them their previous hold back untouched.
      await expireHolds(trx, { userId: request.userId })
      const { id } = await trx
        .insertInto('appointments')
        .values({
          user_id: request.userId,
          treatment_id: null,
          service_id: slot.serviceId,
          clinic_id: slot.clinicId,
          specialist_id: null,
          kind: 'assessment',
          status: 'pending_payment',
          starts_at: slot.start.toISO()!,
          ends_at: slot.start.plus({ minutes: slot.durationMinutes }).toISO()!,
          created_at: now.toISOString(),
          locale: request.locale,
          hold_expires_at: holdExpiresAt.toISOString(),
          hold_session_id: request.sessionId,
          fee_minor: slot.feeMinor,
          currency: slot.currency,
          patient_first_name: request.patient.firstName,
          patient_last_name: request.patient.lastName,
          patient_email: request.patient.email,
          patient_phone: request.patient.phone,
          patient_time_zone: request.patient.timeZone ?? null,
          condition: request.patient.condition,
          calendar_uid: `${randomUUID()}@claravia`,
        })
        .returning('id')
        .executeTakeFirstOrThrow()
      if (!(await claimPlace(trx, slot, id))) throw new SlotTaken()
      if (request.healthDataConsent) await recordConsents(trx, { userId: request.userId, kinds: ['health_data'], appointmentId: id, at: now })
      return { ok: true, appointmentId: id, holdExpiresAt }
    })
  } catch (error) {
    if (error instanceof SlotTaken) return refuse('slot_taken')
    if (error instanceof SlotNoLongerOffered) return refuse('slot_not_offered')
    if (error instanceof WriteConflict) return refuse('write_conflict')
    throw error
  }
}

/**
 * A hold belongs to the session that made it, so another device cannot pay
 * it. When that session has ended (signed out elsewhere, a password change,
 * expiry), the patient signing in again takes the hold over and can still pay
 * while it lasts; a hold whose session is still open elsewhere stays there.
 * Returns how many holds were taken over.
 */
export async function adoptOrphanedHolds(db: Db, userId: number, sessionId: number, now = new Date()) {
  const openElsewhere = db
    .selectFrom('sessions')
    .select('id')
    .where('user_id', '=', userId)
    .where('id', '!=', sessionId)
    .where('expires_at', '>', now.toISOString())
  const adopted = await db
    .updateTable('appointments')
    .set({ hold_session_id: sessionId })
    .where('user_id', '=', userId)
    .where('status', '=', 'pending_payment')
    .where('hold_expires_at', '>', now.toISOString())
    .where((eb) => eb.or([eb('hold_session_id', 'is', null), eb('hold_session_id', 'not in', openElsewhere)]))
    .returning('id')
    .execute()
  return adopted.length
}

/** Claims one place for every cell, or none of them. */
async function claimSeat(trx: Transaction<Database>, clinicId: number, cells: string[], seat: number, appointmentId: number) {
  let claimed = 0
  for (const slotStart of cells) {
    const inserted = await trx
      .insertInto('slot_claims')
      .values({ clinic_id: clinicId, slot_start: slotStart, seat, appointment_id: appointmentId })
      .onConflict((conflict) => conflict.columns(['clinic_id', 'slot_start', 'seat']).doNothing())
      .returning('seat')
      .executeTakeFirst()
    if (!inserted) break
    claimed++
  }
  if (claimed === cells.length) return true
  if (claimed > 0) {
    await trx.deleteFrom('slot_claims').where('appointment_id', '=', appointmentId).where('seat', '=', seat).execute()
  }
  return false
}
