import { requirePermission } from '~/access/door.server'
import { conversationForStaff } from '~/conversations/conversation-access.server'
import { nextVersion, teamVersion } from '~/conversations/conversation-updates.server'
import { database } from '~/db/db.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { parseId } from '~/http/params'
import type { Route } from './+types/conversation-updates'

/** Held until the conversation changes from version `v` (or 20 s pass): the open console page then reloads its data. */
export async function loader({ context, url, params, request }: Route.LoaderArgs) {
  const caller = await requirePermission(context, url, 'conversations.view')
  const id = parseId(params.id)
  invariantParam(id, url)
  if (!(await conversationForStaff(database(), caller, id))) notFound(url, 'unmatched')
  const known = (url.searchParams.get('v') ?? '').slice(0, 60)
  const version = await nextVersion(() => teamVersion(database(), id), known, { signal: request.signal })
  return Response.json({ version }, { headers: { 'Cache-Control': 'no-store' } })
}
