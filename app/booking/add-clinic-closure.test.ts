import { DateTime } from 'luxon'
import { beforeAll, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { bookedHour, clinicAvailabilityRows, editedClinic, freeHours, holdRequest, NOW } from '../../tests/setup/clinic-availability'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { addClinicClosure } from './add-clinic-closure.server'
import { loadSchedule } from './availability.server'
import { affectedAppointments } from './clinic-schedule-change.server'
import { holdSlot } from './holds.server'

describeEachDatabase('closing a clinic for a day or part of one', (db) => {
  let clinic: Awaited<ReturnType<typeof editedClinic>>
  const context = () => staffActionContext(db(), 'coordinator', { now: NOW })
  const local = (startsAt: string) => DateTime.fromISO(startsAt, { zone: clinic.timeZone })

  beforeAll(async () => {
    clinic = await editedClinic(db())
  }, 60_000)

  it('a whole day: nothing is offered that day, and the closure is returned for the audit trail', async () => {
    expect((await freeHours(db(), clinic.slug, '2026-12-02')).length).toBeGreaterThan(0)
    const outcome = await addClinicClosure(context(), { clinicId: clinic.id, date: '2026-12-02' })
    expect(outcome).toEqual({ ok: true, before: null, after: { id: expect.any(Number), date: '2026-12-02', starts: null, ends: null } })
    expect(await freeHours(db(), clinic.slug, '2026-12-02')).toEqual([])
  })

  it('part of a day: only the hours that overlap it go', async () => {
    const before = await freeHours(db(), clinic.slug, '2026-12-03')
    const starts = local(before[2]!).toFormat('HH:mm')
    const ends = local(before[6]!).toFormat('HH:mm')
    expect((await addClinicClosure(context(), { clinicId: clinic.id, date: '2026-12-03', starts, ends })).ok).toBe(true)
    const after = await freeHours(db(), clinic.slug, '2026-12-03')
    expect(after.length).toBeLessThan(before.length)
    for (const startsAt of after) {
      const start = local(startsAt)
      expect(start.plus({ minutes: clinic.durationMinutes }).toFormat('HH:mm') <= starts || start.toFormat('HH:mm') >= ends).toBe(true)
    }
    expect(after).toContain(before[0])
  })

  it('refuses a closure over a confirmed appointment, listing it; one that ends as it starts is fine', async () => {
    const hours = await freeHours(db(), clinic.slug, '2026-12-04')
    const booked = local(hours[4]!)
    const { appointmentId } = await bookedHour(db(), clinic.slug, hours[4]!)
    const refused = await addClinicClosure(context(), {
      clinicId: clinic.id,
      date: '2026-12-04',
      starts: booked.minus({ minutes: 30 }).toFormat('HH:mm'),
      ends: booked.plus({ minutes: 30 }).toFormat('HH:mm'),
    })
    expect(refused).toMatchObject({
      ok: false,
      code: 'schedule_conflicts',
      values: { count: 1 },
      appointments: [
        {
          id: appointmentId,
          patientName: 'Ana Pérez',
          localStart: `2026-12-04T${booked.toFormat('HH:mm')}`,
          status: 'confirmed',
          reason: 'outside_hours',
        },
      ],
    })
    expect(await freeHours(db(), clinic.slug, '2026-12-04')).toContain(hours[0])
    const justBefore = await addClinicClosure(context(), {
      clinicId: clinic.id,
      date: '2026-12-04',
      starts: booked.minus({ minutes: 60 }).toFormat('HH:mm'),
      ends: booked.toFormat('HH:mm'),
    })
    expect(justBefore.ok).toBe(true)
  })

  it('refuses an unknown clinic', async () => {
    expect(await addClinicClosure(context(), { clinicId: 987_654, date: '2026-12-04' })).toEqual({ ok: false, code: 'clinic_not_found' })
  })

  it('holds racing a closure of their day: none is left inside it, whichever commits first', async () => {
    const day = await freeHours(db(), clinic.slug, '2026-12-09')
    const userIds = await insertTestUsers(db(), day.length, { at: NOW })
    const holding = day.map((startsAt, index) => holdSlot(db(), holdRequest(userIds[index]!, clinic.slug, startsAt), NOW))
    const [closure, ...holds] = await Promise.all([addClinicClosure(context(), { clinicId: clinic.id, date: '2026-12-09' }), ...holding])
    expect(await affectedAppointments(db(), clinic.id, (await loadSchedule(db(), clinic.id))!, NOW)).toEqual([])
    if (closure!.ok) expect(holds.filter((hold) => hold.ok)).toEqual([])
    else expect(closure).toMatchObject({ code: 'schedule_conflicts' })
  }, 60_000)

  it('clinic staff of another clinic are refused it (clinic_not_found) and nothing changes', async () => {
    const before = await clinicAvailabilityRows(db(), clinic.id)
    const elsewhere = staffActionContext(db(), 'clinic_staff', { clinicIds: [clinic.id + 1], now: NOW })
    expect(await addClinicClosure(elsewhere, { clinicId: clinic.id, date: '2026-12-16' })).toEqual({ ok: false, code: 'clinic_not_found' })
    expect(await clinicAvailabilityRows(db(), clinic.id)).toEqual(before)
  })

  it('without "availability.manage" (no door passed) it throws PermissionDenied and changes nothing', async () => {
    const before = await clinicAvailabilityRows(db(), clinic.id)
    await expect(addClinicClosure(testActionContext(db(), { now: NOW }), { clinicId: clinic.id, date: '2026-12-16' })).rejects.toBeInstanceOf(
      PermissionDenied,
    )
    expect(await clinicAvailabilityRows(db(), clinic.id)).toEqual(before)
  })
})
