import type { Kysely, Selectable, Transaction } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import { lockRowForUpdate, toDate } from '~/db/dialect.server'
import type { ContentRecordsTable, Database } from '~/db/schema'
import { refuse, type Outcome } from '~/errors/outcomes'
import { locales } from '~/i18n/locales'
import { recordAudit } from '~/staff/audit.server'
import { adapterOf } from './adapters/registry.server'
import { changedFields } from './document-diff'
import type { TextsChangedAt } from './editor-marks'
import { slugify, type ContentDocument, type LocalizedValue } from './fields'
import { documentTitle, type ContentKind } from './kinds'
import { referenceRefusal } from './references.server'

/*
 * The rows behind an editable record (issue 13), shared by the editor's
 * actions (save-draft, publish-content, schedule-content, unpublish-content,
 * restore-revision, the scheduler): reading a record, locking it against the
 * editor's version (optimistic locking: a save based on an older version is
 * refused, never silently applied) and writing its draft with its audit entry.
 */

type Db = Kysely<Database>
/** What must run inside a transaction (it locks the record). */
export type Trx = Transaction<Database>
export type RecordRow = Selectable<ContentRecordsTable>
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

/** A scheduled record's status once its schedule ends unpublished: live, taken off the site, or a draft never published. */
export async function statusBeforeSchedule(trx: Trx, row: RecordRow): Promise<RecordStatus> {
  const adapter = adapterOf(row.kind)
  if (row.ref_id === null) return 'draft'
  // The settings, without a table, are always live.
  if (!adapter.table) return 'published'
  const live = await trx.selectFrom(adapter.table).select('published').where('id', '=', row.ref_id).executeTakeFirst()
  return live === undefined ? 'draft' : Number(live.published) === 1 ? 'published' : 'unpublished'
}

export async function recordRow(db: Db, id: number): Promise<RecordRow | undefined> {
  return db.selectFrom('content_records').selectAll().where('id', '=', id).executeTakeFirst()
}

export async function liveDocument(db: Db, row: RecordRow): Promise<ContentDocument | undefined> {
  return row.ref_id === null ? undefined : adapterOf(row.kind).read(db, row.ref_id)
}

/** The document a record's editor starts from. */
export async function currentDocument(db: Db, row: RecordRow): Promise<ContentDocument> {
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

/** What a write answers: the record and its new version, or a refusal. */
export type Published = Outcome<{ recordId: number; version: number }>

/** The answer once a write is done: the record's version as it now is. */
export async function finished(trx: Db, recordId: number): Promise<Published> {
  const row = (await recordRow(trx, recordId))!
  return { ok: true, recordId, version: Number(row.version) }
}

/**
 * Locks the record and checks the editor's version against it. The conflict
 * refusal carries who saved last, so the page can show their change.
 */
export async function lockedRecord(trx: Trx, kind: string, recordId: number, version: number): Promise<Outcome<{ row: RecordRow }>> {
  await lockRowForUpdate(trx, 'content_records', recordId)
  const row = await recordRow(trx, recordId)
  if (!row || row.kind !== kind) return refuse('content_not_found')
  if (Number(row.version) !== version) return refuse('content_conflict')
  return { ok: true, row }
}

/* ---------- Drafts ---------- */

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
export const titleOf = (kind: ContentKind, document: ContentDocument, row?: RecordRow) =>
  documentTitle(kind, document) ?? { en: row?.title_en ?? '', es: row?.title_es ?? '' }

/** Writes the draft (creating the record when new) and returns the record's row as it now is. */
export async function writeDraft(trx: Trx, context: ActionContext, kind: ContentKind, input: SaveInput): Promise<Outcome<{ row: RecordRow }>> {
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
