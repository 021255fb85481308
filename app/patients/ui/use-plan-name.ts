import { useFormatter, useTranslations } from 'use-intl'
import { planName, type PlanApart } from '../plan-names'

/** A plan's name on the patient's pages: the treatment's, or apart from its namesakes (plan-names.ts). */
export function usePlanName() {
  const t = useTranslations('account')
  const format = useFormatter()
  return (plan: { service: string; clinic: string; startedOn: string; apart: PlanApart }) =>
    planName(
      { ...plan, startedOn: format.dateTime(new Date(`${plan.startedOn}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }) },
      { apart: (values) => t('plan_apart', values), number: (values) => t('plan_number', values) },
    )
}
