import { requirePatientSession } from '~/accounts/patient-session.server'
import { attachmentResponse, openPatientAttachment } from '~/conversations/attachment-download.server'
import { database } from '~/db/db.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { parseId } from '~/http/params'
import type { Route } from './+types/account-care-team-attachment'

/** A file of the signed-in patient's own conversation (never of a staff note); anyone else's is simply not found. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const session = requirePatientSession(context, url)
  const attachmentId = parseId(params.attachmentId)
  invariantParam(attachmentId, url)
  const file = await openPatientAttachment(database(), { patientId: session.user.id, attachmentId })
  if (!file) notFound(url, 'unmatched')
  return attachmentResponse(file)
}
