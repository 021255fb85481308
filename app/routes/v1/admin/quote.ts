import { apiDoor } from '~/api-v1/admin-handlers.server'
import { adminQuoteHandler, adminSaveQuoteHandler } from '~/api-v1/quote-handlers.server'
import { translatedProblem } from '~/http/problem.server'
import type { Route } from './+types/quote'

export const loader = (args: Route.LoaderArgs) => adminQuoteHandler(args)

/** PUT saves the draft; any other write, past the door, is 405. */
export async function action(args: Route.ActionArgs) {
  if (args.request.method === 'PUT') return adminSaveQuoteHandler(args)
  const { acting } = await apiDoor(args, 'quotes.manage')
  return translatedProblem(405, acting.locale, 'errors.api.get_or_put', { headers: { Allow: 'GET, HEAD, PUT' } })
}
