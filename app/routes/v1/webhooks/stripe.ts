import { postOnly } from '~/api-v1/route.server'
import { problem } from '~/api-v1/respond.server'
import { handleStripeWebhook } from '~/booking/stripe-webhook.server'
import { env } from '~/config/env.server'
import { database } from '~/db/db.server'
import type { Route } from './+types/stripe'

export const loader = postOnly

/** POST /v1/webhooks/stripe: Stripe's signed events (only when Stripe is configured). */
export async function action({ request }: Route.ActionArgs) {
  const secret = env().STRIPE_WEBHOOK_SECRET
  if (!secret) return problem(404, 'Stripe is not configured on this server.')
  if (request.method !== 'POST') return postOnly()
  const outcome = await handleStripeWebhook(database(), await request.text(), request.headers.get('Stripe-Signature') ?? '', secret)
  if (outcome.status === 400) return problem(400, outcome.reason)
  return Response.json({ received: true, result: outcome.handled })
}
