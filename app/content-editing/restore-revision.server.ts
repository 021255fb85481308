import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse } from '~/errors/outcomes'
import { finished, lockedRecord, writeDraft, type Published } from './content-record-store.server'
import { draftToPublish, publishRow } from './content-publishing.server'
import { getRevision } from './content-revisions.server'
import { contentKind } from './kinds'

/**
 * Restoring an old revision makes it the newest: published again at once when
 * the record is live (a new revision), else put back as the draft.
 */
export async function restoreRevision(
  context: ActionContext,
  input: { kind: string; recordId: number; version: number; revisionId: number },
): Promise<Published> {
  staffCaller(context, 'content.edit')
  const document = await getRevision(context.db, input.recordId, input.revisionId)
  if (!document) return refuse('content_not_found')
  const kind = contentKind(input.kind)
  if (!kind) return refuse('content_not_found')
  return context.db.transaction().execute(async (trx) => {
    const locked = await lockedRecord(trx, kind.kind, input.recordId, input.version)
    if (!locked.ok) return locked
    if (locked.row.status !== 'published') {
      const saved = await writeDraft(trx, context, kind, { ...input, document })
      return saved.ok ? finished(trx, saved.row.id) : saved
    }
    const ready = await draftToPublish(trx, context, kind, { ...input, document })
    if (!ready.ok) return ready
    await publishRow(trx, context, kind, ready.row, ready.document, 'content.restore')
    return finished(trx, ready.row.id)
  })
}
