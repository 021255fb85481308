import { Form } from 'react-router'
import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { formatMinorMoney } from '~/i18n/money'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'
import { FREE_CANCELLATION_HOURS } from '~/booking/cancellation-policy'
import type { AppointmentSummary } from '~/patients/appointments.server'
import { Icon } from '~/ui/icon/icon'
import { LocalizedLink } from '~/navigation/localized-link'
import { StatusBadge } from './status-badge'

/** One appointment: what, where, when in the clinic's time; upcoming ones can be cancelled. */
export function AppointmentItem({ appointment, cancellable = false }: { appointment: AppointmentSummary; cancellable?: boolean }) {
  const t = useTranslations('account')
  const format = useFormatter()
  const start = new Date(appointment.startsAt)
  const clinicTime = format.dateTime(start, { dateStyle: 'full', timeStyle: 'short', timeZone: appointment.timeZone })
  return (
    <li className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-5 sm:flex-row sm:items-start sm:justify-between">
      <div className="flex gap-3">
        <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-accent-soft text-accent">
          <Icon name={appointment.kind === 'follow_up' ? 'lucide:stethoscope' : 'lucide:calendar-check'} className="size-5" />
        </span>
        <div>
          <p className="font-semibold">
            {t(`kinds.${appointment.kind}`)} · {appointment.service.name}
          </p>
          <p className="text-sm text-ink-muted">
            {appointment.clinic.name}, {appointment.destination.name}
            {appointment.specialist && ` · ${t('with_specialist', { name: appointment.specialist.name })}`}
          </p>
          <p className="mt-1 text-sm">
            <time dateTime={appointment.startsAt}>{clinicTime}</time>{' '}
            <span className="text-ink-muted">· {t('local_time_note', { zone: appointment.timeZone })}</span>
          </p>
        </div>
      </div>
      <div className="flex flex-col items-start gap-2 sm:items-end">
        <StatusBadge tone={appointment.status === 'cancelled' ? 'muted' : appointment.status === 'confirmed' ? 'accent' : 'neutral'}>
          {t(`appointment_status.${appointment.status}`)}
        </StatusBadge>
        {appointment.status === 'pending_payment' && (
          <LocalizedLink to={`/stripe?appointment=${appointment.id}`} className="text-sm font-medium text-accent hover:underline">
            {t('complete_payment')}
          </LocalizedLink>
        )}
        {cancellable && appointment.status === 'confirmed' && (
          <LocalizedLink to={`/account/appointments/${appointment.id}/reschedule`} className="text-sm font-medium text-accent hover:underline">
            {t('reschedule')}
          </LocalizedLink>
        )}
        {cancellable && <CancelAppointment appointment={appointment} />}
      </div>
    </li>
  )
}

/** A native disclosure asks for confirmation: it works with and without JavaScript. */
function CancelAppointment({ appointment }: { appointment: AppointmentSummary }) {
  const t = useTranslations('account')
  const locale = useLocale()
  const hoursLeft = (new Date(appointment.startsAt).getTime() - Date.now()) / 3_600_000
  const refund =
    appointment.status === 'confirmed' && appointment.feeMinor && appointment.currency && hoursLeft >= FREE_CANCELLATION_HOURS
      ? formatMinorMoney(appointment.feeMinor, appointment.currency, locale)
      : null
  return (
    <details className="group text-sm sm:text-right">
      <summary className="cursor-pointer font-medium text-alert hover:underline dark:text-red-400">{t('cancel')}</summary>
      <Form method="post" className="mt-2 flex flex-col gap-2 sm:items-end">
        <CsrfInput />
        <input type="hidden" name="intent" value="cancel" />
        <input type="hidden" name="appointmentId" value={appointment.id} />
        {appointment.feeMinor ? (
          <p className="max-w-xs text-ink-muted" suppressHydrationWarning>
            {refund ? t('cancel_refund', { amount: refund }) : t('cancel_no_refund')}
          </p>
        ) : null}
        <button type="submit" className={buttonStyles.danger}>
          {t('cancel_confirm')}
        </button>
      </Form>
    </details>
  )
}
