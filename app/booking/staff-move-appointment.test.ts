import { expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { bookableHours } from '../../tests/setup/booking'
import { bookedHour, SERVICE } from '../../tests/setup/clinic-availability'
import { auditOfRecord } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { staffMoveAppointment } from './staff-move-appointment.server'

describeEachDatabase('staff move an appointment for the patient (staffMoveAppointment)', (db) => {
  let booked = 0

  /** A paid appointment at the service's first clinic (a new hour each time), and a free hour on another day to move it to. */
  async function movable() {
    const { clinic, slots } = await bookableHours(db(), SERVICE)
    const from = slots[booked++]!
    const to = slots.findLast((slot) => slot.slice(0, 10) !== from.slice(0, 10))!
    const { appointmentId } = await bookedHour(db(), clinic, from, { now: new Date() })
    const { clinic_id: clinicId } = await db()
      .selectFrom('appointments')
      .select('clinic_id')
      .where('id', '=', appointmentId)
      .executeTakeFirstOrThrow()
    return { appointmentId, clinicId, to }
  }
  const replacedBy = async (id: number) =>
    (await db().selectFrom('appointments').select('replaced_by_id').where('id', '=', id).executeTakeFirstOrThrow()).replaced_by_id

  it('moves it to another free hour: a new appointment replaces it, audited with both hours', async () => {
    const { appointmentId, clinicId, to } = await movable()
    const moved = await staffMoveAppointment(staffActionContext(db(), 'clinic_staff', { clinicIds: [clinicId] }), { appointmentId, startsAt: to })
    if (!moved.ok) throw new Error(moved.code)
    expect(await replacedBy(appointmentId)).toBe(moved.newId)
    expect((await auditOfRecord(db(), 'appointment', appointmentId)).map((entry) => [entry.action, JSON.parse(entry.after!)])).toEqual([
      ['appointment.move', { id: moved.newId, startsAt: to, notified: true }],
    ])
  })

  const rescheduleEmails = () => db().selectFrom('email_outbox').select('payload').where('kind', '=', 'booking.rescheduled').orderBy('id').execute()

  it('the reason is kept in the history; the patient is told the listed reason when chosen, never the free text', async () => {
    const { appointmentId, clinicId, to } = await movable()
    const before = (await rescheduleEmails()).length
    const context = staffActionContext(db(), 'clinic_staff', { clinicIds: [clinicId] })
    const reason = { code: 'clinic_closed' as const, text: 'Power cut in the building', tellPatient: true }
    const moved = await staffMoveAppointment(context, { appointmentId, startsAt: to, reason })
    if (!moved.ok) throw new Error(moved.code)
    const emails = await rescheduleEmails()
    expect(emails).toHaveLength(before + 1)
    const { text } = JSON.parse(emails.at(-1)!.payload) as { text: string }
    expect(text).toMatch(/the clinic is closed that day|la clínica cierra ese día/)
    expect(text).not.toContain('Power cut')
    expect(JSON.parse((await auditOfRecord(db(), 'appointment', appointmentId))[0]!.after!)).toEqual({
      id: moved.newId,
      startsAt: to,
      notified: true,
      reason: { code: 'clinic_closed', text: 'Power cut in the building', toldPatient: true },
    })
  })

  it('"notify the patient" off: moved without an email, and the history says so', async () => {
    const { appointmentId, clinicId, to } = await movable()
    const before = (await rescheduleEmails()).length
    const context = staffActionContext(db(), 'clinic_staff', { clinicIds: [clinicId] })
    const moved = await staffMoveAppointment(context, {
      appointmentId,
      startsAt: to,
      notify: false,
      reason: { code: 'patient_asked', tellPatient: false },
    })
    if (!moved.ok) throw new Error(moved.code)
    expect(await replacedBy(appointmentId)).toBe(moved.newId)
    expect(await rescheduleEmails()).toHaveLength(before)
    expect(JSON.parse((await auditOfRecord(db(), 'appointment', appointmentId))[0]!.after!)).toMatchObject({
      notified: false,
      reason: { code: 'patient_asked', toldPatient: false },
    })
  })

  it('clinic staff of another clinic cannot move it: not found, nothing changed', async () => {
    const { appointmentId, clinicId, to } = await movable()
    const elsewhere = staffActionContext(db(), 'clinic_staff', { clinicIds: [clinicId + 1] })
    expect(await staffMoveAppointment(elsewhere, { appointmentId, startsAt: to })).toMatchObject({ ok: false, code: 'appointment_not_found' })
    expect(await replacedBy(appointmentId)).toBeNull()
  })

  it('without "appointments.manage" (no door passed) it throws PermissionDenied and changes nothing', async () => {
    const { appointmentId, to } = await movable()
    await expect(staffMoveAppointment(testActionContext(db()), { appointmentId, startsAt: to })).rejects.toBeInstanceOf(PermissionDenied)
    expect(await replacedBy(appointmentId)).toBeNull()
    expect(await auditOfRecord(db(), 'appointment', appointmentId)).toEqual([])
  })
})
