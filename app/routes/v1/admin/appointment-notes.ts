import { adminAddNoteHandler, adminNotesHandler } from '~/api-v1/admin-care-handlers.server'
import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/appointment-notes'

export const loader = (args: Route.LoaderArgs) => adminNotesHandler(args)
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminAddNoteHandler(args) : staffPostOnly(args, 'appointments.manage')
