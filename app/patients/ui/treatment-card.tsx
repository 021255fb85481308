import { useFormatter, useTranslations } from 'use-intl'
import type { TreatmentSummary } from '~/patients/treatments.server'
import { LocalizedLink } from '~/navigation/localized-link'
import type { PlanApart } from '../plan-names'
import { StatusBadge } from './status-badge'
import { usePlanName } from './use-plan-name'

export function useDay() {
  const format = useFormatter()
  return (day: string) => format.dateTime(new Date(`${day}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
}

export function TreatmentCard({ treatment, apart }: { treatment: TreatmentSummary; apart: PlanApart }) {
  const t = useTranslations('account')
  const day = useDay()
  const planName = usePlanName()
  return (
    <article className="relative flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5 hover:border-accent">
      <div className="flex items-start justify-between gap-3">
        <h3 className="font-semibold">
          <LocalizedLink to={`/account/treatments/${treatment.id}`} className="after:absolute after:inset-0">
            {planName({ service: treatment.service.name, clinic: treatment.clinic.name, startedOn: treatment.startedOn, apart })}
          </LocalizedLink>
        </h3>
        <StatusBadge tone={treatment.status === 'active' || treatment.status === 'planned' ? 'accent' : 'neutral'}>
          {t(`treatment_status.${treatment.status}`)}
        </StatusBadge>
      </div>
      <p className="text-sm text-ink-muted">
        {treatment.clinic.name}, {treatment.destination.name} · {t('with_specialist', { name: treatment.specialist.name })}
      </p>
      <p className="text-sm">
        {t('started', { date: day(treatment.startedOn) })}
        {treatment.endedOn && ` · ${t('ended', { date: day(treatment.endedOn) })}`}
      </p>
      <p className="text-sm font-medium text-accent">
        {treatment.nextStep
          ? t('next_step', {
              step: treatment.nextStep.title ?? t(`steps.${treatment.nextStep.kind}` as 'steps.assessment'),
              date: day(treatment.nextStep.scheduledOn),
            })
          : t('no_next_step')}
      </p>
    </article>
  )
}
