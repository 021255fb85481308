import type { Stripe, StripeElements } from '@stripe/stripe-js'
import { useEffect, useRef, useState, type FormEvent } from 'react'
import { useLocale, useTranslations } from 'use-intl'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'

/*
 * Stripe mode: Stripe's Payment Element collects the card in Stripe's own
 * frame (card data never reaches our server). Stripe.js is fetched from
 * js.stripe.com only on this page and only in Stripe mode; the module that
 * loads it is imported on demand so test mode ships none of it. After the
 * payment Stripe sends the patient to `returnUrl`; the signed webhook, not
 * that redirect, confirms the appointment.
 */
export function StripePaymentForm({
  publishableKey,
  clientSecret,
  returnUrl,
  payLabel,
}: {
  publishableKey: string
  clientSecret: string
  returnUrl: string
  payLabel: string
}) {
  const t = useTranslations('booking')
  const locale = useLocale()
  const mountPoint = useRef<HTMLDivElement>(null)
  const stripe = useRef<{ stripe: Stripe; elements: StripeElements } | null>(null)
  const [state, setState] = useState<'loading' | 'ready' | 'paying' | 'failed'>('loading')
  const [error, setError] = useState<string | null>(null)

  useEffect(() => {
    let cancelled = false
    void (async () => {
      try {
        const { loadStripe } = await import('@stripe/stripe-js')
        const instance = await loadStripe(publishableKey, { locale: locale === 'es' ? 'es' : 'en' })
        if (!instance || cancelled || !mountPoint.current) throw new Error('Stripe.js did not load')
        const elements = instance.elements({
          clientSecret,
          appearance: { theme: document.documentElement.classList.contains('dark') ? 'night' : 'stripe' },
        })
        const element = elements.create('payment', { layout: 'tabs' })
        element.on('ready', () => !cancelled && setState('ready'))
        element.mount(mountPoint.current)
        stripe.current = { stripe: instance, elements }
      } catch {
        if (!cancelled) setState('failed')
      }
    })()
    return () => {
      cancelled = true
    }
  }, [publishableKey, clientSecret, locale])

  async function pay(event: FormEvent) {
    event.preventDefault()
    if (!stripe.current || state === 'paying') return
    setState('paying')
    setError(null)
    const { error: failure } = await stripe.current.stripe.confirmPayment({
      elements: stripe.current.elements,
      confirmParams: { return_url: new URL(returnUrl, window.location.href).toString() },
    })
    // Only reached when the payment did not go through (success leaves the page).
    setError(failure.message ?? t('declined.processing_error'))
    setState('ready')
  }

  return (
    <form onSubmit={pay} className="mt-6 grid gap-4">
      <noscript>
        <p role="alert" className="rounded-xl border border-warning/50 bg-warning/10 p-4">
          {t('stripe_needs_js')}
        </p>
      </noscript>
      {state === 'loading' && (
        <p role="status" className="text-ink-muted">
          {t('stripe_loading')}
        </p>
      )}
      {state === 'failed' && (
        <p role="alert" className="rounded-xl border border-alert/50 bg-alert/10 p-4">
          {t('stripe_unavailable')}
        </p>
      )}
      <div ref={mountPoint} />
      {error && (
        <p role="alert" className="text-sm font-medium text-alert dark:text-red-400">
          {error}
        </p>
      )}
      <button type="submit" className={`justify-self-start ${buttonStyles.solid}`} disabled={state !== 'ready'}>
        <Icon name="lucide:lock" />
        {payLabel}
      </button>
    </form>
  )
}
