import { DateTime } from 'luxon'
import { beforeAll, expect, it } from 'vitest'
import { PermissionDenied } from '~/access/caller.server'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { bookedHour, clinicAvailabilityRows, editedClinic, freeHours, NOW, SERVICE } from '../../tests/setup/clinic-availability'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { getAvailability } from './availability.server'
import { updateBookingRules } from './update-booking-rules.server'

describeEachDatabase('updating a clinic’s booking rules', (db) => {
  let clinic: Awaited<ReturnType<typeof editedClinic>>
  const context = () => staffActionContext(db(), 'coordinator', { now: NOW })

  beforeAll(async () => {
    clinic = await editedClinic(db())
    ;({ places: clinic.places } = await db()
      .selectFrom('clinic_booking_rules')
      .select('places')
      .where('clinic_id', '=', clinic.id)
      .executeTakeFirstOrThrow())
    expect(clinic.places).toBeGreaterThanOrEqual(2)
  }, 60_000)

  it('sets lead time and horizon, returns before and after, and patients see them', async () => {
    const outcome = await updateBookingRules(context(), { clinicId: clinic.id, places: clinic.places, leadTimeHours: 72, horizonDays: 10 })
    expect(outcome).toEqual({
      ok: true,
      before: { places: clinic.places, leadTimeHours: 24, horizonDays: 90 },
      after: { places: clinic.places, leadTimeHours: 72, horizonDays: 10 },
    })
    const earliest = DateTime.fromJSDate(NOW).plus({ hours: 72 })
    const monday = await freeHours(db(), clinic.slug, '2026-11-23')
    expect(monday.every((startsAt) => DateTime.fromISO(startsAt) >= earliest)).toBe(true)
    const beyond = await getAvailability(db(), {
      serviceSlug: SERVICE,
      clinicSlug: clinic.slug,
      from: '2026-12-01',
      to: '2026-12-01',
      locale: 'en',
      now: NOW,
    })
    expect(beyond!.days).toEqual([])
    expect((await updateBookingRules(context(), { clinicId: clinic.id, places: clinic.places, leadTimeHours: 24, horizonDays: 90 })).ok).toBe(true)
  })

  it('refuses fewer places while an appointment holds a place that would go, listing it', async () => {
    const [hour] = await freeHours(db(), clinic.slug, '2026-11-25')
    await bookedHour(db(), clinic.slug, hour!) // place 1: stays within one place
    const second = await bookedHour(db(), clinic.slug, hour!)
    const refused = await updateBookingRules(context(), { clinicId: clinic.id, places: 1, leadTimeHours: 24, horizonDays: 90 })
    expect(refused).toMatchObject({
      ok: false,
      code: 'schedule_conflicts',
      appointments: [{ id: second.appointmentId, status: 'confirmed', reason: 'over_places' }],
    })
    expect((await updateBookingRules(context(), { clinicId: clinic.id, places: 2, leadTimeHours: 24, horizonDays: 90 })).ok).toBe(true)
  })

  it('refuses an unknown clinic', async () => {
    expect(await updateBookingRules(context(), { clinicId: 987_654, places: 2, leadTimeHours: 24, horizonDays: 90 })).toEqual({
      ok: false,
      code: 'clinic_not_found',
    })
  })

  it('clinic staff of another clinic are refused it (clinic_not_found) and nothing changes', async () => {
    const before = await clinicAvailabilityRows(db(), clinic.id)
    const elsewhere = staffActionContext(db(), 'clinic_staff', { clinicIds: [clinic.id + 1], now: NOW })
    expect(await updateBookingRules(elsewhere, { clinicId: clinic.id, places: clinic.places + 1, leadTimeHours: 12, horizonDays: 30 })).toEqual({
      ok: false,
      code: 'clinic_not_found',
    })
    expect(await clinicAvailabilityRows(db(), clinic.id)).toEqual(before)
  })

  it('without "availability.manage" (no door passed) it throws PermissionDenied and changes nothing', async () => {
    const before = await clinicAvailabilityRows(db(), clinic.id)
    await expect(
      updateBookingRules(testActionContext(db(), { now: NOW }), {
        clinicId: clinic.id,
        places: clinic.places + 1,
        leadTimeHours: 12,
        horizonDays: 30,
      }),
    ).rejects.toBeInstanceOf(PermissionDenied)
    expect(await clinicAvailabilityRows(db(), clinic.id)).toEqual(before)
  })
})
