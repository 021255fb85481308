import { DateTime } from 'luxon'
import { beforeAll, expect, it } from 'vitest'
import { staffActionContext } from '../../tests/setup/action-context'
import { bookedHour, editedClinic, freeHours, NOW, SERVICE, weekdayRanges } from '../../tests/setup/clinic-availability'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { getAvailability } from './availability.server'
import { previewFreeHours, withClosure, withHours } from './clinic-schedule-change.server'
import { updateClinicHours } from './update-clinic-hours.server'

const SHORT_DAYS = weekdayRanges(
  [
    ['10:00', '12:00'],
    ['15:00', '17:30'],
  ],
  [1, 2, 3, 4, 5, 6],
)

describeEachDatabase('previewing a clinic’s free hours', (db) => {
  let clinic: Awaited<ReturnType<typeof editedClinic>>

  beforeAll(async () => {
    clinic = await editedClinic(db())
  }, 60_000)

  it('shows the next 14 days as the public availability shows them once the change is made', async () => {
    // A booking inside the proposed hours: its place shows as taken in the preview too.
    const wednesday = await freeHours(db(), clinic.slug, '2026-11-25')
    await bookedHour(
      db(),
      clinic.slug,
      wednesday.find((startsAt) => DateTime.fromISO(startsAt, { zone: clinic.timeZone }).toFormat('HH:mm') === '10:30')!,
    )
    const preview = await previewFreeHours(db(), clinic.id, withHours(SHORT_DAYS), { days: 14, now: NOW, durationMinutes: clinic.durationMinutes })
    expect(preview!.timeZone).toBe(clinic.timeZone)
    expect(preview!.affected).toEqual([])
    expect(preview!.days).toHaveLength(14)
    expect(preview!.days[0]!.date).toBe(DateTime.fromJSDate(NOW, { zone: clinic.timeZone }).toISODate())

    expect((await updateClinicHours(staffActionContext(db(), 'coordinator', { now: NOW }), { clinicId: clinic.id, ranges: SHORT_DAYS })).ok).toBe(
      true,
    )
    const published = await getAvailability(db(), {
      serviceSlug: SERVICE,
      clinicSlug: clinic.slug,
      from: preview!.days[0]!.date,
      to: preview!.days[13]!.date,
      locale: 'en',
      now: NOW,
    })
    expect(preview!.days).toEqual(published!.days)
    expect(preview!.days.some((day) => day.slots.some((slot) => slot.freePlaces < clinic.places))).toBe(true)
  })

  it('lists the appointments a change would strand, and changes nothing', async () => {
    const [hour] = await freeHours(db(), clinic.slug, '2026-12-01')
    const { appointmentId } = await bookedHour(db(), clinic.slug, hour!)
    const before = await freeHours(db(), clinic.slug, '2026-12-01')
    const preview = await previewFreeHours(db(), clinic.id, withClosure({ date: '2026-12-01' }), { days: 14, now: NOW })
    expect(preview!.affected.map((appointment) => appointment.id)).toEqual([appointmentId])
    expect(preview!.days.find((day) => day.date === '2026-12-01')!.slots).toEqual([])
    expect(await freeHours(db(), clinic.slug, '2026-12-01')).toEqual(before)
  })

  it('knows no unknown clinic', async () => {
    expect(await previewFreeHours(db(), 987_654, withHours([]), { days: 14, now: NOW })).toBeUndefined()
  })
})
