import { confirmHandler } from '~/api-v1/contact-handlers.server'
import { methodNotAllowed } from '~/api-v1/route.server'
import { database } from '~/db/db.server'
import type { Route } from './+types/newsletter-confirm'

export function loader({ request, url }: Route.LoaderArgs) {
  return confirmHandler(database(), request, url)
}
export const action = methodNotAllowed
