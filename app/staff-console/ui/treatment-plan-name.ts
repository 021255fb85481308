import { useFormatter, useTranslations } from 'use-intl'
import { planName, plansApart } from '~/patients/plan-names'

interface ConsolePlan {
  id: number
  startedOn: string
  service: { id: number; name: string }
  clinic: { id: number; name: string }
}

/**
 * Plans' names in the console, told apart as the patient's account tells them (plan-names.ts): given the
 * patient's plans the page shows, a function naming any of them.
 */
export function useTreatmentPlanNames(plans: readonly ConsolePlan[]) {
  const t = useTranslations('console.treatments')
  const format = useFormatter()
  const apart = plansApart(plans.map((plan) => ({ id: plan.id, serviceId: plan.service.id, clinicId: plan.clinic.id, startedOn: plan.startedOn })))
  return (plan: ConsolePlan) =>
    planName(
      {
        service: plan.service.name,
        clinic: plan.clinic.name,
        startedOn: format.dateTime(new Date(`${plan.startedOn}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
        apart: apart.get(plan.id) ?? null,
      },
      { apart: (values) => t('plan_apart', values), number: (values) => t('plan_number', values) },
    )
}
