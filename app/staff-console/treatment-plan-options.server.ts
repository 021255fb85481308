import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { clinicsInScope, type ClinicScope } from '~/access/clinic-scope.server'
import { serviceOptions } from './filter-options.server'

/** What a treatment plan form offers: services, the clinics in scope, and their specialists. */
export async function treatmentPlanOptions(db: Kysely<Database>, scope: ClinicScope, locale: Locale) {
  const [services, clinics] = await Promise.all([serviceOptions(db, locale), clinicsInScope(db, scope)])
  const specialists =
    clinics.length === 0
      ? []
      : await db
          .selectFrom('specialists')
          .select(['id', 'name', 'clinic_id as clinicId'])
          .where(
            'clinic_id',
            'in',
            clinics.map((clinic) => clinic.id),
          )
          .orderBy('name')
          .execute()
  return { services, clinics: clinics.map(({ id, name }) => ({ id, name })), specialists }
}
export type TreatmentPlanOptions = Awaited<ReturnType<typeof treatmentPlanOptions>>
