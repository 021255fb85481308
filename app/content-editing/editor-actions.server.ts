import type { SubmissionResult } from '@conform-to/react'
import { DateTime } from 'luxon'
import { data, type RouterContextProvider } from 'react-router'
import { z } from 'zod'
import { actionContext } from '~/accounts/action-context.server'
import { database } from '~/db/db.server'
import { refusalMessage, refusalStatus, type Refusal } from '~/errors/outcomes'
import { invariantParam, notFound } from '~/errors/not-found'
import { formFailure, messageKey, refusalFailure } from '~/forms/form-result.server'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { MAX_UPLOAD_BYTES, requireFormData } from '~/security/request-body.server'
import { takeImageUpload } from './image-upload.server'
import { backToPage } from '~/staff-console/console-actions.server'
import { requirePermission } from '~/access/door.server'
import { getContentRecord, type ContentRecordView } from './content-record-store.server'
import { publishContent } from './publish-content.server'
import { saveDraft } from './save-draft.server'
import { scheduleContent } from './schedule-content.server'
import { unpublishContent } from './unpublish-content.server'
import type { ContentDocument } from './fields'
import { contentKind, parseContentForm, type ContentKind } from './kinds'

/*
 * What the content editor page does on the server: open the record for a
 * content editor (404 for anyone else, or an unknown kind or record), and
 * carry out its buttons (save, publish, schedule, unpublish). Kept out of the
 * route so the route stays parse → act → answer.
 */

type Context = Readonly<RouterContextProvider>

export async function openContentEditor(context: Context, url: URL, params: { kind?: string; id?: string }) {
  const { member } = await requirePermission(context, url, 'content.edit')
  const kind = contentKind(params.kind ?? '')
  if (!kind) notFound(url, 'unmatched')
  if (params.id === 'new') return { member, kind, record: null }
  const id = parseId(params.id)
  invariantParam(id, url)
  const record = await getContentRecord(database(), kind.kind, id)
  if (!record) notFound(url, 'unmatched')
  return { member, kind, record }
}

const ScheduleSchema = z.object({
  publishAt: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, { error: 'console.content.errors.date_time' }),
  // Named apart from a record's own `timeZone` field (a clinic's, a destination's), which the same form carries.
  publishZone: z.string().refine((zone) => DateTime.local().setZone(zone).isValid, { error: 'console.content.errors.time_zone' }),
})

/** When the other editor's save is newer than the form: what they saved, for the page to compare with the form. */
export interface ConflictView {
  theirs: ContentDocument
  by: string | null
  at: Date
  version: number
}

async function conflictAnswer(kind: ContentKind, recordId: number, reply: ReturnType<typeof refusalFailure>, submitted: Record<string, unknown>) {
  const current = await getContentRecord(database(), kind.kind, recordId)
  const conflict: ConflictView | null = current
    ? { theirs: current.document, by: current.updatedBy, at: current.updatedAt, version: current.version }
    : null
  const answer: { result: SubmissionResult<string[]>; conflict: ConflictView | null; submitted: Record<string, unknown> } = {
    result: reply.data.result,
    conflict,
    submitted,
  }
  return data(answer, { status: 409 })
}

export async function contentEditorAction(context: Context, request: Request, url: URL, params: { kind?: string; id?: string }) {
  const { kind, record } = await openContentEditor(context, url, params)
  const form = await requireFormData(request, MAX_UPLOAD_BYTES)
  const acting = actionContext(context, pageLocale(context))
  const upload = await takeImageUpload(acting, form)
  if (!upload.ok)
    return formFailure(parseContentForm(form, kind, 'draft').reply({ fieldErrors: { imageFile: [refusalKey(upload)] } }), refusalStatus(upload))
  const intent = String(form.get('intent') ?? 'save')
  const version = Number(form.get('version') ?? 0)
  const editorPath = (id: number) => `/admin/content/${kind.kind}/${id}`

  if (intent === 'unpublish') {
    if (!record) notFound(url, 'unmatched')
    const outcome = await unpublishContent(acting, { kind: kind.kind, recordId: record.id, version })
    const back = backToPage(context, editorPath(record.id))
    return outcome.ok
      ? back.done(record.status === 'scheduled' ? 'console.content.schedule_cancelled' : 'console.content.unpublished')
      : back.refused(outcome)
  }

  // A scheduled record's draft is what goes live: saving it is held to publishing's rules, and says why.
  const keepsSchedule = intent === 'save' && record?.status === 'scheduled'
  const strict = intent === 'publish' || intent === 'schedule' || keepsSchedule
  const submission = parseContentForm(form, kind, strict ? 'publish' : 'draft')
  if (submission.status !== 'success')
    return formFailure(submission.reply(keepsSchedule ? { formErrors: ['console.content.errors.scheduled_incomplete'] } : {}))
  const document = submission.value as ContentDocument
  const input = { kind: kind.kind, recordId: record?.id, version, document }

  let outcome
  if (intent === 'schedule') {
    const schedule = ScheduleSchema.safeParse(Object.fromEntries(form))
    if (!schedule.success) return formFailure(submission.reply({ fieldErrors: { publishAt: [schedule.error.issues[0]!.message] } }))
    const at = DateTime.fromISO(schedule.data.publishAt, { zone: schedule.data.publishZone }).toJSDate()
    outcome = await scheduleContent(acting, { ...input, at })
  } else if (intent === 'publish') {
    outcome = await publishContent(acting, input)
  } else {
    outcome = await saveDraft(acting, input)
  }
  if (!outcome.ok) return editorRefusal(kind, record, submission, outcome)
  const done = { publish: 'console.content.published', schedule: 'console.content.scheduled' }[intent] ?? 'console.content.saved'
  return backToPage(context, editorPath(outcome.recordId)).done(done)
}

const refusalKey = (refusal: Refusal) => messageKey(refusalMessage(refusal).key, refusalMessage(refusal).values)

function editorRefusal(
  kind: ContentKind,
  record: ContentRecordView | null,
  submission: Parameters<typeof refusalFailure>[0] & { payload: Record<string, unknown> },
  refusal: Refusal,
) {
  const failure = refusalFailure(submission, refusal)
  if (refusal.code === 'content_conflict' && record) return conflictAnswer(kind, record.id, failure, submission.payload)
  if (['content_incomplete', 'content_scheduled_incomplete', 'content_invalid'].includes(refusal.code)) {
    const { key } = refusalMessage(refusal)
    return formFailure(submission.reply({ formErrors: [messageKey(key)] }), 422)
  }
  return failure
}
