import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { SubmissionResult } from '@conform-to/react'
import { Form, useNavigation } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { StaffMessageSchema, MESSAGE_LIMITS } from '~/conversations/message-rules'
import type { StaffConversation } from '~/conversations/staff-conversation.server'
import type { ThreadMessage } from '~/conversations/thread.server'
import { AboutLink } from '~/conversations/ui/about-link'
import { AttachmentLinks } from '~/conversations/ui/attachment-links'
import { DOCUMENT_ACCEPT } from '~/documents/document-upload'
import { LinkifiedText } from '~/conversations/ui/linkified-text'
import { useLiveVersion } from '~/conversations/ui/use-live-version'
import { FieldError } from '~/forms/field-error'
import { FormError, TextAreaField } from '~/forms/fields'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import type { PatientDetail } from '~/staff-console/patient-detail.server'
import type { TreatmentDocument } from '~/documents/treatment-documents.server'
import { useDocumentMeta } from '~/documents/ui/document-meta'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { AppointmentStatusBadge } from './appointment-status-badge'
import { ConsolePageHeader } from './console-page-header'
import { ConsoleCard, SelectField } from './filter-fields'
import { useTreatmentPlanNames } from './treatment-plan-name'
import { WaitingBadge } from './waiting-badge'

/*
 * A care conversation in the console (issue 29): the thread with the team's
 * internal notes marked apart, one box to answer the patient or note for
 * colleagues (with files), and beside it who coordinates, who was brought
 * in, and the patient's appointments and plans. Every form is a plain post;
 * with script the thread follows new messages as they come.
 */

/** Each plan's documents, for the patient's card. */
type PlanDocuments = { treatmentId: number; documents: TreatmentDocument[] }[]

interface Props {
  conversation: StaffConversation
  patient: PatientDetail
  documents: PlanDocuments
  now: Date
  /** The composer's last answer from the server (its field errors). */
  lastResult?: SubmissionResult<string[]>
}

export function ConsoleConversationPage({ conversation, patient, documents, now, lastResult }: Props) {
  const t = useTranslations('console.conversations')
  const tc = useTranslations('console')
  const localize = useLocalizePath()
  useLiveVersion(localize(`/admin/conversations/${conversation.id}/updates`), conversation.version)
  const person = patient.patient
  return (
    <>
      <PageMeta title={t('page_title', { name: person.name })} />
      <p className="mb-2 text-sm">
        <LocalizedLink to="/admin/conversations" className="text-accent-strong underline">
          {t('back')}
        </LocalizedLink>
      </p>
      <ConsolePageHeader
        title={person.name}
        lead={[person.email, tc(`language_names.${person.locale === 'es' ? 'es' : 'en'}`)].join(' · ')}
        actions={
          <div className="flex flex-wrap items-center gap-3">
            {conversation.waitingSince ? (
              <WaitingBadge since={conversation.waitingSince} now={now} />
            ) : (
              <span className="text-sm text-ink-muted">{t('nothing_waiting')}</span>
            )}
            <LocalizedLink to={`/admin/patients/${person.id}`} className={buttonStyles.outline}>
              {t('patient_page')}
            </LocalizedLink>
          </div>
        }
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-6">
          <Thread conversation={conversation} patient={patient} />
          {(conversation.may.reply || conversation.may.note) && <Composer conversation={conversation} lastResult={lastResult} />}
        </div>
        <div className="flex min-w-0 flex-col gap-6">
          <CoordinatorCard conversation={conversation} />
          <ColleaguesCard conversation={conversation} />
          <PatientCard patient={patient} documents={documents} />
        </div>
      </div>
    </>
  )
}

function useWhen() {
  const format = useFormatter()
  return (at: Date) => format.dateTime(new Date(at), { dateStyle: 'medium', timeStyle: 'short' })
}

function Thread({ conversation, patient }: { conversation: StaffConversation; patient: PatientDetail }) {
  const t = useTranslations('console.conversations')
  return (
    <ConsoleCard title={t('thread')} id="thread-heading">
      {conversation.messages.length === 0 ? (
        <p className="text-ink-muted">{t('no_messages')}</p>
      ) : (
        <ol className="flex flex-col gap-4" aria-labelledby="thread-heading">
          {conversation.messages.map((message) =>
            message.kind === 'message' || (message.kind === 'note' && !message.event) ? (
              <MessageItem key={message.id} message={message} conversation={conversation} patient={patient} />
            ) : (
              <EventLine key={message.id} message={message} />
            ),
          )}
        </ol>
      )}
    </ConsoleCard>
  )
}

function EventLine({ message }: { message: ThreadMessage }) {
  const t = useTranslations('console.conversations.events')
  const when = useWhen()
  const name = message.eventUser?.name ?? '—'
  const by = message.author?.name ?? t('system')
  const text =
    message.event === 'coordinator_assigned'
      ? message.author
        ? t('coordinator_assigned', { name, by })
        : t('coordinator_assigned_automatically', { name })
      : message.event === 'colleague_joined'
        ? t('colleague_joined', { name, by })
        : message.event === 'no_reply_needed'
          ? t('no_reply_needed', { by })
          : isQuoteEvent(message.event)
            ? t(message.event, { by })
            : t('other', { by })
  return (
    <li className="flex justify-center">
      <p className="rounded-full bg-surface-muted px-3 py-1 text-center text-xs text-ink-muted">
        {text} · <time dateTime={new Date(message.createdAt).toISOString()}>{when(message.createdAt)}</time>
        {message.kind === 'note' && <span className="sr-only"> {t('staff_only')}</span>}
        {message.quoteRequestId !== null && (
          <>
            {' · '}
            <LocalizedLink to={`/admin/quotes/${message.quoteRequestId}`} className="font-medium text-accent-strong underline">
              {t('open_quote')}
            </LocalizedLink>
          </>
        )}
      </p>
      {message.event === 'quote_declined' && message.body && (
        <p className="mx-auto mt-1 max-w-prose text-center text-sm break-words whitespace-pre-wrap text-ink-muted">“{message.body}”</p>
      )}
    </li>
  )
}

const QUOTE_EVENTS = ['quote_sent', 'quote_accepted', 'quote_declined'] as const
const isQuoteEvent = (event: string | null): event is (typeof QUOTE_EVENTS)[number] => (QUOTE_EVENTS as readonly (string | null)[]).includes(event)

function MessageItem({ message, conversation, patient }: { message: ThreadMessage; conversation: StaffConversation; patient: PatientDetail }) {
  const t = useTranslations('console.conversations')
  const tRoles = useTranslations('console.roles')
  const when = useWhen()
  const fromPatient = message.author?.id === conversation.patientId
  const note = message.kind === 'note'
  const role = message.author && message.author.role !== 'patient' ? tRoles(message.author.role) : t('patient')
  const tone = note
    ? 'border-2 border-dashed border-amber-400 bg-amber-50 dark:border-amber-600 dark:bg-amber-950/40'
    : fromPatient
      ? 'border border-line bg-surface'
      : 'bg-accent-soft dark:bg-primary-950'
  return (
    <li id={`message-${message.id}`} className={`flex ${fromPatient || note ? 'justify-start' : 'justify-end'}`}>
      <article
        className={`flex max-w-full min-w-0 flex-col sm:max-w-[85%] ${note ? 'w-full sm:max-w-full' : ''}`}
        aria-label={note ? t('note_label') : undefined}
      >
        <p className="px-1 text-xs text-ink-muted">
          <span className="font-semibold text-ink">{message.author?.name ?? t('system')}</span> · {role} ·{' '}
          <time dateTime={new Date(message.createdAt).toISOString()}>{when(message.createdAt)}</time>
        </p>
        <div className={`mt-1 rounded-2xl px-4 py-3 ${tone}`}>
          {note && (
            <p className="mb-1 flex items-center gap-1 text-xs font-semibold tracking-wide text-amber-900 uppercase dark:text-amber-200">
              <Icon name="lucide:lock" className="size-3.5" />
              {t('note_badge')}
            </p>
          )}
          {(message.event === 'contact_form' || message.event === 'contact_form_unverified') && (
            <p className="mb-1 text-xs font-medium text-ink-muted">{t(`via.${message.event}`)}</p>
          )}
          {message.body && (
            <p className="break-words whitespace-pre-wrap">
              <LinkifiedText text={message.body} />
            </p>
          )}
          <About message={message} patient={patient} />
          <AttachmentLinks attachments={message.attachments} href={(id) => `/admin/conversations/${conversation.id}/attachments/${id}`} />
        </div>
        {!fromPatient && !note && message.id <= conversation.patientReadId && (
          <p className="mt-1 flex items-center justify-end gap-1 px-1 text-xs text-ink-muted">
            <Icon name="lucide:check-check" className="size-3.5" />
            {t('read_by_patient')}
          </p>
        )}
      </article>
    </li>
  )
}

/** The plan or appointment the patient wrote about, linking to its console page. */
function About({ message, patient }: { message: ThreadMessage; patient: PatientDetail }) {
  const t = useTranslations('console.conversations')
  const format = useFormatter()
  const planName = useTreatmentPlanNames(patient.treatments)
  const plan = patient.treatments.find((candidate) => candidate.id === message.treatmentId)
  const appointment = patient.appointments.find((candidate) => candidate.id === message.appointmentId)
  if (message.quoteRequestId !== null)
    return (
      <AboutLink
        to={`/admin/quotes/${message.quoteRequestId}`}
        about="quote"
        text={t('about_quote_request')}
        className="text-accent-strong underline"
      />
    )
  if (!plan && !appointment) return null
  const [to, text] = plan
    ? [`/admin/patients/${patient.patient.id}/treatments/${plan.id}`, t('about_plan', { plan: planName(plan) })]
    : [
        `/admin/appointments/${appointment!.id}`,
        t('about_appointment', {
          date: format.dateTime(new Date(appointment!.startsAt), { dateStyle: 'medium', timeStyle: 'short', timeZone: appointment!.clinic.timeZone }),
          clinic: appointment!.clinic.name,
        }),
      ]
  return <AboutLink to={to} about={plan ? 'plan' : 'appointment'} text={text} className="text-accent-strong underline" />
}

function Composer({ conversation, lastResult }: { conversation: StaffConversation; lastResult?: SubmissionResult<string[]> }) {
  const t = useTranslations('console.conversations')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: `conversation-${conversation.id}-composer`,
    lastResult,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: StaffMessageSchema }),
  })
  const busy = navigation.state === 'submitting'
  return (
    <ConsoleCard title={t('write')} id="composer-heading">
      {/* Keyed by the newest message: after a send the box starts empty again. */}
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        key={conversation.messages.at(-1)?.id ?? 0}
        className="flex flex-col gap-4"
      >
        <CsrfInput />
        <FormError id={form.errorId} errors={form.errors} />
        <TextAreaField meta={fields.body} label={t('message_label')} hint={t('message_hint')} rows={6} maxLength={MESSAGE_LIMITS.body} />
        <div className="flex flex-col gap-1">
          <label htmlFor="conversation-attachments" className="text-sm font-medium">
            {t('attachments_label')}
          </label>
          <input
            id="conversation-attachments"
            type="file"
            name="attachments"
            multiple
            accept={DOCUMENT_ACCEPT}
            aria-describedby="conversation-attachments-hint conversation-attachments-error"
            className="text-sm file:mr-3 file:rounded-full file:border file:border-line file:bg-surface file:px-3 file:py-1.5 file:text-sm file:font-medium"
          />
          <p id="conversation-attachments-hint" className="text-xs text-ink-muted">
            {t('attachments_hint')}
          </p>
          <FieldError id="conversation-attachments-error" errors={form.allErrors.attachments} />
        </div>
        <div className="flex flex-wrap gap-3">
          {conversation.may.reply && (
            <button type="submit" name="intent" value="reply" className={buttonStyles.solid} disabled={busy}>
              <Icon name="lucide:send" className="size-4" />
              {t('send')}
            </button>
          )}
          {conversation.may.note && (
            <button type="submit" name="intent" value="note" className={buttonStyles.outline} disabled={busy}>
              <Icon name="lucide:lock" className="size-4" />
              {t('add_note')}
            </button>
          )}
        </div>
        <p className="text-xs text-ink-muted">{t('note_explained')}</p>
      </Form>
      {conversation.may.reply && conversation.waitingSince && (
        <Form method="post" className="mt-4 border-t border-line pt-4">
          <CsrfInput />
          <input type="hidden" name="intent" value="no-reply-needed" />
          <button type="submit" className={buttonStyles.outline}>
            {t('no_reply_needed')}
          </button>
          <p className="mt-1 text-xs text-ink-muted">{t('no_reply_needed_hint')}</p>
        </Form>
      )}
    </ConsoleCard>
  )
}

function CoordinatorCard({ conversation }: { conversation: StaffConversation }) {
  const t = useTranslations('console.conversations')
  const tc = useTranslations('console')
  const languages = (codes: string) =>
    codes
      .split(',')
      .filter((code) => code === 'en' || code === 'es')
      .map((code) => tc(`language_names.${code as 'en' | 'es'}`))
      .join(', ')
  return (
    <ConsoleCard title={t('coordinator')} id="coordinator-heading">
      <p className="font-medium">{conversation.coordinator?.name ?? t('unassigned')}</p>
      {conversation.may.assign && (
        <Form method="post" className="mt-3 flex flex-col gap-3" key={`assign-${conversation.coordinator?.id ?? 0}`}>
          <CsrfInput />
          <input type="hidden" name="intent" value="assign" />
          <SelectField
            name="coordinatorId"
            id="conversation-coordinator"
            label={t('assign_to')}
            value={conversation.coordinator ? String(conversation.coordinator.id) : ''}
            options={[
              { value: '', label: t('choose') },
              ...conversation.coordinators.map((member) => ({
                value: String(member.id),
                label: member.languages ? `${member.name} (${languages(member.languages)})` : member.name,
              })),
            ]}
          />
          <button type="submit" className={`${buttonStyles.outline} self-start`}>
            {t('save_coordinator')}
          </button>
          <p className="text-xs text-ink-muted">{t('assign_hint')}</p>
        </Form>
      )}
    </ConsoleCard>
  )
}

function ColleaguesCard({ conversation }: { conversation: StaffConversation }) {
  const t = useTranslations('console.conversations')
  if (!conversation.may.assign && conversation.members.length === 0) return null
  return (
    <ConsoleCard title={t('colleagues')} id="colleagues-heading">
      {conversation.members.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('no_colleagues')}</p>
      ) : (
        <ul className="flex flex-col gap-1 text-sm">
          {conversation.members.map((member) => (
            <li key={member.id}>{member.name}</li>
          ))}
        </ul>
      )}
      {conversation.may.assign &&
        (conversation.colleagues.length === 0 ? (
          <p className="mt-3 text-xs text-ink-muted">{t('no_colleague_choices')}</p>
        ) : (
          <Form method="post" className="mt-3 flex flex-col gap-3">
            <CsrfInput />
            <input type="hidden" name="intent" value="bring-in" />
            <SelectField
              name="userId"
              id="conversation-colleague"
              label={t('bring_in')}
              value=""
              options={[
                { value: '', label: t('choose') },
                ...conversation.colleagues.map((member) => ({ value: String(member.id), label: member.name })),
              ]}
            />
            <button type="submit" className={`${buttonStyles.outline} self-start`}>
              <Icon name="lucide:user-plus" className="size-4" />
              {t('bring_in_submit')}
            </button>
            <p className="text-xs text-ink-muted">{t('bring_in_hint')}</p>
          </Form>
        ))}
    </ConsoleCard>
  )
}

function PatientCard({ patient, documents }: { patient: PatientDetail; documents: PlanDocuments }) {
  const t = useTranslations('console.conversations')
  const format = useFormatter()
  const planName = useTreatmentPlanNames(patient.treatments)
  const upcoming = patient.appointments.slice(0, 4)
  return (
    <ConsoleCard title={t('at_hand')} id="at-hand-heading">
      <h3 className="text-sm font-semibold">{t('plans')}</h3>
      {patient.treatments.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('no_plans')}</p>
      ) : (
        <ul className="mt-1 mb-4 flex flex-col gap-1 text-sm">
          {patient.treatments.map((plan) => (
            <li key={plan.id}>
              <LocalizedLink to={`/admin/patients/${patient.patient.id}/treatments/${plan.id}`} className="text-accent-strong underline">
                {planName(plan)}
              </LocalizedLink>
              <PlanDocumentLinks
                label={t('documents_of', { plan: planName(plan) })}
                documents={documents.find((entry) => entry.treatmentId === plan.id)?.documents ?? []}
                href={(id) => `/admin/patients/${patient.patient.id}/treatments/${plan.id}/documents/${id}`}
              />
            </li>
          ))}
        </ul>
      )}
      <h3 className="mt-2 text-sm font-semibold">{t('appointments')}</h3>
      {upcoming.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('no_appointments')}</p>
      ) : (
        <ul className="mt-1 flex flex-col gap-2 text-sm">
          {upcoming.map((appointment) => (
            <li key={appointment.id} className="flex flex-wrap items-center gap-2">
              <LocalizedLink to={`/admin/appointments/${appointment.id}`} className="text-accent-strong underline">
                {format.dateTime(new Date(appointment.startsAt), { dateStyle: 'medium', timeStyle: 'short', timeZone: appointment.clinic.timeZone })}
              </LocalizedLink>
              <span className="text-ink-muted">{appointment.clinic.name}</span>
              <AppointmentStatusBadge status={appointment.status} />
            </li>
          ))}
        </ul>
      )}
    </ConsoleCard>
  )
}

function PlanDocumentLinks({ label, documents, href }: { label: string; documents: TreatmentDocument[]; href: (id: number) => string }) {
  const documentMeta = useDocumentMeta()
  const localize = useLocalizePath()
  if (documents.length === 0) return null
  return (
    <ul aria-label={label} className="mt-1 ml-3 flex flex-col gap-1">
      {documents.map((document) => (
        <li key={document.id} className="flex flex-col">
          <a href={localize(href(document.id))} className="inline-flex items-center gap-1 break-all text-accent-strong underline">
            <Icon name="lucide:paperclip" className="size-3.5 shrink-0" />
            {document.fileName}
          </a>
          <span className="text-xs text-ink-muted">{documentMeta(document)}</span>
        </li>
      ))}
    </ul>
  )
}
