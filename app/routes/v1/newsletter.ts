import { newsletterHandler } from '~/api-v1/contact-handlers.server'
import { postOnly } from '~/api-v1/route.server'
import { database } from '~/db/db.server'
import type { Route } from './+types/newsletter'

export const loader = postOnly
export function action({ request, context }: Route.ActionArgs) {
  return request.method === 'POST' ? newsletterHandler(database(), request, context) : postOnly({ request })
}
