import { adminAttachDocumentHandler, adminDocumentsHandler } from '~/api-v1/admin-document-handlers.server'
import { staffPostOnly } from '~/api-v1/admin-handlers.server'
import type { Route } from './+types/treatment-documents'

export const loader = (args: Route.LoaderArgs) => adminDocumentsHandler(args)
export const action = (args: Route.ActionArgs) =>
  args.request.method === 'POST' ? adminAttachDocumentHandler(args) : staffPostOnly(args, 'documents.manage')
