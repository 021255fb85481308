import type { Kysely } from 'kysely'
import type { RouterContextProvider } from 'react-router'
import { z } from 'zod'
import type { StaffCaller } from '~/access/caller.server'
import type { Permission } from '~/access/permissions'
import { actionContext, type ActionContext } from '~/accounts/action-context.server'
import { requireApiSession, type RequestSession } from '~/accounts/session-middleware.server'
import { addConversationNote } from '~/conversations/add-conversation-note.server'
import { assignCoordinator } from '~/conversations/assign-coordinator.server'
import { attachmentResponse, openPatientAttachment, openStaffAttachment } from '~/conversations/attachment-download.server'
import { bringInColleague } from '~/conversations/bring-in-colleague.server'
import { conversationForStaff } from '~/conversations/conversation-access.server'
import { listConversations } from '~/conversations/conversation-list.server'
import { findConversation } from '~/conversations/conversation-store.server'
import { discardAttachments, readMessageForm, type StoredAttachment } from '~/conversations/message-attachments.server'
import { PATIENT_VISIBLE, patientConversation, type PatientConversation } from '~/conversations/patient-conversation.server'
import { markReadByPatient } from '~/conversations/read-state.server'
import { replyToPatient } from '~/conversations/reply-to-patient.server'
import { sendPatientMessage } from '~/conversations/send-patient-message.server'
import { setNoReplyNeeded } from '~/conversations/set-no-reply-needed.server'
import { staffConversation, type StaffConversation } from '~/conversations/staff-conversation.server'
import { threadMessages, type ThreadAttachment, type ThreadMessage } from '~/conversations/thread.server'
import { database } from '~/db/db.server'
import type { CareMessageKind, Database } from '~/db/schema'
import { refuse, type Outcome } from '~/errors/outcomes'
import { refusalProblem, translatedProblem } from '~/http/problem.server'
import { parseId } from '~/http/params'
import { apiLocale, pageLocale } from '~/http/request-scope.server'
import type { Locale } from '~/i18n/locales'
import { isMultipart } from '~/security/multipart-stream.server'
import { MAX_FORM_BYTES } from '~/security/request-body.server'
import { apiDoor, type Args } from './admin-handlers.server'
import {
  AdminConversationsQuery,
  PatientMessageRequest,
  StaffConversationAssignRequest,
  StaffConversationMemberRequest,
  StaffConversationMessageRequest,
  StaffConversationStatusRequest,
} from './conversation-schemas'
import { answer, invalidFieldsProblem, parseJsonBody, parseQuery } from './respond.server'
import { DetailQuery } from './schemas'

/*
 * Care conversations in the API (issue 29), with the pages' rules and verbs:
 * /v1/me/conversation for the signed-in patient (a staff token gets the
 * ordinary 404, as the page gives staff: they answer from the console, never
 * as a patient), and /v1/admin/conversations for the care team, behind the
 * console's door (apiDoor: 404 for anyone without the permission), then the
 * same "may this caller open this conversation" as the console's pages
 * (conversation-access.server.ts), also for clinic staff not brought in.
 *
 * A message or a note is JSON, or a multipart/form-data form whose files come
 * as `attachments` parts: they stream to the conversations store as the form
 * arrives (readMessageForm), and a refusal, of a file or of the message,
 * keeps none of them. Writes that create (a message, a note) answer 201 with
 * it as the thread now shows it; every other write answers the conversation
 * as it now is.
 */

type Context = Readonly<RouterContextProvider>
type Db = Kysely<Database>
export interface PatientArgs {
  request: Request
  url: URL
  context: Context
  params: Record<string, string | undefined>
}

/** 5,000 characters of any script (4 bytes each at most), escaped as JSON: more than the 16 KiB of other JSON bodies. */
const MAX_MESSAGE_JSON_BYTES = 64 * 1024

/* ---------- A message's body: JSON, or multipart with its files ---------- */

type MessageBody<T> = { ok: true; value: T; attachments: StoredAttachment[] } | { ok: false; response: Response }

/** A message endpoint's body: JSON, or multipart/form-data (the page's form), anything else 415. */
const bodyKind = (request: Request) =>
  isMultipart(request) ? 'multipart' : (request.headers.get('Content-Type') ?? '').includes('application/json') ? 'json' : 'other'

/**
 * The message's fields checked with `schema`, problems in `locale`. JSON as
 * every endpoint reads it (415, 413, 400); multipart streamed with its files,
 * which a refused file or field leaves none of (422, 413, 415 for a file, 400
 * for a field), its fields gathered by `fields` (each name once, by default).
 * The caller owns the attachments of an accepted body.
 */
export async function readMessage<T extends z.ZodType>(
  request: Request,
  schema: T,
  locale: Locale,
  fields: (form: FormData) => unknown = (form) => Object.fromEntries(form),
): Promise<MessageBody<z.infer<T>>> {
  const kind = bodyKind(request)
  if (kind === 'other') {
    await request.body?.cancel().catch(() => undefined)
    return { ok: false, response: translatedProblem(415, locale, 'errors.api.not_json_or_multipart') }
  }
  if (kind === 'json') {
    const raw = await parseJsonBody(request, z.unknown(), { maxBytes: MAX_MESSAGE_JSON_BYTES })
    if (!raw.ok) return raw
    const parsed = schema.safeParse(raw.value, { reportInput: true })
    return parsed.success ? { ok: true, value: parsed.data, attachments: [] } : { ok: false, response: invalidFieldsProblem(parsed.error, locale) }
  }
  const read = await readMessageForm(request)
  if (!read.ok) {
    if ('refusal' in read) return { ok: false, response: refusalProblem(read.refusal, locale) }
    const tooLarge = read.reason === 'too_large'
    return {
      ok: false,
      response: translatedProblem(tooLarge ? 413 : 400, locale, tooLarge ? 'errors.api.too_large' : 'errors.api.invalid_fields', {
        values: { kilobytes: MAX_FORM_BYTES / 1024 },
      }),
    }
  }
  const parsed = schema.safeParse(fields(read.form), { reportInput: true })
  if (parsed.success) return { ok: true, value: parsed.data, attachments: read.attachments }
  await discardAttachments(read.attachments)
  return { ok: false, response: invalidFieldsProblem(parsed.error, locale) }
}

/* ---------- What the answers carry ---------- */

/** Each attachment with where the reader downloads it. */
function withDownloads<M extends ThreadMessage>(message: M, download: (attachment: ThreadAttachment) => string) {
  return { ...message, attachments: message.attachments.map((attachment) => ({ ...attachment, download: download(attachment) })) }
}

const patientDownload = (attachment: ThreadAttachment) => `/v1/me/conversation/attachments/${attachment.id}`
const staffDownload = (conversationId: number) => (attachment: ThreadAttachment) =>
  `/v1/admin/conversations/${conversationId}/attachments/${attachment.id}`

function patientView(conversation: PatientConversation) {
  return { ...conversation, messages: conversation.messages.map((message) => withDownloads(message, patientDownload)) }
}

function staffView(conversation: StaffConversation) {
  const download = staffDownload(conversation.id)
  return { ...conversation, messages: conversation.messages.map((message) => withDownloads(message, download)) }
}

/** One message of the thread as it was just stored (of `kinds`). */
async function storedMessage(db: Db, conversationId: number, messageId: number, kinds: readonly CareMessageKind[]) {
  const messages = await threadMessages(db, conversationId, { kinds, afterId: messageId - 1 })
  return messages.find((message) => message.id === messageId)
}

/* ---------- The patient: /v1/me/conversation ---------- */

/**
 * The signed-in patient (401 signed out). A staff token gets the "no such
 * endpoint" 404, as the page gives staff the ordinary 404.
 */
export function requireApiPatient(context: Context, url: URL): RequestSession {
  const session = requireApiSession(context)
  if (session.role !== 'patient') throw translatedProblem(404, pageLocale(context), 'errors.api.no_endpoint', { values: { path: url.pathname } })
  return session
}

/** Problems in the language the request asked for, else the patient's. */
export const patientLocale = (request: Request, session: RequestSession) => apiLocale(request, session.user.locale)

export async function myConversationHandler({ request, url, context }: PatientArgs) {
  const session = requireApiPatient(context, url)
  const query = parseQuery(url, DetailQuery, patientLocale(request, session))
  if (!query.ok) return query.response
  return answer(patientView(await patientConversation(database(), session.user.id, { locale: query.value.locale, now: new Date() })))
}

export async function mySendMessageHandler({ request, url, context }: PatientArgs) {
  const session = requireApiPatient(context, url)
  const locale = patientLocale(request, session)
  const body = await readMessage(request, PatientMessageRequest, locale)
  if (!body.ok) return body.response
  const db = database()
  // The verb checks the plan or appointment is the patient's, and the rate limit; refused, it lets the files go.
  const sent = await sendPatientMessage({ ...actionContext(context, locale, db), session }, { ...body.value, attachments: body.attachments })
  if (!sent.ok) return refusalProblem(sent, locale)
  const conversation = (await findConversation(db, session.user.id))!
  const message = (await storedMessage(db, conversation.id, sent.messageId, PATIENT_VISIBLE))!
  const readByTeam = message.id <= conversation.team_read_id
  return answer(withDownloads({ ...message, kind: 'message' as const, readByTeam }, patientDownload), 201)
}

/** Read up to the newest message the patient sees (and seen now: no email notice while they read); the conversation as it now is. */
export async function myReadHandler({ request, url, context }: PatientArgs) {
  const session = requireApiPatient(context, url)
  const query = parseQuery(url, DetailQuery, patientLocale(request, session))
  if (!query.ok) return query.response
  const db = database()
  const now = new Date()
  const conversation = await findConversation(db, session.user.id)
  if (conversation) {
    const newest = await db
      .selectFrom('care_messages')
      .select('id')
      .where('conversation_id', '=', conversation.id)
      .where('kind', 'in', PATIENT_VISIBLE)
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst()
    if (newest) await markReadByPatient(db, conversation.id, newest.id, now)
  }
  return answer(patientView(await patientConversation(db, session.user.id, { locale: query.value.locale, now })))
}

/** A file of the patient's own conversation (never of a staff note); anyone else's is a 404, as one that does not exist. */
export async function myAttachmentHandler({ request, url, context, params }: PatientArgs) {
  const session = requireApiPatient(context, url)
  const attachmentId = parseId(params.attachmentId)
  const file = attachmentId ? await openPatientAttachment(database(), { patientId: session.user.id, attachmentId }) : undefined
  return file ? attachmentResponse(file) : translatedProblem(404, patientLocale(request, session), 'errors.not_found.title')
}

/* ---------- The care team: /v1/admin/conversations ---------- */

const notFound = (locale: Locale) => refusalProblem(refuse('conversation_not_found'), locale)

/** The conversation as the caller now reads it (without reading it for the team), or 404. */
async function conversationAnswer(caller: StaffCaller, id: number, locale: Locale) {
  const conversation = await staffConversation(database(), caller, id, { markRead: false })
  return conversation ? answer(staffView(conversation)) : notFound(locale)
}

export async function adminConversationsHandler(args: Args) {
  const { member, scope, acting } = await apiDoor(args, 'conversations.view')
  const query = parseQuery(args.url, AdminConversationsQuery, acting.locale)
  if (!query.ok) return query.response
  const { items, hasMore } = await listConversations(database(), { member, scope }, query.value)
  return answer({ conversations: items, hasMore })
}

export async function adminConversationHandler(args: Args) {
  const { member, scope, acting } = await apiDoor(args, 'conversations.view')
  const id = parseId(args.params.id)
  return id ? conversationAnswer({ member, scope }, id, acting.locale) : notFound(acting.locale)
}

type StaffMessageVerb = typeof replyToPatient

/**
 * A reply or a note. A JSON body is read right after the door (a bad field is
 * a 400 whether or not the conversation exists); a multipart one only once
 * the caller may open the conversation, so no file is stored for one they may
 * not. 201 with the message as the team's thread shows it.
 */
async function staffMessage(args: Args, permission: Permission, verb: StaffMessageVerb) {
  const { member, scope, acting } = await apiDoor(args, permission)
  const locale = acting.locale
  const id = parseId(args.params.id)
  if (isMultipart(args.request) && !(id && (await conversationForStaff(database(), { member, scope }, id)))) {
    await args.request.body?.cancel().catch(() => undefined)
    return notFound(locale)
  }
  const body = await readMessage(args.request, StaffConversationMessageRequest, locale)
  if (!body.ok) return body.response
  if (!id) {
    await discardAttachments(body.attachments)
    return notFound(locale)
  }
  // Refused (the conversation is not the caller's to open, among others), the verb lets the files go.
  const written = await verb(acting, { body: body.value.body, conversationId: id, attachments: body.attachments })
  if (!written.ok) return refusalProblem(written, locale)
  const message = (await storedMessage(database(), id, written.messageId, ['message', 'note', 'event']))!
  return answer(withDownloads(message, staffDownload(id)), 201)
}

export const adminReplyHandler = (args: Args) => staffMessage(args, 'conversations.reply', replyToPatient)
export const adminNoteHandler = (args: Args) => staffMessage(args, 'conversations.note', addConversationNote)

/** A change with a JSON body: the door, the body, the change (which finds the conversation as the caller may see it); the conversation as it now is. */
async function conversationChange<T extends z.ZodType>(
  args: Args,
  permission: Permission,
  schema: T,
  change: (acting: ActionContext, conversationId: number, body: z.infer<T>) => Promise<Outcome<object>>,
) {
  const { member, scope, acting } = await apiDoor(args, permission)
  const body = await parseJsonBody(args.request, schema)
  if (!body.ok) return body.response
  const id = parseId(args.params.id)
  const changed = id ? await change(acting, id, body.value) : refuse('conversation_not_found')
  if (!changed.ok) return refusalProblem(changed, acting.locale)
  return conversationAnswer({ member, scope }, id!, acting.locale)
}

export const adminAssignHandler = (args: Args) =>
  conversationChange(args, 'conversations.assign', StaffConversationAssignRequest, (acting, conversationId, { coordinatorId }) =>
    assignCoordinator(acting, { conversationId, coordinatorId }),
  )

export const adminAddMemberHandler = (args: Args) =>
  conversationChange(args, 'conversations.assign', StaffConversationMemberRequest, (acting, conversationId, { userId }) =>
    bringInColleague(acting, { conversationId, userId }),
  )

export const adminStatusHandler = (args: Args) =>
  conversationChange(args, 'conversations.reply', StaffConversationStatusRequest, (acting, conversationId) =>
    setNoReplyNeeded(acting, { conversationId }),
  )

/** The team has read the conversation up to its newest message or note (as opening its page does); the conversation as it now is. */
export async function adminReadHandler(args: Args) {
  const { member, scope, acting } = await apiDoor(args, 'conversations.reply')
  const id = parseId(args.params.id)
  const conversation = id ? await staffConversation(database(), { member, scope }, id, { markRead: true }) : undefined
  return conversation ? answer(staffView(conversation)) : notFound(acting.locale)
}

/** A file of a message or note of a conversation the caller may open; 404 otherwise. */
export async function adminAttachmentHandler(args: Args) {
  const { member, scope, acting } = await apiDoor(args, 'conversations.view')
  const [conversationId, attachmentId] = [parseId(args.params.id), parseId(args.params.attachmentId)]
  const db = database()
  const file =
    conversationId && attachmentId && (await conversationForStaff(db, { member, scope }, conversationId))
      ? await openStaffAttachment(db, { conversationId, attachmentId })
      : undefined
  return file ? attachmentResponse(file) : notFound(acting.locale)
}
