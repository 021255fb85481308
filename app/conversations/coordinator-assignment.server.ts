import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'

/*
 * Who looks after a new patient (issue 29): a coordinator who speaks the
 * patient's language, the least loaded of them (fewest conversations
 * assigned); without one who does, the least loaded of all. Ties go to the
 * longest-serving (lowest id), so the choice is the same on every instance.
 * Disabled accounts are never chosen. Coordinators change it in the console.
 */

/** Whether a staff profile's languages ("en,es") include `locale`. */
const speaks = (languages: string | null | undefined, locale: string) =>
  (languages ?? '')
    .split(',')
    .map((language) => language.trim())
    .includes(locale)

export async function chooseCoordinator(db: Kysely<Database>, patientLocale: string): Promise<number | undefined> {
  const coordinators = await db
    .selectFrom('users')
    .leftJoin('staff_profiles', 'staff_profiles.user_id', 'users.id')
    .select((eb) => [
      'users.id',
      'staff_profiles.languages',
      eb
        .selectFrom('care_conversations')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('care_conversations.coordinator_id', '=', 'users.id')
        .as('load'),
    ])
    .where('users.role', '=', 'coordinator')
    .where('users.disabled_at', 'is', null)
    .execute()
  const ranked = coordinators
    .map((coordinator) => ({ id: coordinator.id, fluent: speaks(coordinator.languages, patientLocale), load: Number(coordinator.load ?? 0) }))
    .sort((a, b) => Number(b.fluent) - Number(a.fluent) || a.load - b.load || a.id - b.id)
  return ranked[0]?.id
}
