import { beforeAll, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { appointmentStartingIn, auditOfRecord, insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { markAppointmentsCompleted } from './mark-appointments-completed.server'

describeEachDatabase('staff mark several appointments completed (markAppointmentsCompleted)', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let patient: number

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    patient = await insertPatient(db(), 'Varias Citas')
  }, 60_000)

  const appointment = (startsInHours: number, clinic: 'bogota' | 'madrid' = 'bogota', status: 'confirmed' | 'no_show' = 'confirmed') =>
    appointmentStartingIn(db(), startsInHours, { user_id: patient, clinic_id: ids[clinic], service_id: ids.lasik, status })
  const statusOf = async (id: number) =>
    (await db().selectFrom('appointments').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status

  it('marks each started, confirmed one through the single mark (its audit entry each), skipping the others with why, each once', async () => {
    const [started, upcoming, closed, elsewhere] = [
      await appointment(-1),
      await appointment(3),
      await appointment(-2, 'bogota', 'no_show'),
      await appointment(-1, 'madrid'),
    ]
    const context = staffActionContext(db(), 'clinic_staff', { clinicIds: [ids.bogota] })
    expect(await markAppointmentsCompleted(context, { appointmentIds: [started, upcoming, started, closed, elsewhere] })).toEqual({
      ok: true,
      completed: [started],
      skipped: [
        { appointmentId: upcoming, reason: 'not_started' },
        { appointmentId: closed, reason: 'closed' },
        { appointmentId: elsewhere, reason: 'not_found' },
      ],
    })
    expect(await auditOfRecord(db(), 'appointment', started)).toMatchObject([{ action: 'appointment.completed' }])
    expect([await statusOf(upcoming), await statusOf(closed), await statusOf(elsewhere)]).toEqual(['confirmed', 'no_show', 'confirmed'])
  })

  it('without the door (no staff caller) throws PermissionDenied and marks nothing', async () => {
    const started = await appointment(-1)
    await expect(markAppointmentsCompleted(testActionContext(db()), { appointmentIds: [started] })).rejects.toBeInstanceOf(PermissionDenied)
    expect(await statusOf(started)).toBe('confirmed')
  })
})
