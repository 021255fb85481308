import { getMeHandler, updateMeHandler } from '~/api-v1/auth-handlers.server'
import { methodNotAllowed } from '~/api-v1/route.server'
import { database } from '~/db/db.server'
import type { Route } from './+types/me'

export function loader({ context }: Route.LoaderArgs) {
  return getMeHandler(database(), context)
}

export function action({ request, context }: Route.ActionArgs) {
  return request.method === 'PATCH' ? updateMeHandler(database(), request, context) : methodNotAllowed({ request })
}
