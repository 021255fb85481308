import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { DEFAULT_SETTINGS, readSettings } from '~/settings/settings.server'
import { isTimeZone, networkWeek, parseHourRanges, type BusinessHours } from './working-hours'

/*
 * The clinic network's business hours as the settings say them (the ones
 * /contact-us shows: 'general.hours_weekdays', 'general.hours_saturday', read
 * in 'general.time_zone'; Sunday closed). A value the content editor typed in
 * a way that cannot be read falls back to the default, so working time never
 * silently stops (which would hide every waiting conversation), and so do
 * empty weekday hours (the editor requires them); an empty Saturday is a
 * closed one.
 */

const KEYS = { weekdays: 'general.hours_weekdays', saturday: 'general.hours_saturday', timeZone: 'general.time_zone' } as const

const fallbackRanges = (key: string) => parseHourRanges(DEFAULT_SETTINGS[key]!)!

export function businessHoursFromSettings(values: Record<string, string | undefined>): BusinessHours {
  const ranges = (key: string) => {
    const stored = values[key]
    const read = stored === undefined ? undefined : parseHourRanges(stored)
    return read === undefined || (key === KEYS.weekdays && read.length === 0) ? fallbackRanges(key) : read
  }
  const zone = values[KEYS.timeZone]?.trim()
  const timeZone = zone && isTimeZone(zone) ? zone : DEFAULT_SETTINGS[KEYS.timeZone]!
  return networkWeek(timeZone, ranges(KEYS.weekdays), ranges(KEYS.saturday))
}

export async function networkBusinessHours(db: Kysely<Database>): Promise<BusinessHours> {
  return businessHoursFromSettings(await readSettings(db, Object.values(KEYS)))
}
