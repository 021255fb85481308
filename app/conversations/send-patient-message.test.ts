import { beforeAll, expect, it } from 'vitest'
import type { RequestSession } from '~/accounts/session-middleware.server'
import type { Locale } from '~/i18n/locales'
import { testActionContext } from '../../tests/setup/action-context'
import { insertStaffMember } from '../../tests/setup/staff-api'
import { appointmentStartingIn, insertPatient, insertTreatment, specialistAt, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { appendMessage, findConversation } from './conversation-store.server'
import { MessageSchema } from './message-rules'
import { patientConversation } from './patient-conversation.server'
import { sendPatientMessage } from './send-patient-message.server'

/*
 * A patient writing to the care team (issue 29): the conversation starts with
 * their first message and a coordinator who speaks their language (the least
 * loaded), waits from their first unanswered message, and shows them
 * everything but the team's notes.
 */

describeEachDatabase('a patient writes to the care team', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
  }, 60_000)

  async function patient(locale: Locale = 'es') {
    const id = await insertPatient(db(), 'Marta Ruiz')
    await db().updateTable('users').set({ locale }).where('id', '=', id).execute()
    const session = {
      sessionId: 0,
      token: 't',
      via: 'cookie',
      user: { id, name: 'Marta Ruiz', email: `p${id}@example.com`, locale },
    } as RequestSession
    return { id, context: (now = new Date()) => ({ ...testActionContext(db(), { locale, now }), session }) }
  }

  async function coordinator(languages: string) {
    const id = await insertStaffMember(db(), 'coordinator', [], `Coordinator ${languages}`)
    await db().insertInto('staff_profiles').values({ user_id: id, languages }).execute()
    return id
  }

  const message = (body: string, extra: Record<string, unknown> = {}) => MessageSchema.parse({ body, ...extra })

  it('the first message starts the conversation with a coordinator who speaks the patient’s language; the wait starts then and stays', async () => {
    const english = await coordinator('en')
    const spanish = await coordinator('es,en')
    // Another Spanish speaker with a patient already is not chosen.
    const busy = await coordinator('es')
    const theirs = await patient('es')
    await db()
      .insertInto('care_conversations')
      .values({ patient_id: theirs.id, coordinator_id: busy, created_at: new Date().toISOString() })
      .execute()
    const marta = await patient('es')
    const first = new Date('2026-12-01T10:00:00Z')
    const sent = await sendPatientMessage(marta.context(first), message('¿Puedo volar dos días después del LASIK?\r\nGracias'))
    expect(sent).toMatchObject({ ok: true })
    const conversation = (await findConversation(db(), marta.id))!
    expect(conversation.coordinator_id).toBe(spanish)
    expect([english, busy]).not.toContain(conversation.coordinator_id)
    expect(new Date(conversation.awaiting_reply_since!)).toEqual(first)

    await sendPatientMessage(marta.context(new Date('2026-12-01T10:05:00Z')), message('Y otra pregunta'))
    const seen = await patientConversation(db(), marta.id)
    expect(seen.coordinator?.id).toBe(conversation.coordinator_id)
    expect(seen.messages.map((entry) => [entry.kind, entry.event ?? entry.body])).toEqual([
      ['event', 'coordinator_assigned'],
      ['message', '¿Puedo volar dos días después del LASIK?\nGracias'],
      ['message', 'Y otra pregunta'],
    ])
    expect(seen.messages[0]!.eventUser?.id).toBe(conversation.coordinator_id)
    expect(seen.messages[1]!.author).toMatchObject({ id: marta.id, role: 'patient' })
    expect(new Date((await findConversation(db(), marta.id))!.awaiting_reply_since!)).toEqual(first)
  })

  it('a message about another patient’s plan or appointment is refused and nothing is written', async () => {
    const marta = await patient()
    const other = await patient()
    const specialist = await specialistAt(db(), ids.bogota)
    const theirPlan = await insertTreatment(db(), { user_id: other.id, clinic_id: ids.bogota, service_id: ids.lasik, specialist_id: specialist })
    const theirVisit = await appointmentStartingIn(db(), 48, { user_id: other.id, clinic_id: ids.bogota, service_id: ids.lasik })
    expect(await sendPatientMessage(marta.context(), message('Sobre esto', { treatmentId: theirPlan }))).toMatchObject({
      ok: false,
      code: 'treatment_not_found',
      field: 'treatmentId',
    })
    expect(await sendPatientMessage(marta.context(), message('Sobre esto', { appointmentId: theirVisit }))).toMatchObject({
      ok: false,
      code: 'appointment_not_found',
    })
    expect(await findConversation(db(), marta.id)).toBeUndefined()

    const ownPlan = await insertTreatment(db(), { user_id: marta.id, clinic_id: ids.bogota, service_id: ids.lasik, specialist_id: specialist })
    expect(await sendPatientMessage(marta.context(), message('Sobre mi plan', { treatmentId: String(ownPlan) }))).toMatchObject({ ok: true })
    expect((await patientConversation(db(), marta.id)).messages.at(-1)).toMatchObject({ treatmentId: ownPlan, appointmentId: null })
  })

  it('two first messages at once make one conversation with one assignment and both messages', async () => {
    await coordinator('en')
    const marta = await patient('en')
    const answers = await Promise.all([sendPatientMessage(marta.context(), message('One')), sendPatientMessage(marta.context(), message('Two'))])
    expect(answers.every((answer) => answer.ok)).toBe(true)
    const seen = await patientConversation(db(), marta.id)
    expect(seen.messages.filter((entry) => entry.event === 'coordinator_assigned')).toHaveLength(1)
    expect(
      seen.messages
        .filter((entry) => entry.kind === 'message')
        .map((entry) => entry.body)
        .sort(),
    ).toEqual(['One', 'Two'])
  })

  it('the patient never sees the team’s notes; unread counts what the team wrote after their last read; read receipts', async () => {
    const marta = await patient()
    await sendPatientMessage(marta.context(), message('Hola'))
    const conversation = (await findConversation(db(), marta.id))!
    const staff = await coordinator('es')
    await appendMessage(db(), conversation, { kind: 'note', authorId: staff, body: 'Internal: check her topography' }, new Date())
    const reply = await appendMessage(db(), conversation, { kind: 'message', authorId: staff, body: 'Sí, con gafas de sol.' }, new Date())
    const before = await patientConversation(db(), marta.id)
    expect(before.messages.map((entry) => entry.body)).not.toContain('Internal: check her topography')
    expect(before.unread).toBe(1)
    expect(before.messages.find((entry) => entry.body === 'Hola')?.readByTeam).toBe(false)
    await db().updateTable('care_conversations').set({ team_read_id: reply, patient_read_id: reply }).where('id', '=', conversation.id).execute()
    const after = await patientConversation(db(), marta.id)
    expect(after.unread).toBe(0)
    expect(after.messages.find((entry) => entry.body === 'Hola')?.readByTeam).toBe(true)
  })

  it('blank or over-long messages are refused by the shared rules', () => {
    expect(MessageSchema.safeParse({ body: '  \n ' }).success).toBe(false)
    expect(MessageSchema.safeParse({ body: 'x'.repeat(5001) }).success).toBe(false)
    expect(MessageSchema.parse({ body: ' Hola\r\nadiós ', treatmentId: '' })).toEqual({ body: 'Hola\nadiós' })
  })
})
