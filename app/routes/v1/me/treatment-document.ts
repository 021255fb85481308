import { myTreatmentDocumentHandler } from '~/api-v1/me-handlers.server'
import { methodNotAllowed } from '~/api-v1/route.server'
import { database } from '~/db/db.server'
import type { Route } from './+types/treatment-document'

export function loader({ context, params }: Route.LoaderArgs) {
  return myTreatmentDocumentHandler(database(), context, params)
}
export const action = methodNotAllowed
