import { parseWithZod } from '@conform-to/zod/v4'
import { requirePermission } from '~/access/door.server'
import { actionContext } from '~/accounts/action-context.server'
import { addConversationNote } from '~/conversations/add-conversation-note.server'
import { assignCoordinator } from '~/conversations/assign-coordinator.server'
import { bringInColleague } from '~/conversations/bring-in-colleague.server'
import { conversationForStaff } from '~/conversations/conversation-access.server'
import { discardAttachments, readMessageForm } from '~/conversations/message-attachments.server'
import { StaffMessageSchema } from '~/conversations/message-rules'
import { replyToPatient } from '~/conversations/reply-to-patient.server'
import { setNoReplyNeeded } from '~/conversations/set-no-reply-needed.server'
import { staffConversation } from '~/conversations/staff-conversation.server'
import { ConsoleConversationPage } from '~/staff-console/ui/conversation-page'
import { database } from '~/db/db.server'
import { listTreatmentDocuments } from '~/documents/treatment-documents.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { refuse } from '~/errors/outcomes'
import { formFailure, refusalFailure } from '~/forms/form-result.server'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { unreadableForm } from '~/security/request-body.server'
import { backToPage } from '~/staff-console/console-actions.server'
import { patientDetail } from '~/staff-console/patient-detail.server'
import type { Route } from './+types/conversation'

async function openConversation({ context, url, params }: Pick<Route.LoaderArgs, 'context' | 'url' | 'params'>) {
  const caller = await requirePermission(context, url, 'conversations.view')
  const id = parseId(params.id)
  invariantParam(id, url)
  return { caller, id }
}

export async function loader(args: Route.LoaderArgs) {
  const { caller, id } = await openConversation(args)
  const db = database()
  const conversation = await staffConversation(db, caller, id)
  if (!conversation) notFound(args.url, 'unmatched')
  // The patient at hand: their appointments, plans and documents, as far as the caller's clinics go.
  const patient = await patientDetail(db, caller.scope, conversation.patientId, pageLocale(args.context))
  if (!patient) notFound(args.url, 'unmatched')
  const documents = await Promise.all(
    patient.treatments.map(async (plan) => ({ treatmentId: plan.id, documents: await listTreatmentDocuments(db, plan.id) })),
  )
  return { conversation, patient, documents, now: new Date() }
}

const ID_FIELDS: Record<string, string> = { assign: 'coordinatorId', 'bring-in': 'userId' }

export async function action(args: Route.ActionArgs) {
  const { caller, id } = await openConversation(args)
  const { context, url, request } = args
  if (!(await conversationForStaff(database(), caller, id))) notFound(url, 'unmatched')
  const acting = actionContext(context, pageLocale(context))
  const back = backToPage(context, `/admin/conversations/${id}`)
  // Files stream to the store as they arrive; whatever is refused afterwards lets them go again.
  const read = await readMessageForm(request)
  if (!read.ok && 'reason' in read) throw unreadableForm(read.reason)
  const form = read.form
  const intent = String(form.get('intent') ?? '')
  if (intent === 'reply' || intent === 'note') {
    await requirePermission(context, url, intent === 'reply' ? 'conversations.reply' : 'conversations.note')
    const submission = parseWithZod(form, { schema: StaffMessageSchema })
    if (!read.ok) return refusalFailure(submission, read.refusal)
    const attachments = read.attachments
    if (submission.status !== 'success') {
      await discardAttachments(attachments)
      return formFailure(submission.reply())
    }
    const input = { ...submission.value, conversationId: id, attachments }
    const outcome = intent === 'reply' ? await replyToPatient(acting, input) : await addConversationNote(acting, input)
    if (!outcome.ok) return refusalFailure(submission, outcome)
    return back.done(intent === 'reply' ? 'console.conversations.sent' : 'console.conversations.noted')
  }
  if (!read.ok) return back.refused(read.refusal)
  // Only a message or a note carries files.
  await discardAttachments(read.attachments)
  if (intent === 'no-reply-needed') {
    await requirePermission(context, url, 'conversations.reply')
    const outcome = await setNoReplyNeeded(acting, { conversationId: id })
    return outcome.ok ? back.done('console.conversations.no_reply_saved') : back.refused(outcome)
  }
  if (intent === 'assign' || intent === 'bring-in') {
    await requirePermission(context, url, 'conversations.assign')
    const chosen = parseId(String(form.get(ID_FIELDS[intent]!) ?? ''))
    if (!chosen) return back.refused(refuse(intent === 'assign' ? 'conversation_coordinator_unknown' : 'conversation_colleague_not_allowed'))
    const outcome =
      intent === 'assign'
        ? await assignCoordinator(acting, { conversationId: id, coordinatorId: chosen })
        : await bringInColleague(acting, { conversationId: id, userId: chosen })
    return outcome.ok ? back.done(intent === 'assign' ? 'console.conversations.assigned' : 'console.conversations.brought_in') : back.refused(outcome)
  }
  return back.refused(refuse('conversation_not_found'))
}

export default function ConsoleConversation({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsoleConversationPage {...loaderData} lastResult={actionData && 'result' in actionData ? actionData.result : undefined} />
}
