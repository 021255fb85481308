import type { Kysely } from 'kysely'
import { beforeAll, expect, it, vi } from 'vitest'
import type { Database } from '~/db/schema'
import { bookableHours } from '../../../tests/setup/booking'
import { bookedHour, SERVICE } from '../../../tests/setup/clinic-availability'
import { auditBy, consoleForm, consoleStaff } from '../../../tests/setup/console-request'
import { insertAppointment, insertPatient, staffConsoleCatalogue } from '../../../tests/setup/staff-console'
import { describeEachDatabase } from '../../../tests/setup/test-database'
import { action } from './appointment'

/*
 * The console's appointment page, its forms posted as the browser posts them:
 * mark completed or no-show, move, cancel with a refund, internal notes; cancel,
 * move and no-show first answer their confirmation (the page's step without
 * script, the dialog with it) and then post again with a reason; undo. The
 * rules behind them are tested beside their verbs in app/booking/
 * (record-appointment-outcome, staff-move-appointment, staff-cancel-appointment,
 * add-appointment-note).
 */

const current = vi.hoisted(() => ({ db: undefined as Kysely<Database> | undefined }))
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const post = consoleForm(action, '/admin/appointments/:id')
const HOUR = 3_600_000

describeEachDatabase('the console appointment page’s forms', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let patient: number

  beforeAll(async () => {
    current.db = db()
    ids = await staffConsoleCatalogue(db())
    patient = await insertPatient(db(), 'Lucía Pérez')
  }, 60_000)

  /** An appointment at the Bogotá clinic starting in `hours` (negative: it has started). */
  const appointment = (hours: number, more: Partial<Parameters<typeof insertAppointment>[1]> = {}) =>
    insertAppointment(db(), {
      user_id: patient,
      clinic_id: ids.bogota,
      service_id: ids.lasik,
      starts_at: new Date(Date.now() + hours * HOUR).toISOString(),
      fee_minor: 15_000,
      currency: 'USD',
      ...more,
    })
  const row = (id: number) =>
    db().selectFrom('appointments').select(['status', 'refunded_minor', 'replaced_by_id']).where('id', '=', id).executeTakeFirstOrThrow()
  const notesOf = (id: number) => db().selectFrom('appointment_notes').select(['body', 'author_id']).where('appointment_id', '=', id).execute()

  it('a note: back to the page with “Note added.”, the note stored under its author, audited with the request’s id', async () => {
    const id = await appointment(48)
    const coordinator = await consoleStaff(db(), 'coordinator')
    const answer = await post(coordinator, { id: String(id) }, { intent: 'note', note: 'Called her: she prefers mornings.' })
    expect(answer).toMatchObject({ status: 302, location: `/admin/appointments/${id}`, toast: { title: 'Note added.', color: 'success' } })
    expect(await notesOf(id)).toEqual([{ body: 'Called her: she prefers mornings.', author_id: coordinator.userId }])
    expect(await auditBy(db(), coordinator.userId)).toEqual([
      {
        action: 'appointment.note',
        entityType: 'appointment',
        entityId: String(id),
        before: null,
        after: { noteId: expect.any(Number), body: 'Called her: she prefers mornings.' },
        requestId: answer.requestId,
      },
    ])
  })

  it('on the Spanish page the answer stays in Spanish', async () => {
    const id = await appointment(48)
    const answer = await post(await consoleStaff(db(), 'admin'), { id: String(id) }, { intent: 'note', note: 'Nota.' }, { locale: 'es' })
    expect(answer).toMatchObject({ status: 302, location: `/es/admin/appointments/${id}`, toast: { title: 'Nota añadida.' } })
  })

  it('clinic staff of its clinic mark a started appointment completed: status, audit, the patient emailed', async () => {
    const id = await appointment(-1, {
      calendar_uid: `console-complete-${Date.now()}@claravia.example`,
      patient_first_name: 'Lucía',
      patient_last_name: 'Pérez',
      patient_email: 'lucia.perez@example.com',
      locale: 'es',
    })
    const bogota = await consoleStaff(db(), 'clinic_staff', [ids.bogota])
    const answer = await post(bogota, { id: String(id) }, { intent: 'complete' })
    expect(answer).toMatchObject({ status: 302, location: `/admin/appointments/${id}`, toast: { color: 'success' } })
    expect((await row(id)).status).toBe('completed')
    expect(await auditBy(db(), bogota.userId)).toMatchObject([
      {
        action: 'appointment.completed',
        entityId: String(id),
        before: { status: 'confirmed' },
        after: { status: 'completed', emailId: expect.any(Number) },
      },
    ])
    const emails = await db().selectFrom('email_outbox').select('recipient').where('kind', '=', 'booking.completed').execute()
    expect(emails).toEqual([{ recipient: 'lucia.perez@example.com' }])
    // Marking it again is refused by a toast on the same page, and changes nothing.
    const again = await post(bogota, { id: String(id) }, { intent: 'no_show', confirm: '1', reason: 'did_not_arrive' })
    expect(again).toMatchObject({ status: 302, location: `/admin/appointments/${id}`, toast: { color: 'warning' } })
    expect((await row(id)).status).toBe('completed')
    expect(await auditBy(db(), bogota.userId)).toHaveLength(1)
  })

  it('cancels with the refund typed in the currency’s units: cancelled, refunded once, audited', async () => {
    const id = await appointment(72, { payment_id: 'test_pi_console_page', paid_at: new Date().toISOString() })
    const coordinator = await consoleStaff(db(), 'coordinator')
    const confirmed = { intent: 'cancel', refund: '50.00', confirm: '1', reason: 'clinic_closed', tell_patient: 'on' }
    const answer = await post(coordinator, { id: String(id) }, confirmed)
    expect(answer).toMatchObject({
      status: 302,
      location: `/admin/appointments/${id}`,
      toast: { title: 'Appointment cancelled and US$50 refunded. The patient has been emailed.', color: 'success' },
    })
    expect(await row(id)).toMatchObject({ status: 'cancelled', refunded_minor: 5_000 })
    expect(await auditBy(db(), coordinator.userId)).toMatchObject([
      {
        action: 'appointment.cancel',
        entityId: String(id),
        after: { status: 'cancelled', refundedMinor: 5_000, reason: { code: 'clinic_closed', toldPatient: true } },
      },
    ])
  })

  it('moves to another free hour: the new appointment’s page, the old one replaced, audited', async () => {
    const { clinic, slots } = await bookableHours(db(), SERVICE)
    const to = slots.find((slot) => slot.slice(0, 10) !== slots[0]!.slice(0, 10))!
    const { appointmentId } = await bookedHour(db(), clinic, slots[0]!, { now: new Date() })
    const coordinator = await consoleStaff(db(), 'coordinator')
    const answer = await post(
      coordinator,
      { id: String(appointmentId) },
      { intent: 'move', startsAt: to, confirm: '1', reason: 'patient_asked', notify: 'on' },
    )
    const moved = await row(appointmentId)
    expect(moved.replaced_by_id).toEqual(expect.any(Number))
    expect(answer).toMatchObject({ status: 302, location: `/admin/appointments/${moved.replaced_by_id}`, toast: { color: 'success' } })
    const now = await db()
      .selectFrom('appointments')
      .select(['starts_at', 'status'])
      .where('id', '=', moved.replaced_by_id!)
      .executeTakeFirstOrThrow()
    expect({ ...now, starts_at: new Date(now.starts_at).toISOString() }).toEqual({ starts_at: to, status: 'confirmed' })
    expect(await auditBy(db(), coordinator.userId)).toMatchObject([
      {
        action: 'appointment.move',
        entityId: String(appointmentId),
        after: { id: moved.replaced_by_id, startsAt: to, notified: true, reason: { code: 'patient_asked', toldPatient: false } },
      },
    ])
  })

  it('a refund over what was paid, or an empty note: the form shows its error, nothing changes', async () => {
    const id = await appointment(72, { payment_id: 'test_pi_console_over', paid_at: new Date().toISOString() })
    const coordinator = await consoleStaff(db(), 'coordinator')
    const over = await post(coordinator, { id: String(id) }, { intent: 'cancel', refund: '200' })
    expect(over.data).toEqual({ refundError: expect.stringMatching(/^console\.appointments\.errors\.refund_too_large\?max=/) })
    const typo = await post(coordinator, { id: String(id) }, { intent: 'cancel', refund: '12.345' })
    expect(typo.data).toEqual({ refundError: 'console.appointments.errors.refund_format' })
    const empty = await post(coordinator, { id: String(id) }, { intent: 'note', note: '   ' })
    expect(empty.data).toEqual({ noteError: expect.any(String) })
    expect(await row(id)).toMatchObject({ status: 'confirmed', refunded_minor: null })
    expect(await notesOf(id)).toEqual([])
    expect(await auditBy(db(), coordinator.userId)).toEqual([])
  })

  // As every other console form (formFailure, refusalFailure): invalid input answers 400 and a refusal its own
  // status (a refund above what was paid: 422, as /v1 answers it), so scripts see a failure.
  it('an invalid refund or note answers 400, a refund above the amount paid 422', async () => {
    const id = await appointment(72, { payment_id: 'test_pi_console_status', paid_at: new Date().toISOString() })
    const coordinator = await consoleStaff(db(), 'coordinator')
    expect((await post(coordinator, { id: String(id) }, { intent: 'cancel', refund: '-5' })).status).toBe(400)
    expect((await post(coordinator, { id: String(id) }, { intent: 'cancel', refund: '200' })).status).toBe(422)
    expect((await post(coordinator, { id: String(id) }, { intent: 'note', note: '' })).status).toBe(400)
  })

  it('without script, cancel first answers its confirmation (what will happen, the values to confirm) and changes nothing', async () => {
    const id = await appointment(72, { payment_id: 'test_pi_console_confirm', paid_at: new Date().toISOString() })
    const coordinator = await consoleStaff(db(), 'coordinator')
    const asked = await post(coordinator, { id: String(id) }, { intent: 'cancel', refund: '60' })
    expect(asked).toMatchObject({
      status: 200,
      location: null,
      data: { confirmation: { intent: 'cancel', refund: '60', refundMinor: 6_000, paidMinor: 15_000, currency: 'USD' } },
    })
    const noShow = await post(coordinator, { id: String(await appointment(-1)) }, { intent: 'no_show' })
    expect(noShow).toMatchObject({ status: 200, data: { confirmation: { intent: 'no_show' } } })
    expect(await row(id)).toMatchObject({ status: 'confirmed', refunded_minor: null })
    expect(await auditBy(db(), coordinator.userId)).toEqual([])
  })

  it('a confirmation without a listed reason, or "other" without words, answers 400 with its step again and changes nothing', async () => {
    const id = await appointment(72, { payment_id: 'test_pi_console_reason', paid_at: new Date().toISOString() })
    const coordinator = await consoleStaff(db(), 'coordinator')
    const none = await post(coordinator, { id: String(id) }, { intent: 'cancel', refund: '60', confirm: '1' })
    expect(none).toMatchObject({
      status: 400,
      data: {
        confirmation: { intent: 'cancel', refundMinor: 6_000 },
        error: { field: 'reason', message: 'console.appointments.confirm.errors.reason' },
      },
    })
    const made = await post(coordinator, { id: String(id) }, { intent: 'cancel', refund: '60', confirm: '1', reason: 'because' })
    expect(made.status).toBe(400)
    const other = await post(coordinator, { id: String(id) }, { intent: 'cancel', refund: '60', confirm: '1', reason: 'other', reason_text: ' ' })
    expect(other).toMatchObject({ status: 400, data: { error: { field: 'reason_text' }, values: { reason: 'other' } } })
    const long = await post(
      coordinator,
      { id: String(id) },
      { intent: 'cancel', refund: '60', confirm: '1', reason: 'other', reason_text: 'x'.repeat(501) },
    )
    expect(long).toMatchObject({
      status: 400,
      data: { error: { field: 'reason_text', message: 'console.appointments.confirm.errors.reason_too_long' } },
    })
    expect(await row(id)).toMatchObject({ status: 'confirmed', refunded_minor: null })
    expect(await auditBy(db(), coordinator.userId)).toEqual([])
  })

  it('a confirmed no-show is undone from the page within the window; the page then offers no undo', async () => {
    const id = await appointment(-1, {
      calendar_uid: `console-undo-${Date.now()}@claravia.example`,
      patient_first_name: 'Lucía',
      patient_last_name: 'Pérez',
      patient_email: 'lucia.undo.page@example.com',
      locale: 'es',
    })
    const coordinator = await consoleStaff(db(), 'coordinator')
    const marked = await post(coordinator, { id: String(id) }, { intent: 'no_show', confirm: '1', reason: 'did_not_arrive' })
    expect(marked).toMatchObject({ status: 302, toast: { title: 'Marked as a no-show.' } })
    expect((await row(id)).status).toBe('no_show')
    const undone = await post(coordinator, { id: String(id) }, { intent: 'undo' }, { locale: 'es' })
    expect(undone).toMatchObject({
      status: 302,
      location: `/es/admin/appointments/${id}`,
      toast: { color: 'success', title: expect.stringMatching(/^Deshecho/) },
    })
    expect((await row(id)).status).toBe('confirmed')
    expect(await db().selectFrom('email_outbox').select('id').where('recipient', '=', 'lucia.undo.page@example.com').execute()).toEqual([])
    const again = await post(coordinator, { id: String(id) }, { intent: 'undo' })
    expect(again).toMatchObject({ status: 302, toast: { color: 'warning', title: expect.stringMatching(/^Too late to undo/) } })
    expect((await auditBy(db(), coordinator.userId)).map((entry) => entry.action)).toEqual(['appointment.no_show', 'appointment.undo'])
  })

  it('the door: clinic staff of another clinic, a disabled coordinator and a patient get 404, and nothing is written', async () => {
    const id = await appointment(-1)
    const madrid = await consoleStaff(db(), 'clinic_staff', [ids.madrid])
    const disabled = await consoleStaff(db(), 'coordinator')
    await db().updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', disabled.userId).execute()
    for (const who of [madrid, disabled]) {
      for (const fields of [{ intent: 'complete' }, { intent: 'note', note: 'Not mine.' }, { intent: 'cancel', refund: '' }])
        expect((await post(who, { id: String(id) }, fields)).status).toBe(404)
      expect(await auditBy(db(), who.userId)).toEqual([])
    }
    const patientSession = { ...madrid.session, user: { ...madrid.session.user, id: patient }, role: 'patient' as const }
    expect((await post({ session: patientSession }, { id: String(id) }, { intent: 'complete' })).status).toBe(404)
    expect(await row(id)).toMatchObject({ status: 'confirmed' })
    expect(await notesOf(id)).toEqual([])
  })
})
