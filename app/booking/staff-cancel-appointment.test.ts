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

  it('the reason goes into the history, and into the patient’s email (their language) only when told and listed', async () => {
    const named = {
      fee_minor: 9000,
      currency: 'USD',
      patient_first_name: 'Lucía',
      patient_last_name: 'Pérez',
      patient_email: 'lucia.reason@example.com',
      locale: 'es',
    }
    const cancelEmailText = async () => {
      const row = await db()
        .selectFrom('email_outbox')
        .select('payload')
        .where('kind', '=', 'booking.cancelled')
        .where('recipient', '=', 'lucia.reason@example.com')
        .orderBy('id', 'desc')
        .executeTakeFirstOrThrow()
      return (JSON.parse(row.payload) as { text: string }).text
    }
    const told = await appointment(30, { ...named, calendar_uid: `reason-told-${Date.now()}@claravia.example` })
    const reason = { code: 'specialist_unavailable' as const, text: 'Dr Ruiz is at a congress', tellPatient: true }
    expect(await staffCancelAppointment(coordinator(), { appointmentId: told, reason })).toMatchObject({ ok: true })
    expect(await cancelEmailText()).toContain('El motivo: el especialista no está disponible a esa hora.')
    expect(await cancelEmailText()).not.toContain('congress')
    expect(JSON.parse((await auditOfRecord(db(), 'appointment', told))[0]!.after!)).toMatchObject({
      reason: { code: 'specialist_unavailable', text: 'Dr Ruiz is at a congress', toldPatient: true },
    })
    const untold = await appointment(31, { ...named, calendar_uid: `reason-untold-${Date.now()}@claravia.example` })
    expect(
      await staffCancelAppointment(coordinator(), { appointmentId: untold, reason: { code: 'clinic_closed', tellPatient: false } }),
    ).toMatchObject({
      ok: true,
    })
    expect(await cancelEmailText()).not.toContain('El motivo')
    expect(JSON.parse((await auditOfRecord(db(), 'appointment', untold))[0]!.after!)).toMatchObject({
      reason: { code: 'clinic_closed', toldPatient: false },
    })
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
