import { parseWithZod } from '@conform-to/zod/v4'
import { useActionData } from 'react-router'
import { useTranslations } from 'use-intl'
import { actionContext } from '~/accounts/action-context.server'
import { requirePatientSession } from '~/accounts/patient-session.server'
import { askedAbout, CareTeamMessageSchema, formField, messageInput } from '~/conversations/care-team-form'
import { openCareTeam } from '~/conversations/care-team-page.server'
import { discardAttachments, readMessageForm } from '~/conversations/message-attachments.server'
import { sendPatientMessage } from '~/conversations/send-patient-message.server'
import { ConversationThread } from '~/conversations/ui/conversation-thread'
import { CoordinatorCard } from '~/conversations/ui/coordinator-card'
import { PatientMessageForm } from '~/conversations/ui/patient-message-form'
import { useLiveVersion } from '~/conversations/ui/use-live-version'
import { database } from '~/db/db.server'
import { formFailure, formHeaders, refusalFailure } from '~/forms/form-result.server'
import { pageLocale } from '~/http/request-scope.server'
import { serverTranslator } from '~/i18n/messages.server'
import { useLocalizePath } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { unreadableForm } from '~/security/request-body.server'
import { redirectWithToast } from '~/toast/flash-toast.server'
import type { Route } from './+types/account-care-team'

/*
 * "My care team" (issue 29): the signed-in patient's conversation with their
 * care team, their coordinator, and the form to write (with files, without
 * JavaScript too). Opening it reads everything (conversations/care-team-page).
 */

// A refused post's 429 keeps its Retry-After (see formHeaders).
export const headers = formHeaders

export async function loader({ context, url }: Route.LoaderArgs) {
  const session = requirePatientSession(context, url)
  const page = await openCareTeam(database(), session.user, { locale: pageLocale(context), now: new Date() })
  // From a plan's or a quote's "Ask your care team": that plan or quote request chosen in the form, if it is one of theirs.
  return { ...page, patientId: session.user.id, about: askedAbout(page.plans, url.searchParams.get('about'), page.quoteRequests) }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const session = requirePatientSession(context, url)
  const locale = pageLocale(context)
  // The files stream to the store as the form arrives; a file refused leaves nothing stored.
  const read = await readMessageForm(request)
  if (!read.ok && !('refusal' in read)) throw unreadableForm(read.reason)
  const submission = parseWithZod(read.form, { schema: CareTeamMessageSchema })
  if (!read.ok) return refusalFailure(submission, read.refusal)
  if (submission.status !== 'success') {
    await discardAttachments(read.attachments)
    return formFailure(submission.reply())
  }
  const outcome = await sendPatientMessage(
    { ...actionContext(context, locale), session },
    { ...messageInput(submission.value), attachments: read.attachments },
  )
  if (!outcome.ok) return refusalFailure(submission, { ...outcome, field: formField(outcome.field) })
  // Back to the page (post/redirect/get), at the form: the message is last in the thread above it, the text box empty.
  return redirectWithToast(
    `${url.pathname}#care-team-form-title`,
    { title: serverTranslator(locale)('care_team.sent_toast'), color: 'success' },
    { status: 303 },
  )
}

export default function CareTeam({ loaderData }: Route.ComponentProps) {
  const { conversation, plans, appointments, quoteRequests, timeZone, patientId, version, about } = loaderData
  const t = useTranslations('care_team')
  const localize = useLocalizePath()
  const actionData = useActionData<typeof action>()
  useLiveVersion(localize('/account/care-team/updates'), version)
  // A new own message means the last one was sent: the form starts again empty.
  const lastOwn = conversation.messages.findLast((message) => message.author?.id === patientId)?.id ?? 0
  return (
    <div>
      <PageMeta title={t('title')} />
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-2 max-w-prose text-ink-muted">{t('lead')}</p>
      <div className="mt-6">
        <CoordinatorCard coordinator={conversation.coordinator} />
      </div>
      <ConversationThread
        messages={conversation.messages}
        patientId={patientId}
        timeZone={timeZone}
        plans={plans}
        appointments={appointments}
        quoteRequests={quoteRequests}
        coordinatorName={conversation.coordinator?.name ?? null}
      />
      <PatientMessageForm
        key={lastOwn}
        lastResult={actionData?.result}
        plans={plans}
        appointments={appointments}
        quoteRequests={quoteRequests}
        about={about}
      />
    </div>
  )
}
