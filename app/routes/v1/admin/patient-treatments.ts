import { adminCreateTreatmentHandler } from '~/api-v1/admin-care-handlers.server'
import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/patient-treatments'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'treatment_plans.manage')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminCreateTreatmentHandler(args) : staffPostOnly(args, 'treatment_plans.manage')
