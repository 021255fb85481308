import type { Kysely } from 'kysely'
import type { StaffCaller } from '~/access/caller.server'
import { roleMay } from '~/access/permissions'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { COORDINATING_ROLES } from './assign-coordinator.server'
import { conversationForStaff } from './conversation-access.server'
import { teamVersion } from './conversation-updates.server'
import { markReadByTeam } from './read-state.server'
import { threadMessages, type ThreadMessage } from './thread.server'

/*
 * A conversation as the care team reads it (the console's page, GET
 * /v1/admin/conversations/{id}): every message, note and event; the
 * coordinator and whom they could hand it to; the colleagues brought in and
 * those who could be (clinic staff of a clinic the patient is treated at);
 * what the caller may do. Opening it reads it for the team.
 */

export interface StaffConversation {
  id: number
  patientId: number
  coordinator: { id: number; name: string } | null
  waitingSince: Date | null
  /** The newest message the patient has read (for "Read" under the team's messages). */
  patientReadId: number
  messages: ThreadMessage[]
  members: { id: number; name: string }[]
  /** Filled only for those who may assign. */
  coordinators: { id: number; name: string; languages: string }[]
  colleagues: { id: number; name: string }[]
  may: { reply: boolean; note: boolean; assign: boolean }
  /** What the open page compares live updates with. */
  version: string
}

type Db = Kysely<Database>

const ALL_KINDS = ['message', 'note', 'event'] as const

export async function staffConversation(db: Db, caller: StaffCaller, id: number, { markRead = true } = {}): Promise<StaffConversation | undefined> {
  const conversation = await conversationForStaff(db, caller, id)
  if (!conversation) return undefined
  const role = caller.member.role
  const may = {
    reply: roleMay(role, 'conversations.reply'),
    note: roleMay(role, 'conversations.note'),
    assign: roleMay(role, 'conversations.assign'),
  }
  const [messages, coordinator, members, coordinators, colleagues] = await Promise.all([
    threadMessages(db, id, { kinds: ALL_KINDS }),
    conversation.coordinator_id === null
      ? undefined
      : db.selectFrom('users').select(['id', 'name']).where('id', '=', conversation.coordinator_id).executeTakeFirst(),
    db
      .selectFrom('care_conversation_members as m')
      .innerJoin('users as u', 'u.id', 'm.user_id')
      .select(['u.id', 'u.name'])
      .where('m.conversation_id', '=', id)
      .orderBy('m.added_at')
      .execute(),
    may.assign ? coordinatorChoices(db) : [],
    may.assign ? colleagueChoices(db, id, conversation.patient_id) : [],
  ])
  const newest = messages.at(-1)?.id
  if (markRead && newest !== undefined) await markReadByTeam(db, id, newest)
  return {
    id,
    patientId: conversation.patient_id,
    coordinator: coordinator ?? null,
    waitingSince: conversation.awaiting_reply_since === null ? null : toDate(conversation.awaiting_reply_since),
    patientReadId: conversation.patient_read_id,
    messages,
    members,
    coordinators,
    colleagues,
    may,
    version: await teamVersion(db, id),
  }
}

/** Active coordinators and admins, with the languages they answer in. */
function coordinatorChoices(db: Db) {
  return db
    .selectFrom('users as u')
    .leftJoin('staff_profiles as sp', 'sp.user_id', 'u.id')
    .select(['u.id', 'u.name', 'sp.languages'])
    .where('u.role', 'in', COORDINATING_ROLES)
    .where('u.disabled_at', 'is', null)
    .orderBy('u.name')
    .execute()
    .then((rows) => rows.map((row) => ({ id: row.id, name: row.name, languages: row.languages ?? '' })))
}

/** Active clinic staff of a clinic the patient is treated at, not in the conversation yet. */
function colleagueChoices(db: Db, conversationId: number, patientId: number) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.name'])
    .where('u.role', '=', 'clinic_staff')
    .where('u.disabled_at', 'is', null)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('staff_clinics as sc')
          .select('sc.user_id')
          .whereRef('sc.user_id', '=', 'u.id')
          .where((inner) =>
            inner.or([
              inner.exists(
                inner.selectFrom('appointments as a').select('a.id').whereRef('a.clinic_id', '=', 'sc.clinic_id').where('a.user_id', '=', patientId),
              ),
              inner.exists(
                inner.selectFrom('treatments as t').select('t.id').whereRef('t.clinic_id', '=', 'sc.clinic_id').where('t.user_id', '=', patientId),
              ),
            ]),
          ),
      ),
    )
    .where((eb) =>
      eb.not(
        eb.exists(
          eb
            .selectFrom('care_conversation_members as m')
            .select('m.user_id')
            .whereRef('m.user_id', '=', 'u.id')
            .where('m.conversation_id', '=', conversationId),
        ),
      ),
    )
    .orderBy('u.name')
    .execute()
}
