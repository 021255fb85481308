import { newsletterHandler } from '~/api-v1/contact-handlers.server'
import { problem } from '~/api-v1/respond.server'
import { database } from '~/db/db.server'
import type { Route } from './+types/newsletter'

const postOnly = () => problem(405, 'This endpoint only answers POST.', { headers: { Allow: 'POST' } })

export const loader = postOnly
export function action({ request, context }: Route.ActionArgs) {
  return request.method === 'POST' ? newsletterHandler(database(), request, context) : postOnly()
}
