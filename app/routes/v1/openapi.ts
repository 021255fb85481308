import { openApiDocument } from '~/api-v1/openapi.server'
import { json } from '~/api-v1/respond.server'
import { env } from '~/config/env.server'
import type { Route } from './+types/openapi'

export function loader({ request }: Route.LoaderArgs) {
  return json(request, openApiDocument(env().PUBLIC_BASE_URL))
}
