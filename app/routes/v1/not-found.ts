import { problem } from '~/api-v1/respond.server'
import type { Route } from './+types/not-found'

function notFound({ url }: Route.LoaderArgs | Route.ActionArgs) {
  return problem(404, `No API endpoint at ${url.pathname}.`)
}

export const loader = notFound
export const action = notFound
