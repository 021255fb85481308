import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordRow, writeDraft, type SaveInput } from './content-record-store.server'
import type { ContentDocument } from './fields'
import { contentKind, issueField, kindSchema } from './kinds'

/**
 * Saves an editor's draft (a new record when it has no id yet), checked at
 * draft strictness and against the version the editor started from; the
 * public site does not change. Audited in the same transaction.
 */
export async function saveDraft(context: ActionContext, input: SaveInput): Promise<Outcome<{ recordId: number; version: number }>> {
  staffCaller(context, 'content.edit')
  const kind = contentKind(input.kind)
  if (!kind) return refuse('content_not_found')
  const parsed = kindSchema(kind, 'draft').safeParse(input.document)
  if (!parsed.success) return refuse('content_invalid', { field: issueField(parsed.error.issues[0]) })
  return context.db.transaction().execute(async (trx) => {
    // A scheduled record's draft is what the scheduler will publish: it stays complete (writeDraft's lock checks the version read here).
    const current = input.recordId === undefined ? undefined : await recordRow(trx, input.recordId)
    if (current?.status === 'scheduled' && current.version === input.version) {
      const complete = kindSchema(kind, 'publish').safeParse(parsed.data)
      if (!complete.success) return refuse('content_scheduled_incomplete', { field: issueField(complete.error.issues[0]) })
    }
    const saved = await writeDraft(trx, context, kind, { ...input, document: parsed.data as ContentDocument })
    return saved.ok ? { ok: true, recordId: saved.row.id, version: saved.row.version } : saved
  })
}
