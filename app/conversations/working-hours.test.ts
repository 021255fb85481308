import { describe, expect, it } from 'vitest'
import { businessHoursFromSettings } from './business-hours.server'
import {
  instantAfterWorkingTime,
  instantBeforeWorkingTime,
  networkWeek,
  parseHourRanges,
  workingMillisecondsBetween,
  type BusinessHours,
} from './working-hours'

const HOUR = 3_600_000
const at = (iso: string) => new Date(iso)
const hoursBetween = (hours: BusinessHours, from: string, to: string) => workingMillisecondsBetween(hours, at(from), at(to)) / HOUR

// The network's defaults: weekdays 08:00–18:00, Saturday 09:00–13:00, Sunday closed.
const ranges = (text: string) => parseHourRanges(text)!
const bogota = networkWeek('America/Bogota', ranges('08:00–18:00'), ranges('09:00–13:00'))
const madrid = networkWeek('Europe/Madrid', ranges('08:00–18:00'), ranges('09:00–13:00'))

describe('reading business hours', () => {
  it('reads ranges with an en dash, a hyphen, words, a.m./p.m., and several a day', () => {
    expect(parseHourRanges('08:00–18:00')).toEqual([{ opens: 480, closes: 1080 }])
    expect(parseHourRanges(' 9:00 - 13:30 ')).toEqual([{ opens: 540, closes: 810 }])
    expect(parseHourRanges('8 a.m. to 6 p.m.')).toEqual([{ opens: 480, closes: 1080 }])
    expect(parseHourRanges('9 a 13')).toEqual([{ opens: 540, closes: 780 }])
    expect(parseHourRanges('14:00–18:00; 08:00–12:00')).toEqual([
      { opens: 480, closes: 720 },
      { opens: 840, closes: 1080 },
    ])
    expect(parseHourRanges('18:00–24:00')).toEqual([{ opens: 1080, closes: 1440 }])
    expect(parseHourRanges('18:00–00:00')).toEqual([{ opens: 1080, closes: 1440 }])
  })

  it('empty or "closed" is closed; what cannot be read is undefined', () => {
    expect(parseHourRanges('')).toEqual([])
    expect(parseHourRanges('Cerrado')).toEqual([])
    expect(parseHourRanges('by appointment')).toBeUndefined()
    expect(parseHourRanges('18:00–08:00')).toBeUndefined()
    expect(parseHourRanges('08:75–18:00')).toBeUndefined()
    expect(parseHourRanges('25:00–26:00')).toBeUndefined()
  })

  it('from the settings: the stored values in the stored zone, defaults for what is missing or unreadable, Sunday closed', () => {
    expect(businessHoursFromSettings({})).toEqual(bogota)
    const stored = businessHoursFromSettings({
      'general.hours_weekdays': '09:00-17:00',
      'general.hours_saturday': '',
      'general.time_zone': 'Europe/Madrid',
    })
    expect(stored.timeZone).toBe('Europe/Madrid')
    expect(stored.week[1]).toEqual([{ opens: 540, closes: 1020 }])
    expect(stored.week[6]).toEqual([])
    expect(stored.week[7]).toEqual([])
    const unreadable = businessHoursFromSettings({
      'general.hours_weekdays': 'Monday to Friday, mornings',
      'general.hours_saturday': 'sometimes',
      'general.time_zone': 'Mars/Olympus',
    })
    expect(unreadable).toEqual(bogota)
  })
})

describe('working time between two instants', () => {
  it('counts only business hours: a Friday evening message waits 1 working hour until Monday 08:00 in Bogotá, with Saturday between', () => {
    // Friday 12 March 2027, 17:00 in Bogotá (UTC−5) …
    expect(hoursBetween(bogota, '2027-03-12T22:00:00Z', '2027-03-13T13:00:00Z')).toBe(1) // … to Saturday 08:00
    expect(hoursBetween(bogota, '2027-03-12T22:00:00Z', '2027-03-13T16:00:00Z')).toBe(3) // … to Saturday 11:00
    expect(hoursBetween(bogota, '2027-03-12T22:00:00Z', '2027-03-15T13:00:00Z')).toBe(5) // … to Monday 08:00: Sunday closed
    expect(hoursBetween(bogota, '2027-03-12T22:00:00Z', '2027-03-15T15:30:00Z')).toBe(7.5)
  })

  it('three calendar hours over a night are no working time at all, or a little of it', () => {
    // Tuesday 21:00 to Wednesday 00:00 in Bogotá: closed.
    expect(hoursBetween(bogota, '2027-03-17T02:00:00Z', '2027-03-17T05:00:00Z')).toBe(0)
    // Tuesday 17:00 to 20:00: one hour.
    expect(hoursBetween(bogota, '2027-03-16T22:00:00Z', '2027-03-17T01:00:00Z')).toBe(1)
  })

  it('nothing for an empty or reversed span; a whole week is 54 hours', () => {
    expect(hoursBetween(bogota, '2027-03-15T15:00:00Z', '2027-03-15T15:00:00Z')).toBe(0)
    expect(hoursBetween(bogota, '2027-03-15T16:00:00Z', '2027-03-15T15:00:00Z')).toBe(0)
    expect(hoursBetween(bogota, '2027-03-15T05:00:00Z', '2027-03-22T05:00:00Z')).toBe(54)
    expect(hoursBetween(bogota, '2027-03-15T05:00:00Z', '2027-05-24T05:00:00Z')).toBe(540)
  })

  it('follows the wall clock across DST in Madrid: the hours move with the offset', () => {
    // Summer time starts Sunday 28 March 2027. Friday 26th 17:00 CET (16:00Z) to Monday 29th 09:00 CEST (07:00Z):
    // Friday 1 h, Saturday 4 h, Monday 1 h.
    expect(hoursBetween(madrid, '2027-03-26T16:00:00Z', '2027-03-29T07:00:00Z')).toBe(6)
    // Monday 08:00 CEST is 06:00Z (07:00Z in winter).
    expect(hoursBetween(madrid, '2027-03-29T05:00:00Z', '2027-03-29T06:00:00Z')).toBe(0)
    expect(hoursBetween(madrid, '2027-03-29T06:00:00Z', '2027-03-29T07:00:00Z')).toBe(1)
    // Back to winter time on Sunday 31 October 2027: Monday 08:00 CET is 07:00Z.
    expect(hoursBetween(madrid, '2027-11-01T06:00:00Z', '2027-11-01T08:00:00Z')).toBe(1)
  })

  it('a range across a DST change counts the time that passed: a Sunday open all day is 23 or 25 hours', () => {
    const allDay = { opens: 0, closes: 24 * 60 }
    const sundays: BusinessHours = { timeZone: 'Europe/Madrid', week: { 1: [], 2: [], 3: [], 4: [], 5: [], 6: [], 7: [allDay] } }
    expect(hoursBetween(sundays, '2027-03-27T00:00:00Z', '2027-03-29T00:00:00Z')).toBe(23)
    expect(hoursBetween(sundays, '2027-10-30T00:00:00Z', '2027-11-01T00:00:00Z')).toBe(25)
    expect(hoursBetween(sundays, '2027-06-05T00:00:00Z', '2027-06-07T00:00:00Z')).toBe(24)
  })
})

describe('the instant N working hours after or before', () => {
  it('after: Friday 17:00 in Bogotá plus 4 working hours is Saturday 12:00; plus 6 is Monday 09:00', () => {
    expect(instantAfterWorkingTime(bogota, at('2027-03-12T22:00:00Z'), 4 * HOUR)).toEqual(at('2027-03-13T17:00:00Z'))
    expect(instantAfterWorkingTime(bogota, at('2027-03-12T22:00:00Z'), 6 * HOUR)).toEqual(at('2027-03-15T14:00:00Z'))
    // Used up exactly at a closing: that closing, not the next opening.
    expect(instantAfterWorkingTime(bogota, at('2027-03-12T22:00:00Z'), HOUR)).toEqual(at('2027-03-12T23:00:00Z'))
    expect(instantAfterWorkingTime(bogota, at('2027-03-14T15:00:00Z'), 0)).toEqual(at('2027-03-14T15:00:00Z'))
  })

  it('before (the cutoff of a query): Monday 09:00 in Bogotá less 4 working hours is Saturday 10:00', () => {
    expect(instantBeforeWorkingTime(bogota, at('2027-03-15T14:00:00Z'), 4 * HOUR)).toEqual(at('2027-03-13T15:00:00Z'))
    // Used up exactly at an opening (Monday 09:00 less 5 h: Saturday 09:00): the cutoff is the closing before it,
    // since a message of Friday night has waited exactly 5 working hours, not more.
    expect(instantBeforeWorkingTime(bogota, at('2027-03-15T14:00:00Z'), 5 * HOUR)).toEqual(at('2027-03-12T23:00:00Z'))
    // Nothing: any instant before now in open time, or the last closing in closed time.
    expect(instantBeforeWorkingTime(bogota, at('2027-03-15T14:00:00Z'), 0)).toEqual(at('2027-03-15T14:00:00Z'))
    expect(instantBeforeWorkingTime(bogota, at('2027-03-14T20:00:00Z'), 0)).toEqual(at('2027-03-13T18:00:00Z'))
  })

  it('waited more than N working hours ⇔ since < the cutoff, at any instant, in Bogotá and in Madrid', () => {
    // A pseudo-random walk, the same each run.
    let seed = 29
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31
    const start = at('2027-01-01T00:00:00Z').getTime()
    for (const hours of [bogota, madrid]) {
      for (let run = 0; run < 200; run++) {
        const now = new Date(start + Math.floor(random() * 365 * 24) * HOUR + Math.floor(random() * 4) * 15 * 60_000)
        const limit = [0, 1, 4, 5, 13][run % 5]! * HOUR
        const cutoff = instantBeforeWorkingTime(hours, now, limit)!
        expect(workingMillisecondsBetween(hours, cutoff, now)).toBeLessThanOrEqual(limit)
        for (const since of [cutoff.getTime() - 1, cutoff.getTime(), now.getTime() - Math.floor(random() * 96) * 15 * 60_000]) {
          const waited = workingMillisecondsBetween(hours, new Date(since), now)
          expect(waited > limit, `${hours.timeZone} now ${now.toISOString()} since ${new Date(since).toISOString()}`).toBe(since < cutoff.getTime())
        }
        const reached = instantAfterWorkingTime(hours, cutoff, limit)!
        expect(workingMillisecondsBetween(hours, cutoff, reached)).toBe(limit)
      }
    }
  })

  it('a week without business hours never reaches any working time', () => {
    const closed = networkWeek('America/Bogota', [], [])
    expect(instantBeforeWorkingTime(closed, at('2027-03-15T14:00:00Z'), HOUR)).toBeNull()
    expect(instantAfterWorkingTime(closed, at('2027-03-15T14:00:00Z'), HOUR)).toBeNull()
    expect(hoursBetween(closed, '2027-03-15T00:00:00Z', '2027-04-15T00:00:00Z')).toBe(0)
  })
})
