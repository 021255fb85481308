import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import { adminNoteHandler } from '~/api-v1/conversation-handlers.server'
import type { Route } from './+types/conversation-notes'

export const loader = (args: Route.LoaderArgs) => staffPostOnly(args, 'conversations.note')
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminNoteHandler(args) : staffPostOnly(args, 'conversations.note')
