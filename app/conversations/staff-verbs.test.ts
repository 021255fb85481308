import { beforeAll, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { signedInStaffContext, staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { insertStaffMember } from '../../tests/setup/staff-api'
import { appointmentStartingIn, insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { addConversationNote } from './add-conversation-note.server'
import { assignCoordinator } from './assign-coordinator.server'
import { bringInColleague } from './bring-in-colleague.server'
import { conversationForStaff } from './conversation-access.server'
import { listConversations } from './conversation-list.server'
import { findConversation } from './conversation-store.server'
import { patientConversation } from './patient-conversation.server'
import { replyToPatient } from './reply-to-patient.server'
import { sendPatientMessage } from './send-patient-message.server'
import { setNoReplyNeeded } from './set-no-reply-needed.server'

/*
 * The care team's side of a conversation (issue 29): a reply ends the
 * patient's wait and keeps how long it was; notes stay with staff; every
 * change is audited; clinic staff meet only the conversations a coordinator
 * brought them into, of patients treated at their clinics.
 */

describeEachDatabase('the care team answers a conversation', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
  }, 60_000)

  /** A patient who wrote at `at`; their conversation's id. */
  async function patientWhoWrote(at = new Date('2026-12-01T10:00:00Z')) {
    const id = await insertPatient(db(), 'Lucía Gómez')
    const session = { sessionId: 0, token: 't', via: 'cookie', user: { id, name: 'Lucía Gómez', email: `p${id}@example.com`, locale: 'es' } }
    await sendPatientMessage({ ...testActionContext(db(), { now: at }), session: session as RequestSession }, { body: '¿Puedo volar?' })
    return { patientId: id, conversationId: (await findConversation(db(), id))!.id }
  }

  const audits = (conversationId: number) =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'after'])
      .where('entity_type', '=', 'care_conversation')
      .where('entity_id', '=', String(conversationId))
      .orderBy('id')
      .execute()

  it('a reply ends the wait, keeps its length, reads everything before and is audited without its text', async () => {
    const { patientId, conversationId } = await patientWhoWrote(new Date('2026-12-01T10:00:00Z'))
    const context = await signedInStaffContext(db(), 'coordinator', { name: 'Ana Pérez', now: new Date('2026-12-01T11:30:00Z') })
    const replied = await replyToPatient(context, { conversationId, body: 'Sí, a partir del segundo día.' })
    expect(replied).toMatchObject({ ok: true })
    const conversation = (await findConversation(db(), patientId))!
    expect(conversation.awaiting_reply_since).toBeNull()
    expect(conversation.team_read_id).toBe(conversation.last_message_id)
    const reply = await db()
      .selectFrom('care_messages')
      .selectAll()
      .where('conversation_id', '=', conversationId)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow()
    expect(reply).toMatchObject({ kind: 'message', ended_wait_seconds: 5400 })
    const trail = await audits(conversationId)
    // (Nobody coordinated her yet: answering made Ana her coordinator, audited as an assignment.)
    expect(trail.map((entry) => entry.action).at(-1)).toBe('conversation.reply')
    expect(JSON.stringify(trail)).not.toContain('segundo día')
    // The patient sees the reply and that the team read theirs.
    const seen = await patientConversation(db(), patientId)
    expect(seen.unread).toBe(2) // Her answer, and the line saying Ana is now her coordinator.
    expect(seen.messages.find((message) => message.body === '¿Puedo volar?')?.readByTeam).toBe(true)
    expect(seen.messages.at(-1)?.author).toMatchObject({ name: 'Ana Pérez', role: 'coordinator' })
  })

  it('the coordinator who answers a conversation nobody coordinates becomes its coordinator; clinic staff answering do not', async () => {
    const { patientId, conversationId } = await patientWhoWrote()
    await db().updateTable('care_conversations').set({ coordinator_id: null }).where('id', '=', conversationId).execute()
    const clinic = await signedInStaffContext(db(), 'clinic_staff', { clinicIds: [ids.bogota] })
    await db()
      .insertInto('care_conversation_members')
      .values({ conversation_id: conversationId, user_id: clinic.staff!.member.id, added_by: null, added_at: new Date().toISOString() })
      .execute()
    await appointmentStartingIn(db(), 48, { user_id: patientId, clinic_id: ids.bogota, service_id: ids.lasik })
    expect(await replyToPatient(clinic, { conversationId, body: 'Le esperamos.' })).toMatchObject({ ok: true })
    expect((await findConversation(db(), patientId))!.coordinator_id).toBeNull()
    const coordinator = await signedInStaffContext(db(), 'coordinator', { name: 'Ana Pérez' })
    expect(await replyToPatient(coordinator, { conversationId, body: 'Soy Ana, su coordinadora.' })).toMatchObject({ ok: true })
    expect((await findConversation(db(), patientId))!.coordinator_id).toBe(coordinator.staff!.member.id)
    const seen = (await patientConversation(db(), patientId)).messages.slice(-2)
    expect(seen.map((message) => message.event ?? message.body)).toEqual(['coordinator_assigned', 'Soy Ana, su coordinadora.'])
    expect((await audits(conversationId)).map((entry) => entry.action)).toEqual(['conversation.reply', 'conversation.assign', 'conversation.reply'])
  })

  it('two replies at once: both are kept, only one ends the wait', async () => {
    const { conversationId } = await patientWhoWrote()
    const context = await signedInStaffContext(db(), 'coordinator')
    const answers = await Promise.all([
      replyToPatient(context, { conversationId, body: 'Uno' }),
      replyToPatient(context, { conversationId, body: 'Dos' }),
    ])
    expect(answers.every((answer) => answer.ok)).toBe(true)
    const replies = await db()
      .selectFrom('care_messages')
      .select('ended_wait_seconds')
      .where('conversation_id', '=', conversationId)
      .where('kind', '=', 'message')
      .execute()
    expect(replies).toHaveLength(3)
    expect(replies.filter((reply) => reply.ended_wait_seconds !== null)).toHaveLength(1)
  })

  it('a note stays with the team, does not end the wait and is audited', async () => {
    const { patientId, conversationId } = await patientWhoWrote()
    const context = await signedInStaffContext(db(), 'clinic_staff', { clinicIds: [ids.bogota] })
    // Clinic staff not brought in: as if the conversation did not exist.
    expect(await addConversationNote(context, { conversationId, body: 'Revisar topografía' })).toMatchObject({
      ok: false,
      code: 'conversation_not_found',
    })
    const coordinator = await signedInStaffContext(db(), 'coordinator')
    expect(await addConversationNote(coordinator, { conversationId, body: 'Revisar topografía' })).toMatchObject({ ok: true })
    expect((await findConversation(db(), patientId))!.awaiting_reply_since).not.toBeNull()
    expect((await patientConversation(db(), patientId)).messages.map((message) => message.body)).not.toContain('Revisar topografía')
    expect((await audits(conversationId)).map((entry) => entry.action)).toEqual(['conversation.note'])
  })

  it('assigning a coordinator shows the patient the change; only coordinators and admins may be chosen', async () => {
    const { patientId, conversationId } = await patientWhoWrote()
    const context = await signedInStaffContext(db(), 'coordinator')
    const clinicStaff = await insertStaffMember(db(), 'clinic_staff', [ids.bogota])
    expect(await assignCoordinator(context, { conversationId, coordinatorId: clinicStaff })).toMatchObject({
      ok: false,
      code: 'conversation_coordinator_unknown',
    })
    const other = await insertStaffMember(db(), 'coordinator', [], 'Pablo Díaz')
    expect(await assignCoordinator(context, { conversationId, coordinatorId: other })).toMatchObject({ ok: true, changed: true })
    expect(await assignCoordinator(context, { conversationId, coordinatorId: other })).toMatchObject({ ok: true, changed: false })
    expect((await findConversation(db(), patientId))!.coordinator_id).toBe(other)
    const last = (await patientConversation(db(), patientId)).messages.at(-1)
    expect(last).toMatchObject({ kind: 'event', event: 'coordinator_assigned', eventUser: { name: 'Pablo Díaz' } })
    expect((await audits(conversationId)).map((entry) => entry.action)).toEqual(['conversation.assign'])
    // Clinic staff do not hold the permission: the verb refuses before anything.
    const clinic = staffActionContext(db(), 'clinic_staff', { clinicIds: [ids.bogota] })
    await expect(assignCoordinator(clinic, { conversationId, coordinatorId: other })).rejects.toThrow(PermissionDenied)
  })

  it('clinic staff are brought in only for a patient treated at their clinic, then see and answer it', async () => {
    const { patientId, conversationId } = await patientWhoWrote()
    const context = await signedInStaffContext(db(), 'coordinator')
    const madrid = await signedInStaffContext(db(), 'clinic_staff', { clinicIds: [ids.madrid], name: 'Dr. Ruiz' })
    const madridId = madrid.staff!.member.id
    // No appointment or plan at Madrid yet.
    expect(await bringInColleague(context, { conversationId, userId: madridId })).toMatchObject({
      ok: false,
      code: 'conversation_colleague_not_allowed',
    })
    await appointmentStartingIn(db(), 48, { user_id: patientId, clinic_id: ids.madrid, service_id: ids.lasik })
    expect(await bringInColleague(context, { conversationId, userId: madridId })).toMatchObject({ ok: true })
    expect(await bringInColleague(context, { conversationId, userId: madridId })).toMatchObject({
      ok: false,
      code: 'conversation_colleague_already_in',
    })
    expect(await conversationForStaff(db(), madrid.staff!, conversationId)).toBeDefined()
    expect((await listConversations(db(), madrid.staff!, {})).items.map((item) => item.id)).toEqual([conversationId])
    expect(await replyToPatient(madrid, { conversationId, body: 'Le esperamos el lunes.' })).toMatchObject({ ok: true })
    const seen = await patientConversation(db(), patientId)
    expect(seen.messages.some((message) => message.event === 'colleague_joined' && message.eventUser?.name === 'Dr. Ruiz')).toBe(true)
    // A colleague of another clinic, brought in nowhere, sees nothing.
    const bogota = await signedInStaffContext(db(), 'clinic_staff', { clinicIds: [ids.bogota] })
    expect(await conversationForStaff(db(), bogota.staff!, conversationId)).toBeUndefined()
    expect((await listConversations(db(), bogota.staff!, {})).items).toEqual([])
  })

  it('"no reply needed" stops the wait without a message to the patient; the list sorts by waiting and filters', async () => {
    const early = await patientWhoWrote(new Date('2026-12-01T08:00:00Z'))
    const late = await patientWhoWrote(new Date('2026-12-01T09:00:00Z'))
    const context = await signedInStaffContext(db(), 'admin')
    const caller = context.staff!
    const waiting = (await listConversations(db(), caller, { show: 'waiting' })).items.map((item) => item.id)
    expect(waiting.indexOf(early.conversationId)).toBeLessThan(waiting.indexOf(late.conversationId))
    expect(await setNoReplyNeeded(context, { conversationId: early.conversationId })).toMatchObject({ ok: true, changed: true })
    expect(await setNoReplyNeeded(context, { conversationId: early.conversationId })).toMatchObject({ ok: true, changed: false })
    const after = (await listConversations(db(), caller, { show: 'waiting' })).items.map((item) => item.id)
    expect(after).not.toContain(early.conversationId)
    expect(after).toContain(late.conversationId)
    expect((await patientConversation(db(), early.patientId)).messages.map((message) => message.kind)).not.toContain('note')
    expect((await audits(early.conversationId)).map((entry) => entry.action)).toEqual(['conversation.no_reply_needed'])
    const spanish = (await listConversations(db(), caller, { language: 'en' })).items.map((item) => item.id)
    expect(spanish).not.toContain(late.conversationId)
  })
})
