import type { z } from 'zod'
import type { ActionContext } from '~/accounts/action-context.server'
import { canPreview, publicPathOf } from '~/content-editing/adapters/registry.server'
import { countContentRecords, listContentRecords } from '~/content-editing/content-list.server'
import { contentRecordExists, getContentRecord, type ContentRecordView } from '~/content-editing/content-record-store.server'
import { getRevision, listRevisions } from '~/content-editing/content-revisions.server'
import { publishContent } from '~/content-editing/publish-content.server'
import { restoreRevision } from '~/content-editing/restore-revision.server'
import { saveDraft } from '~/content-editing/save-draft.server'
import { scheduleContent } from '~/content-editing/schedule-content.server'
import { unpublishContent } from '~/content-editing/unpublish-content.server'
import { languageMarks } from '~/content-editing/editor-marks'
import type { ContentDocument } from '~/content-editing/fields'
import { contentKind, contentKinds, kindSchema, type ContentKind } from '~/content-editing/kinds'
import { pictureOf } from '~/media/pictures.server'
import { storeUploadedImage } from '~/media/store-uploaded-image.server'
import { database } from '~/db/db.server'
import { refusalStatus, refuse, type Outcome, type Refusal } from '~/errors/outcomes'
import { refusalProblem, translatedProblem, untypedTranslator } from '~/http/problem.server'
import { parseId } from '~/http/params'
import { locales, type Locale } from '~/i18n/locales'
import { MAX_CONTENT_FORM_BYTES, MAX_UPLOAD_BYTES } from '~/security/request-body.server'
import { apiDoor, type Args } from './admin-handlers.server'
import {
  AdminContentListQuery,
  ContentCreateRequest,
  ContentImageUpload,
  ContentPublishRequest,
  ContentSaveRequest,
  ContentScheduleRequest,
  ContentVersionRequest,
} from './admin-content-schemas'
import { answer, fieldIssues, invalidFieldsProblem, parseFormBody, parseJsonBody, parseQuery } from './respond.server'
import { methodNotAllowed, postOnly } from './route.server'

/*
 * /v1/admin/content: the console's content editing for coordinators' and
 * admins' Bearer tokens. The door first (404 for anyone else), then the kind
 * and the body; a document is checked with the editor's own rules and every
 * wrong field is named (400) before anything is written. Then the same domain
 * functions as the editor's buttons: a stale version gets 409 with the record
 * as it now is, an incomplete one 422 naming what is missing.
 */

async function door(args: Args) {
  const { acting } = await apiDoor(args, 'content.edit')
  return { acting, kind: contentKind(args.params.kind ?? '') }
}

/** The loader of a POST-only content endpoint: the door, then 405. */
export async function contentPostOnly(args: Args) {
  await door(args)
  return postOnly(args)
}

/** The action of a read-only content endpoint: the door, then 405. */
export async function contentGetOnly(args: Args) {
  await door(args)
  return methodNotAllowed(args)
}

const notFound = (locale: Locale) => refusalProblem(refuse('content_not_found'), locale)

/* ---------- Reading ---------- */

function fieldDescription(field: ContentKind['fields'][number]) {
  const options = 'options' in field ? field.options : undefined
  return {
    name: field.name,
    type: field.kind,
    localized: Boolean(field.localized),
    required: Boolean(field.required),
    ...(options && 'fixed' in options ? { choices: [...options.fixed] } : {}),
    ...(options && 'records' in options ? { references: options.records } : {}),
  }
}

export async function adminContentKindsHandler(args: Args) {
  await door(args)
  const counts = await countContentRecords(database())
  return answer({
    kinds: contentKinds.map((kind) => ({
      kind: kind.kind,
      count: counts[kind.kind] ?? 0,
      fixedSet: Boolean(kind.fixedSet),
      fields: kind.fields.map(fieldDescription),
    })),
  })
}

export async function adminContentListHandler(args: Args) {
  const { acting, kind } = await door(args)
  if (!kind) return notFound(acting.locale)
  const query = parseQuery(args.url, AdminContentListQuery, acting.locale)
  if (!query.ok) return query.response
  const records = await listContentRecords(database(), kind.kind, acting.locale, query.value.q)
  return answer({
    records: records.map((record) => ({
      ...record,
      scheduledAt: record.scheduledAt?.toISOString() ?? null,
      updatedAt: record.updatedAt.toISOString(),
    })),
  })
}

async function recordBody(kind: ContentKind, record: ContentRecordView) {
  const publicPaths = canPreview(kind.kind)
    ? (Object.fromEntries(
        await Promise.all(locales.map(async (locale) => [locale, await publicPathOf(database(), kind.kind, record.refId, record.document, locale)])),
      ) as Record<Locale, string>)
    : null
  return {
    id: record.id,
    refId: record.refId,
    kind: record.kind,
    status: record.status,
    version: record.version,
    hasDraft: record.hasDraft,
    scheduledAt: record.scheduledAt?.toISOString() ?? null,
    updatedAt: record.updatedAt.toISOString(),
    updatedBy: record.updatedBy,
    title: record.title,
    document: record.document,
    languages: languageMarks(kind, record.document, record.textsChangedAt),
    publicPaths,
  }
}

async function recordAnswer(kind: ContentKind, recordId: number | undefined, locale: Locale, status = 200) {
  const record = recordId ? await getContentRecord(database(), kind.kind, recordId) : undefined
  return record ? answer(await recordBody(kind, record), status) : notFound(locale)
}

export async function adminContentRecordHandler(args: Args) {
  const { acting, kind } = await door(args)
  return kind ? recordAnswer(kind, parseId(args.params.id), acting.locale) : notFound(acting.locale)
}

export async function adminContentRevisionsHandler(args: Args) {
  const { acting, kind } = await door(args)
  const recordId = parseId(args.params.id)
  if (!kind || !recordId || !(await contentRecordExists(database(), kind.kind, recordId))) return notFound(acting.locale)
  const revisions = await listRevisions(database(), recordId)
  return answer({ revisions: revisions.map((revision) => ({ ...revision, publishedAt: revision.publishedAt.toISOString() })) })
}

export async function adminContentRevisionHandler(args: Args) {
  const { acting, kind } = await door(args)
  const [recordId, revisionId] = [parseId(args.params.id), parseId(args.params.revisionId)]
  const exists = kind && recordId ? await contentRecordExists(database(), kind.kind, recordId) : false
  const summary = exists ? (await listRevisions(database(), recordId!)).find((revision) => revision.id === revisionId) : undefined
  const document = summary ? await getRevision(database(), recordId!, summary.id) : undefined
  if (!summary || !document) return notFound(acting.locale)
  return answer({ ...summary, publishedAt: summary.publishedAt.toISOString(), document })
}

/* ---------- Writing ---------- */

/** The document checked with the editor's rules at `strictness`: its parsed value, or the problem naming each wrong field. */
function checkedDocument(
  kind: ContentKind,
  document: Record<string, unknown>,
  locale: Locale,
  strictness: 'draft' | 'publish',
): { ok: true; document: ContentDocument } | { ok: false; response: Response } {
  // A field the kind does not have is named, so a misspelt one is not silently dropped.
  const known = new Set(kind.fields.map((field) => field.name))
  const unknown = Object.keys(document).filter((name) => !known.has(name))
  if (unknown.length > 0) {
    const message = untypedTranslator(locale)('errors.api.issues.unrecognized_keys')
    const errors = unknown.map((name) => ({ parameter: `document.${name}`, message }))
    return { ok: false, response: translatedProblem(400, locale, 'errors.api.invalid_fields', { errors }) }
  }
  const parsed = kindSchema(kind, strictness).safeParse(document, { reportInput: true })
  if (parsed.success) return { ok: true, document: parsed.data as ContentDocument }
  if (strictness === 'draft') return { ok: false, response: invalidFieldsProblem(parsed.error, locale, 'document.') }
  // Well-formed but incomplete: publishing's own refusal, naming every field still missing.
  const errors = fieldIssues(parsed.error, locale, 'document.')
  return {
    ok: false,
    response: translatedProblem(refusalStatus(refuse('content_incomplete')), locale, 'console.content.errors.incomplete', { errors }),
  }
}

/** A write's answer: the record as it now is, or the refusal (a conflict carries the record as someone else left it). */
async function written(kind: ContentKind, outcome: Outcome<{ recordId: number }>, locale: Locale, recordId?: number, status = 200) {
  if (outcome.ok) return recordAnswer(kind, outcome.recordId, locale, status)
  const refusal = outcome as Refusal
  if (refusal.code === 'content_conflict' && recordId) {
    const current = await getContentRecord(database(), kind.kind, recordId)
    return refusalProblem(refusal, locale, current ? { current: await recordBody(kind, current) } : undefined)
  }
  return refusalProblem(refusal, locale)
}

/** A content write with a JSON body (up to 1 MiB): the door, the body, that the record exists, then `write`. */
async function contentWrite<T extends z.ZodType>(
  args: Args,
  schema: T,
  write: (acting: ActionContext, kind: ContentKind, recordId: number, body: z.infer<T>) => Promise<Response>,
) {
  const { acting, kind } = await door(args)
  const body = await parseJsonBody(args.request, schema, { maxBytes: MAX_CONTENT_FORM_BYTES })
  if (!body.ok) return body.response
  const recordId = parseId(args.params.id)
  // Only whether it exists: the action reads the record itself, under its lock.
  const exists = kind && recordId ? await contentRecordExists(database(), kind.kind, recordId) : false
  return kind && exists ? write(acting, kind, recordId!, body.value) : notFound(acting.locale)
}

export async function adminContentCreateHandler(args: Args) {
  const { acting, kind } = await door(args)
  const body = await parseJsonBody(args.request, ContentCreateRequest, { maxBytes: MAX_CONTENT_FORM_BYTES })
  if (!body.ok) return body.response
  if (!kind) return notFound(acting.locale)
  const checked = checkedDocument(kind, body.value.document, acting.locale, 'draft')
  if (!checked.ok) return checked.response
  const saved = await saveDraft(acting, { kind: kind.kind, version: 0, document: checked.document })
  return written(kind, saved, acting.locale, undefined, 201)
}

export const adminContentSaveHandler = (args: Args) =>
  contentWrite(args, ContentSaveRequest, async (acting, kind, recordId, { version, document }) => {
    const checked = checkedDocument(kind, document, acting.locale, 'draft')
    if (!checked.ok) return checked.response
    return written(kind, await saveDraft(acting, { kind: kind.kind, recordId, version, document: checked.document }), acting.locale, recordId)
  })

/**
 * Publishing now or later: the given document, else the stored one, must be
 * complete in both languages (every missing field named). Under the record's
 * lock the domain checks again.
 */
async function toPublish(acting: ActionContext, kind: ContentKind, recordId: number, document: Record<string, unknown> | undefined) {
  if (document) {
    const wellFormed = checkedDocument(kind, document, acting.locale, 'draft')
    if (!wellFormed.ok) return wellFormed
  }
  const stored = document ?? (await getContentRecord(database(), kind.kind, recordId))?.document ?? {}
  const complete = checkedDocument(kind, stored, acting.locale, 'publish')
  return complete.ok ? { ok: true as const, document: document ? complete.document : undefined } : complete
}

export const adminContentPublishHandler = (args: Args) =>
  contentWrite(args, ContentPublishRequest, async (acting, kind, recordId, { version, document }) => {
    const ready = await toPublish(acting, kind, recordId, document)
    if (!ready.ok) return ready.response
    return written(kind, await publishContent(acting, { kind: kind.kind, recordId, version, document: ready.document }), acting.locale, recordId)
  })

export const adminContentScheduleHandler = (args: Args) =>
  contentWrite(args, ContentScheduleRequest, async (acting, kind, recordId, { version, document, publishAt }) => {
    const ready = await toPublish(acting, kind, recordId, document)
    if (!ready.ok) return ready.response
    const input = { kind: kind.kind, recordId, version, document: ready.document, at: new Date(publishAt) }
    return written(kind, await scheduleContent(acting, input), acting.locale, recordId)
  })

export const adminContentUnpublishHandler = (args: Args) =>
  contentWrite(args, ContentVersionRequest, async (acting, kind, recordId, { version }) =>
    written(kind, await unpublishContent(acting, { kind: kind.kind, recordId, version }), acting.locale, recordId),
  )

export const adminContentRestoreHandler = (args: Args) =>
  contentWrite(args, ContentVersionRequest, async (acting, kind, recordId, { version }) => {
    const revisionId = parseId(args.params.revisionId)
    if (!revisionId) return notFound(acting.locale)
    return written(kind, await restoreRevision(acting, { kind: kind.kind, recordId, version, revisionId }), acting.locale, recordId)
  })

/* ---------- Pictures ---------- */

export async function adminContentImageHandler(args: Args) {
  const { acting } = await door(args)
  const body = await parseFormBody(args.request, ContentImageUpload, { maxBytes: MAX_UPLOAD_BYTES, locale: acting.locale })
  if (!body.ok) return body.response
  const stored = await storeUploadedImage(acting, body.value.file)
  if (!stored.ok) return refusalProblem(stored, acting.locale)
  return answer(await pictureOf(database(), stored.imageId), 201)
}
