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

export type Consent = { kind: ConsentKind; policyVersion: string; acceptedAt: string; appointmentStartsAt: string | null }

/** A patient's consents, newest first, with the hour of the appointment a health-data consent came with. */
export async function listConsents(db: Kysely<Database>, userId: number): Promise<Consent[]> {
  const rows = await db
    .selectFrom('consents as c')
    .leftJoin('appointments as a', 'a.id', 'c.appointment_id')
    .select(['c.kind', 'c.policy_version', 'c.accepted_at', 'a.starts_at'])
    .where('c.user_id', '=', userId)
    .orderBy('c.accepted_at', 'desc')
    .orderBy('c.id', 'desc')
    .execute()
  return rows.map((row) => ({
    kind: row.kind,
    policyVersion: row.policy_version,
    acceptedAt: toDate(row.accepted_at).toISOString(),
    appointmentStartsAt: row.starts_at ? toDate(row.starts_at).toISOString() : null,
  }))
}
