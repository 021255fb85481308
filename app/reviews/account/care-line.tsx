import { useFormatter, useTranslations } from 'use-intl'
import type { ReviewableCareItem } from '../review-eligibility.server'

/** What some care was: the treatment, where, with whom, when ("LASIK · Clínica Visión Andina · Dr Ruiz · 12 November 2026"). */
export function CareLine({ care }: { care: ReviewableCareItem }) {
  const t = useTranslations('my_reviews')
  const format = useFormatter()
  const date = format.dateTime(new Date(`${care.completedOn}T12:00:00.000Z`), { dateStyle: 'long', timeZone: 'UTC' })
  return (
    <>
      <span className="font-semibold text-ink">{care.service.name}</span>
      <span className="text-ink-muted">
        {' · '}
        {care.clinic.name}
        {care.specialist && ` · ${care.specialist.name}`}
        {' · '}
        {care.appointmentId !== null ? t('appointment_on', { date }) : t('step_on', { date })}
      </span>
    </>
  )
}

/** Where a review of this care is written (locale-neutral). */
export const newReviewPath = (care: Pick<ReviewableCareItem, 'appointmentId' | 'treatmentStepId'>) =>
  care.appointmentId !== null ? `/account/reviews/new?appointment=${care.appointmentId}` : `/account/reviews/new?step=${care.treatmentStepId}`
