import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useActionData, useNavigation } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { actionContext } from '~/accounts/action-context.server'
import { assignContactMessage } from '~/contact/assign-contact-message.server'
import { contactReplyFrame } from '~/contact/contact-emails.server'
import { getContactMessageThread } from '~/contact/inbox.server'
import {
  AssignContactMessageSchema,
  CONTACT_MESSAGE_STATUSES,
  ReplyToContactMessageSchema,
  SetContactMessageStatusSchema,
} from '~/contact/inbox-schemas'
import { replyToContactMessage } from '~/contact/reply-to-contact-message.server'
import { setContactMessageStatus } from '~/contact/set-contact-message-status.server'
import { database } from '~/db/db.server'
import { refuse } from '~/errors/outcomes'
import { invariantParam, notFound } from '~/errors/not-found'
import { FormError, TextAreaField } from '~/forms/fields'
import { formFailure, refusalFailure } from '~/forms/form-result.server'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import type { Locale } from '~/i18n/locales'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { backToPage } from '~/staff-console/console-actions.server'
import { requirePermission } from '~/access/door.server'
import { roleMay } from '~/access/permissions'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { ConsoleCard, SelectField } from '~/staff-console/ui/filter-fields'
import { MessageStatusBadge } from '~/staff-console/ui/message-status-badge'
import { listStaff } from '~/staff/staff-directory.server'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/inbox-message'

async function openMessage({ context, url, params }: Pick<Route.LoaderArgs, 'context' | 'url' | 'params'>) {
  const door = await requirePermission(context, url, 'inbox.answer')
  const id = parseId(params.id)
  invariantParam(id, url)
  const message = await getContactMessageThread(database(), id)
  if (!message) notFound(url, 'unmatched')
  return { ...door, message }
}

/** Who may be given a message: active staff who can open the inbox. */
async function assignableStaff() {
  return (await listStaff(database(), { activeOnly: true })).filter((member) => roleMay(member.role, 'inbox.answer'))
}

export async function loader(args: Route.LoaderArgs) {
  const { message, member } = await openMessage(args)
  const team = (await assignableStaff()).map(({ id, name }) => ({ id, name }))
  // The reply box starts with the greeting in the sender's language; what the email adds under it is shown as it will be sent.
  const replyFrame = contactReplyFrame({ message, authorName: member.name })
  return { message, team, replyFrame }
}

export async function action(args: Route.ActionArgs) {
  const { message } = await openMessage(args)
  const { context, request } = args
  const form = await requireFormData(request)
  const acting = actionContext(context, pageLocale(context))
  const back = backToPage(context, `/admin/inbox/${message.id}`)
  // The message is the page's (the address, behind the door), never a form field's: a form cannot act on another.
  switch (form.get('intent')) {
    case 'reply': {
      const submission = parseWithZod(form, { schema: ReplyToContactMessageSchema })
      if (submission.status !== 'success') return formFailure(submission.reply())
      const outcome = await replyToContactMessage(acting, { ...submission.value, messageId: message.id })
      if (!outcome.ok) return refusalFailure(submission, outcome)
      return back.done('console.inbox.reply_sent', { email: message.email })
    }
    case 'status': {
      const parsed = SetContactMessageStatusSchema.safeParse(Object.fromEntries(form))
      if (!parsed.success) return back.refused(refuse('contact_message_changed'))
      const outcome = await setContactMessageStatus(acting, { ...parsed.data, messageId: message.id })
      return outcome.ok ? back.done('console.inbox.status_saved') : back.refused(outcome)
    }
    case 'assign': {
      const parsed = AssignContactMessageSchema.safeParse(Object.fromEntries(form))
      if (!parsed.success) return back.refused(refuse('assignee_not_found'))
      const outcome = await assignContactMessage(acting, { ...parsed.data, messageId: message.id })
      return outcome.ok ? back.done('console.inbox.assignee_saved') : back.refused(outcome)
    }
    default:
      return back.refused(refuse('contact_message_changed'))
  }
}

export default function ConsoleInboxMessage({ loaderData: { message, team, replyFrame } }: Route.ComponentProps) {
  const t = useTranslations('console.inbox')
  const tc = useTranslations('console')
  const format = useFormatter()
  const when = (date: Date) => format.dateTime(date, { dateStyle: 'medium', timeStyle: 'short' })
  return (
    <>
      <PageMeta title={message.subject} />
      <p className="mb-2 text-sm">
        <LocalizedLink to="/admin/inbox" className="text-accent-strong underline">
          {t('back')}
        </LocalizedLink>
      </p>
      <ConsolePageHeader title={message.subject} actions={<MessageStatusBadge status={message.status} />} />
      <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
        <div className="flex flex-col gap-6">
          <ConsoleCard>
            <p className="text-sm text-ink-muted">
              {t('from', { name: message.name, email: message.email })}
              {message.phone && ` · ${message.phone}`} · <time dateTime={message.createdAt.toISOString()}>{when(message.createdAt)}</time> ·{' '}
              {t('language', { name: tc(`language_names.${message.locale}`) })}
            </p>
            <p className="mt-3 whitespace-pre-line">{message.message}</p>
          </ConsoleCard>
          {message.replies.length > 0 && (
            <ConsoleCard title={t('thread')} id="thread">
              <ol className="flex flex-col gap-4">
                {message.replies.map((reply) => (
                  <li key={reply.id} className="rounded-lg bg-surface-muted p-4">
                    <p className="text-sm text-ink-muted">
                      {t('replied', { name: reply.author.name })} · <time dateTime={reply.sentAt.toISOString()}>{when(reply.sentAt)}</time>
                      {reply.delivery && ` · ${t(`delivery.${reply.delivery}`)}`}
                    </p>
                    <p className="mt-2 whitespace-pre-line">{reply.body}</p>
                  </li>
                ))}
              </ol>
            </ConsoleCard>
          )}
          <ReplyForm messageId={message.id} closed={message.status === 'closed'} frame={replyFrame} locale={message.locale} />
        </div>
        <div className="flex flex-col gap-6">
          <ConsoleCard title={t('status')} id="status-heading">
            {/* Keyed by version: after any change the choices show the message as it now is. */}
            <Form method="post" className="flex flex-col gap-3" key={`status-${message.version}`}>
              <CsrfInput />
              <input type="hidden" name="intent" value="status" />
              <input type="hidden" name="messageId" value={message.id} />
              <input type="hidden" name="version" value={message.version} />
              <SelectField
                name="status"
                id="message-status"
                label={t('change_status')}
                value={message.status}
                options={CONTACT_MESSAGE_STATUSES.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
              />
              <button type="submit" className={buttonStyles.outline}>
                {t('save_status')}
              </button>
            </Form>
          </ConsoleCard>
          <ConsoleCard title={t('assignee')} id="assignee-heading">
            <Form method="post" className="flex flex-col gap-3" key={`assign-${message.version}`}>
              <CsrfInput />
              <input type="hidden" name="intent" value="assign" />
              <input type="hidden" name="messageId" value={message.id} />
              <input type="hidden" name="version" value={message.version} />
              <SelectField
                name="assigneeId"
                id="message-assignee"
                label={t('assign_to')}
                value={message.assignee ? String(message.assignee.id) : ''}
                options={[{ value: '', label: t('unassigned') }, ...team.map((member) => ({ value: String(member.id), label: member.name }))]}
              />
              <button type="submit" className={buttonStyles.outline}>
                {t('save_assignee')}
              </button>
            </Form>
          </ConsoleCard>
        </div>
      </div>
    </>
  )
}

function ReplyForm({
  messageId,
  closed,
  frame,
  locale,
}: {
  messageId: number
  closed: boolean
  frame: Route.ComponentProps['loaderData']['replyFrame']
  locale: Locale
}) {
  const t = useTranslations('console.inbox')
  const tc = useTranslations('console')
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'inbox-reply',
    defaultValue: { body: `${frame.greeting}\n\n` },
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ReplyToContactMessageSchema }),
  })
  return (
    <ConsoleCard title={t('reply')} id="reply-heading">
      {closed ? (
        <p className="text-ink-muted">{t('closed_hint')}</p>
      ) : (
        <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
          <CsrfInput />
          <input type="hidden" name="intent" value="reply" />
          <input type="hidden" name="messageId" value={messageId} />
          <FormError id={form.errorId} errors={form.errors} />
          <TextAreaField meta={fields.body} label={t('reply_label')} hint={t('reply_hint')} rows={8} />
          <section aria-labelledby="reply-frame-heading" className="rounded-lg border border-dashed border-line p-4 text-sm">
            <h3 id="reply-frame-heading" className="font-semibold">
              {t('reply_frame', { language: tc(`language_names.${locale}`) })}
            </h3>
            <div lang={locale} className="mt-2 flex flex-col gap-2 text-ink-muted">
              <p>{frame.signature}</p>
              {frame.closing.map((line, index) => (
                <p key={index} className="whitespace-pre-line">
                  {line}
                </p>
              ))}
              <p className="border-t border-line pt-2 text-xs">{frame.tagline}</p>
            </div>
          </section>
          <button type="submit" className={`${buttonStyles.solid} self-start`} disabled={navigation.state === 'submitting'}>
            {t('send_reply')}
          </button>
        </Form>
      )}
    </ConsoleCard>
  )
}
