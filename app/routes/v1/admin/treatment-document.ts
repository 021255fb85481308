import { adminDocumentHandler, adminRemoveDocumentHandler } from '~/api-v1/admin-document-handlers.server'
import { staffDeleteOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/treatment-document'

export const loader = (args: Route.LoaderArgs) => adminDocumentHandler(args)
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'DELETE' ? adminRemoveDocumentHandler(args) : staffDeleteOnly(args, 'documents.manage')
