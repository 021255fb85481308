import { describe, expect, it } from 'vitest'
import { BookingRulesSchema, ClinicClosureSchema, ClinicHoursSchema, offGridField } from './clinic-availability-schemas'

const errors = (result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) =>
  result.error?.issues.map((issue) => [issue.path.join('.'), issue.message]) ?? []

describe('availability forms', () => {
  it('weekly hours: several ranges a day, in order, none overlapping, times as HH:MM (24:00 may close)', () => {
    const ranges = [
      { weekday: 1, opens: '09:00', closes: '13:00' },
      { weekday: 1, opens: '15:00', closes: '24:00' },
      { weekday: 2, opens: '09:00', closes: '13:00' },
    ]
    expect(ClinicHoursSchema.safeParse({ clinicId: '3', ranges }).success).toBe(true)
    expect(
      errors(
        ClinicHoursSchema.safeParse({
          clinicId: 3,
          ranges: [
            { weekday: 1, opens: '09:00', closes: '13:00' },
            { weekday: 1, opens: '9:00', closes: '25:00' },
          ],
        }),
      ),
    ).toEqual([
      ['ranges.1.opens', 'clinic_availability.errors.time_format'],
      ['ranges.1.closes', 'clinic_availability.errors.time_format'],
    ])
    expect(
      errors(
        ClinicHoursSchema.safeParse({
          clinicId: 3,
          ranges: [
            { weekday: 1, opens: '09:00', closes: '13:00' },
            { weekday: 1, opens: '12:30', closes: '14:00' },
            { weekday: 2, opens: '13:00', closes: '09:00' },
          ],
        }),
      ),
    ).toEqual([
      ['ranges.1.opens', 'clinic_availability.errors.ranges_overlap'],
      ['ranges.2.closes', 'clinic_availability.errors.closes_before_opens'],
    ])
  })

  it('names the first time off the slot grid', () => {
    const ranges = [
      { weekday: 1, opens: '09:00', closes: '13:00' },
      { weekday: 2, opens: '09:00', closes: '12:45' },
    ]
    expect(offGridField(ranges, 30)).toBe('ranges[1].closes')
    expect(offGridField(ranges, 15)).toBeUndefined()
  })

  it('closures: a whole day, or part of one with both ends in order', () => {
    expect(ClinicClosureSchema.safeParse({ clinicId: 3, date: '2026-12-24' }).success).toBe(true)
    expect(ClinicClosureSchema.safeParse({ clinicId: 3, date: '2026-12-24', starts: '14:00', ends: '24:00' }).success).toBe(true)
    expect(errors(ClinicClosureSchema.safeParse({ clinicId: 3, date: '2026-12-24', starts: '14:00' }))).toEqual([
      ['ends', 'clinic_availability.errors.partial_day_needs_both'],
    ])
    expect(errors(ClinicClosureSchema.safeParse({ clinicId: 3, date: '2026-12-24', starts: '14:00', ends: '13:00' }))).toEqual([
      ['ends', 'clinic_availability.errors.closes_before_opens'],
    ])
    expect(errors(ClinicClosureSchema.safeParse({ clinicId: 3, date: '2026-02-30' }))).toEqual([['date', 'clinic_availability.errors.date_format']])
  })

  it('rules: at least one place, lead time and horizon within bounds, the horizon beyond the lead time', () => {
    expect(BookingRulesSchema.safeParse({ clinicId: 3, places: '2', leadTimeHours: '24', horizonDays: '90' }).success).toBe(true)
    expect(errors(BookingRulesSchema.safeParse({ clinicId: 3, places: 0, leadTimeHours: 24, horizonDays: 9999 }))).toEqual([
      ['places', 'clinic_availability.errors.at_least?min=1'],
      ['horizonDays', 'clinic_availability.errors.at_most?max=730'],
    ])
    expect(errors(BookingRulesSchema.safeParse({ clinicId: 3, places: 1.5, leadTimeHours: 24, horizonDays: 90 }))).toEqual([
      ['places', 'clinic_availability.errors.whole_number'],
    ])
    expect(errors(BookingRulesSchema.safeParse({ clinicId: 3, places: 2, leadTimeHours: 72, horizonDays: 2 }))).toEqual([
      ['horizonDays', 'clinic_availability.errors.horizon_within_lead_time'],
    ])
  })
})
