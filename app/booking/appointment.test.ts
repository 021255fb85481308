import { beforeAll, beforeEach, expect, it } from 'vitest'
import { closeRateLimits } from '~/security/rate-limit.server'
import { testActionContext } from '../../tests/setup/action-context'
import { bookableHours, holdDetails } from '../../tests/setup/booking'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { calendarFile, loadBookedAppointment } from './appointment.server'
import { confirmPaid } from './checkout.server'
import { placeHold } from './place-hold.server'
import { rescheduleAppointment } from './reschedule.server'

const SERVICE = 'glaucoma-treatment'

describeEachDatabase('the booked appointment (read model)', (db) => {
  let clinic: string
  let slots: string[]
  let fee: { feeMinor: number; currency: string }
  let userId: number
  let appointmentId: number

  beforeAll(async () => {
    ;({ clinic, slots, fee } = await bookableHours(db(), SERVICE))
    userId = (await insertTestUsers(db()))[0]!
    await closeRateLimits()
    const held = await placeHold(testActionContext(db(), { locale: 'es' }), { ...holdDetails(SERVICE, clinic, slots[0]!), userId, sessionId: 3 })
    if (!held.ok) throw new Error(held.code)
    appointmentId = held.appointment.id
  }, 60_000)
  beforeEach(() => closeRateLimits())

  it('is the patient’s own appointment as plain camelCase values: fee, currency, patient, names in the language asked for', async () => {
    const appointment = await loadBookedAppointment(db(), appointmentId, userId, 'en')
    expect(appointment).toMatchObject({
      id: appointmentId,
      status: 'pending_payment',
      startsAt: slots[0],
      holdSessionId: 3,
      holdExpiresAt: expect.any(String),
      ...fee,
      paymentId: null,
      patient: { firstName: 'Ana', lastName: 'Pérez', email: 'ana@example.com', phone: '+57 300 123 4567', condition: 'Miopía' },
      calendarUid: expect.stringMatching(/@claravia$/),
      calendarSequence: 0,
      serviceSlug: SERVICE,
      clinicSlug: clinic,
    })
    const names = await db()
      .selectFrom('services_translations as t')
      .innerJoin('services as s', 's.id', 't.owner_id')
      .select(['t.locale', 't.name'])
      .where('s.slug', '=', SERVICE)
      .execute()
    const spanish = await loadBookedAppointment(db(), appointmentId, userId, 'es')
    expect(appointment!.serviceName).toBe(names.find((name) => name.locale === 'en')!.name)
    expect(spanish!.serviceName).toBe(names.find((name) => name.locale === 'es')!.name)
  })

  it('another patient’s appointment, a replaced one and a visit the clinic arranged are not booked appointments of theirs', async () => {
    const [stranger] = await insertTestUsers(db())
    expect(await loadBookedAppointment(db(), appointmentId, stranger!, 'en')).toBeUndefined()

    const held = await placeHold(testActionContext(db()), { ...holdDetails(SERVICE, clinic, slots[2]!), userId, sessionId: 3 })
    if (!held.ok) throw new Error(held.code)
    await confirmPaid(db(), held.appointment.id, 'pi_moved')
    const moved = await rescheduleAppointment(testActionContext(db()), { userId, appointmentId: held.appointment.id, startsAt: slots[4]! })
    expect(moved.ok && moved.appointment).toMatchObject({ status: 'confirmed', startsAt: slots[4], calendarSequence: 1, ...fee })
    expect(await loadBookedAppointment(db(), held.appointment.id, userId, 'en')).toBeUndefined()

    const { service_id, clinic_id } = await db()
      .selectFrom('appointments')
      .select(['service_id', 'clinic_id'])
      .where('id', '=', appointmentId)
      .executeTakeFirstOrThrow()
    const { id: visit } = await db()
      .insertInto('appointments')
      .values({
        user_id: userId,
        treatment_id: null,
        service_id,
        clinic_id,
        specialist_id: null,
        kind: 'follow_up',
        status: 'confirmed',
        starts_at: slots[6]!,
        ends_at: slots[7]!,
        created_at: new Date().toISOString(),
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    expect(await loadBookedAppointment(db(), visit, userId, 'en')).toBeUndefined()
  })

  it('its calendar file keeps the booking’s UID and SEQUENCE, invites the patient, and names the assessment in the language given', async () => {
    const appointment = (await loadBookedAppointment(db(), appointmentId, userId, 'es'))!
    const ics = calendarFile(appointment, 'es', 'CANCEL')
    expect(ics).toContain(`UID:${appointment.calendarUid}`)
    expect(ics).toContain('SEQUENCE:0')
    expect(ics).toContain('METHOD:CANCEL')
    expect(ics).toMatch(/ATTENDEE[^\r\n]*ana@example\.com/)
    // Long lines are folded (a CRLF and a space), so the summary is read unfolded.
    expect(ics.replace(/\r\n /g, '')).toContain(`SUMMARY:Valoración preoperatoria para ${appointment.serviceName}`)
  })
})
