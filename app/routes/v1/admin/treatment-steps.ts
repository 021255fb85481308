import { adminTreatmentStepHandler } from '~/api-v1/admin-care-handlers.server'
import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/treatment-steps'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'treatment_plans.manage')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminTreatmentStepHandler(args) : staffPostOnly(args, 'treatment_plans.manage')
