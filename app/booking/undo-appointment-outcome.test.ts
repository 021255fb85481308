import { beforeAll, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { appointmentStartingIn, auditOfRecord, insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { drainOutbox } from '~/messaging/outbox.server'
import { recordAppointmentOutcome } from './record-appointment-outcome.server'
import { undoAppointmentOutcome } from './undo-appointment-outcome.server'
import { UNDO_SECONDS } from './undo-window'

describeEachDatabase('staff undo a mark while its email waits (undoAppointmentOutcome)', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let patient: number
  const coordinator = (now = new Date()) => ({ ...staffActionContext(db(), 'coordinator'), now })

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    patient = await insertPatient(db(), 'Lucía Pérez')
  }, 60_000)

  let made = 0
  /** A started appointment with a patient address, so a mark writes an email. */
  const started = () =>
    appointmentStartingIn(db(), -1, {
      user_id: patient,
      clinic_id: ids.bogota,
      service_id: ids.lasik,
      fee_minor: 9000,
      currency: 'USD',
      calendar_uid: `undo-${Date.now()}-${made++}@claravia.example`,
      patient_first_name: 'Lucía',
      patient_last_name: 'Pérez',
      patient_email: `lucia.undo${made}@example.com`,
      locale: 'es',
    })
  const statusOf = async (id: number) =>
    (await db().selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status
  const emailOf = async (id: number) => {
    const mark = (await auditOfRecord(db(), 'appointment', id)).find((entry) => entry.action.startsWith('appointment.no_show'))
    const { emailId } = JSON.parse(mark!.after!) as { emailId: number }
    return db().selectFrom('email_outbox').select(['id', 'status', 'next_attempt_at']).where('id', '=', emailId).executeTakeFirst()
  }

  it('the mark’s email waits the window in the outbox: a drain now sends nothing of it', async () => {
    const id = await started()
    await recordAppointmentOutcome(coordinator(), { appointmentId: id, outcome: 'no_show' })
    const email = await emailOf(id)
    expect(new Date(email!.next_attempt_at).getTime()).toBeGreaterThan(Date.now() + (UNDO_SECONDS - 2) * 1000)
    const sent: string[] = []
    await drainOutbox(db(), new Date(), { send: async (message) => void sent.push(message.to) })
    expect(sent).not.toContain(`lucia.undo${made}@example.com`)
    expect((await emailOf(id))?.status).toBe('pending')
  })

  it('within the window: confirmed again, the email withdrawn, the undo audited', async () => {
    const id = await started()
    const reason = { code: 'did_not_arrive' as const, tellPatient: false }
    const marked = await recordAppointmentOutcome(coordinator(), { appointmentId: id, outcome: 'no_show', reason })
    expect(marked).toMatchObject({ ok: true })
    const email = await emailOf(id)
    expect(await undoAppointmentOutcome(coordinator(new Date(Date.now() + 5_000)), { appointmentId: id })).toEqual({ ok: true })
    expect(await statusOf(id)).toBe('confirmed')
    expect(await db().selectFrom('email_outbox').select('id').where('id', '=', email!.id).executeTakeFirst()).toBeUndefined()
    const audit = await auditOfRecord(db(), 'appointment', id)
    expect(audit.map((entry) => [entry.action, JSON.parse(entry.after!)])).toEqual([
      ['appointment.no_show', { status: 'no_show', emailId: email!.id, reason: { code: 'did_not_arrive', toldPatient: false } }],
      ['appointment.undo', { status: 'confirmed', undid: 'appointment.no_show', emailWithdrawn: email!.id }],
    ])
    // Undone once: a second undo has nothing to take back.
    expect(await undoAppointmentOutcome(coordinator(), { appointmentId: id })).toMatchObject({ code: 'undo_expired' })
  })

  it('after the window: refused (undo_expired), the mark and its email stand', async () => {
    const id = await started()
    await recordAppointmentOutcome(coordinator(), { appointmentId: id, outcome: 'no_show' })
    const later = coordinator(new Date(Date.now() + (UNDO_SECONDS + 1) * 1000))
    expect(await undoAppointmentOutcome(later, { appointmentId: id })).toMatchObject({ ok: false, code: 'undo_expired' })
    expect(await statusOf(id)).toBe('no_show')
    expect((await emailOf(id))?.status).toBe('pending')
    expect((await auditOfRecord(db(), 'appointment', id)).map((entry) => entry.action)).toEqual(['appointment.no_show'])
  })

  it('once the email is on its way (claimed by a worker), undo is refused even within the window', async () => {
    const id = await started()
    await recordAppointmentOutcome(coordinator(), { appointmentId: id, outcome: 'no_show' })
    const email = await emailOf(id)
    await db().updateTable('email_outbox').set({ status: 'sending' }).where('id', '=', email!.id).execute()
    expect(await undoAppointmentOutcome(coordinator(), { appointmentId: id })).toMatchObject({ code: 'undo_expired' })
    expect(await statusOf(id)).toBe('no_show')
  })

  it('clinic staff of another clinic: not found; without "appointments.manage": PermissionDenied; nothing changed', async () => {
    const id = await started()
    await recordAppointmentOutcome(coordinator(), { appointmentId: id, outcome: 'no_show' })
    const madrid = staffActionContext(db(), 'clinic_staff', { clinicIds: [ids.madrid] })
    expect(await undoAppointmentOutcome(madrid, { appointmentId: id })).toMatchObject({ code: 'appointment_not_found' })
    await expect(undoAppointmentOutcome(testActionContext(db()), { appointmentId: id })).rejects.toBeInstanceOf(PermissionDenied)
    expect(await statusOf(id)).toBe('no_show')
  })
})
