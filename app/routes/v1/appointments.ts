import { holdHandler } from '~/api-v1/booking-handlers.server'
import { postOnly } from '~/api-v1/route.server'
import { database } from '~/db/db.server'
import type { Route } from './+types/appointments'

export const loader = postOnly
export function action({ request, context }: Route.ActionArgs) {
  return request.method === 'POST' ? holdHandler(database(), request, context) : postOnly({ request })
}
