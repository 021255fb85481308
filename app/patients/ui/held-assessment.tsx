import { useFormatter, useTranslations } from 'use-intl'
import type { AppointmentSummary } from '~/patients/appointments.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'

/**
 * An assessment held for the patient while its payment is awaited: no plan
 * exists until it is paid, so the treatments area says what is waiting
 * (instead of "No active treatments"), until when, and where to pay.
 */
export function HeldAssessment({ appointment }: { appointment: AppointmentSummary & { holdExpiresAt: string } }) {
  const t = useTranslations('account')
  const format = useFormatter()
  const zone = { timeZone: appointment.timeZone }
  return (
    <div role="status" className="flex flex-col gap-3 rounded-2xl border border-warning/50 bg-warning/10 p-5 sm:flex-row sm:items-start">
      <Icon name="lucide:clock" className="mt-0.5 size-5 shrink-0" />
      <div className="flex flex-col items-start gap-3">
        <p>
          {t('held_assessment', {
            service: appointment.service.name,
            when: format.dateTime(new Date(appointment.startsAt), { dateStyle: 'full', timeStyle: 'short', ...zone }),
            until: format.dateTime(new Date(appointment.holdExpiresAt), { timeStyle: 'short', ...zone }),
          })}
        </p>
        <LocalizedLink to={`/stripe?appointment=${appointment.id}`} className={buttonStyles.solid}>
          {t('held_assessment_pay')}
        </LocalizedLink>
      </div>
    </div>
  )
}
