import type { ActionContext } from '~/accounts/action-context.server'
import { toDate } from '~/db/dialect.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { locales } from '~/i18n/locales'
import { rebuildSearchIndex } from '~/search/search-index.server'
import { recordAudit } from '~/staff/audit.server'
import { adapterOf, writeLive } from './adapters/registry.server'
import { currentDocument, liveDocument, lockedRecord, titleOf, writeDraft, type RecordRow, type Trx } from './content-record-store.server'
import { bumpContentVersion } from './content-version.server'
import { changedFields } from './document-diff'
import type { ContentDocument, LocalizedValue } from './fields'
import { issueField, kindSchema, type ContentKind } from './kinds'

/*
 * Publishing a record's document, shared by publishing now, the scheduler,
 * and restoring a revision of a live record: the document written into the
 * live tables, a revision kept, the old slugs redirected, the search index
 * and the content version stamp (page caches) brought along, and the audit
 * entry, in the caller's transaction.
 */

export interface PublishInput {
  kind: string
  recordId?: number
  version: number
  /** The editor's document, saved first; absent to publish the stored draft as it is. */
  document?: ContentDocument
}

/** Redirects from the slugs a record leaves behind; a slug taken again stops redirecting. */
async function keepOldSlugs(trx: Trx, kind: ContentKind, refId: number, before: ContentDocument | undefined, after: ContentDocument) {
  if (!kind.slugField) return
  const old = before?.[kind.slugField] as LocalizedValue<string> | undefined
  const next = after[kind.slugField] as LocalizedValue<string>
  for (const locale of locales) {
    await trx.deleteFrom('slug_redirects').where('kind', '=', kind.kind).where('locale', '=', locale).where('slug', '=', next[locale]).execute()
    const previous = old?.[locale]
    if (!previous || previous === next[locale]) continue
    await trx
      .insertInto('slug_redirects')
      .values({ kind: kind.kind, locale, slug: previous, ref_id: refId })
      .onConflict((conflict) => conflict.columns(['kind', 'locale', 'slug']).doUpdateSet({ ref_id: refId }))
      .execute()
  }
}

/**
 * A record that was live before anyone edited it (seeded, or from before
 * content editing) gets its original as the first revision, so the history
 * can always go back to it.
 */
async function keepOriginal(trx: Trx, row: RecordRow, live: ContentDocument | undefined) {
  if (!live) return
  const kept = await trx.selectFrom('content_revisions').select('id').where('record_id', '=', row.id).executeTakeFirst()
  if (kept) return
  await trx
    .insertInto('content_revisions')
    .values({ record_id: row.id, document: JSON.stringify(live), published_at: toDate(row.updated_at).toISOString(), published_by: null })
    .execute()
}

/** Writes a record's document to the live tables, keeps the revision and brings search and caches along. */
export async function publishRow(trx: Trx, context: ActionContext, kind: ContentKind, row: RecordRow, document: ContentDocument, action: string) {
  const adapter = adapterOf(kind.kind)
  const before = await liveDocument(trx, row)
  await keepOriginal(trx, row, before)
  const refId = await writeLive(trx, kind.kind, row.ref_id, document)
  await keepOldSlugs(trx, kind, refId, before, document)
  const now = context.now.toISOString()
  await trx
    .insertInto('content_revisions')
    .values({ record_id: row.id, document: JSON.stringify(document), published_at: now, published_by: context.session?.user.id ?? row.updated_by })
    .execute()
  const title = titleOf(kind, document, row)
  await trx
    .updateTable('content_records')
    .set({
      ref_id: refId,
      status: 'published',
      draft: null,
      scheduled_at: null,
      version: row.version + 1,
      title_en: title.en,
      title_es: title.es,
      updated_at: now,
    })
    .where('id', '=', row.id)
    .execute()
  await rebuildSearchIndex(trx, adapter.searchKinds)
  await bumpContentVersion(trx, context.now)
  const changes = changedFields(kind, before ?? {}, document)
  await recordAudit(trx, context, {
    action,
    entityType: kind.kind,
    entityId: row.id,
    before: before ? Object.fromEntries(changes.map((name) => [name, before[name]])) : undefined,
    after: Object.fromEntries(changes.map((name) => [name, document[name]])),
  })
}

/** Saves the editor's document (when given), then checks it is complete in both languages. */
export async function draftToPublish(
  trx: Trx,
  context: ActionContext,
  kind: ContentKind,
  input: PublishInput,
): Promise<Outcome<{ row: RecordRow; document: ContentDocument }>> {
  let row: RecordRow
  if (input.document) {
    const parsed = kindSchema(kind, 'draft').safeParse(input.document)
    if (!parsed.success) return refuse('content_invalid', { field: issueField(parsed.error.issues[0]) })
    const saved = await writeDraft(trx, context, kind, {
      kind: kind.kind,
      recordId: input.recordId,
      version: input.version,
      document: parsed.data as ContentDocument,
    })
    if (!saved.ok) return saved
    row = saved.row
  } else {
    if (input.recordId === undefined) return refuse('content_not_found')
    const locked = await lockedRecord(trx, kind.kind, input.recordId, input.version)
    if (!locked.ok) return locked
    row = locked.row
  }
  const complete = kindSchema(kind, 'publish').safeParse(await currentDocument(trx, row))
  if (!complete.success) return refuse('content_incomplete', { field: issueField(complete.error.issues[0]) })
  return { ok: true, row, document: withPublishDate(kind, complete.data as ContentDocument, context.now) }
}

/** A blank date that publishing fills (a blog post's): the day it goes live. */
function withPublishDate(kind: ContentKind, document: ContentDocument, now: Date): ContentDocument {
  const field = kind.publishDateField
  return field && !document[field] ? { ...document, [field]: now.toISOString().slice(0, 10) } : document
}
