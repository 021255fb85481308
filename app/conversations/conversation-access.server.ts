import { sql, type Kysely } from 'kysely'
import type { StaffCaller } from '~/access/caller.server'
import { servesOnlyNamedClinics } from '~/access/roles'
import type { Database } from '~/db/schema'
import type { ConversationRow } from './conversation-store.server'

/*
 * Which conversations a staff member may open (issue 29): coordinators and
 * admins every one; clinic staff only those a coordinator brought them into,
 * and only while the patient still has an appointment or plan at one of
 * their clinics (a clinic taken from them closes its conversations to them).
 * The list, the page, the attachments and the verbs all ask here.
 */

type Db = Kysely<Database>

/** The patient has an appointment or a plan at one of `clinicIds`. */
export function patientAtClinics(patientColumn: string, clinicIds: number[]) {
  if (clinicIds.length === 0) return sql<boolean>`1 = 0`
  const patient = sql.ref(patientColumn)
  const clinics = sql.join(clinicIds)
  return sql<boolean>`(exists (select 1 from appointments where appointments.user_id = ${patient} and appointments.clinic_id in (${clinics}))
    or exists (select 1 from treatments where treatments.user_id = ${patient} and treatments.clinic_id in (${clinics})))`
}

/** A condition on the conversation alias `c` that only conversations the caller may open pass. */
export function conversationVisibleTo(caller: StaffCaller) {
  const { member } = caller
  if (!servesOnlyNamedClinics(member.role)) return sql<boolean>`1 = 1`
  return sql<boolean>`(exists (select 1 from care_conversation_members m where m.conversation_id = c.id and m.user_id = ${member.id})
    and ${patientAtClinics('c.patient_id', member.clinicIds)})`
}

/** The conversation `id`, when the caller may open it; undefined otherwise (the route answers 404). */
export function conversationForStaff(db: Db, caller: StaffCaller, id: number): Promise<ConversationRow | undefined> {
  return db.selectFrom('care_conversations as c').selectAll('c').where('c.id', '=', id).where(conversationVisibleTo(caller)).executeTakeFirst()
}

/** The patient's conversation, when there is one the caller may open. */
export function patientConversationForStaff(db: Db, caller: StaffCaller, patientId: number): Promise<ConversationRow | undefined> {
  return db
    .selectFrom('care_conversations as c')
    .selectAll('c')
    .where('c.patient_id', '=', patientId)
    .where(conversationVisibleTo(caller))
    .executeTakeFirst()
}
