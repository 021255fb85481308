import { paymentHandler } from '~/api-v1/booking-handlers.server'
import { postOnly } from '~/api-v1/route.server'
import { database } from '~/db/db.server'
import type { Route } from './+types/payment'

export const loader = postOnly
export function action({ request, context, params }: Route.ActionArgs) {
  return request.method === 'POST' ? paymentHandler(database(), request, context, params.id) : postOnly({ request })
}
