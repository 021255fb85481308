import type { Kysely } from 'kysely'
import type { ConsentKind, Database } from '~/db/schema'
import { toDate } from '~/db/dialect.server'
import { POLICY_VERSIONS } from './policies'

/** Records acceptances of the current versions, at one time (e.g. inside the transaction that stores what they cover). */
export async function recordConsents(
  db: Kysely<Database>,
  input: { userId: number; kinds: readonly ConsentKind[]; appointmentId?: number; at?: Date },
) {
  const acceptedAt = (input.at ?? new Date()).toISOString()
  if (input.kinds.length === 0) return
  await db
    .insertInto('consents')
    .values(
      input.kinds.map((kind) => ({
        user_id: input.userId,
        kind,
        policy_version: POLICY_VERSIONS[kind],
        appointment_id: input.appointmentId ?? null,
        accepted_at: acceptedAt,
      })),
    )
    .execute()
}

export type Consent = {
  kind: ConsentKind
  policyVersion: string
  acceptedAt: string
  /** When the appointment the consent came with takes place now (after any moves), and the clinic's zone it is told in. */
  appointmentStartsAt: string | null
  appointmentTimeZone: string | null
}

/**
 * A patient's consents, newest first, with the appointment a health-data
 * consent came with as it is now: a move replaces an appointment with a new
 * one (replaced_by_id), so the consent follows the chain to the current hour.
 */
export async function listConsents(db: Kysely<Database>, userId: number): Promise<Consent[]> {
  const [rows, appointments] = await Promise.all([
    db
      .selectFrom('consents as c')
      .select(['c.kind', 'c.policy_version', 'c.accepted_at', 'c.appointment_id'])
      .where('c.user_id', '=', userId)
      .orderBy('c.accepted_at', 'desc')
      .orderBy('c.id', 'desc')
      .execute(),
    // A patient's own appointments are few: read once, followed in memory.
    db
      .selectFrom('appointments as a')
      .innerJoin('clinics as k', 'k.id', 'a.clinic_id')
      .select(['a.id', 'a.replaced_by_id', 'a.starts_at', 'k.time_zone'])
      .where('a.user_id', '=', userId)
      .execute(),
  ])
  const byId = new Map(appointments.map((appointment) => [appointment.id, appointment]))
  const current = (id: number) => {
    let appointment = byId.get(id)
    for (let hops = 0; appointment?.replaced_by_id != null && byId.has(appointment.replaced_by_id) && hops < 100; hops++)
      appointment = byId.get(appointment.replaced_by_id)
    return appointment
  }
  return rows.map((row) => {
    const appointment = row.appointment_id === null ? undefined : current(row.appointment_id)
    return {
      kind: row.kind,
      policyVersion: row.policy_version,
      acceptedAt: toDate(row.accepted_at).toISOString(),
      appointmentStartsAt: appointment ? toDate(appointment.starts_at).toISOString() : null,
      appointmentTimeZone: appointment?.time_zone ?? null,
    }
  })
}
