import { sql } from 'kysely'
import { beforeAll, expect, it } from 'vitest'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { REFUSALS, type Outcome, type RefusalCode } from '~/errors/outcomes'
import { paymentProvider, resetPaymentProvider } from '~/payments/payment-provider.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { loadBookedAppointment } from './appointment.server'
import { clinicsForService, getAvailability } from './availability.server'
import { cancelAppointment } from './cancel.server'
import { payHold } from './checkout.server'
import { holdSlot } from './holds.server'
import { rescheduleAppointment } from './reschedule.server'
import { staffCancelAppointment } from './staff-cancel-appointment.server'
import { staffMoveAppointment } from './staff-move-appointment.server'

/*
 * Issue 25, item 5: a patient and staff changing the same appointment at the
 * same moment (the patient moves or cancels it, staff move or cancel it). On
 * PostgreSQL the cancel once answered 500: deadlock detected (40P01). Every
 * path now locks the appointment before its places (docs/decisions/027), and
 * a deadlock or serialization failure is tried once more, then refused (409).
 *
 * Each round pays for one appointment per lane and races, on each, some of
 * the four changes at once; afterwards nothing threw, every answer is a
 * success or a known refusal, at most one change won, and the data agree:
 * one live appointment where the winner left it, holding exactly its places,
 * refunded at most once (by the provider too).
 */

const now = new Date('2026-11-20T12:00:00Z')
const SERVICE = 'comprehensive-eye-exam'
const ROUNDS = 24
/** Appointments raced on at once in a round: ROUNDS × LANES races in all. */
const LANES = 4
const card = { number: '4242424242424242', expMonth: '12', expYear: '2030', cvc: '123' }

type Change = 'patient_move' | 'patient_cancel' | 'staff_move' | 'staff_cancel'

/** What a race mixes, in turn: the reported pair (both ways round), every other pair, and all four. */
const MIXES: Change[][] = [
  ['patient_move', 'staff_cancel'],
  ['patient_cancel', 'staff_move'],
  ['patient_move', 'patient_cancel'],
  ['staff_move', 'staff_cancel'],
  ['patient_move', 'staff_move'],
  ['patient_cancel', 'staff_cancel'],
  ['patient_move', 'patient_cancel', 'staff_move', 'staff_cancel'],
  ['staff_cancel', 'patient_move'],
]

/** What a loser may be told: the appointment changed or moved under it, the hour was taken, or the database was too busy twice. */
const KNOWN_REFUSALS: RefusalCode[] = [
  'not_reschedulable',
  'not_cancellable',
  'appointment_closed',
  'appointment_not_found',
  'slot_taken',
  'write_conflict',
]

interface Race {
  userId: number
  appointmentId: number
  paymentId: string
  feeMinor: number
  from: string
  /** Where the patient and the staff member move it (every fifth race: the same hour, one place). */
  patientTo: string
  staffTo: string
  mix: Change[]
  /** How many round trips each change waits before it starts. */
  delays: number[]
}

describeEachDatabase('a patient and staff changing one appointment at the same moment', (db) => {
  let clinicSlug: string
  let clinicId: number
  let userIds: number[]
  let hours: string[]
  const seen = new Map<string, number>()

  beforeAll(async () => {
    // The staff's refund key names the appointment's id, which each engine's suite numbers from 1: a provider of its own.
    resetPaymentProvider()
    await syncCatalogue(db())
    const [clinic] = await clinicsForService(db(), SERVICE, 'en')
    clinicSlug = clinic!.slug
    clinicId = clinic!.id
    // One place, so two moves to the same hour compete for it; a year ahead, so every race has hours of its own.
    await db().updateTable('clinic_booking_rules').set({ places: 1, horizon_days: 400 }).where('clinic_id', '=', clinicId).execute()
    userIds = await insertTestUsers(db(), LANES, { locale: 'es', at: now })
    const availability = (await getAvailability(db(), { serviceSlug: SERVICE, clinicSlug, from: '2026-11-25', to: '2027-11-25', locale: 'en', now }))!
    // Hours that do not overlap (an assessment may cover several 30-minute cells), so every race starts on free places.
    hours = []
    for (const { startsAt } of availability.days.flatMap((day) => day.slots)) {
      const last = hours.at(-1)
      if (!last || Date.parse(startsAt) >= Date.parse(last) + availability.service.durationMinutes * 60_000) hours.push(startsAt)
    }
    expect(hours.length).toBeGreaterThanOrEqual(3 * ROUNDS * LANES)
  }, 60_000)

  /** A paid appointment at `startsAt`, paid with a test card so that the provider knows what it refunds. */
  async function paidAppointment(userId: number, startsAt: string) {
    const patient = { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '+573001234567', condition: 'Miopía' }
    const hold = await holdSlot(db(), { userId, sessionId: userId, serviceSlug: SERVICE, clinicSlug, startsAt, locale: 'es', patient }, now)
    if (!hold.ok) throw new Error(`hold failed: ${hold.code}`)
    const booked = (await loadBookedAppointment(db(), hold.appointmentId, userId, 'es'))!
    const paid = await payHold(db(), booked, userId, card, now)
    if (!paid.ok) throw new Error(`payment failed: ${paid.code}`)
    const row = await db()
      .selectFrom('appointments')
      .select(['payment_id', 'fee_minor'])
      .where('id', '=', hold.appointmentId)
      .executeTakeFirstOrThrow()
    return { appointmentId: hold.appointmentId, paymentId: row.payment_id!, feeMinor: row.fee_minor ?? 0 }
  }

  /**
   * Waits `count` round trips to the database, so that the racers start a few
   * queries apart and one's transaction begins at every point of another's (the
   * reported deadlock needed the cancel to lock the appointment after the move
   * had given back its places and before it retired the old row).
   */
  async function afterRoundTrips(count: number) {
    for (let trip = 0; trip < count; trip++) await sql`select 1`.execute(db())
  }

  async function change(race: Race, index: number): Promise<Outcome> {
    await afterRoundTrips(race.delays[index]!)
    const context = testActionContext(db(), { now })
    const staff = staffActionContext(db(), 'coordinator', { now })
    const { userId, appointmentId } = race
    const which = race.mix[index]!
    if (which === 'patient_move') return rescheduleAppointment(context, { userId, appointmentId, startsAt: race.patientTo })
    if (which === 'patient_cancel') return cancelAppointment(context, { userId, appointmentId })
    if (which === 'staff_move') return staffMoveAppointment(staff, { appointmentId, startsAt: race.staffTo })
    return staffCancelAppointment(staff, { appointmentId })
  }

  /** Every row the appointment became (a move adds one), by its calendar UID. */
  async function chainOf(appointmentId: number) {
    const { calendar_uid } = await db().selectFrom('appointments').select('calendar_uid').where('id', '=', appointmentId).executeTakeFirstOrThrow()
    return db()
      .selectFrom('appointments')
      .select(['id', 'status', 'replaced_by_id', 'starts_at', 'refunded_minor', 'payment_id'])
      .where('calendar_uid', '=', calendar_uid)
      .orderBy('id')
      .execute()
  }

  async function expectConsistent(race: Race, outcomes: Outcome[]) {
    outcomes.forEach((outcome, index) => {
      const name = `${race.mix[index]}: ${outcome.ok ? 'ok' : outcome.code}`
      seen.set(name, (seen.get(name) ?? 0) + 1)
      if (outcome.ok) return
      expect(KNOWN_REFUSALS, name).toContain(outcome.code)
      expect([404, 409], name).toContain(REFUSALS[outcome.code].status)
    })
    // They all change the same appointment: at most one can have done it.
    const winners = race.mix.filter((_, index) => outcomes[index]!.ok)
    expect(winners.length, winners.join(', ')).toBeLessThanOrEqual(1)

    const chain = await chainOf(race.appointmentId)
    const live = chain.filter((row) => row.status === 'confirmed' && row.replaced_by_id === null)
    const [winner] = winners
    if (winner === 'patient_cancel' || winner === 'staff_cancel') expect(live).toEqual([])
    else {
      expect(live).toHaveLength(1)
      const where = winner === 'patient_move' ? race.patientTo : winner === 'staff_move' ? race.staffTo : race.from
      expect(new Date(live[0]!.starts_at).toISOString()).toBe(where)
      expect(live[0]!.payment_id).toBe(race.paymentId)
    }
    // The live row holds its places; no other row of the chain holds any.
    const claims = await db()
      .selectFrom('slot_claims')
      .select('appointment_id')
      .where(
        'appointment_id',
        'in',
        chain.map((row) => row.id),
      )
      .execute()
    expect(new Set(claims.map((claim) => claim.appointment_id))).toEqual(new Set(live.map((row) => row.id)))
    // Refunded at most once, within the fee, and the provider refunded what the appointment says.
    const refunded = chain.filter((row) => (row.refunded_minor ?? 0) > 0)
    expect(refunded.length).toBeLessThanOrEqual(1)
    expect(refunded[0]?.refunded_minor ?? 0).toBeLessThanOrEqual(race.feeMinor)
    const provider = paymentProvider()
    if (provider.mode === 'test') expect(provider.inspect(race.paymentId)?.refundedMinor).toBe(refunded[0]?.refunded_minor ?? 0)
  }

  it(
    `${ROUNDS} rounds of ${LANES} appointments, each with moves and cancels racing on it: no error, known refusals only, consistent data`,
    async () => {
      for (let round = 0; round < ROUNDS; round++) {
        const races: Race[] = []
        for (let lane = 0; lane < LANES; lane++) {
          const number = round * LANES + lane
          const [from, to, other] = hours.slice(3 * number, 3 * number + 3) as [string, string, string]
          const mix = MIXES[number % MIXES.length]!
          // The first change starts at once, the others 0–16 round trips later: a different spread each race.
          const delays = mix.map((_, index) => (index === 0 ? 0 : (number * 7 + index * 5) % 17))
          const paid = await paidAppointment(userIds[lane]!, from)
          races.push({ userId: userIds[lane]!, ...paid, from, patientTo: to, staffTo: number % 5 === 4 ? to : other, mix, delays })
        }
        const settled = await Promise.all(races.map((race) => Promise.allSettled(race.mix.map((_, index) => change(race, index)))))
        for (const [lane, race] of races.entries()) {
          // A throw is what answered 500.
          const outcomes = settled[lane]!.map((result, index) => {
            if (result.status === 'rejected') throw new Error(`round ${round}, lane ${lane}: ${race.mix[index]} threw`, { cause: result.reason })
            return result.value
          })
          await expectConsistent(race, outcomes)
        }
      }

      // The whole table: no place claimed by an appointment that is not live, none by two.
      const orphans = await db()
        .selectFrom('slot_claims as c')
        .innerJoin('appointments as a', 'a.id', 'c.appointment_id')
        .select('c.appointment_id')
        .where((eb) => eb.or([eb('a.status', 'not in', ['confirmed', 'pending_payment']), eb('a.replaced_by_id', 'is not', null)]))
        .execute()
      expect(orphans).toEqual([])
      const shared = await db()
        .selectFrom('slot_claims')
        .select('slot_start')
        .where('clinic_id', '=', clinicId)
        .groupBy('slot_start')
        .having(sql`count(distinct appointment_id)`, '>', 1)
        .execute()
      expect(shared).toEqual([])
      console.log(`appointment race: ${JSON.stringify(Object.fromEntries([...seen].sort()))}`)
    },
    // 96 races, each after a hold and a payment: seconds here; a slow CI machine gets room.
    240_000,
  )
})
