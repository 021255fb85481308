import { useEffect, useRef, useState } from 'react'
import { useFormatter, useTranslations } from 'use-intl'
import { usePlanName } from '~/patients/ui/use-plan-name'
import { Icon } from '~/ui/icon/icon'
import type { AboutAppointment, AboutPlan, AboutQuoteRequest } from '../care-team-page.server'
import type { PatientConversationMessage } from '../patient-conversation.server'
import { AttachmentLinks } from './attachment-links'
import { AboutLink } from './about-link'
import { LocalizedLink } from '~/navigation/localized-link'
import { LinkifiedText } from './linkified-text'
import { useViewerTimeZone } from './viewer-time-zone'

type Message = PatientConversationMessage

interface ThreadProps {
  messages: Message[]
  /** The reader: their own messages are "You", with whether the team has read them. */
  patientId: number
  /** The zone the server drew the times in (the browser's own replaces it once the page runs script). */
  timeZone: string
  plans: AboutPlan[]
  appointments: AboutAppointment[]
  /** The patient's quote requests, to name the one a message is about ("your quote for LASIK"). */
  quoteRequests?: AboutQuoteRequest[]
  /** Said before the first message: who will answer. */
  coordinatorName: string | null
}

/**
 * The patient's conversation with their care team (issue 29), oldest first so the newest is at the
 * bottom, as an ordered list under its heading: messages with their author and role, time, text
 * (line breaks kept, links made safe), what they are about and their files; events as centred lines.
 * Its box opens scrolled to the newest message and stays there as new ones arrive.
 */
export function ConversationThread({
  messages,
  patientId,
  timeZone: fallbackZone,
  plans,
  appointments,
  quoteRequests = [],
  coordinatorName,
}: ThreadProps) {
  const t = useTranslations('care_team')
  const timeZone = useViewerTimeZone(fallbackZone)
  const arrived = useArrivals(messages, patientId)
  return (
    <section className="mt-8">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <h2 id="care-team-thread" className="text-xl font-semibold tracking-tight">
          {t('thread_heading')}
        </h2>
        {messages.length > 0 && <p className="text-xs text-ink-muted">{t('times_in_zone', { zone: timeZone })}</p>}
      </div>
      {/* New messages from the team, read out once as they arrive (the list itself is not a live region). */}
      <p role="status" className="sr-only">
        {arrived > 0 ? t('new_messages', { count: arrived }) : ''}
      </p>
      {messages.length === 0 ? (
        <div className="mt-3 rounded-2xl border border-dashed border-line bg-surface p-6 text-center">
          <Icon name="lucide:message-circle" className="mx-auto size-8 text-accent" />
          <p className="mt-2 font-semibold">{t('empty_title')}</p>
          <p className="mx-auto mt-1 max-w-prose text-sm text-ink-muted">
            {coordinatorName ? t('empty_coordinator', { name: coordinatorName }) : t('empty_team')}
          </p>
          <p className="mt-2 text-sm text-ink-muted italic">{t('empty_example')}</p>
        </div>
      ) : (
        // Reversed flex: the box starts scrolled to its end (the newest message) and keeps it in view as messages arrive.
        // A box that scrolls must take the keyboard's focus, so it can be scrolled without a mouse (WCAG 2.1.1).
        <div
          role="region"
          aria-labelledby="care-team-thread"
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          className="mt-3 flex max-h-[70dvh] flex-col-reverse overflow-y-auto rounded-2xl border border-line bg-surface-muted/40 p-3 sm:max-h-[36rem] sm:p-4"
        >
          <ol className="grid gap-4">
            {messages.map((message) =>
              message.kind === 'event' ? (
                <EventLine key={message.id} message={message} timeZone={timeZone} />
              ) : (
                <MessageItem
                  key={message.id}
                  message={message}
                  own={message.author?.id === patientId}
                  timeZone={timeZone}
                  plans={plans}
                  appointments={appointments}
                  quoteRequests={quoteRequests}
                />
              ),
            )}
          </ol>
        </div>
      )}
    </section>
  )
}

/** How many of the team's messages arrived since the page last drew the list (0 on first draw). */
function useArrivals(messages: Message[], patientId: number) {
  const newest = messages.at(-1)?.id ?? 0
  const seen = useRef(newest)
  const [arrived, setArrived] = useState(0)
  useEffect(() => {
    if (newest <= seen.current) return
    const count = messages.filter((message) => message.id > seen.current && message.author?.id !== patientId).length
    seen.current = newest
    if (count > 0) setArrived(count)
  }, [messages, newest, patientId])
  return arrived
}

function useWhen(timeZone: string) {
  const format = useFormatter()
  return (at: Date) => format.dateTime(new Date(at), { dateStyle: 'medium', timeStyle: 'short', timeZone })
}

function EventLine({ message, timeZone }: { message: Message; timeZone: string }) {
  const t = useTranslations('care_team.events')
  const when = useWhen(timeZone)
  const name = message.eventUser?.name
  const text =
    message.event === 'coordinator_assigned' && name
      ? t('coordinator_assigned', { name })
      : message.event === 'colleague_joined' && name
        ? t('colleague_joined', { name })
        : message.event === 'quote_sent'
          ? t('quote_sent', { name: name ?? t('team') })
          : message.event === 'quote_accepted' || message.event === 'quote_declined'
            ? t(message.event)
            : null
  if (!text) return null
  return (
    <li className="flex justify-center">
      <p className="rounded-full bg-surface px-3 py-1 text-center text-xs text-ink-muted ring-1 ring-line">
        {text} · <time dateTime={new Date(message.createdAt).toISOString()}>{when(message.createdAt)}</time>
        {message.event === 'quote_sent' && (
          <>
            {' · '}
            <LocalizedLink to="/account/quotes" className="font-medium text-accent hover:underline">
              {t('see_quotes')}
            </LocalizedLink>
          </>
        )}
      </p>
    </li>
  )
}

function MessageItem({
  message,
  own,
  timeZone,
  plans,
  appointments,
  quoteRequests,
}: {
  message: Message
  own: boolean
  timeZone: string
  plans: AboutPlan[]
  appointments: AboutAppointment[]
  quoteRequests: AboutQuoteRequest[]
}) {
  const t = useTranslations('care_team')
  const when = useWhen(timeZone)
  const author = own
    ? t('you')
    : message.author
      ? t('author', { name: message.author.name, role: t(`roles.${message.author.role}`) })
      : t('team_heading')
  return (
    <li id={`message-${message.id}`} className={`flex ${own ? 'justify-end' : 'justify-start'}`}>
      <div className={`flex max-w-[92%] min-w-0 flex-col sm:max-w-[80%] ${own ? 'items-end' : 'items-start'}`}>
        <p className="px-1 text-xs text-ink-muted">
          <span className="font-semibold text-ink">{author}</span> ·{' '}
          <time dateTime={new Date(message.createdAt).toISOString()}>{when(message.createdAt)}</time>
        </p>
        <div
          className={`mt-1 max-w-full rounded-2xl px-4 py-3 ${
            own ? 'rounded-tr-sm bg-accent-soft text-ink dark:bg-primary-950' : 'rounded-tl-sm border border-line bg-surface'
          }`}
        >
          {message.body && (
            <p className="break-words whitespace-pre-wrap">
              <LinkifiedText text={message.body} />
            </p>
          )}
          <About message={message} plans={plans} appointments={appointments} quoteRequests={quoteRequests} />
          <AttachmentLinks attachments={message.attachments} href={(id) => `/account/care-team/attachments/${id}`} />
        </div>
        {own && (
          <p className="mt-1 flex items-center gap-1 px-1 text-xs text-ink-muted">
            <Icon name={message.readByTeam ? 'lucide:circle-check' : 'lucide:check'} className="size-3.5" />
            {message.readByTeam ? t('read') : t('sent')}
          </p>
        )}
      </div>
    </li>
  )
}

/** What the message is about, linking to that plan, or to the appointment (its plan's page, else the account's list). */
function About({
  message,
  plans,
  appointments,
  quoteRequests,
}: {
  message: Message
  plans: AboutPlan[]
  appointments: AboutAppointment[]
  quoteRequests: AboutQuoteRequest[]
}) {
  const t = useTranslations('care_team')
  const planName = usePlanName()
  const format = useFormatter()
  const plan = message.treatmentId === null ? undefined : plans.find((candidate) => candidate.id === message.treatmentId)
  const appointment = message.appointmentId === null ? undefined : appointments.find((candidate) => candidate.id === message.appointmentId)
  if (message.quoteRequestId !== null) {
    // Named by its treatment, and to its quote once there is one (else the request as sent).
    const request = quoteRequests.find((candidate) => candidate.id === message.quoteRequestId)
    return (
      <AboutLink
        to={request?.quoteId ? `/account/quotes/${request.quoteId}` : `/account/quote-requests/${message.quoteRequestId}`}
        about="quote"
        text={request ? t('about_quote', { service: request.service }) : t('about_quote_request')}
        className="text-accent hover:underline"
      />
    )
  }
  if (!plan && !appointment) return null
  const [to, text] = plan
    ? [`/account/treatments/${plan.id}`, t('about_plan', { plan: planName({ ...plan }) })]
    : [
        appointment!.treatmentId === null ? '/account#appointments' : `/account/treatments/${appointment!.treatmentId}`,
        t('about_appointment', { date: format.dateTime(new Date(appointment!.startsAt), { dateStyle: 'long', timeZone: appointment!.timeZone }) }),
      ]
  return <AboutLink to={to} about={plan ? 'plan' : 'appointment'} text={text} className="text-accent hover:underline" />
}
