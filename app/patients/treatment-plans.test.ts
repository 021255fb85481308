import { DateTime } from 'luxon'
import { beforeAll, expect, it } from 'vitest'
import { cancelAppointment } from '~/booking/cancel.server'
import { clinicsForService, getAvailability } from '~/booking/availability.server'
import { loadBookedAppointment } from '~/booking/appointment.server'
import { confirmPaid, payHold } from '~/booking/checkout.server'
import { holdSlot } from '~/booking/holds.server'
import { rescheduleAppointment } from '~/booking/reschedule.server'
import { handleStripeWebhook } from '~/booking/stripe-webhook.server'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { signStripePayload } from '~/payments/stripe-provider.server'
import { testActionContext } from '../../tests/setup/action-context'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { planBookedAssessments } from '~/db/migrations/0008-treatment-step-appointment'
import { planTreatmentForAssessment } from './treatment-plans.server'
import { getTreatment, listTreatments } from './treatments.server'

const SERVICE = 'lasik'
const card = { number: '4242424242424242', expMonth: '12', expYear: '34', cvc: '123' }

describeEachDatabase('a booked assessment becomes a planned treatment', (db) => {
  let userIds: number[]
  let clinic: { slug: string; timeZone: string }
  let slots: string[]
  let next = 0

  beforeAll(async () => {
    await syncCatalogue(db())
    userIds = await insertTestUsers(db(), 6, { locale: 'es' })
    const [first] = await clinicsForService(db(), SERVICE, 'en')
    clinic = { slug: first!.slug, timeZone: first!.timeZone }
    const from = new Date(Date.now() + 5 * 86_400_000).toISOString().slice(0, 10)
    const to = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10)
    const availability = await getAvailability(db(), { serviceSlug: SERVICE, clinicSlug: clinic.slug, from, to, locale: 'en' })
    slots = availability!.days.flatMap((day) => day.slots.map((slot) => slot.startsAt))
  }, 60_000)

  async function hold(userId: number, sessionId = 1) {
    const result = await holdSlot(db(), {
      userId,
      sessionId,
      serviceSlug: SERVICE,
      clinicSlug: clinic.slug,
      startsAt: slots[next++ * 3]!,
      locale: 'es',
      patient: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '+573001234567', condition: 'Miopía' },
    })
    if (!result.ok) throw new Error(result.code)
    return (await loadBookedAppointment(db(), result.appointmentId, userId, 'es'))!
  }

  const clinicDay = (iso: string) => DateTime.fromISO(iso, { zone: clinic.timeZone }).toISODate()
  const treatmentsOf = (userId: number) => db().selectFrom('treatments').selectAll().where('user_id', '=', userId).execute()
  const stepsOf = (treatmentId: number) =>
    db().selectFrom('treatment_steps').selectAll().where('treatment_id', '=', treatmentId).orderBy('position').execute()

  it('an unpaid hold plans nothing; paying plans the treatment, the assessment its first step, the appointment linked', async () => {
    const userId = userIds[0]!
    const appointment = await hold(userId)
    expect((await listTreatments(db(), userId, 'en')).active).toEqual([])

    expect(await payHold(db(), appointment, 1, card)).toEqual({ ok: true })
    const { active, past } = await listTreatments(db(), userId, 'es')
    expect(past).toEqual([])
    expect(active).toHaveLength(1)
    expect(active[0]).toMatchObject({
      status: 'planned',
      endedOn: null,
      service: { slug: SERVICE, name: 'LASIK' },
      clinic: { slug: clinic.slug },
      nextStep: { kind: 'assessment', title: null, scheduledOn: clinicDay(appointment.startsAt) },
    })
    const detail = (await getTreatment(db(), userId, active[0]!.id, 'es'))!
    expect(detail.steps).toEqual([{ kind: 'assessment', title: null, note: null, scheduledOn: clinicDay(appointment.startsAt), status: 'upcoming' }])
    expect(detail.appointments.map((a) => [a.id, a.kind, a.status])).toEqual([[appointment.id, 'assessment', 'confirmed']])
    const [step] = await stepsOf(active[0]!.id)
    expect(step!.appointment_id).toBe(appointment.id)
  })

  it('exactly once: confirmations at the same time, a repeated confirmation or a repeated plan add nothing', async () => {
    const userId = userIds[1]!
    const appointment = await hold(userId)
    const results = await Promise.all([confirmPaid(db(), appointment.id, 'pay_a'), confirmPaid(db(), appointment.id, 'pay_b')])
    expect(results.filter(Boolean)).toHaveLength(1)
    expect(await confirmPaid(db(), appointment.id, 'pay_c')).toBe(false)
    const [treatment] = await treatmentsOf(userId)
    const again = await db()
      .transaction()
      .execute((trx) => planTreatmentForAssessment(trx, appointment.id))
    expect(again).toBe(treatment!.id)
    expect(await treatmentsOf(userId)).toHaveLength(1)
    expect(await stepsOf(treatment!.id)).toHaveLength(1)
    // The database holds the rule too: a second step for the same appointment is refused.
    await expect(
      db()
        .insertInto('treatment_steps')
        .values({
          treatment_id: treatment!.id,
          position: 1,
          kind: 'assessment',
          scheduled_on: '2030-01-01',
          status: 'upcoming',
          appointment_id: appointment.id,
        })
        .execute(),
    ).rejects.toThrow()
  })

  it('Stripe’s webhook confirming the payment plans it too, once however often it is replayed', async () => {
    const userId = userIds[2]!
    const appointment = await hold(userId)
    const secret = 'whsec_plan'
    const body = JSON.stringify({
      id: 'evt_plan',
      object: 'event',
      type: 'payment_intent.succeeded',
      data: {
        object: {
          id: 'pi_plan',
          amount: appointment.feeMinor,
          currency: appointment.currency!.toLowerCase(),
          metadata: { appointmentId: String(appointment.id) },
        },
      },
    })
    expect(await handleStripeWebhook(db(), body, signStripePayload(body, secret), secret)).toEqual({ status: 200, handled: 'confirmed' })
    expect(await handleStripeWebhook(db(), body, signStripePayload(body, secret), secret)).toEqual({ status: 200, handled: 'already_confirmed' })
    const treatments = await treatmentsOf(userId)
    expect(treatments.map((t) => t.status)).toEqual(['planned'])
    expect((await stepsOf(treatments[0]!.id)).map((s) => s.appointment_id)).toEqual([appointment.id])
  })

  it('rescheduling moves the step with the appointment; cancelling cancels the step and the plan', async () => {
    const userId = userIds[3]!
    const appointment = await hold(userId, 9)
    await payHold(db(), appointment, 9, card)
    const [treatment] = await treatmentsOf(userId)

    const newStart = slots[60]!
    const moved = await rescheduleAppointment(testActionContext(db()), { appointmentId: appointment.id, userId, startsAt: newStart })
    expect(moved.ok).toBe(true)
    if (!moved.ok) return
    expect(await treatmentsOf(userId)).toHaveLength(1)
    expect(await stepsOf(treatment!.id)).toMatchObject([
      { appointment_id: moved.appointment.id, scheduled_on: clinicDay(newStart), status: 'upcoming' },
    ])
    const detail = (await getTreatment(db(), userId, treatment!.id, 'en'))!
    expect(detail.appointments.map((a) => a.id)).toEqual([moved.appointment.id])

    expect((await cancelAppointment(testActionContext(db()), { userId, appointmentId: moved.appointment.id })).ok).toBe(true)
    expect(await stepsOf(treatment!.id)).toMatchObject([{ status: 'cancelled' }])
    const lists = await listTreatments(db(), userId, 'en')
    expect(lists.active).toEqual([])
    expect(lists.past).toMatchObject([
      { id: treatment!.id, status: 'cancelled', nextStep: null, endedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) },
    ])
  })

  it('assessments paid before plans existed get theirs once, when the database is migrated; past or cancelled ones do not', async () => {
    const userId = userIds[4]!
    const upcoming = await hold(userId, 11)
    const base = await db().selectFrom('appointments').selectAll().where('id', '=', upcoming.id).executeTakeFirstOrThrow()
    // As they were before: confirmed, no treatment.
    await db()
      .updateTable('appointments')
      .set({ status: 'confirmed', hold_expires_at: null, payment_id: 'pi_old' })
      .where('id', '=', upcoming.id)
      .execute()
    const { id: _id, ...copy } = base
    const past = await db()
      .insertInto('appointments')
      .values({ ...copy, status: 'confirmed', calendar_uid: null, starts_at: '2020-01-10T14:00:00.000Z', ends_at: '2020-01-10T15:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow()
    const cancelled = await db()
      .insertInto('appointments')
      .values({ ...copy, status: 'cancelled', calendar_uid: null })
      .returning('id')
      .executeTakeFirstOrThrow()

    expect(await planBookedAssessments(db())).toBe(1)
    expect(await planBookedAssessments(db())).toBe(0)
    const [treatment, ...others] = await treatmentsOf(userId)
    expect(others).toEqual([])
    expect(treatment).toMatchObject({ status: 'planned', service_id: base.service_id, clinic_id: base.clinic_id })
    expect(await stepsOf(treatment!.id)).toMatchObject([
      { kind: 'assessment', status: 'upcoming', appointment_id: upcoming.id, scheduled_on: clinicDay(upcoming.startsAt) },
    ])
    const linked = await db()
      .selectFrom('appointments')
      .select(['id', 'treatment_id'])
      .where('id', 'in', [upcoming.id, past.id, cancelled.id])
      .orderBy('id')
      .execute()
    expect(linked.map((row) => row.treatment_id)).toEqual([treatment!.id, null, null])
  })

  it('the plan an accepted quote made, waiting for its assessment, is completed by the booking rather than duplicated', async () => {
    const userId = userIds[5]!
    const clinicRow = await db().selectFrom('clinics').select('id').where('slug', '=', clinic.slug).executeTakeFirstOrThrow()
    const service = await db().selectFrom('services').select('id').where('slug', '=', SERVICE).executeTakeFirstOrThrow()
    const specialist = await db()
      .selectFrom('specialists as s')
      .innerJoin('service_specialists as ss', 'ss.specialist_id', 's.id')
      .select('s.id')
      .where('s.clinic_id', '=', clinicRow.id)
      .where('ss.service_id', '=', service.id)
      .executeTakeFirstOrThrow()
    const { id: planned } = await db()
      .insertInto('treatments')
      .values({
        user_id: userId,
        service_id: service.id,
        clinic_id: clinicRow.id,
        specialist_id: specialist.id,
        status: 'planned',
        started_on: '2026-12-01',
        ended_on: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db()
      .insertInto('treatment_steps')
      .values([
        { treatment_id: planned, position: 0, kind: 'assessment', scheduled_on: '2027-02-01', status: 'next' },
        { treatment_id: planned, position: 1, kind: 'treatment', scheduled_on: '2027-02-02', status: 'planned' },
      ])
      .execute()

    const appointment = await hold(userId)
    expect(await payHold(db(), appointment, 1, card)).toEqual({ ok: true })
    expect((await treatmentsOf(userId)).map((row) => row.id)).toEqual([planned])
    const steps = await stepsOf(planned)
    expect(steps.map((step) => [step.kind, step.status, step.appointment_id, step.scheduled_on])).toEqual([
      ['assessment', 'upcoming', appointment.id, clinicDay(appointment.startsAt)],
      ['treatment', 'planned', null, '2027-02-02'],
    ])
    const linked = await db().selectFrom('appointments').select('treatment_id').where('id', '=', appointment.id).executeTakeFirstOrThrow()
    expect(linked.treatment_id).toBe(planned)

    // Cancelled, the booking leaves the quote's plan waiting for its assessment again.
    const request = await db()
      .insertInto('quote_requests')
      .values({
        patient_id: userId,
        service_id: service.id,
        travel_from: '2027-02-01',
        travel_to: '2027-02-10',
        country: 'ES',
        currency: 'EUR',
        answers: '[]',
        locale: 'es',
        status: 'accepted',
        consented_at: new Date().toISOString(),
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db()
      .insertInto('quotes')
      .values({
        request_id: request.id,
        patient_id: userId,
        number: 1,
        status: 'accepted',
        locale: 'es',
        patient_currency: 'EUR',
        valid_until: '2027-01-01',
        treatment_id: planned,
        created_at: new Date().toISOString(),
        updated_at: new Date().toISOString(),
      })
      .execute()
    expect((await cancelAppointment(testActionContext(db()), { userId, appointmentId: appointment.id })).ok).toBe(true)
    expect((await stepsOf(planned)).map((step) => [step.kind, step.status, step.appointment_id])).toEqual([
      ['assessment', 'next', null],
      ['treatment', 'planned', null],
    ])
    expect((await treatmentsOf(userId))[0]!.status).toBe('planned')
  })
})
