import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { clinicInScope, clinicsInScope, type ClinicScope } from '~/access/clinic-scope.server'
import { serviceOptions } from './filter-options.server'

/**
 * What a treatment plan form offers: services, the clinics in scope, and their specialists with the
 * treatments each performs (the catalogue's service_specialists), so the form lists only those of the
 * chosen clinic who perform the chosen treatment (specialistsFor, treatment-plan-choices.ts).
 */
export async function treatmentPlanOptions(db: Kysely<Database>, scope: ClinicScope, locale: Locale) {
  const [services, clinics] = await Promise.all([serviceOptions(db, locale), clinicsInScope(db, scope)])
  const clinicIds = clinics.map((clinic) => clinic.id)
  const [specialists, performs] =
    clinicIds.length === 0
      ? [[], []]
      : await Promise.all([
          db.selectFrom('specialists').select(['id', 'name', 'clinic_id as clinicId']).where('clinic_id', 'in', clinicIds).orderBy('name').execute(),
          db
            .selectFrom('service_specialists as ss')
            .innerJoin('specialists as sp', 'sp.id', 'ss.specialist_id')
            .select(['ss.specialist_id as specialistId', 'ss.service_id as serviceId'])
            .where('sp.clinic_id', 'in', clinicIds)
            .execute(),
        ])
  return {
    services,
    clinics: clinics.map(({ id, name }) => ({ id, name })),
    specialists: specialists.map((specialist) => ({
      ...specialist,
      serviceIds: performs.filter((row) => row.specialistId === specialist.id).map((row) => row.serviceId),
    })),
  }
}
export type TreatmentPlanOptions = Awaited<ReturnType<typeof treatmentPlanOptions>>

/** The patient's plans (not cancelled) for that treatment at that clinic, oldest first: what a new one would duplicate. */
export async function duplicatePlans(
  db: Kysely<Database>,
  scope: ClinicScope,
  { patientId, serviceId, clinicId }: { patientId: number; serviceId: number; clinicId: number },
  locale: Locale,
) {
  return db
    .selectFrom('treatments as t')
    .innerJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 't.service_id').on('st.locale', '=', locale))
    .innerJoin('clinics as c', 'c.id', 't.clinic_id')
    .select(['t.id', 't.status', 't.started_on as startedOn', 'st.name as service', 'c.name as clinic'])
    .where('t.user_id', '=', patientId)
    .where('t.service_id', '=', serviceId)
    .where('t.clinic_id', '=', clinicId)
    .where('t.status', '!=', 'cancelled')
    .where(clinicInScope('t.clinic_id', scope))
    .orderBy('t.id')
    .execute()
}
export type DuplicatePlan = Awaited<ReturnType<typeof duplicatePlans>>[number]
