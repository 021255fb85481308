import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'
import { finished, type Published } from './content-record-store.server'
import { draftToPublish, type PublishInput } from './content-publishing.server'
import { contentKind } from './kinds'

/** Publishing later: the record keeps its draft, checked complete now, and the scheduler publishes it when due. */
export async function scheduleContent(context: ActionContext, input: PublishInput & { at: Date }): Promise<Published> {
  staffCaller(context, 'content.edit')
  const kind = contentKind(input.kind)
  if (!kind) return refuse('content_not_found')
  if (input.at.getTime() <= context.now.getTime()) return refuse('content_schedule_past', { field: 'publishAt' })
  return context.db.transaction().execute(async (trx) => {
    const ready = await draftToPublish(trx, context, kind, input)
    if (!ready.ok) return ready
    // The document to publish is frozen as the draft (a record that had none gets the live one).
    await trx
      .updateTable('content_records')
      .set({ status: 'scheduled', scheduled_at: input.at.toISOString(), draft: JSON.stringify(ready.document), version: ready.row.version + 1 })
      .where('id', '=', ready.row.id)
      .execute()
    await recordAudit(trx, context, {
      action: 'content.schedule',
      entityType: kind.kind,
      entityId: ready.row.id,
      before: { status: ready.row.status },
      after: { status: 'scheduled', scheduledAt: input.at.toISOString() },
    })
    return finished(trx, ready.row.id)
  })
}
