import { beforeAll, expect, it } from 'vitest'
import { testActionContext } from '../../tests/setup/action-context'
import { insertAppointment, insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { recordAppointmentOutcome, staffCancelAppointment } from './appointment-actions.server'
import type { ClinicScope } from '~/access/clinic-scope.server'

const HOUR = 3_600_000

describeEachDatabase('staff actions on an appointment', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let patient: number
  const all = { kind: 'all' } as const
  const context = () => testActionContext(db())

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    patient = await insertPatient(db(), 'Lucía Pérez')
  }, 60_000)

  const appointment = (startsInHours: number, more: Parameters<typeof insertAppointment>[1] extends infer V ? Partial<V & object> : never = {}) =>
    insertAppointment(db(), {
      user_id: patient,
      clinic_id: ids.bogota,
      service_id: ids.lasik,
      starts_at: new Date(Date.now() + startsInHours * HOUR).toISOString(),
      ...more,
    })

  const auditOf = (id: number) =>
    db()
      .selectFrom('audit_log')
      .select(['action', 'before', 'after'])
      .where('entity_type', '=', 'appointment')
      .where('entity_id', '=', String(id))
      .execute()

  it('records completed or no-show once the appointment has started, audited; never twice, never ahead of time', async () => {
    const started = await appointment(-1, {
      fee_minor: 9000,
      currency: 'USD',
      calendar_uid: `outcome-${Date.now()}@claravia.example`,
      patient_first_name: 'Lucía',
      patient_last_name: 'Pérez',
      patient_email: 'lucia.perez@example.com',
      locale: 'es',
    })
    expect(await recordAppointmentOutcome(context(), all, { appointmentId: started, outcome: 'no_show' })).toEqual({ ok: true })
    expect(await recordAppointmentOutcome(context(), all, { appointmentId: started, outcome: 'completed' })).toMatchObject({
      code: 'appointment_closed',
    })
    expect(await auditOf(started)).toEqual([{ action: 'appointment.no_show', before: '{"status":"confirmed"}', after: '{"status":"no_show"}' }])
    // The patient hears of it once, in the appointment's language, with a way to book again.
    const emails = await db()
      .selectFrom('email_outbox')
      .select(['kind', 'payload'])
      .where('kind', 'in', ['booking.no_show', 'booking.completed'])
      .execute()
    const missed = emails
      .map((row) => JSON.parse(row.payload) as { subject: string; text: string })
      .filter((email) => email.text.includes('/appointments/new?'))
    expect(missed).toHaveLength(1)
    expect(missed[0]!.subject).toMatch(/^Te echamos de menos: /)
    const upcoming = await appointment(24)
    expect(await recordAppointmentOutcome(context(), all, { appointmentId: upcoming, outcome: 'completed' })).toMatchObject({
      code: 'appointment_not_started',
    })
  })

  it('clinic staff of another clinic cannot touch it: not found', async () => {
    const started = await appointment(-1)
    const madridOnly: ClinicScope = { kind: 'clinics', clinicIds: [ids.madrid] }
    expect(await recordAppointmentOutcome(context(), madridOnly, { appointmentId: started, outcome: 'completed' })).toMatchObject({
      code: 'appointment_not_found',
    })
    expect(await staffCancelAppointment(context(), madridOnly, { appointmentId: started })).toMatchObject({ code: 'appointment_not_found' })
  })

  it('cancels with a partial refund at most the fee paid; two clicks at once refund once', async () => {
    const paid = { fee_minor: 15_000, currency: 'USD', payment_id: 'test_pi_staff', paid_at: new Date().toISOString() }
    const id = await appointment(2, paid)
    expect(await staffCancelAppointment(context(), all, { appointmentId: id, refundMinor: 20_000 })).toMatchObject({
      code: 'refund_too_large',
      field: 'refund',
    })
    const [first, second] = await Promise.all([
      staffCancelAppointment(context(), all, { appointmentId: id, refundMinor: 5_000 }),
      staffCancelAppointment(context(), all, { appointmentId: id, refundMinor: 5_000 }),
    ])
    expect([first, second].filter((outcome) => outcome.ok)).toEqual([{ ok: true, refundedMinor: 5_000, currency: 'USD' }])
    expect([first, second].find((outcome) => !outcome.ok)).toMatchObject({ code: 'appointment_closed' })
    const row = await db().selectFrom('appointments').select(['status', 'refunded_minor']).where('id', '=', id).executeTakeFirstOrThrow()
    expect(row).toEqual({ status: 'cancelled', refunded_minor: 5_000 })
    expect((await auditOf(id)).map((entry) => [entry.action, JSON.parse(entry.after!)])).toEqual([
      ['appointment.cancel', { status: 'cancelled', refundedMinor: 5_000 }],
    ])
  })

  it('an unpaid hold is cancelled without a refund; a past appointment cannot be cancelled', async () => {
    const hold = await appointment(5, { status: 'pending_payment', fee_minor: 15_000, currency: 'USD' })
    expect(await staffCancelAppointment(context(), all, { appointmentId: hold })).toEqual({ ok: true, refundedMinor: 0, currency: 'USD' })
    const past = await appointment(-2)
    expect(await staffCancelAppointment(context(), all, { appointmentId: past })).toMatchObject({ code: 'not_cancellable' })
  })
})
