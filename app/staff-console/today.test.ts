import { beforeAll, expect, it } from 'vitest'
import { testStaffCaller } from '../../tests/setup/action-context'
import { insertStaffMember } from '../../tests/setup/staff-api'
import { insertAppointment, insertPatient, insertTreatment, specialistAt, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { todayOverview } from './today.server'

// A Monday: 07:00 in Bogotá, 13:00 in Madrid.
const now = new Date('2027-03-15T12:00:00.000Z')
const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString()

const coordinator = testStaffCaller('coordinator')
const admin = testStaffCaller('admin')

describeEachDatabase('staff console: Today', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  const made: Record<string, number> = {}
  let patient: number
  let quietClinic: number

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    // Known hours: Bogotá weekdays 08:00–18:00, Madrid weekdays 09:00–14:00 and 15:00–19:00; Madrid closed 12:00–13:00 today.
    for (const clinic of [ids.bogota, ids.madrid]) {
      await db().deleteFrom('clinic_opening_hours').where('clinic_id', '=', clinic).execute()
      await db().deleteFrom('clinic_closures').where('clinic_id', '=', clinic).execute()
    }
    const weekdays = [1, 2, 3, 4, 5]
    await db()
      .insertInto('clinic_opening_hours')
      .values([
        ...weekdays.map((weekday) => ({ clinic_id: ids.bogota, weekday, opens: '08:00', closes: '18:00' })),
        ...weekdays.map((weekday) => ({ clinic_id: ids.madrid, weekday, opens: '09:00', closes: '14:00' })),
        ...weekdays.map((weekday) => ({ clinic_id: ids.madrid, weekday, opens: '15:00', closes: '19:00' })),
      ])
      .execute()
    await db()
      .insertInto('clinic_closures')
      .values([
        { clinic_id: ids.madrid, on_date: '2027-03-15', starts: '12:00', ends: '13:00' },
        { clinic_id: ids.bogota, on_date: '2027-03-22' },
      ])
      .execute()
    // A clinic open on Mondays, without appointments or closures: it has nothing to say.
    const open = await db()
      .selectFrom('clinics as c')
      .innerJoin('clinic_opening_hours as h', 'h.clinic_id', 'c.id')
      .select('c.id')
      .where('h.weekday', '=', 1)
      .where('c.id', 'not in', [ids.bogota, ids.madrid])
      .orderBy('c.id')
      .executeTakeFirstOrThrow()
    quietClinic = open.id
    await db().deleteFrom('clinic_closures').where('clinic_id', '=', quietClinic).execute()

    patient = await insertPatient(db(), 'Hoy Paciente')
    const at = (clinic: 'bogota' | 'madrid', starts_at: string, more: Record<string, unknown> = {}) =>
      insertAppointment(db(), { user_id: patient, clinic_id: ids[clinic], service_id: ids.lasik, starts_at, ...more })
    made.bogotaTonight = await at('bogota', '2027-03-16T04:00:00.000Z') // 23:00 on the 15th in Bogotá: outside its hours
    made.bogotaTomorrow = await at('bogota', '2027-03-16T14:00:00.000Z') // 09:00 on the 16th
    made.bogotaCancelled = await at('bogota', '2027-03-15T15:00:00.000Z', { status: 'cancelled' })
    made.madridAfterMidnight = await at('madrid', '2027-03-15T23:30:00.000Z') // 00:30 on the 16th in Madrid: outside its hours
    made.madridToday = await at('madrid', '2027-03-15T16:00:00.000Z') // 17:00 in Madrid
    made.madridMorning = await at('madrid', '2027-03-15T08:00:00.000Z', { status: 'completed' }) // 09:00, already seen
    made.holdSoon = await at('bogota', '2027-03-20T14:00:00.000Z', { status: 'pending_payment', hold_expires_at: minutes(10) })
    made.holdLater = await at('bogota', '2027-03-20T15:00:00.000Z', { status: 'pending_payment', hold_expires_at: minutes(20) })
    made.holdLapsed = await at('bogota', '2027-03-20T16:00:00.000Z', { status: 'pending_payment', hold_expires_at: minutes(-1) })
    made.madridHold = await at('madrid', '2027-03-20T16:00:00.000Z', { status: 'pending_payment', hold_expires_at: minutes(5) })
    const paid = (paid_at: string, fee_minor: number, currency: string, refunded_minor: number | null = null) => ({
      payment_id: 'test_pi_x',
      paid_at,
      fee_minor,
      currency,
      refunded_minor,
    })
    await at('bogota', '2027-04-01T14:00:00.000Z', paid('2027-03-15T10:00:00.000Z', 15_000, 'USD'))
    await at('bogota', '2027-04-02T14:00:00.000Z', paid('2027-03-21T23:00:00.000Z', 500_000_00, 'COP', 100_000_00))
    await at('bogota', '2027-04-03T14:00:00.000Z', paid('2027-03-15T04:59:00.000Z', 99_999, 'USD')) // Sunday the 14th in Bogotá
    await at('madrid', '2027-04-01T09:00:00.000Z', paid('2027-03-14T23:30:00.000Z', 20_000, 'EUR')) // Monday 00:30 in Madrid
    const message = (created_at: string, status: 'new' | 'answered' = 'new') => ({
      name: `Sender ${created_at}`,
      email: 'n@example.com',
      phone: null,
      subject: 'S',
      message: 'M',
      locale: 'en',
      ip: null,
      created_at,
      status,
    })
    const messages = await db()
      .insertInto('contact_messages')
      .values([message(minutes(-120)), message(minutes(-3 * 24 * 60)), message(minutes(-60), 'answered')])
      .returning('id')
      .execute()
    made.recentMessage = messages[0]!.id
    made.oldMessage = messages[1]!.id

    // Treatment plan steps: due (next or planned, today or before, in a live plan) or not.
    const plan = async (clinic: 'bogota' | 'madrid', status: 'planned' | 'active' | 'cancelled' = 'active') =>
      insertTreatment(db(), {
        user_id: patient,
        clinic_id: ids[clinic],
        service_id: ids.lasik,
        specialist_id: await specialistAt(db(), ids[clinic]),
        status,
      })
    const step = async (treatment_id: number, scheduled_on: string, status: 'next' | 'planned' | 'upcoming' | 'done', position: number) =>
      (
        await db()
          .insertInto('treatment_steps')
          .values({ treatment_id, position, kind: 'first_check', scheduled_on, status })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id
    const bogotaPlan = await plan('bogota')
    made.stepToday = await step(bogotaPlan, '2027-03-15', 'next', 1)
    made.stepLate = await step(bogotaPlan, '2027-03-10', 'planned', 2)
    await step(bogotaPlan, '2027-03-14', 'upcoming', 3)
    await step(bogotaPlan, '2027-03-09', 'done', 4)
    await step(bogotaPlan, '2027-03-16', 'next', 5)
    await step(await plan('bogota', 'cancelled'), '2027-03-01', 'next', 1)
    made.stepMadrid = await step(await plan('madrid', 'planned'), '2027-03-15', 'planned', 1)

    // Care conversations: one waiting since Friday 16:00 in Bogotá (2 working hours that day, 4 on Saturday: 6 by Monday
    // 07:00), one since Saturday 12:00 (1 working hour, 43 calendar hours); a reply this week ended a wait of 20 minutes.
    const waiting = async (name: string, awaiting_reply_since: string) => {
      const patientId = await insertPatient(db(), name)
      const { id } = await db()
        .insertInto('care_conversations')
        .values({ patient_id: patientId, awaiting_reply_since, created_at: '2027-03-01T00:00:00.000Z' })
        .returning('id')
        .executeTakeFirstOrThrow()
      return id
    }
    made.conversationFriday = await waiting('Ana Espera', '2027-03-12T21:00:00.000Z')
    made.conversationSaturday = await waiting('Bea Espera', '2027-03-13T17:00:00.000Z')
    await db()
      .insertInto('care_messages')
      .values({ conversation_id: made.conversationSaturday, author_id: null, kind: 'message', ended_wait_seconds: 1200, created_at: minutes(-60) })
      .execute()
  }, 60_000)

  const ids_ = (rows: { id: number }[]) => rows.map((row) => row.id)

  it('gives each clinic its own today and tomorrow, holds lapsing within 15 minutes, and the week’s takings (the shape /v1 always answered)', async () => {
    const overview = await todayOverview(db(), coordinator, 'en', now)
    expect(overview.newContactMessages).toBe(2) // received in the last 24 hours, answered or not
    const bogota = overview.clinics.find((entry) => entry.clinic.id === ids.bogota)!
    const madrid = overview.clinics.find((entry) => entry.clinic.id === ids.madrid)!
    expect(bogota.today).toEqual({ date: '2027-03-15', appointments: [expect.objectContaining({ id: made.bogotaTonight })] })
    expect(ids_(bogota.tomorrow.appointments)).toEqual([made.bogotaTomorrow])
    expect(ids_(madrid.today.appointments)).toEqual([made.madridMorning, made.madridToday])
    expect(madrid.tomorrow).toMatchObject({ date: '2027-03-16' })
    expect(ids_(madrid.tomorrow.appointments)).toEqual([made.madridAfterMidnight])
    expect(bogota.expiringHolds.map((hold) => [hold.id, hold.holdExpiresAt])).toEqual([[made.holdSoon, minutes(10)]])
    expect(bogota.week).toEqual({
      from: '2027-03-15',
      to: '2027-03-21',
      bookings: 2,
      revenue: [
        { currency: 'COP', amountMinor: 400_000_00 },
        { currency: 'USD', amountMinor: 15_000 },
      ],
    })
    expect(madrid.week).toMatchObject({ bookings: 1, revenue: [{ currency: 'EUR', amountMinor: 20_000 }] })
  })

  it('one agenda across the clinics, by start time, each on its own clinic’s today or tomorrow; cancelled ones and later holds left out', async () => {
    const { agenda } = await todayOverview(db(), coordinator, 'en', now)
    expect(agenda.map((appointment) => [appointment.id, appointment.clinic.id, appointment.day])).toEqual([
      [made.madridMorning, ids.madrid, 'today'],
      [made.madridToday, ids.madrid, 'today'],
      [made.madridAfterMidnight, ids.madrid, 'tomorrow'],
      [made.bogotaTonight, ids.bogota, 'today'],
      [made.bogotaTomorrow, ids.bogota, 'tomorrow'],
    ])
    const starts = agenda.map((appointment) => appointment.startsAt)
    expect(starts).toEqual([...starts].sort())
    expect(agenda[0]).toMatchObject({ patient: { name: 'Hoy Paciente' }, clinic: { timeZone: 'Europe/Madrid' }, status: 'completed' })
  })

  it('needs action: holds lapsing within 15 minutes across clinics, unanswered messages oldest first, plan steps due', async () => {
    const { needsAction } = await todayOverview(db(), coordinator, 'es', now)
    expect(needsAction.expiringHolds.map((hold) => hold.id)).toEqual([made.madridHold, made.holdSoon])
    expect(needsAction.unansweredMessages).toEqual({
      count: 2,
      oldest: [
        { id: made.oldMessage, name: `Sender ${minutes(-3 * 24 * 60)}`, subject: 'S', receivedAt: minutes(-3 * 24 * 60) },
        { id: made.recentMessage, name: `Sender ${minutes(-120)}`, subject: 'S', receivedAt: minutes(-120) },
      ],
    })
    // Next or planned, dated today or before, in a planned or active plan: not upcoming, done, tomorrow's, or a cancelled plan's.
    expect(needsAction.stepsDue.map((step) => step.id)).toEqual([made.stepLate, made.stepToday, made.stepMadrid])
    expect(needsAction.stepsDueCount).toBe(3)
    expect(needsAction.stepsDue[1]).toMatchObject({
      status: 'next',
      kind: 'first_check',
      scheduledOn: '2027-03-15',
      patient: { userId: patient, name: 'Hoy Paciente' },
      clinic: { id: ids.bogota },
    })
  })

  it('clinic cards only for clinics with something to say: a closure, no hours today, appointments outside the hours', async () => {
    const { notices } = await todayOverview(db(), admin, 'en', now)
    expect(notices.find((notice) => notice.clinic.id === ids.madrid)).toEqual({
      clinic: expect.objectContaining({ id: ids.madrid }),
      today: '2027-03-15',
      closedToday: null,
      closedSpans: [{ from: '12:00', to: '13:00' }],
      outsideHours: [made.madridAfterMidnight],
    })
    expect(notices.find((notice) => notice.clinic.id === ids.bogota)).toMatchObject({
      closedToday: null,
      closedSpans: [],
      outsideHours: [made.bogotaTonight],
    })
    expect(notices.map((notice) => notice.clinic.id)).not.toContain(quietClinic)

    const sunday = await todayOverview(db(), admin, 'en', new Date('2027-03-21T15:00:00.000Z'))
    expect(sunday.notices.find((notice) => notice.clinic.id === ids.bogota)).toMatchObject({ today: '2027-03-21', closedToday: 'no_hours' })
    const closedMonday = await todayOverview(db(), admin, 'en', new Date('2027-03-22T15:00:00.000Z'))
    expect(closedMonday.notices.find((notice) => notice.clinic.id === ids.bogota)).toMatchObject({ today: '2027-03-22', closedToday: 'closure' })
    expect(closedMonday.notices.find((notice) => notice.clinic.id === ids.madrid)).toBeUndefined()
  })

  it('care conversations waiting more than 4 working hours, the oldest first, and the week’s median first reply', async () => {
    const { conversationsWaiting } = await todayOverview(db(), coordinator, 'en', now)
    expect(conversationsWaiting).toEqual({
      count: 1,
      oldest: [
        {
          conversationId: made.conversationFriday,
          patient: { id: expect.any(Number), name: 'Ana Espera' },
          waitingSince: '2027-03-12T21:00:00.000Z',
          workingSecondsWaited: 6 * 3600,
        },
      ],
      medianFirstReplySeconds: 1200,
    })
    // Clinic staff were brought into neither.
    const clinicStaff = await insertStaffMember(db(), 'clinic_staff', [ids.bogota])
    const theirs = await todayOverview(db(), testStaffCaller('clinic_staff', { id: clinicStaff, clinicIds: [ids.bogota] }), 'en', now)
    expect(theirs.conversationsWaiting).toEqual({ count: 0, oldest: [], medianFirstReplySeconds: null })
  })

  it('clinic staff see only their clinics, and no contact messages (they do not answer the inbox)', async () => {
    const overview = await todayOverview(db(), testStaffCaller('clinic_staff', { clinicIds: [ids.bogota] }), 'es', now)
    expect(overview.clinics.map((entry) => entry.clinic.id)).toEqual([ids.bogota])
    expect(overview.newContactMessages).toBeNull()
    expect(overview.needsAction.unansweredMessages).toBeNull()
    expect(ids_(overview.agenda)).toEqual([made.bogotaTonight, made.bogotaTomorrow])
    expect(ids_(overview.needsAction.expiringHolds)).toEqual([made.holdSoon])
    expect(ids_(overview.needsAction.stepsDue)).toEqual([made.stepLate, made.stepToday])
    expect(overview.notices.map((notice) => notice.clinic.id)).toEqual([ids.bogota])
    expect(await todayOverview(db(), testStaffCaller('clinic_staff', { clinicIds: [] }), 'es', now)).toEqual({
      clinics: [],
      newContactMessages: null,
      agenda: [],
      needsAction: { expiringHolds: [], unansweredMessages: null, stepsDue: [], stepsDueCount: 0 },
      notices: [],
      conversationsWaiting: { count: 0, oldest: [], medianFirstReplySeconds: null },
    })
  })
})
