import { myEditReviewHandler } from '~/api-v1/review-handlers.server'
import { translatedProblem } from '~/http/problem.server'
import { apiLocale } from '~/http/request-scope.server'
import type { Route } from './+types/review'

const patchOnly = ({ request }: { request: Request }) =>
  translatedProblem(405, apiLocale(request), 'errors.api.only_patch', { headers: { Allow: 'PATCH' } })

export const loader = patchOnly
export const action = (args: Route.ActionArgs) => (args.request.method === 'PATCH' ? myEditReviewHandler(args) : patchOnly(args))
