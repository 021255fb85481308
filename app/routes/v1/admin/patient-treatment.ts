import { adminTreatmentHandler, adminUpdateTreatmentHandler } from '~/api-v1/admin-care-handlers.server'
import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/patient-treatment'

export const loader = (args: Route.LoaderArgs) => adminTreatmentHandler(args)
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminUpdateTreatmentHandler(args) : staffPostOnly(args, 'treatment_plans.manage')
