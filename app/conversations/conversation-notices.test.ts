import { sql } from 'kysely'
import { beforeAll, expect, it, vi } from 'vitest'
import type { Locale } from '~/i18n/locales'
import { insertStaffMember } from '../../tests/setup/staff-api'
import { insertPatient, insertTreatment, specialistAt, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { appendMessage } from './conversation-store.server'
import { NOTICE_INTERVAL_MS, OPEN_CONVERSATION_MS } from './message-rules'

vi.mock('~/config/env.server', async (importOriginal) => {
  const actual = await importOriginal<typeof import('~/config/env.server')>()
  return { ...actual, env: () => ({ ...actual.env(), PUBLIC_BASE_URL: 'https://claravia.example' }) }
})
const { CONVERSATION_NOTICE_KINDS, noticeOfPatientMessage, noticeOfTeamMessage } = await import('./conversation-notices.server')

/*
 * Email notices of care-conversation messages (issue 29): the patient is told
 * the team wrote, the coordinator that the patient wrote, each in their own
 * language, with a link and nothing of the message, at most once per
 * conversation every 15 minutes, never to a patient reading the conversation,
 * and once for two messages at once.
 *
 * The verbs call these after storing a message: noticeOfTeamMessage for the
 * team's messages the patient sees, never for an internal note (kind "note")
 * nor an event; noticeOfPatientMessage for the patient's messages.
 */

const MEDICAL = 'Su topografía corneal sugiere queratocono: no recomendamos LASIK'

describeEachDatabase('email notices of conversation messages', (db, dialect) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
  }, 60_000)

  async function user(id: number, locale: Locale) {
    await db().updateTable('users').set({ locale }).where('id', '=', id).execute()
    return db().selectFrom('users').select(['id', 'name', 'email']).where('id', '=', id).executeTakeFirstOrThrow()
  }

  /** A patient and their conversation, with a coordinator (unless none), a team message about their LASIK plan and the patient's question. */
  async function conversation({ patientLocale = 'es' as Locale, coordinatorLocale = 'en' as Locale, withCoordinator = true } = {}) {
    const patient = await user(await insertPatient(db(), 'Marta Ruiz Quintero'), patientLocale)
    const coordinator = await user(await insertStaffMember(db(), 'coordinator', [], 'Ana Pérez'), coordinatorLocale)
    const created = new Date('2026-12-01T09:00:00Z')
    const { id } = await db()
      .insertInto('care_conversations')
      .values({ patient_id: patient.id, coordinator_id: withCoordinator ? coordinator.id : null, created_at: created.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow()
    const specialist = await specialistAt(db(), ids.bogota)
    const plan = await insertTreatment(db(), { user_id: patient.id, clinic_id: ids.bogota, service_id: ids.lasik, specialist_id: specialist })
    await appendMessage(db(), { id }, { kind: 'message', authorId: patient.id, body: `${MEDICAL}?`, treatmentId: plan }, created)
    await appendMessage(db(), { id }, { kind: 'message', authorId: coordinator.id, body: MEDICAL, treatmentId: plan }, created)
    return { id, patient, coordinator }
  }

  const teamNotice = (id: number, now: Date) =>
    db()
      .transaction()
      .execute((trx) => noticeOfTeamMessage(trx, id, now))
  const patientNotice = (id: number, now: Date) =>
    db()
      .transaction()
      .execute((trx) => noticeOfPatientMessage(trx, id, now))

  async function emailsTo(recipient: string) {
    const rows = await db()
      .selectFrom('email_outbox')
      .select(['kind', 'payload', 'status'])
      .where('recipient', '=', recipient)
      .orderBy('id')
      .execute()
    return rows.map((row) => ({
      kind: row.kind,
      status: row.status,
      ...(JSON.parse(row.payload) as { subject: string; text: string; html: string }),
    }))
  }

  function expectNothingPrivate(email: { subject: string; text: string; html: string }, ...absent: string[]) {
    for (const part of [email.subject, email.text, email.html]) {
      for (const words of [MEDICAL, 'queratocono', 'LASIK', ...absent]) expect(part).not.toContain(words)
    }
  }

  it('the team writes: the patient is emailed in Spanish with a link to the Spanish page and nothing of the message', async () => {
    const { id, patient } = await conversation({ patientLocale: 'es' })
    const now = new Date('2026-12-01T10:00:00Z')
    expect(await teamNotice(id, now)).toBe(true)
    const [email, ...more] = await emailsTo(patient.email)
    expect(more).toEqual([])
    expect(email).toMatchObject({
      kind: CONVERSATION_NOTICE_KINDS.team,
      status: 'pending',
      subject: 'Tienes un mensaje nuevo de tu equipo de atención',
    })
    expect(email!.text).toContain('https://claravia.example/es/account/care-team')
    expect(email!.html).toContain('href="https://claravia.example/es/account/care-team"')
    expect(email!.text).toContain('Hola, Marta Ruiz Quintero:')
    // Nor who wrote: the coordinator's name stays in the conversation.
    expectNothingPrivate(email!, 'Ana Pérez')
    const row = await db().selectFrom('care_conversations').select('patient_notified_at').where('id', '=', id).executeTakeFirstOrThrow()
    expect(new Date(row.patient_notified_at!)).toEqual(now)
  })

  it('an English patient gets the English notice and the English link', async () => {
    const { id, patient } = await conversation({ patientLocale: 'en' })
    expect(await teamNotice(id, new Date('2026-12-01T10:00:00Z'))).toBe(true)
    const [email] = await emailsTo(patient.email)
    expect(email!.subject).toBe('You have a new message from your care team')
    expect(email!.text).toContain('https://claravia.example/account/care-team')
    expect(email!.text).not.toContain('/es/')
    expectNothingPrivate(email!, 'Ana Pérez')
  })

  it('at most one notice to the patient every 15 minutes', async () => {
    const { id, patient } = await conversation()
    const first = new Date('2026-12-01T10:00:00Z')
    const at = (ms: number) => new Date(first.getTime() + ms)
    expect(await teamNotice(id, first)).toBe(true)
    expect(await teamNotice(id, at(60_000))).toBe(false)
    expect(await teamNotice(id, at(NOTICE_INTERVAL_MS - 1000))).toBe(false)
    expect(await emailsTo(patient.email)).toHaveLength(1)
    // The stamp is the last notice sent, not the last message: 15 minutes after the first, a new one goes.
    expect(await teamNotice(id, at(NOTICE_INTERVAL_MS))).toBe(true)
    expect(await teamNotice(id, at(NOTICE_INTERVAL_MS + 60_000))).toBe(false)
    expect(await emailsTo(patient.email)).toHaveLength(2)
  })

  it('no notice while the patient has the conversation open; one once they have left it', async () => {
    const { id, patient } = await conversation()
    const seen = new Date('2026-12-01T10:00:00Z')
    await db().updateTable('care_conversations').set({ patient_seen_at: seen.toISOString() }).where('id', '=', id).execute()
    expect(await teamNotice(id, new Date(seen.getTime() + 5_000))).toBe(false)
    expect(await teamNotice(id, new Date(seen.getTime() + OPEN_CONVERSATION_MS - 1_000))).toBe(false)
    // Held back, not spent: the stamp stays empty, so the next message after they leave is noticed.
    const row = await db().selectFrom('care_conversations').select('patient_notified_at').where('id', '=', id).executeTakeFirstOrThrow()
    expect(row.patient_notified_at).toBeNull()
    expect(await emailsTo(patient.email)).toEqual([])
    expect(await teamNotice(id, new Date(seen.getTime() + OPEN_CONVERSATION_MS + 1_000))).toBe(true)
    expect(await emailsTo(patient.email)).toHaveLength(1)
  })

  it('a disabled patient account is not emailed', async () => {
    const { id, patient } = await conversation()
    await db().updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', patient.id).execute()
    expect(await teamNotice(id, new Date('2026-12-01T10:00:00Z'))).toBe(false)
    expect(await emailsTo(patient.email)).toEqual([])
  })

  it('the patient writes: their coordinator is emailed in the coordinator’s language, with the console link, naming nobody', async () => {
    for (const [locale, subject, link] of [
      ['en', 'A patient you coordinate has written', '/admin/conversations/'],
      ['es', 'Un paciente que coordinas te ha escrito', '/es/admin/conversations/'],
    ] as const) {
      const { id, patient, coordinator } = await conversation({ patientLocale: locale === 'en' ? 'es' : 'en', coordinatorLocale: locale })
      expect(await patientNotice(id, new Date('2026-12-01T10:00:00Z'))).toBe(true)
      const [email, ...more] = await emailsTo(coordinator.email)
      expect(more).toEqual([])
      expect(email).toMatchObject({ kind: CONVERSATION_NOTICE_KINDS.patient, status: 'pending', subject })
      expect(email!.text).toContain(`https://claravia.example${link}${id}`)
      expect(email!.html).toContain(`href="https://claravia.example${link}${id}"`)
      // Neither the patient's name nor their address: the console shows them after sign-in.
      expectNothingPrivate(email!, 'Marta', 'Ruiz', patient.email)
      // The patient is not told of their own message.
      expect(await emailsTo(patient.email)).toEqual([])
    }
  })

  it('at most one notice to the coordinator every 15 minutes; none without a coordinator or to a disabled one', async () => {
    const { id, coordinator } = await conversation()
    const first = new Date('2026-12-01T10:00:00Z')
    expect(await patientNotice(id, first)).toBe(true)
    expect(await patientNotice(id, new Date(first.getTime() + NOTICE_INTERVAL_MS - 1000))).toBe(false)
    expect(await emailsTo(coordinator.email)).toHaveLength(1)
    expect(await patientNotice(id, new Date(first.getTime() + NOTICE_INTERVAL_MS))).toBe(true)
    expect(await emailsTo(coordinator.email)).toHaveLength(2)
    // The patient's own throttle is separate.
    expect(await teamNotice(id, first)).toBe(true)

    const unassigned = await conversation({ withCoordinator: false })
    expect(await patientNotice(unassigned.id, first)).toBe(false)
    const row = await db()
      .selectFrom('care_conversations')
      .select('coordinator_notified_at')
      .where('id', '=', unassigned.id)
      .executeTakeFirstOrThrow()
    expect(row.coordinator_notified_at).toBeNull()

    const away = await conversation()
    await db().updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', away.coordinator.id).execute()
    expect(await patientNotice(away.id, first)).toBe(false)
    expect(await emailsTo(away.coordinator.email)).toEqual([])
  })

  it('two team messages at once send one notice; two patient messages at once, one', async () => {
    const { id, patient, coordinator } = await conversation()
    const now = new Date('2026-12-01T10:00:00Z')
    const answers = await Promise.all([teamNotice(id, now), teamNotice(id, now), patientNotice(id, now), patientNotice(id, now)])
    expect(answers.filter(Boolean)).toHaveLength(2)
    expect(await emailsTo(patient.email)).toHaveLength(1)
    expect(await emailsTo(coordinator.email)).toHaveLength(1)
  })

  if (dialect === 'postgres') {
    it('two transactions that both saw no notice yet: the second waits for the first and queues nothing', async () => {
      const { id, patient } = await conversation()
      const now = new Date('2026-12-01T10:00:00Z')
      // Both transactions read the conversation (no notice yet) before either stamps it.
      let arrive!: () => void
      let arrivals = 0
      const bothRead = new Promise<void>((resolve) => (arrive = () => ++arrivals === 2 && resolve()))
      let firstStamped!: () => void
      const stamped = new Promise<void>((resolve) => (firstStamped = resolve))
      const readThenNotice = (first: boolean) =>
        db()
          .transaction()
          .execute(async (trx) => {
            const before = await trx.selectFrom('care_conversations').select('patient_notified_at').where('id', '=', id).executeTakeFirstOrThrow()
            expect(before.patient_notified_at).toBeNull()
            arrive()
            await bothRead
            if (!first) await stamped
            const sent = await noticeOfTeamMessage(trx, id, now)
            if (first) {
              firstStamped()
              // Hold the row until the second transaction is seen waiting for its lock.
              await expect
                .poll(async () => {
                  const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity
                    where datname = current_database() and wait_event_type = 'Lock'`.execute(db())
                  return rows[0]!.n
                })
                .toBeGreaterThan(0)
            }
            return sent
          })
      expect(await Promise.all([readThenNotice(true), readThenNotice(false)])).toEqual([true, false])
      expect(await emailsTo(patient.email)).toHaveLength(1)
    })
  }
})
