import { useEffect, useState } from 'react'
import { redirect, useRevalidator } from 'react-router'
import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { requireSession } from '~/accounts/session-middleware.server'
import { appointmentSummary, loadBookedAppointment } from '~/booking/appointment.server'
import { BookingSteps } from '~/booking/ui/booking-steps'
import { database } from '~/db/db.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { localizePath } from '~/i18n/locales'
import { formatMinorMoney } from '~/i18n/money'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { paymentProvider } from '~/payments/payment-provider.server'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/payment'

/** Step 4: the payment success page (the paid status was set by the provider's result, not by this page). */
export async function loader({ context, url }: Route.LoaderArgs) {
  const session = requireSession(context, url)
  const id = parseId(url.searchParams.get('appointment'))
  invariantParam(id, url)
  const appointment = await loadBookedAppointment(database(), id, session.user.id, pageLocale(context))
  if (!appointment) notFound(url, 'unmatched')
  if (appointment.status !== 'confirmed') {
    // Back from Stripe, the webhook may not have arrived yet: wait for it here rather than trusting the redirect.
    const backFromStripe = paymentProvider().mode === 'stripe' && appointment.status === 'pending_payment' && url.searchParams.has('payment_intent')
    if (backFromStripe) return { processing: true as const, appointment: null }
    throw redirect(`${localizePath('/stripe', pageLocale(context))}?appointment=${appointment.id}`)
  }
  return {
    processing: false as const,
    appointment: { ...appointmentSummary(appointment), email: appointment.patient.email },
  }
}

export default function Payment({ loaderData }: Route.ComponentProps) {
  if (loaderData.processing) return <WaitingForPayment />
  return <PaymentSucceeded appointment={loaderData.appointment} />
}

const SLOW_PAYMENT_MS = 60_000

/** Polls (and, without JavaScript, refreshes) until Stripe's webhook has confirmed the payment. */
function WaitingForPayment() {
  const t = useTranslations('booking')
  const revalidator = useRevalidator()
  const [slow, setSlow] = useState(false)
  useEffect(() => {
    const timer = window.setInterval(() => revalidator.state === 'idle' && void revalidator.revalidate(), 2000)
    return () => window.clearInterval(timer)
  }, [revalidator])
  useEffect(() => {
    // Stripe usually answers in seconds; past a minute, tell the patient they need not wait here.
    const timer = window.setTimeout(() => setSlow(true), SLOW_PAYMENT_MS)
    return () => window.clearTimeout(timer)
  }, [])
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageMeta title={t('processing_title')} />
      <noscript>
        <meta httpEquiv="refresh" content="3" />
      </noscript>
      <BookingSteps current={3} />
      <section className="mt-8 rounded-2xl border border-line bg-surface p-8 text-center">
        <Icon name="lucide:loader-circle" className="mx-auto size-10 animate-spin text-accent motion-reduce:animate-none" />
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('processing_title')}</h1>
        <p role="status" className="mt-3 text-ink-muted">
          {slow ? t('processing_slow') : t('processing')}
        </p>
        {slow && (
          <LocalizedLink to="/account#appointments" className={`mt-6 ${buttonStyles.outline}`}>
            {t('continue_account')}
          </LocalizedLink>
        )}
      </section>
    </div>
  )
}

type PaidAppointment = NonNullable<Extract<Route.ComponentProps['loaderData'], { processing: false }>['appointment']>

function PaymentSucceeded({ appointment }: { appointment: PaidAppointment }) {
  const t = useTranslations('booking')
  const format = useFormatter()
  const amount = formatMinorMoney(appointment.feeMinor, appointment.currency, useLocale())
  const when = format.dateTime(new Date(appointment.startsAt), { dateStyle: 'full', timeStyle: 'short', timeZone: appointment.timeZone })
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageMeta title={t('success_title')} />
      <BookingSteps current={4} />
      <section className="mt-8 rounded-2xl border border-line bg-surface p-8 text-center">
        <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent-soft text-accent">
          <Icon name="lucide:circle-check" className="size-8" />
        </span>
        <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('success_title')}</h1>
        <p role="status" className="mt-3 text-ink-muted">
          {t('success_message', { email: appointment.email })}
        </p>
        <p className="mt-6 font-semibold">
          {t('summary', { service: appointment.serviceName, clinic: appointment.clinicName, destination: appointment.destination })}
        </p>
        <p className="text-ink-muted">{t('when', { date: when })}</p>
        <dl className="mt-6">
          <dt className="text-sm text-ink-muted">{t('total')}</dt>
          <dd className="text-3xl font-bold">{amount}</dd>
        </dl>
        <div className="mt-8 flex flex-wrap justify-center gap-3">
          <LocalizedLink to="/account#appointments" className={buttonStyles.solid}>
            {t('continue_account')}
          </LocalizedLink>
          <a href={`/appointments/${appointment.id}/calendar.ics`} download className={buttonStyles.outline}>
            <Icon name="lucide:calendar" />
            {t('download_ics')}
          </a>
        </div>
      </section>
    </div>
  )
}
