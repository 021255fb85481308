import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'

/*
 * The time zones "Publish later" offers. The editor's own zone is the
 * browser's, known only once the page runs; before that (and without
 * JavaScript) the form starts on the clinic network's usual zone: the one
 * most clinics keep their hours in (UTC when there is no clinic yet).
 */

export interface ScheduleZones {
  /** Where the form starts before the browser says its own zone. */
  usual: string
  /** The clinics' zones, the most used first: offered at the top of the list. */
  clinics: string[]
  /** Every zone, alphabetically, UTC included. */
  all: string[]
}

export const FALLBACK_ZONE = 'UTC'

export async function scheduleZones(db: Kysely<Database>): Promise<ScheduleZones> {
  const rows = await db
    .selectFrom('clinics')
    .select(['time_zone', (eb) => eb.fn.countAll<number | string>().as('clinics')])
    .groupBy('time_zone')
    .execute()
  const all = [...new Set([...Intl.supportedValuesOf('timeZone'), FALLBACK_ZONE])].sort()
  const known = new Set(all)
  const clinics = rows
    .filter((row) => known.has(row.time_zone))
    .sort((a, b) => Number(b.clinics) - Number(a.clinics) || a.time_zone.localeCompare(b.time_zone))
    .map((row) => row.time_zone)
  return { usual: clinics[0] ?? FALLBACK_ZONE, clinics, all }
}
