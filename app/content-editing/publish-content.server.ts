import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse } from '~/errors/outcomes'
import { finished, type Published } from './content-record-store.server'
import { draftToPublish, publishRow, type PublishInput } from './content-publishing.server'
import { contentKind } from './kinds'

/**
 * Publishes a record now: the editor's document (saved first, when given) or
 * its stored draft, complete in both languages, goes onto the public site in
 * one transaction (content-publishing.server.ts).
 */
export async function publishContent(context: ActionContext, input: PublishInput): Promise<Published> {
  staffCaller(context, 'content.edit')
  const kind = contentKind(input.kind)
  if (!kind) return refuse('content_not_found')
  return context.db.transaction().execute(async (trx) => {
    const ready = await draftToPublish(trx, context, kind, input)
    if (!ready.ok) return ready
    await publishRow(trx, context, kind, ready.row, ready.document, 'content.publish')
    return finished(trx, ready.row.id)
  })
}
