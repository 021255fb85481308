import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'

/*
 * Read state (issue 29, docs/decisions/037): one message id per side. Opening
 * the conversation reads it up to its newest message; ids only move forward,
 * so a page opened before a newer message cannot mark that one read. Not an
 * audited write: reading changes no record, it is what "Read" shows the
 * other side.
 */

type Db = Kysely<Database>

/** The team has read the conversation up to `messageId` (a staff member opened it). */
export async function markReadByTeam(db: Db, conversationId: number, messageId: number) {
  await db
    .updateTable('care_conversations')
    .set({ team_read_id: messageId })
    .where('id', '=', conversationId)
    .where('team_read_id', '<', messageId)
    .execute()
}

/** The patient has the conversation open: read up to `messageId`, and seen now (no email notice while they read). */
export async function markReadByPatient(db: Db, conversationId: number, messageId: number, now: Date) {
  await db
    .updateTable('care_conversations')
    .set((eb) => ({
      patient_read_id: eb.case().when('patient_read_id', '<', messageId).then(messageId).else(eb.ref('patient_read_id')).end(),
      patient_seen_at: now.toISOString(),
    }))
    .where('id', '=', conversationId)
    .execute()
}
