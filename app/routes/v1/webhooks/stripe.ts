import { postOnly } from '~/api-v1/route.server'
import { refusalProblem, translatedProblem } from '~/http/problem.server'
import { apiLocale } from '~/http/request-scope.server'
import { handleStripeWebhook } from '~/booking/stripe-webhook.server'
import { env } from '~/config/env.server'
import { database } from '~/db/db.server'
import type { Route } from './+types/stripe'

export const loader = postOnly

/** POST /v1/webhooks/stripe: Stripe's signed events (only when Stripe is configured). */
export async function action({ request }: Route.ActionArgs) {
  const secret = env().STRIPE_WEBHOOK_SECRET
  const locale = apiLocale(request)
  if (!secret) return translatedProblem(404, locale, 'errors.api.stripe_not_configured')
  if (request.method !== 'POST') return postOnly({ request })
  const outcome = await handleStripeWebhook(database(), await request.text(), request.headers.get('Stripe-Signature') ?? '', secret)
  // Stripe's own reason (English, from its library) goes to the log reader in errors; the detail is ours.
  if (outcome.status === 400) {
    return translatedProblem(400, locale, 'errors.api.stripe_signature', { errors: [{ parameter: 'Stripe-Signature', message: outcome.reason }] })
  }
  // Not recorded this time: any answer but 2xx makes Stripe send the event again later.
  if (outcome.status === 409) return refusalProblem(outcome.refusal, locale)
  return Response.json({ received: true, result: outcome.handled })
}
