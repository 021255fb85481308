import { requirePatientSession } from '~/accounts/patient-session.server'
import { attachmentResponse } from '~/conversations/attachment-download.server'
import { database } from '~/db/db.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { parseId } from '~/http/params'
import { patientRequestAttachment } from '~/quotes/patient-quotes.server'
import type { Route } from './+types/account-quote-request-attachment'

/** A file the signed-in patient attached to their own quote request, streamed from the conversations store; anyone else's is simply not found. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const session = requirePatientSession(context, url)
  const [requestId, attachmentId] = [parseId(params.id), parseId(params.attachmentId)]
  invariantParam(requestId && attachmentId, url)
  const file = await patientRequestAttachment(database(), { patientId: session.user.id, requestId, attachmentId })
  if (!file) notFound(url, 'unmatched')
  return attachmentResponse(file)
}
