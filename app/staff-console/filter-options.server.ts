import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'

/** Every service by name in `locale`, for the console's filters. */
export function serviceOptions(db: Kysely<Database>, locale: Locale) {
  return db.selectFrom('services_translations').select(['owner_id as id', 'name']).where('locale', '=', locale).orderBy('name').execute()
}
