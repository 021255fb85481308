import { now } from '~/time/clock.server'
import { useTranslations } from 'use-intl'
import { requireSession } from '~/accounts/session-middleware.server'
import { canCancel, refundOnCancel } from '~/booking/cancellation-policy'
import { cancelAppointment } from '~/booking/cancel.server'
import { database } from '~/db/db.server'
import { refusalMessage } from '~/errors/outcomes'
import { actionContext } from '~/accounts/action-context.server'
import { untypedTranslator } from '~/http/problem.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { formatMinorMoney } from '~/i18n/money'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { getAppointment } from '~/patients/appointments.server'
import { CancelForm, CancelRefundNote, CancelSummary } from '~/patients/ui/cancel-appointment'
import { redirectWithToast } from '~/toast/flash-toast.server'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { parseId } from '~/http/params'
import type { Route } from './+types/account-appointment-cancel'

/*
 * Cancelling an appointment: the confirmation as a page of its own (what the
 * account's dialog shows, for browsers without JavaScript), and the action
 * both post to.
 */

async function ownAppointment(context: Route.LoaderArgs['context'], url: URL, id: string) {
  const session = requireSession(context, url)
  const appointmentId = parseId(id)
  invariantParam(appointmentId, url)
  // Another patient's appointment is simply not found: its existence is not revealed.
  const appointment = await getAppointment(database(), session.user.id, appointmentId, pageLocale(context))
  if (!appointment) notFound(url, 'unmatched')
  return { session, appointment }
}

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { appointment } = await ownAppointment(context, url, params.id)
  const at = now()
  return { appointment, cancellable: canCancel(appointment, at), refund: refundOnCancel(appointment, at) }
}

export async function action({ context, params, url }: Route.ActionArgs) {
  const { session, appointment } = await ownAppointment(context, url, params.id)
  const locale = pageLocale(context)
  const t = untypedTranslator(locale)
  const back = `${localizePath('/account', locale)}#appointments`
  const cancelled = await cancelAppointment(actionContext(context, locale), { userId: session.user.id, appointmentId: appointment.id })
  if (!cancelled.ok) return redirectWithToast(back, { title: t(refusalMessage(cancelled).key), color: 'warning' })
  const { refundedMinor, currency } = cancelled
  const amount = refundedMinor > 0 && currency ? formatMinorMoney(refundedMinor, currency, locale) : null
  return redirectWithToast(back, { title: amount ? t('account.cancelled_refund', { amount }) : t('account.cancelled'), color: 'success' })
}

export default function CancelAppointmentPage({ loaderData: { appointment, cancellable, refund } }: Route.ComponentProps) {
  const t = useTranslations('account')
  return (
    <div className="max-w-2xl">
      <PageMeta title={t('cancel_title')} />
      <LocalizedLink to="/account#appointments" className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
        <Icon name="lucide:arrow-left" />
        {t('back')}
      </LocalizedLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('cancel_title')}</h1>
      <section className="mt-6 rounded-2xl border border-line bg-surface p-6">
        <CancelSummary appointment={appointment} />
        {cancellable ? (
          <>
            <p className="mt-3 text-ink-muted">
              <CancelRefundNote refund={refund} />
            </p>
            <CancelForm appointmentId={appointment.id}>
              <LocalizedLink to="/account#appointments" className={buttonStyles.outline}>
                {t('cancel_keep')}
              </LocalizedLink>
            </CancelForm>
          </>
        ) : (
          <p role="status" className="mt-3 text-ink-muted">
            {t('not_cancellable')}
          </p>
        )}
      </section>
    </div>
  )
}
