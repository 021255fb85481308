import { requirePermission } from '~/access/door.server'
import { attachmentResponse, openStaffAttachment } from '~/conversations/attachment-download.server'
import { conversationForStaff } from '~/conversations/conversation-access.server'
import { database } from '~/db/db.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { parseId } from '~/http/params'
import type { Route } from './+types/conversation-attachment'

/** A file of a conversation the caller may open (a message's or a note's); 404 for everyone else. */
export async function loader({ context, url, params }: Route.LoaderArgs) {
  const caller = await requirePermission(context, url, 'conversations.view')
  const [conversationId, attachmentId] = [parseId(params.id), parseId(params.attachmentId)]
  invariantParam(conversationId && attachmentId, url)
  const db = database()
  const file = (await conversationForStaff(db, caller, conversationId)) && (await openStaffAttachment(db, { conversationId, attachmentId }))
  if (!file) notFound(url, 'unmatched')
  return attachmentResponse(file)
}
