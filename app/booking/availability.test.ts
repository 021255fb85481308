import { DateTime } from 'luxon'
import { describe, expect, it } from 'vitest'
import { cellKey, computeAvailability, WHOLE_DAY, type ClinicSchedule, type Claims } from './availability'

function madrid(overrides: Partial<ClinicSchedule> = {}): ClinicSchedule {
  return {
    timeZone: 'Europe/Madrid',
    places: 2,
    slotMinutes: 30,
    leadTimeHours: 24,
    horizonDays: 60,
    hours: new Map([
      [
        1,
        [
          { opens: '09:00', closes: '14:00' },
          { opens: '16:00', closes: '19:00' },
        ],
      ],
      [2, [{ opens: '09:00', closes: '14:00' }]],
      [3, [{ opens: '09:00', closes: '14:00' }]],
      [4, [{ opens: '09:00', closes: '14:00' }]],
      [5, [{ opens: '09:00', closes: '14:00' }]],
      [6, [{ opens: '09:00', closes: '11:00' }]],
      [7, [{ opens: '01:00', closes: '04:00' }]], // a night clinic on Sundays, to meet the DST gap
    ]),
    closures: new Map([['2026-12-25', [WHOLE_DAY]]]),
    ...overrides,
  }
}

const now = new Date('2026-10-20T10:00:00Z')

describe('availability', () => {
  it('lists slots in clinic-local time for each opening interval', () => {
    const [monday] = computeAvailability({ schedule: madrid(), durationMinutes: 60, claims: new Map(), from: '2026-10-26', to: '2026-10-26', now })
    expect(monday!.slots.map((slot) => slot.localTime)).toEqual([
      '09:00',
      '09:30',
      '10:00',
      '10:30',
      '11:00',
      '11:30',
      '12:00',
      '12:30',
      '13:00',
      '16:00',
      '16:30',
      '17:00',
      '17:30',
      '18:00',
    ])
    expect(monday!.slots[0]).toMatchObject({ startsAt: '2026-10-26T08:00:00.000Z', endsAt: '2026-10-26T09:00:00.000Z', freePlaces: 2 })
  })

  it('keeps 09:00 local across the end of summer time (its UTC instant moves an hour)', () => {
    const days = computeAvailability({ schedule: madrid(), durationMinutes: 30, claims: new Map(), from: '2026-10-23', to: '2026-10-26', now })
    const firstSlot = (date: string) => days.find((day) => day.date === date)!.slots[0]!.startsAt
    expect(firstSlot('2026-10-23')).toBe('2026-10-23T07:00:00.000Z') // CEST, UTC+2
    expect(firstSlot('2026-10-26')).toBe('2026-10-26T08:00:00.000Z') // CET, UTC+1
  })

  it('skips wall-clock times that do not exist when clocks go forward', () => {
    const [sunday] = computeAvailability({
      schedule: madrid({ leadTimeHours: 0 }),
      durationMinutes: 30,
      claims: new Map(),
      from: '2027-03-28',
      to: '2027-03-28',
      now: new Date('2027-03-01T00:00:00Z'),
    })
    const times = sunday!.slots.map((slot) => slot.localTime)
    expect(times).not.toContain('02:00')
    expect(times).not.toContain('02:30')
    expect(times).toContain('03:00')
    expect(new Set(sunday!.slots.map((slot) => slot.startsAt)).size).toBe(sunday!.slots.length)
  })

  it('says so when a day has no hours: closed days, Sundays without hours, past the horizon', () => {
    const days = computeAvailability({
      schedule: madrid(),
      durationMinutes: 30,
      claims: new Map(),
      from: '2026-12-24',
      to: '2026-12-25',
      now: new Date('2026-12-01T00:00:00Z'),
    })
    expect(days.find((day) => day.date === '2026-12-25')!.slots).toEqual([])
    expect(days.find((day) => day.date === '2026-12-24')!.slots.length).toBeGreaterThan(0)
    const beyond = computeAvailability({ schedule: madrid(), durationMinutes: 30, claims: new Map(), from: '2027-06-01', to: '2027-06-02', now })
    expect(beyond).toEqual([])
  })

  it('respects the minimum lead time', () => {
    const [today] = computeAvailability({
      schedule: madrid({ leadTimeHours: 3 }),
      durationMinutes: 30,
      claims: new Map(),
      from: '2026-10-26',
      to: '2026-10-26',
      now: new Date('2026-10-26T09:10:00Z'), // 10:10 in Madrid
    })
    expect(today!.slots[0]!.localTime).toBe('13:30')
  })

  it('counts places over the whole duration; a full slot disappears', () => {
    const start = DateTime.fromISO('2026-10-26T10:00', { zone: 'Europe/Madrid' })
    const claims: Claims = new Map([
      [cellKey(start), new Set([1])],
      [cellKey(start.plus({ minutes: 30 })), new Set([2])],
    ])
    const [day] = computeAvailability({ schedule: madrid(), durationMinutes: 60, claims, from: '2026-10-26', to: '2026-10-26', now })
    const at = (time: string) => day!.slots.find((slot) => slot.localTime === time)
    // 10:00–11:00 needs one seat free in both cells: seat 1 is taken at 10:00, seat 2 at 10:30.
    expect(at('10:00')).toBeUndefined()
    expect(at('09:30')?.freePlaces).toBe(1)
    expect(at('10:30')?.freePlaces).toBe(1)
    expect(at('11:00')?.freePlaces).toBe(2)
  })

  it('every slot of a year is at its wall-clock time, and only times that exist are offered, in zones with and without daylight saving', () => {
    const allDay = new Map([1, 2, 3, 4, 5, 6, 7].map((weekday) => [weekday, [{ opens: '00:00', closes: '24:00' }]]))
    for (const timeZone of ['Europe/Madrid', 'America/Santiago', 'Australia/Lord_Howe', 'America/Bogota']) {
      const schedule = madrid({ timeZone, hours: allDay, closures: new Map(), leadTimeHours: 0, horizonDays: 400 })
      const from = '2026-01-01'
      const days = computeAvailability({
        schedule,
        durationMinutes: 30,
        claims: new Map(),
        from,
        to: '2026-12-31',
        now: new Date('2025-12-30T00:00:00Z'),
      })
      expect(days).toHaveLength(365)
      // The days a clock changes, and a day a month: the reference below is slow.
      const checked = days.filter((day, index) => {
        const start = DateTime.fromISO(day.date, { zone: timeZone })
        return index % 30 === 0 || start.offset !== start.endOf('day').offset
      })
      expect(checked.length).toBeGreaterThan(12)
      for (const day of checked) {
        const existing = Array.from(
          { length: 48 },
          (_, index) => `${String(Math.floor(index / 2)).padStart(2, '0')}:${index % 2 ? '30' : '00'}`,
        ).filter((time) => DateTime.fromISO(`${day.date}T${time}`, { zone: timeZone }).toFormat('HH:mm') === time)
        expect(
          day.slots.map((slot) => slot.localTime),
          `${timeZone} ${day.date}`,
        ).toEqual(existing)
        for (const slot of day.slots) {
          expect(DateTime.fromISO(slot.startsAt, { zone: timeZone }).toFormat('yyyy-MM-dd HH:mm'), timeZone).toBe(`${day.date} ${slot.localTime}`)
        }
      }
    }
  }, 30_000)
})
