import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect, useState } from 'react'
import { data, Form, redirect, useActionData, useNavigation } from 'react-router'
import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { requireSession } from '~/accounts/session-middleware.server'
import { appointmentSummary, loadBookedAppointment } from '~/booking/appointment.server'
import { holdIsLive } from '~/booking/checkout.server'
import { heldHourCookie, withHeldHour } from '~/booking/held-hour.server'
import { env } from '~/config/env.server'
import { now } from '~/time/clock.server'
import { payInTestMode } from '~/booking/pay-in-test-mode.server'
import { startStripePayment } from '~/booking/start-stripe-payment.server'
import { isFreeCancellation } from '~/booking/cancellation-policy'
import { TestCardSchema } from '~/booking/schemas'
import { BookingSteps } from '~/booking/ui/booking-steps'
import { database } from '~/db/db.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { FormError, TextField } from '~/forms/fields'
import { formFailure, refusalFailure } from '~/forms/form-result.server'
import { actionContext } from '~/accounts/action-context.server'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { formatMinorMoney } from '~/i18n/money'
import { LocalizedLink } from '~/navigation/localized-link'
import { logger } from '~/observability/logger.server'
import { paymentProvider } from '~/payments/payment-provider.server'
import { StripePaymentForm } from '~/payments/ui/stripe-payment-form'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { parseId } from '~/http/params'
import type { Route } from './+types/stripe'

/** The patient paying; signed out meanwhile, sign-in says until when their hour stays held (held-hour.server.ts). */
function requirePayingSession(context: Route.LoaderArgs['context'], request: Request, url: URL) {
  try {
    return requireSession(context, url)
  } catch (thrown) {
    throw withHeldHour(thrown, request, parseId(url.searchParams.get('appointment')), now())
  }
}

/** The payment page's own headers: the held hour's note while the hold is live. */
export function headers({ parentHeaders, loaderHeaders }: Route.HeadersArgs) {
  const headers = new Headers(parentHeaders)
  const note = loaderHeaders.get('Set-Cookie')
  if (note && !headers.getSetCookie().includes(note)) headers.append('Set-Cookie', note)
  return headers
}

/** Step 3: pay the assessment fee while the hold lasts. */
export async function loader({ context, url, request }: Route.LoaderArgs) {
  const session = requirePayingSession(context, request, url)
  const locale = pageLocale(context)
  const id = parseId(url.searchParams.get('appointment'))
  invariantParam(id, url)
  const appointment = await loadBookedAppointment(database(), id, session.user.id, locale)
  if (!appointment) notFound(url, 'unmatched')
  const successUrl = `${localizePath('/payment', locale)}?appointment=${appointment.id}`
  if (appointment.status === 'confirmed') throw redirect(successUrl)
  const live = holdIsLive(appointment, session.sessionId)
  const mode = paymentProvider().mode
  let stripe: { publishableKey: string; clientSecret: string } | null = null
  let stripeUnavailable = false
  if (mode === 'stripe' && live) {
    try {
      const start = await startStripePayment(actionContext(context, locale), {
        userId: session.user.id,
        sessionId: session.sessionId,
        appointmentId: id,
      })
      if (start.ok && start.status === 'confirmed') throw redirect(successUrl)
      if (start.ok && start.status === 'requires_payment') stripe = { publishableKey: start.publishableKey, clientSecret: start.clientSecret }
    } catch (error) {
      if (error instanceof Response) throw error
      // Stripe unreachable or refusing: say so and let the patient retry while the hold lasts.
      logger.error({ err: error, appointmentId: appointment.id }, 'Stripe PaymentIntent could not be created')
      stripeUnavailable = true
    }
  }
  const note =
    live && appointment.holdExpiresAt
      ? heldHourCookie(
          { appointmentId: appointment.id, until: new Date(appointment.holdExpiresAt), timeZone: appointment.timeZone },
          now(),
          env().SECURE_COOKIES,
        )
      : undefined
  return data(
    {
      mode,
      stripe,
      stripeUnavailable,
      successUrl,
      appointment: {
        ...appointmentSummary(appointment),
        holdExpiresAt: appointment.holdExpiresAt,
        // Judged now, on the server: the refund rule is said before paying, plainly when it already bites.
        freeCancellation: isFreeCancellation(appointment.startsAt),
      },
      live,
    },
    note ? { headers: { 'Set-Cookie': note } } : undefined,
  )
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const session = requirePayingSession(context, request, url)
  const locale = pageLocale(context)
  const id = parseId(url.searchParams.get('appointment'))
  invariantParam(id, url)
  // In Stripe mode the card goes to Stripe from the browser, never to this action.
  if (paymentProvider().mode !== 'test') throw new Response('Card payments go through Stripe here.', { status: 405, headers: { Allow: 'GET' } })
  const submission = parseWithZod(await requireFormData(request), { schema: TestCardSchema })
  const hideFields = ['number', 'cvc', 'expiry']
  if (submission.status !== 'success') return formFailure(submission.reply({ hideFields }))
  const paid = await payInTestMode(actionContext(context, locale), {
    userId: session.user.id,
    sessionId: session.sessionId,
    appointmentId: id,
    card: submission.value,
  })
  if (paid.ok) throw redirect(`${localizePath('/payment', locale)}?appointment=${id}`)
  if (paid.code === 'appointment_not_found') notFound(url, 'unmatched')
  // The form has no `card` field (number, expiry, CVC): a refusal of the card is the form's error.
  const { field: _card, ...refusal } = paid
  return refusalFailure(submission, refusal, hideFields)
}

/** Minutes and seconds left on the hold, ticking; `over` once it has run out (the page then says so). */
function useCountdown(until: string | null) {
  const [left, setLeft] = useState(() => (until ? new Date(until).getTime() - Date.now() : 0))
  useEffect(() => {
    if (!until) return
    const timer = window.setInterval(() => setLeft(new Date(until).getTime() - Date.now()), 1000)
    return () => window.clearInterval(timer)
  }, [until])
  const seconds = Math.max(0, Math.floor(left / 1000))
  return { label: `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`, over: until !== null && left <= 0 }
}

export default function Stripe({ loaderData: { appointment, live, mode, stripe, stripeUnavailable, successUrl } }: Route.ComponentProps) {
  const t = useTranslations('booking')
  const format = useFormatter()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const countdown = useCountdown(appointment.holdExpiresAt)
  const [form, fields] = useForm({
    id: 'card',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TestCardSchema }),
  })
  const amount = formatMinorMoney(appointment.feeMinor, appointment.currency, useLocale())
  const when = format.dateTime(new Date(appointment.startsAt), { dateStyle: 'full', timeStyle: 'short', timeZone: appointment.timeZone })
  const expired = !live || countdown.over || actionData?.result?.error?.['']?.includes('booking.hold_expired')
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageMeta title={t('pay_title')} />
      <h1 className="text-3xl font-bold tracking-tight">{t('pay_title')}</h1>
      <BookingSteps current={3} />
      <div className="mt-6 rounded-2xl border border-line bg-surface p-5">
        <p className="font-semibold">
          {t('summary', { service: appointment.serviceName, clinic: appointment.clinicName, destination: appointment.destination })}
        </p>
        <p className="mt-1 text-ink-muted">{t('when', { date: when })}</p>
        <p className="mt-3 text-2xl font-bold">{amount}</p>
        <p className={`mt-3 flex gap-2 text-sm ${appointment.freeCancellation ? 'text-ink-muted' : 'font-medium'}`}>
          <Icon
            name={appointment.freeCancellation ? 'lucide:calendar-check' : 'lucide:triangle-alert'}
            className={`mt-0.5 shrink-0 ${appointment.freeCancellation ? 'text-accent' : 'text-warning'}`}
          />
          {appointment.freeCancellation ? t('refund_rule', { amount }) : t('refund_rule_within', { amount })}
        </p>
      </div>
      {expired ? (
        <div role="alert" className="mt-6 rounded-2xl border border-warning/50 bg-warning/10 p-5">
          <p>{t('hold_expired')}</p>
          <LocalizedLink to="/medical-services" className={`mt-4 ${buttonStyles.outline}`}>
            {t('book_again')}
          </LocalizedLink>
        </div>
      ) : (
        <>
          <p role="timer" aria-live="off" suppressHydrationWarning className="mt-4 flex items-center gap-2 text-sm font-medium">
            <Icon name="lucide:timer" className="text-accent" />
            {t('hold_left', { time: countdown.label })}
          </p>
          {stripeUnavailable ? (
            <div role="alert" className="mt-6 rounded-2xl border border-alert/40 bg-alert/10 p-5">
              <p>{t('stripe_unavailable')}</p>
              <a href={`?appointment=${appointment.id}`} className={`mt-4 ${buttonStyles.outline}`}>
                {t('try_again')}
              </a>
            </div>
          ) : mode === 'stripe' && stripe ? (
            <StripePaymentForm
              publishableKey={stripe.publishableKey}
              clientSecret={stripe.clientSecret}
              returnUrl={successUrl}
              payLabel={t('pay', { amount })}
            />
          ) : (
            <>
              <div className="mt-6 rounded-2xl border-2 border-dashed border-warning bg-warning/10 p-4 text-sm">
                <p className="font-semibold">{t('test_mode')}</p>
                <p className="mt-1">{t('test_mode_hint')}</p>
              </div>
              <Form method="post" {...getFormProps(form)} className="mt-6 grid gap-4" autoComplete="off">
                <CsrfInput />
                <FormError id={form.errorId} errors={form.errors} />
                <TextField meta={fields.name} label={t('card_name')} autoComplete="cc-name" />
                <TextField meta={fields.number} label={t('card_number')} autoComplete="cc-number" />
                <div className="grid grid-cols-2 gap-4">
                  <TextField meta={fields.expiry} label={t('card_expiry')} autoComplete="cc-exp" />
                  <TextField meta={fields.cvc} label={t('card_cvc')} autoComplete="cc-csc" />
                </div>
                <button type="submit" className={`justify-self-start ${buttonStyles.solid}`} disabled={navigation.state === 'submitting'}>
                  <Icon name="lucide:lock" />
                  {t('pay', { amount })}
                </button>
              </Form>
            </>
          )}
        </>
      )}
    </div>
  )
}
