import { DateTime } from 'luxon'
import { toDate } from '~/db/dialect.server'
import { beforeAll, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import {
  bookedHour,
  clinicAvailabilityRows,
  editedClinic,
  freeHours,
  holdRequest,
  NOW,
  pausedBeforeWriting,
  weekdayRanges,
} from '../../tests/setup/clinic-availability'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { insertTestUsers } from '../../tests/setup/test-users'
import { loadSchedule } from './availability.server'
import { syncBookingRules } from './seed/sync.server'
import { confirmPaid } from './checkout.server'
import { affectedAppointments } from './clinic-schedule-change.server'
import { holdSlot, HOLD_MINUTES } from './holds.server'
import { rescheduleAppointment } from './reschedule.server'
import { updateClinicHours } from './update-clinic-hours.server'

const LONG_DAYS = weekdayRanges([
  ['08:00', '12:00'],
  ['13:00', '18:00'],
])
const LATER_MORNINGS = weekdayRanges([
  ['09:00', '12:00'],
  ['13:00', '18:00'],
])

describeEachDatabase('updating a clinic’s weekly hours', (db) => {
  let clinic: Awaited<ReturnType<typeof editedClinic>>
  const context = (now = NOW) => staffActionContext(db(), 'coordinator', { now })
  const localTimes = (hours: string[]) => hours.map((startsAt) => DateTime.fromISO(startsAt, { zone: clinic.timeZone }).toFormat('HH:mm'))

  beforeAll(async () => {
    clinic = await editedClinic(db())
  }, 60_000)

  it('replaces the week, several ranges a day, returns before and after, and patients see the new hours', async () => {
    const outcome = await updateClinicHours(context(), { clinicId: clinic.id, ranges: LONG_DAYS })
    expect(outcome.ok).toBe(true)
    if (!outcome.ok) return
    expect(outcome.before.some((range) => range.weekday === 6)).toBe(true) // the seeded Saturday mornings
    expect(outcome.after).toEqual(LONG_DAYS)
    const tuesday = localTimes(await freeHours(db(), clinic.slug, '2026-11-24'))
    expect(tuesday[0]).toBe('08:00')
    expect(tuesday).toContain('13:00')
    expect(tuesday.filter((time) => time >= '12:00' && time < '13:00')).toEqual([])
    expect(await freeHours(db(), clinic.slug, '2026-11-28')).toEqual([]) // Saturday: closed now
  })

  it('refuses hours that would leave a confirmed appointment outside, listing it, and accepts them once it is moved', async () => {
    const [eight, , , , ten] = await freeHours(db(), clinic.slug, '2026-11-25')
    const { appointmentId, userId } = await bookedHour(db(), clinic.slug, eight!)
    const refused = await updateClinicHours(context(), { clinicId: clinic.id, ranges: LATER_MORNINGS })
    expect(refused).toEqual({
      ok: false,
      code: 'schedule_conflicts',
      values: { count: 1 },
      appointments: [
        {
          id: appointmentId,
          patientName: 'Ana Pérez',
          startsAt: eight,
          localStart: '2026-11-25T08:00',
          timeZone: clinic.timeZone,
          status: 'confirmed',
          reason: 'outside_hours',
        },
      ],
    })
    expect(localTimes(await freeHours(db(), clinic.slug, '2026-11-24'))[0]).toBe('08:00') // unchanged

    const moved = await rescheduleAppointment(context(), { appointmentId, userId, startsAt: ten! })
    expect(moved.ok).toBe(true)
    expect((await updateClinicHours(context(), { clinicId: clinic.id, ranges: LATER_MORNINGS })).ok).toBe(true)
    expect(localTimes(await freeHours(db(), clinic.slug, '2026-11-24'))[0]).toBe('09:00')
  })

  it('a live unpaid hold refuses the change too (it may be being paid); once expired it does not', async () => {
    const [nine] = await freeHours(db(), clinic.slug, '2026-11-26')
    const { appointmentId } = await bookedHour(db(), clinic.slug, nine!, { paid: false })
    const later = weekdayRanges([['10:00', '18:00']])
    const refused = await updateClinicHours(context(), { clinicId: clinic.id, ranges: later })
    expect(refused).toMatchObject({ ok: false, code: 'schedule_conflicts', appointments: [{ id: appointmentId, status: 'pending_payment' }] })
    // The appointment moved to 10:00 in the previous test stays inside.
    const afterExpiry = new Date(NOW.getTime() + (HOLD_MINUTES + 1) * 60_000)
    expect((await updateClinicHours(context(afterExpiry), { clinicId: clinic.id, ranges: later })).ok).toBe(true)
    // Expired by the change itself, so a late payment cannot confirm the hour it no longer opens.
    expect(await confirmPaid(db(), appointmentId, 'pay_late', NOW)).toBe(false)
    expect((await updateClinicHours(context(afterExpiry), { clinicId: clinic.id, ranges: LATER_MORNINGS })).ok).toBe(true)
  })

  it('refuses times off the clinic’s slot grid, naming the range', async () => {
    const ranges = [...LATER_MORNINGS.slice(0, 2), { weekday: 6, opens: '08:15', closes: '12:00' }]
    expect(await updateClinicHours(context(), { clinicId: clinic.id, ranges })).toEqual({
      ok: false,
      code: 'hours_off_slot_grid',
      field: 'ranges[2].opens',
      values: { minutes: 30 },
    })
  })

  it('a later seed sync keeps the hours staff set', async () => {
    await syncBookingRules(db())
    expect((await loadSchedule(db(), clinic.id))!.hours.get(1)).toEqual([
      { opens: '09:00', closes: '12:00' },
      { opens: '13:00', closes: '18:00' },
    ])
  })

  it('refuses an unknown clinic', async () => {
    expect(await updateClinicHours(context(), { clinicId: 987_654, ranges: LATER_MORNINGS })).toEqual({ ok: false, code: 'clinic_not_found' })
  })

  it('a hold that checked its hour before the change committed is refused when it comes to write', async () => {
    const [tuesdayNine] = await freeHours(db(), clinic.slug, '2026-12-01')
    const [userId] = await insertTestUsers(db(), 1, { at: NOW })
    const writer = pausedBeforeWriting(db())
    const holding = holdSlot(writer.db, holdRequest(userId!, clinic.slug, tuesdayNine!), NOW)
    await writer.checked
    const change = await updateClinicHours(context(), { clinicId: clinic.id, ranges: LATER_MORNINGS.filter((range) => range.weekday !== 2) })
    writer.release()
    expect(change.ok).toBe(true)
    expect(await holding).toEqual({ ok: false, code: 'slot_not_offered' })
    expect(await updateClinicHours(context(), { clinicId: clinic.id, ranges: LATER_MORNINGS })).toMatchObject({ ok: true })
  })

  it('a reschedule that checked its new hour before the change committed is refused, and the appointment stays', async () => {
    const [wednesdayNine] = await freeHours(db(), clinic.slug, '2026-12-02')
    const [, , thursdayTen] = await freeHours(db(), clinic.slug, '2026-12-03')
    const { appointmentId, userId } = await bookedHour(db(), clinic.slug, wednesdayNine!)
    const writer = pausedBeforeWriting(db())
    const moving = rescheduleAppointment(testActionContext(writer.db, { now: NOW }), { appointmentId, userId, startsAt: thursdayTen! })
    await writer.checked
    const change = await updateClinicHours(context(), { clinicId: clinic.id, ranges: LATER_MORNINGS.filter((range) => range.weekday !== 4) })
    writer.release()
    expect(change.ok).toBe(true)
    expect(await moving).toEqual({ ok: false, code: 'slot_not_offered' })
    const kept = await db().selectFrom('appointments').select(['status', 'starts_at']).where('id', '=', appointmentId).executeTakeFirstOrThrow()
    expect([kept.status, toDate(kept.starts_at).toISOString()]).toEqual(['confirmed', wednesdayNine])
    expect(await updateClinicHours(context(), { clinicId: clinic.id, ranges: LATER_MORNINGS })).toMatchObject({ ok: true })
  })

  it('holds racing a change that closes their day: none is left outside the hours, whichever commits first', async () => {
    const monday = await freeHours(db(), clinic.slug, '2026-11-30')
    const userIds = await insertTestUsers(db(), monday.length, { at: NOW })
    const holding = monday.map((startsAt, index) => holdSlot(db(), holdRequest(userIds[index]!, clinic.slug, startsAt), NOW))
    const closingMondays = updateClinicHours(context(), { clinicId: clinic.id, ranges: LATER_MORNINGS.filter((range) => range.weekday !== 1) })
    const [change, ...holds] = await Promise.all([closingMondays, ...holding])
    const held = holds.flatMap((hold) => (hold.ok ? [hold.appointmentId] : []))

    const schedule = (await loadSchedule(db(), clinic.id))!
    expect(await affectedAppointments(db(), clinic.id, schedule, NOW)).toEqual([])
    if (change!.ok) {
      expect(schedule.hours.has(1)).toBe(false)
      expect(held).toEqual([]) // every hold after the change was refused
      expect(holds.every((hold) => !hold.ok && hold.code === 'slot_not_offered')).toBe(true)
    } else {
      expect(change).toMatchObject({ code: 'schedule_conflicts' })
      const listed = 'appointments' in change! ? change.appointments.map((appointment) => appointment.id) : []
      expect(listed.length).toBeGreaterThan(0)
      expect(held).toEqual(expect.arrayContaining(listed))
      expect(schedule.hours.has(1)).toBe(true)
    }
  }, 60_000)

  it('clinic staff of another clinic are refused it (clinic_not_found) and nothing changes', async () => {
    const before = await clinicAvailabilityRows(db(), clinic.id)
    const elsewhere = staffActionContext(db(), 'clinic_staff', { clinicIds: [clinic.id + 1], now: NOW })
    expect(await updateClinicHours(elsewhere, { clinicId: clinic.id, ranges: weekdayRanges([['07:00', '20:00']]) })).toEqual({
      ok: false,
      code: 'clinic_not_found',
    })
    expect(await clinicAvailabilityRows(db(), clinic.id)).toEqual(before)
  })

  it('without "availability.manage" (no door passed) it throws PermissionDenied and changes nothing', async () => {
    const before = await clinicAvailabilityRows(db(), clinic.id)
    await expect(
      updateClinicHours(testActionContext(db(), { now: NOW }), { clinicId: clinic.id, ranges: weekdayRanges([['07:00', '20:00']]) }),
    ).rejects.toBeInstanceOf(PermissionDenied)
    expect(await clinicAvailabilityRows(db(), clinic.id)).toEqual(before)
  })
})
