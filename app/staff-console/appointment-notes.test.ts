import { beforeAll, expect, it } from 'vitest'
import { staffActionContext } from '../../tests/setup/contact-inbox'
import { insertAppointment, insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { addAppointmentNote, listAppointmentNotes } from './appointment-notes.server'

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

  it('staff of the clinic add notes, signed and in order, each audited; staff of another clinic cannot', async () => {
    const lucia = await staffActionContext(db(), 'Lucía Gómez')
    const pablo = await staffActionContext(db(), 'Pablo Ortega')
    expect(await addAppointmentNote(lucia, { kind: 'all' }, { appointmentId, body: 'Llamó para confirmar el vuelo.' })).toMatchObject({ ok: true })
    expect(
      await addAppointmentNote(pablo, { kind: 'clinics', clinicIds: [ids.bogota] }, { appointmentId, body: 'Needs an interpreter.' }),
    ).toMatchObject({
      ok: true,
    })
    expect(await addAppointmentNote(pablo, { kind: 'clinics', clinicIds: [ids.madrid] }, { appointmentId, body: 'Not mine' })).toMatchObject({
      ok: false,
      code: 'appointment_not_found',
    })
    const notes = await listAppointmentNotes(db(), [appointmentId])
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
    const { session: _session, ...signedOut } = await staffActionContext(db())
    expect(await addAppointmentNote({ ...signedOut, session: null }, { kind: 'all' }, { appointmentId, body: 'x' })).toMatchObject({ ok: false })
  })
})
