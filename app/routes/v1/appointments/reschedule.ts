import { rescheduleHandler } from '~/api-v1/booking-handlers.server'
import { postOnly } from '~/api-v1/route.server'
import { database } from '~/db/db.server'
import type { Route } from './+types/reschedule'

export const loader = postOnly
export function action({ request, context, params }: Route.ActionArgs) {
  return request.method === 'POST' ? rescheduleHandler(database(), request, context, params.id) : postOnly({ request })
}
