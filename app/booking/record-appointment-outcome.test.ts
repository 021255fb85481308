import { beforeAll, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { appointmentStartingIn, auditOfRecord, insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { recordAppointmentOutcome } from './record-appointment-outcome.server'

describeEachDatabase('staff record how an appointment ended (recordAppointmentOutcome)', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let patient: number
  const coordinator = () => staffActionContext(db(), 'coordinator')

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    patient = await insertPatient(db(), 'Lucía Pérez')
  }, 60_000)

  const appointment = (startsInHours: number, more: Partial<Parameters<typeof appointmentStartingIn>[2]> = {}) =>
    appointmentStartingIn(db(), startsInHours, { user_id: patient, clinic_id: ids.bogota, service_id: ids.lasik, ...more })
  const statusOf = async (id: number) =>
    (await db().selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status

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
    expect(await recordAppointmentOutcome(coordinator(), { appointmentId: started, outcome: 'no_show' })).toEqual({
      ok: true,
      undoUntil: expect.any(String),
    })
    expect(await recordAppointmentOutcome(coordinator(), { appointmentId: started, outcome: 'completed' })).toMatchObject({
      code: 'appointment_closed',
    })
    expect(await auditOfRecord(db(), 'appointment', started)).toEqual([
      { action: 'appointment.no_show', before: '{"status":"confirmed"}', after: expect.stringMatching(/^\{"status":"no_show","emailId":\d+\}$/) },
    ])
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
    expect(await recordAppointmentOutcome(coordinator(), { appointmentId: upcoming, outcome: 'completed' })).toMatchObject({
      code: 'appointment_not_started',
    })
  })

  it('clinic staff of another clinic cannot touch it: not found; those of its clinic can', async () => {
    const started = await appointment(-1)
    const madrid = staffActionContext(db(), 'clinic_staff', { clinicIds: [ids.madrid] })
    expect(await recordAppointmentOutcome(madrid, { appointmentId: started, outcome: 'completed' })).toMatchObject({
      code: 'appointment_not_found',
    })
    expect(await statusOf(started)).toBe('confirmed')
    const bogota = staffActionContext(db(), 'clinic_staff', { clinicIds: [ids.bogota] })
    expect(await recordAppointmentOutcome(bogota, { appointmentId: started, outcome: 'completed' })).toMatchObject({ ok: true })
  })

  it('without "appointments.manage" (no door passed) it throws PermissionDenied and changes nothing', async () => {
    const started = await appointment(-1)
    await expect(recordAppointmentOutcome(testActionContext(db()), { appointmentId: started, outcome: 'completed' })).rejects.toBeInstanceOf(
      PermissionDenied,
    )
    expect(await statusOf(started)).toBe('confirmed')
    expect(await auditOfRecord(db(), 'appointment', started)).toEqual([])
  })
})
