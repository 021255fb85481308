import { twoFactorHandler } from '~/api-v1/auth-handlers.server'
import { postOnly } from '~/api-v1/route.server'
import { database } from '~/db/db.server'
import type { Route } from './+types/two-factor'

export const loader = postOnly
export function action({ request, context }: Route.ActionArgs) {
  return request.method === 'POST' ? twoFactorHandler(database(), request, context) : postOnly({ request })
}
