import { myTreatmentHandler } from '~/api-v1/me-handlers.server'
import { methodNotAllowed } from '~/api-v1/route.server'
import { database } from '~/db/db.server'
import type { Route } from './+types/treatment'

export function loader({ url, context, params }: Route.LoaderArgs) {
  return myTreatmentHandler(database(), url, context, params.id)
}
export const action = methodNotAllowed
