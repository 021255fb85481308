import { lazy } from 'react'
import { Form, useNavigation } from 'react-router'
import { useFormatter, useLocale, useTranslations } from 'use-intl'
import type { CancelRefund } from '~/booking/cancellation-policy'
import { formatMinorMoney } from '~/i18n/money'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import type { AppointmentSummary } from '~/patients/appointments.server'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'
import { LazyDialogButton } from '~/ui/lazy-dialog-button'
import { useHydrated } from '~/ui/use-hydrated'

/** The cancel page of an appointment: the dialog's form posts there, and it is the whole flow without JavaScript. */
export const cancelPath = (id: number) => `/account/appointments/${id}/cancel`

/** What cancelling this appointment gives back, said by the real case (never the 48-hour rule for an unpaid hold). */
export function CancelRefundNote({ refund }: { refund: CancelRefund }) {
  const t = useTranslations('account')
  const locale = useLocale()
  if (refund.kind === 'nothing_paid') return <>{t('cancel_nothing_paid')}</>
  const amount = formatMinorMoney(refund.amountMinor, refund.currency, locale)
  return <>{refund.kind === 'full' ? t('cancel_refund', { amount }) : t('cancel_no_refund', { amount })}</>
}

/** "Yes, cancel it": posts to the cancel page, which cancels and returns to the account. */
export function CancelForm({ appointmentId, children }: { appointmentId: number; children?: React.ReactNode }) {
  const t = useTranslations('account')
  const localize = useLocalizePath()
  const navigation = useNavigation()
  return (
    <Form method="post" action={localize(cancelPath(appointmentId))} className="mt-6 flex flex-wrap justify-end gap-3">
      <CsrfInput />
      {children}
      <button type="submit" className={buttonStyles.danger} disabled={navigation.state === 'submitting'}>
        {t('cancel_confirm')}
      </button>
    </Form>
  )
}

const loadCancelDialog = () => import('./cancel-appointment-dialog')
const CancelAppointmentDialog = lazy(() => loadCancelDialog().then((module) => ({ default: module.CancelAppointmentDialog })))

/**
 * "Cancel this appointment": a button opening a confirmation dialog once the
 * page is interactive (its code, React Aria's overlay included, loads on first
 * hover, focus or press: not part of the account's first load); before that
 * (or without JavaScript) a link to the same confirmation as a page of its own.
 */
export function CancelAppointment({ appointment }: { appointment: AppointmentSummary }) {
  const t = useTranslations('account')
  const hydrated = useHydrated()
  const trigger = 'text-sm font-medium text-alert hover:underline dark:text-red-400 cursor-pointer'
  if (!hydrated) {
    return (
      <LocalizedLink to={cancelPath(appointment.id)} className={trigger}>
        {t('cancel')}
      </LocalizedLink>
    )
  }
  return (
    <LazyDialogButton
      load={loadCancelDialog}
      className={trigger}
      label={t('cancel')}
      dialog={(state) => <CancelAppointmentDialog appointment={appointment} {...state} />}
    />
  )
}

/** Which appointment is about to be cancelled: kind, service, clinic and the clinic's time. */
export function CancelSummary({ appointment }: { appointment: AppointmentSummary }) {
  const t = useTranslations('account')
  const format = useFormatter()
  const when = format.dateTime(new Date(appointment.startsAt), { dateStyle: 'full', timeStyle: 'short', timeZone: appointment.timeZone })
  return (
    <p className="mt-3">
      <span className="font-medium">
        {t(`kinds.${appointment.kind}`)} · {appointment.service.name}
      </span>
      <br />
      {appointment.clinic.name}, {appointment.destination.name} · {when}{' '}
      <span className="text-ink-muted">· {t('local_time_note', { zone: appointment.timeZone })}</span>
    </p>
  )
}
