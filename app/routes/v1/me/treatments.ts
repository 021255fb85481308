import { myTreatmentsHandler } from '~/api-v1/me-handlers.server'
import { methodNotAllowed } from '~/api-v1/route.server'
import { database } from '~/db/db.server'
import type { Route } from './+types/treatments'

export function loader({ url, context }: Route.LoaderArgs) {
  return myTreatmentsHandler(database(), url, context)
}
export const action = methodNotAllowed
