import { beforeAll, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { appointmentStartingIn, auditOfRecord, insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { staffCancelAppointment } from './staff-cancel-appointment.server'

describeEachDatabase('staff cancel an appointment for the clinic (staffCancelAppointment)', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let patient: number
  const coordinator = () => staffActionContext(db(), 'coordinator')

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    patient = await insertPatient(db(), 'Lucía Pérez')
  }, 60_000)

  const appointment = (startsInHours: number, more: Partial<Parameters<typeof appointmentStartingIn>[2]> = {}) =>
    appointmentStartingIn(db(), startsInHours, { user_id: patient, clinic_id: ids.bogota, service_id: ids.lasik, ...more })
  const rowOf = (id: number) => db().selectFrom('appointments').select(['status', 'refunded_minor']).where('id', '=', id).executeTakeFirstOrThrow()

  it('cancels with a partial refund at most the fee paid; two clicks at once refund once', async () => {
    const paid = { fee_minor: 15_000, currency: 'USD', payment_id: 'test_pi_staff', paid_at: new Date().toISOString() }
    const id = await appointment(2, paid)
    expect(await staffCancelAppointment(coordinator(), { appointmentId: id, refundMinor: 20_000 })).toMatchObject({
      code: 'refund_too_large',
      field: 'refund',
    })
    const [first, second] = await Promise.all([
      staffCancelAppointment(coordinator(), { appointmentId: id, refundMinor: 5_000 }),
      staffCancelAppointment(coordinator(), { appointmentId: id, refundMinor: 5_000 }),
    ])
    expect([first, second].filter((outcome) => outcome.ok)).toEqual([{ ok: true, refundedMinor: 5_000, currency: 'USD' }])
    expect([first, second].find((outcome) => !outcome.ok)).toMatchObject({ code: 'appointment_closed' })
    expect(await rowOf(id)).toEqual({ status: 'cancelled', refunded_minor: 5_000 })
    expect((await auditOfRecord(db(), 'appointment', id)).map((entry) => [entry.action, JSON.parse(entry.after!)])).toEqual([
      ['appointment.cancel', { status: 'cancelled', refundedMinor: 5_000 }],
    ])
  })

  it('an unpaid hold is cancelled without a refund; a past appointment cannot be cancelled', async () => {
    const hold = await appointment(5, { status: 'pending_payment', fee_minor: 15_000, currency: 'USD' })
    expect(await staffCancelAppointment(coordinator(), { appointmentId: hold })).toEqual({ ok: true, refundedMinor: 0, currency: 'USD' })
    const past = await appointment(-2)
    expect(await staffCancelAppointment(coordinator(), { appointmentId: past })).toMatchObject({ code: 'not_cancellable' })
  })

  it('clinic staff of another clinic cannot touch it: not found, nothing changed', async () => {
    const upcoming = await appointment(24)
    const madrid = staffActionContext(db(), 'clinic_staff', { clinicIds: [ids.madrid] })
    expect(await staffCancelAppointment(madrid, { appointmentId: upcoming })).toMatchObject({ code: 'appointment_not_found' })
    expect(await rowOf(upcoming)).toEqual({ status: 'confirmed', refunded_minor: null })
  })

  it('without "appointments.manage" (no door passed) it throws PermissionDenied and changes nothing', async () => {
    const upcoming = await appointment(24)
    await expect(staffCancelAppointment(testActionContext(db()), { appointmentId: upcoming })).rejects.toBeInstanceOf(PermissionDenied)
    expect(await rowOf(upcoming)).toEqual({ status: 'confirmed', refunded_minor: null })
    expect(await auditOfRecord(db(), 'appointment', upcoming)).toEqual([])
  })
})
