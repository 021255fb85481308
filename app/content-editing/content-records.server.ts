import type { Kysely, Selectable, Transaction } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import { lockRowForUpdate, toDate } from '~/db/dialect.server'
import type { ContentRecordsTable, Database } from '~/db/schema'
import { refuse, type Outcome } from '~/errors/outcomes'
import { locales } from '~/i18n/locales'
import { rebuildSearchIndex } from '~/search/search-index.server'
import { recordAudit } from '~/staff/audit.server'
import type { ContentAdapter } from './adapters/adapter'
import { adapterOf, writeLive } from './adapters/registry.server'
import { bumpContentVersion } from './content-version.server'
import { changedFields } from './document-diff'
import type { TextsChangedAt } from './editor-marks'
import { slugify, type ContentDocument, type LocalizedValue } from './fields'
import { contentKind, documentTitle, kindSchema, type ContentKind } from './kinds'
import { referenceRefusal } from './references.server'

/*
 * The life of an editable record (issue 13): drafts saved with a version
 * number (optimistic locking: a save based on an older version is refused,
 * never silently applied), publishing (the document written into the live
 * tables, a revision kept, the search index and the page cache brought along),
 * scheduling, unpublishing and restoring an old revision. Every write is
 * audited in the same transaction.
 */

type Db = Kysely<Database>
type Trx = Transaction<Database>
type RecordRow = Selectable<ContentRecordsTable>
export type RecordStatus = ContentRecordsTable['status']

export interface ContentRecordView {
  id: number
  kind: string
  refId: number | null
  status: RecordStatus
  version: number
  scheduledAt: Date | null
  updatedAt: Date
  updatedBy: string | null
  /** The record's name in lists, per language. */
  title: { en: string; es: string }
  /** What the editor shows: the pending draft, else the live record. */
  document: ContentDocument
  /** Whether the draft differs from what the public site shows. */
  hasDraft: boolean
  textsChangedAt: TextsChangedAt
}

async function recordRow(db: Db | Trx, id: number): Promise<RecordRow | undefined> {
  return (await db.selectFrom('content_records').selectAll().where('id', '=', id).executeTakeFirst()) as RecordRow | undefined
}

async function liveDocument(db: Db | Trx, row: RecordRow): Promise<ContentDocument | undefined> {
  return row.ref_id === null ? undefined : adapterOf(row.kind).read(db as Db, row.ref_id)
}

/** The document a record's editor starts from. */
async function currentDocument(db: Db | Trx, row: RecordRow): Promise<ContentDocument> {
  if (row.draft !== null) return JSON.parse(row.draft) as ContentDocument
  return (await liveDocument(db, row)) ?? {}
}

/** Whether a record of this kind exists, without reading its document (a check before an action that reads it under lock). */
export async function contentRecordExists(db: Db, kind: string, id: number): Promise<boolean> {
  return Boolean(await db.selectFrom('content_records').select('id').where('id', '=', id).where('kind', '=', kind).executeTakeFirst())
}

export async function getContentRecord(db: Db, kind: string, id: number): Promise<ContentRecordView | undefined> {
  const row = await recordRow(db, id)
  if (!row || row.kind !== kind) return undefined
  const author = row.updated_by === null ? undefined : await db.selectFrom('users').select('name').where('id', '=', row.updated_by).executeTakeFirst()
  return {
    id: row.id,
    kind: row.kind,
    refId: row.ref_id,
    status: row.status,
    version: Number(row.version),
    scheduledAt: row.scheduled_at === null ? null : toDate(row.scheduled_at),
    updatedAt: toDate(row.updated_at),
    updatedBy: author?.name ?? null,
    title: { en: row.title_en, es: row.title_es },
    document: await currentDocument(db, row),
    hasDraft: row.draft !== null,
    textsChangedAt: JSON.parse(row.texts_changed_at) as TextsChangedAt,
  }
}

/* ---------- Saving ---------- */

export interface SaveInput {
  kind: string
  /** Absent for a new record. */
  recordId?: number
  /** The version the editor started from. */
  version: number
  document: ContentDocument
}

/** Blank slugs become the title's, per language. */
function withSlugs(kind: ContentKind, document: ContentDocument): ContentDocument {
  if (!kind.slugField) return document
  const slugs = { ...(document[kind.slugField] as LocalizedValue<string> | undefined) } as LocalizedValue<string>
  const titles = documentTitle(kind, document)
  for (const locale of locales) {
    if (!slugs[locale] && titles?.[locale]) slugs[locale] = slugify(titles[locale])
    slugs[locale] ??= ''
  }
  return { ...document, [kind.slugField]: slugs }
}

/** Marks, per localized field and language, the time of this save where the text changed. */
function textsChangedAt(kind: ContentKind, before: ContentDocument, after: ContentDocument, previous: TextsChangedAt, now: Date): TextsChangedAt {
  const marks = { ...previous }
  for (const field of kind.fields.filter((candidate) => candidate.localized)) {
    for (const locale of locales) {
      const old = (before[field.name] as LocalizedValue<unknown> | undefined)?.[locale]
      const next = (after[field.name] as LocalizedValue<unknown> | undefined)?.[locale]
      if (JSON.stringify(old ?? '') !== JSON.stringify(next ?? '')) marks[field.name] = { ...marks[field.name], [locale]: now.toISOString() }
    }
  }
  return marks
}

/** The list titles of a record after a change: the document's, else (settings) what the record had. */
const titleOf = (kind: ContentKind, document: ContentDocument, row?: RecordRow) =>
  documentTitle(kind, document) ?? { en: row?.title_en ?? '', es: row?.title_es ?? '' }

/**
 * Locks the record and checks the editor's version against it. The conflict
 * refusal carries who saved last, so the page can show their change.
 */
async function lockedRecord(trx: Trx, kind: string, recordId: number, version: number): Promise<Outcome<{ row: RecordRow }>> {
  await lockRowForUpdate(trx, 'content_records', recordId)
  const row = await recordRow(trx, recordId)
  if (!row || row.kind !== kind) return refuse('content_not_found')
  if (Number(row.version) !== version) return refuse('content_conflict')
  return { ok: true, row }
}

/** Writes the draft (creating the record when new) and returns the record's row as it now is. */
async function writeDraft(trx: Trx, context: ActionContext, kind: ContentKind, input: SaveInput): Promise<Outcome<{ row: RecordRow }>> {
  const document = withSlugs(kind, input.document)
  const now = context.now
  let row: RecordRow | undefined
  let before: ContentDocument = {}
  if (input.recordId !== undefined) {
    const locked = await lockedRecord(trx, kind.kind, input.recordId, input.version)
    if (!locked.ok) return locked
    row = locked.row
    before = await currentDocument(trx, row)
  }
  if (!row && kind.fixedSet) return refuse('content_not_found')
  const invalid = await referenceRefusal(trx, kind, document, row?.ref_id ?? null)
  if (invalid) return invalid
  const title = titleOf(kind, document, row)
  const marks = textsChangedAt(kind, before, document, row ? (JSON.parse(row.texts_changed_at) as TextsChangedAt) : {}, now)
  const values = {
    draft: JSON.stringify(document),
    edited: 1,
    title_en: title.en,
    title_es: title.es,
    texts_changed_at: JSON.stringify(marks),
    updated_at: now.toISOString(),
    updated_by: context.session?.user.id ?? null,
  }
  let id: number
  if (row) {
    id = row.id
    await trx
      .updateTable('content_records')
      .set({ ...values, version: row.version + 1 })
      .where('id', '=', id)
      .execute()
  } else {
    id = Number(
      (
        await trx
          .insertInto('content_records')
          .values({ ...values, kind: kind.kind, status: 'draft', version: 1 })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id,
    )
  }
  const changes = changedFields(kind, before, document)
  await recordAudit(trx, context, {
    action: row ? 'content.save_draft' : 'content.create',
    entityType: kind.kind,
    entityId: id,
    before: row ? Object.fromEntries(changes.map((name) => [name, before[name]])) : undefined,
    after: Object.fromEntries(changes.map((name) => [name, document[name]])),
  })
  return { ok: true, row: (await recordRow(trx, id))! }
}

export async function saveDraft(context: ActionContext, input: SaveInput): Promise<Outcome<{ recordId: number; version: number }>> {
  const kind = contentKind(input.kind)
  if (!kind) return refuse('content_not_found')
  const parsed = kindSchema(kind, 'draft').safeParse(input.document)
  if (!parsed.success) return refuse('content_invalid', { field: String(parsed.error.issues[0]?.path[0] ?? '') })
  return context.db.transaction().execute(async (trx) => {
    const saved = await writeDraft(trx, context, kind, { ...input, document: parsed.data as ContentDocument })
    return saved.ok ? { ok: true, recordId: saved.row.id, version: saved.row.version } : saved
  })
}

/* ---------- Publishing ---------- */

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
async function publishRow(trx: Trx, context: ActionContext, kind: ContentKind, row: RecordRow, document: ContentDocument, action: string) {
  const adapter = adapterOf(kind.kind)
  const before = await liveDocument(trx, row)
  await keepOriginal(trx, row, before)
  const refId = await writeLive(trx as unknown as Db, kind.kind, row.ref_id, document)
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
  await rebuildSearchIndex(trx as unknown as Db, adapter.searchKinds)
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
async function draftToPublish(
  trx: Trx,
  context: ActionContext,
  kind: ContentKind,
  input: PublishInput,
): Promise<Outcome<{ row: RecordRow; document: ContentDocument }>> {
  let row: RecordRow
  if (input.document) {
    const parsed = kindSchema(kind, 'draft').safeParse(input.document)
    if (!parsed.success) return refuse('content_invalid', { field: String(parsed.error.issues[0]?.path[0] ?? '') })
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
  if (!complete.success) return refuse('content_incomplete', { field: String(complete.error.issues[0]?.path[0] ?? '') })
  return { ok: true, row, document: withPublishDate(kind, complete.data as ContentDocument, context.now) }
}

/** A blank date that publishing fills (a blog post's): the day it goes live. */
function withPublishDate(kind: ContentKind, document: ContentDocument, now: Date): ContentDocument {
  const field = kind.publishDateField
  return field && !document[field] ? { ...document, [field]: now.toISOString().slice(0, 10) } : document
}

type Published = Outcome<{ recordId: number; version: number }>

async function finished(trx: Trx, recordId: number): Promise<Published> {
  const row = (await recordRow(trx, recordId))!
  return { ok: true, recordId, version: Number(row.version) }
}

export async function publishContent(context: ActionContext, input: PublishInput): Promise<Published> {
  const kind = contentKind(input.kind)
  if (!kind) return refuse('content_not_found')
  return context.db.transaction().execute(async (trx) => {
    const ready = await draftToPublish(trx, context, kind, input)
    if (!ready.ok) return ready
    await publishRow(trx, context, kind, ready.row, ready.document, 'content.publish')
    return finished(trx, ready.row.id)
  })
}

/** Publishing later: the record keeps its draft, checked complete now, and the scheduler publishes it when due. */
export async function scheduleContent(context: ActionContext, input: PublishInput & { at: Date }): Promise<Published> {
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

/** Publishes every scheduled record that is due; returns how many. Safe to run in several processes at once. */
export async function publishDueContent(context: ActionContext): Promise<number> {
  const due = await context.db
    .selectFrom('content_records')
    .select('id')
    .where('status', '=', 'scheduled')
    .where('scheduled_at', '<=', context.now.toISOString())
    .execute()
  let published = 0
  for (const { id } of due) {
    published += await context.db.transaction().execute(async (trx) => {
      await lockRowForUpdate(trx, 'content_records', id)
      const row = await recordRow(trx, id)
      // Another process may have published it, or an editor cancelled it, since the list was read.
      if (!row || row.status !== 'scheduled' || row.draft === null) return 0
      const kind = contentKind(row.kind)!
      await publishRow(trx, context, kind, row, JSON.parse(row.draft) as ContentDocument, 'content.publish_scheduled')
      return 1
    })
  }
  return published
}

/** Whether the live row is on the public site (the settings, without a table, always are). */
async function isLive(trx: Trx, adapter: ContentAdapter, refId: number) {
  if (!adapter.table) return true
  const row = await trx
    .selectFrom(adapter.table as 'services')
    .select('published')
    .where('id', '=', refId)
    .executeTakeFirst()
  return row === undefined ? undefined : Number(row.published) === 1
}

/** Takes a record off the public site (its page answers 404, search forgets it), or cancels its schedule. */
export async function unpublishContent(context: ActionContext, input: { kind: string; recordId: number; version: number }): Promise<Published> {
  const kind = contentKind(input.kind)
  if (!kind) return refuse('content_not_found')
  return context.db.transaction().execute(async (trx) => {
    const locked = await lockedRecord(trx, kind.kind, input.recordId, input.version)
    if (!locked.ok) return locked
    const row = locked.row
    const adapter = adapterOf(kind.kind)
    let status: RecordStatus = 'unpublished'
    if (row.status === 'scheduled') {
      // Cancelling a schedule: back to what the record was.
      const live = row.ref_id === null ? undefined : await isLive(trx, adapter, row.ref_id)
      status = live === undefined ? 'draft' : live ? 'published' : 'unpublished'
    } else if (row.ref_id === null || row.status !== 'published' || kind.fixedSet || !adapter.table) {
      // The fixed pages and the settings stay on the site: they are corrected, never taken off.
      return refuse('content_not_published')
    } else {
      await trx
        .updateTable(adapter.table as 'services')
        .set({ published: 0 })
        .where('id', '=', row.ref_id)
        .execute()
      await rebuildSearchIndex(trx as unknown as Db, adapter.searchKinds)
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

/* ---------- History ---------- */

export interface RevisionSummary {
  id: number
  number: number
  publishedAt: Date
  publishedBy: string | null
}

export async function listRevisions(db: Db, recordId: number): Promise<RevisionSummary[]> {
  const rows = await db
    .selectFrom('content_revisions as r')
    .leftJoin('users as u', 'u.id', 'r.published_by')
    .select(['r.id', 'r.published_at', 'u.name'])
    .where('r.record_id', '=', recordId)
    .orderBy('r.id')
    .execute()
  return rows.map((row, index) => ({ id: row.id, number: index + 1, publishedAt: toDate(row.published_at), publishedBy: row.name })).reverse()
}

export async function getRevision(db: Db, recordId: number, revisionId: number): Promise<ContentDocument | undefined> {
  const row = await db
    .selectFrom('content_revisions')
    .select('document')
    .where('id', '=', revisionId)
    .where('record_id', '=', recordId)
    .executeTakeFirst()
  return row ? (JSON.parse(row.document) as ContentDocument) : undefined
}

/**
 * Restoring an old revision makes it the newest: published again at once when
 * the record is live (a new revision), else put back as the draft.
 */
export async function restoreRevision(
  context: ActionContext,
  input: { kind: string; recordId: number; version: number; revisionId: number },
): Promise<Published> {
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
