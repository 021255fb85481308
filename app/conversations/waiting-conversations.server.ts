import type { Kysely } from 'kysely'
import { DateTime } from 'luxon'
import { PermissionDenied, type StaffCaller } from '~/access/caller.server'
import { clinicInScope } from '~/access/clinic-scope.server'
import { roleMay } from '~/access/permissions'
import { servesOnlyNamedClinics } from '~/access/roles'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { networkBusinessHours } from './business-hours.server'
import { instantBeforeWorkingTime, workingMillisecondsBetween } from './working-hours'

/*
 * What Today says of the care conversations (issue 29): the conversations
 * whose patient has waited more than 4 working hours (the network's business
 * hours, in its zone) for the team, the oldest first, and the median
 * first-reply time of this week (Monday 00:00 in the network's zone on).
 *
 * "Waited more than 4 working hours" is turned into an instant in JS (the
 * moment 4 working hours before now), so the query is a plain comparison on
 * awaiting_reply_since that the (awaiting_reply_since, id) index answers.
 *
 * Who sees which: coordinators and admins every conversation; clinic staff
 * only those a coordinator brought them into, of patients with an appointment
 * or plan at their clinics (decision 037). The week's median is over the same
 * conversations.
 */

export const WAITING_WORKING_HOURS = 4
/** How many of the conversations waiting longest are listed (the count is whole). */
const LISTED = 10

export interface WaitingConversation {
  conversationId: number
  patient: { id: number; name: string }
  /** Since when the patient's message waits (ISO 8601 UTC). */
  waitingSince: string
  /** Working time the patient has waited so far, in seconds. */
  workingSecondsWaited: number
}

export interface WaitingConversations {
  /** Conversations waiting more than 4 working hours for the team. */
  count: number
  /** The longest waiting first (up to 10). */
  oldest: WaitingConversation[]
  /** The median time the patient waited for the team's first reply, of replies this week; null when there were none. */
  medianFirstReplySeconds: number | null
}

type Db = Kysely<Database>
type Caller = Pick<StaffCaller, 'member' | 'scope'>

/** The conversations the caller may see, as `c`. */
function visibleConversations(db: Db, caller: Caller) {
  const conversations = db.selectFrom('care_conversations as c')
  if (!servesOnlyNamedClinics(caller.member.role)) return conversations
  return conversations
    .where('c.id', 'in', (eb) =>
      eb.selectFrom('care_conversation_members as m').select('m.conversation_id').where('m.user_id', '=', caller.member.id),
    )
    .where('c.patient_id', 'in', (eb) =>
      eb
        .selectFrom('appointments as sa')
        .select('sa.user_id')
        .where(clinicInScope('sa.clinic_id', caller.scope))
        .union(eb.selectFrom('treatments as st').select('st.user_id').where(clinicInScope('st.clinic_id', caller.scope))),
    )
}

/** The middle value (the mean of the two middle ones, rounded, for an even count); null for none. */
export function median(values: number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle]! : Math.round((sorted[middle - 1]! + sorted[middle]!) / 2)
}

/** Today's care conversations for `caller` at `now`. Only for a caller holding 'conversations.view' (a missing door throws). */
export async function waitingConversations(db: Db, caller: Caller, now: Date): Promise<WaitingConversations> {
  if (!roleMay(caller.member.role, 'conversations.view')) throw new PermissionDenied('conversations.view')
  const hours = await networkBusinessHours(db)
  const cutoff = instantBeforeWorkingTime(hours, now, WAITING_WORKING_HOURS * 3_600_000)
  const week = DateTime.fromJSDate(now, { zone: hours.timeZone }).startOf('week')
  const [count, oldest, replies] = await Promise.all([
    cutoff
      ? visibleConversations(db, caller)
          .where('c.awaiting_reply_since', '<', cutoff.toISOString())
          .select((eb) => eb.fn.countAll().as('count'))
          .executeTakeFirstOrThrow()
      : { count: 0 },
    cutoff
      ? visibleConversations(db, caller)
          .innerJoin('users as u', 'u.id', 'c.patient_id')
          .where('c.awaiting_reply_since', '<', cutoff.toISOString())
          .select(['c.id', 'c.awaiting_reply_since', 'u.id as patient_id', 'u.name as patient_name'])
          .orderBy('c.awaiting_reply_since')
          .orderBy('c.id')
          .limit(LISTED)
          .execute()
      : [],
    db
      .selectFrom('care_messages as r')
      .select('r.ended_wait_seconds')
      .where('r.ended_wait_seconds', 'is not', null)
      .where('r.created_at', '>=', week.toUTC().toISO()!)
      .where('r.created_at', '<', week.plus({ weeks: 1 }).toUTC().toISO()!)
      .$if(servesOnlyNamedClinics(caller.member.role), (query) =>
        query.where('r.conversation_id', 'in', visibleConversations(db, caller).select('c.id')),
      )
      .execute(),
  ])
  return {
    count: Number(count.count),
    oldest: oldest.map((row) => {
      const since = toDate(row.awaiting_reply_since!)
      return {
        conversationId: row.id,
        patient: { id: row.patient_id, name: row.patient_name },
        waitingSince: since.toISOString(),
        workingSecondsWaited: Math.floor(workingMillisecondsBetween(hours, since, now) / 1000),
      }
    }),
    medianFirstReplySeconds: median(replies.map((row) => row.ended_wait_seconds!)),
  }
}
