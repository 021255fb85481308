import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse } from '~/errors/outcomes'
import { rebuildSearchIndex } from '~/search/search-index.server'
import { recordAudit } from '~/staff/audit.server'
import { adapterOf } from './adapters/registry.server'
import { finished, lockedRecord, statusBeforeSchedule, type Published, type RecordStatus } from './content-record-store.server'
import { bumpContentVersion } from './content-version.server'
import { contentKind } from './kinds'

/** Takes a record off the public site (its page answers 404, search forgets it), or cancels its schedule. */
export async function unpublishContent(context: ActionContext, input: { kind: string; recordId: number; version: number }): Promise<Published> {
  staffCaller(context, 'content.edit')
  const kind = contentKind(input.kind)
  if (!kind) return refuse('content_not_found')
  return context.db.transaction().execute(async (trx) => {
    const locked = await lockedRecord(trx, kind.kind, input.recordId, input.version)
    if (!locked.ok) return locked
    const row = locked.row
    const adapter = adapterOf(kind.kind)
    let status: RecordStatus = 'unpublished'
    if (row.status === 'scheduled') {
      status = await statusBeforeSchedule(trx, row)
    } else if (row.ref_id === null || row.status !== 'published' || kind.fixedSet || !adapter.table) {
      // The fixed pages and the settings stay on the site: they are corrected, never taken off.
      return refuse('content_not_published')
    } else {
      await trx.updateTable(adapter.table).set({ published: 0 }).where('id', '=', row.ref_id).execute()
      await rebuildSearchIndex(trx, adapter.searchKinds)
      await bumpContentVersion(trx, context.now)
    }
    await trx
      .updateTable('content_records')
      .set({
        status,
        scheduled_at: null,
        version: row.version + 1,
        edited: 1,
        updated_at: context.now.toISOString(),
        updated_by: context.session?.user.id ?? null,
      })
      .where('id', '=', row.id)
      .execute()
    await recordAudit(trx, context, {
      action: row.status === 'scheduled' ? 'content.cancel_schedule' : 'content.unpublish',
      entityType: kind.kind,
      entityId: row.id,
      before: { status: row.status },
      after: { status },
    })
    return finished(trx, row.id)
  })
}
