import { beforeAll, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { signedInStaffContext, testActionContext } from '../../tests/setup/action-context'
import { insertAppointment, insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { addAppointmentNote } from './add-appointment-note.server'
import { listAppointmentNotes } from './appointment-notes.server'

describeEachDatabase('internal notes on appointments', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let appointmentId: number

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    const patient = await insertPatient(db(), 'Marta Gil')
    appointmentId = await insertAppointment(db(), {
      user_id: patient,
      clinic_id: ids.bogota,
      service_id: ids.lasik,
      starts_at: new Date(Date.now() + 86_400_000).toISOString(),
    })
  }, 60_000)

  const notesCount = async () => (await listAppointmentNotes(db(), [appointmentId])).length

  it('staff of the clinic add notes, signed and in order, each audited; staff of another clinic cannot', async () => {
    const before = await notesCount()
    const lucia = await signedInStaffContext(db(), 'coordinator', { name: 'Lucía Gómez' })
    const pablo = await signedInStaffContext(db(), 'clinic_staff', { name: 'Pablo Ortega', clinicIds: [ids.bogota] })
    const pabloInMadrid = await signedInStaffContext(db(), 'clinic_staff', { name: 'Pablo Ortega', clinicIds: [ids.madrid] })
    expect(await addAppointmentNote(lucia, { appointmentId, body: 'Llamó para confirmar el vuelo.' })).toMatchObject({ ok: true })
    expect(await addAppointmentNote(pablo, { appointmentId, body: 'Needs an interpreter.' })).toMatchObject({ ok: true })
    expect(await addAppointmentNote(pabloInMadrid, { appointmentId, body: 'Not mine' })).toMatchObject({
      ok: false,
      code: 'appointment_not_found',
    })
    const notes = (await listAppointmentNotes(db(), [appointmentId])).slice(before)
    expect(notes.map((note) => [note.author, note.body])).toEqual([
      ['Lucía Gómez', 'Llamó para confirmar el vuelo.'],
      ['Pablo Ortega', 'Needs an interpreter.'],
    ])
    const audited = await db()
      .selectFrom('audit_log')
      .select(['actor_email', 'after'])
      .where('action', '=', 'appointment.note')
      .where('entity_id', '=', String(appointmentId))
      .orderBy('id')
      .execute()
    expect(audited.map((row) => row.actor_email)).toEqual([lucia.session.user.email, pablo.session.user.email])
    expect(JSON.parse(audited[1]!.after!)).toMatchObject({ body: 'Needs an interpreter.' })
  })

  it('a note needs someone signed in to sign it', async () => {
    const signedOut = await signedInStaffContext(db(), 'coordinator')
    expect(await addAppointmentNote({ ...signedOut, session: null }, { appointmentId, body: 'x' })).toMatchObject({ ok: false })
  })

  it('without "appointments.manage" (no door passed) it throws PermissionDenied and writes nothing', async () => {
    const before = await notesCount()
    const { staff: _staff, ...withoutDoor } = await signedInStaffContext(db(), 'coordinator')
    await expect(addAppointmentNote(withoutDoor, { appointmentId, body: 'No door.' })).rejects.toBeInstanceOf(PermissionDenied)
    await expect(addAppointmentNote(testActionContext(db()), { appointmentId, body: 'No one.' })).rejects.toBeInstanceOf(PermissionDenied)
    expect(await notesCount()).toBe(before)
  })
})
