import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { database } from '~/db/db.server'
import { pageLocale } from '~/http/request-scope.server'
import { formatMinorMoney } from '~/i18n/money'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { requirePermission } from '~/access/door.server'
import { now } from '~/time/clock.server'
import type { AgendaAppointment, ClinicNotice, ClinicToday, DueStep, ExpiringHold, TodayOverview } from '~/staff-console/today.server'
import { todayOverview } from '~/staff-console/today.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { AppointmentStatusBadge } from '~/staff-console/ui/appointment-status-badge'
import type { WaitingConversations } from '~/conversations/waiting-conversations.server'
import { roleMay } from '~/access/permissions'
import { quotesWaiting, type QuotesWaiting } from '~/quotes/quote-console.server'
import { QUOTE_WAIT_AMBER_HOURS } from '~/staff-console/ui/quote-badges'
import { WaitingBadge } from '~/staff-console/ui/waiting-badge'
import type { Route } from './+types/today'

export async function loader({ context, url }: Route.LoaderArgs) {
  const caller = await requirePermission(context, url, 'console.open')
  const db = database()
  const at = now()
  const [overview, quotes] = await Promise.all([
    todayOverview(db, caller, pageLocale(context), at),
    // Quote requests waiting for their quote, for those who prepare quotes.
    roleMay(caller.member.role, 'quotes.manage') ? quotesWaiting(db, pageLocale(context)) : null,
  ])
  return { ...overview, quotesWaiting: quotes, now: at }
}

/** A clinic-local calendar day (YYYY-MM-DD) in words, read at noon UTC so no zone moves it. */
function useDay() {
  const format = useFormatter()
  return (date: string, style: 'full' | 'short' = 'full') =>
    format.dateTime(
      new Date(`${date}T12:00:00Z`),
      style === 'full'
        ? { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }
        : { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' },
    )
}

/** A time on the clinic's wall clock. */
function useClinicTime() {
  const format = useFormatter()
  return (instant: string, timeZone: string) => format.dateTime(new Date(instant), { hour: '2-digit', minute: '2-digit', timeZone })
}

const heading = 'text-lg font-semibold'
const list = 'mt-3 divide-y divide-line rounded-xl border border-line bg-surface'
const row =
  'flex flex-wrap items-center gap-x-3 gap-y-1 px-4 py-3 text-sm hover:bg-surface-muted focus-visible:outline-2 focus-visible:outline-offset-[-2px]'

export default function ConsoleToday({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('console.today')
  const { clinics, agenda, needsAction, notices, conversationsWaiting } = loaderData
  // Absent from the API's overview (and from older tests' data): only the page reads them.
  const { quotesWaiting: quotes, now: at } = loaderData as Partial<Pick<typeof loaderData, 'quotesWaiting' | 'now'>>
  const conversations = (
    <>
      {conversationsWaiting && <ConversationsWaiting waiting={conversationsWaiting} />}
      {quotes && <QuotesWaitingCard waiting={quotes} now={at ?? new Date()} />}
    </>
  )
  return (
    <>
      <PageMeta title={t('title')} />
      <ConsolePageHeader title={t('title')} lead={t('lead')} />
      {clinics.length === 0 ? (
        <div className="flex flex-col gap-8">
          <p className="text-ink-muted">{t('no_clinics')}</p>
          {conversations}
        </div>
      ) : (
        <div className="flex flex-col gap-8">
          <Agenda agenda={agenda} clinics={clinics} />
          <NeedsAction needsAction={needsAction} />
          {conversations}
          {notices.length > 0 && <Notices notices={notices} agenda={agenda} />}
          <Week clinics={clinics} />
        </div>
      )}
    </>
  )
}

function Agenda({ agenda, clinics }: { agenda: AgendaAppointment[]; clinics: ClinicToday[] }) {
  const t = useTranslations('console.today')
  const day = useDay()
  // Clinics far apart in longitude can be on different dates; a date is named when all agree.
  const dateOf = (which: 'today' | 'tomorrow') => {
    const dates = new Set(clinics.map((clinic) => clinic[which].date))
    return dates.size === 1 ? ` · ${day([...dates][0]!)}` : ''
  }
  return (
    <section aria-labelledby="agenda-heading">
      <h2 id="agenda-heading" className={heading}>
        {t('agenda')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('agenda_hint')}</p>
      {agenda.length === 0 ? (
        <p className="mt-3 rounded-xl border border-line bg-surface p-4 text-sm text-ink-muted">{t('quiet')}</p>
      ) : (
        (['today', 'tomorrow'] as const).map((which) => {
          const appointments = agenda.filter((appointment) => appointment.day === which)
          return (
            <div key={which} className="mt-4">
              <h3 id={`agenda-${which}`} className="text-sm font-semibold">
                {t(which)}
                {dateOf(which)}
              </h3>
              {appointments.length === 0 ? (
                <p className="mt-1 text-sm text-ink-muted">{t('none')}</p>
              ) : (
                <ol className={list} aria-labelledby={`agenda-${which}`}>
                  {appointments.map((appointment) => (
                    <AppointmentRow key={appointment.id} appointment={appointment} />
                  ))}
                </ol>
              )}
            </div>
          )
        })
      )}
    </section>
  )
}

function AppointmentRow({ appointment, lapses }: { appointment: AgendaAppointment | ExpiringHold; lapses?: string }) {
  const t = useTranslations('console.today')
  const time = useClinicTime()
  const format = useFormatter()
  // The agenda's rows are under their day; a hold may be for any day, so it says which.
  const when = lapses
    ? format.dateTime(new Date(appointment.startsAt), {
        weekday: 'short',
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        timeZone: appointment.clinic.timeZone,
      })
    : time(appointment.startsAt, appointment.clinic.timeZone)
  return (
    <li>
      <LocalizedLink to={`/admin/appointments/${appointment.id}`} className={row}>
        <time
          dateTime={appointment.startsAt}
          className={`${lapses ? 'w-full sm:w-40' : 'w-20'} shrink-0 font-semibold whitespace-nowrap tabular-nums`}
        >
          {when}
        </time>
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-accent-strong underline">{appointment.patient.name}</span>
          <span className="block text-ink-muted">
            {appointment.service.name} · {appointment.clinic.name}
          </span>
        </span>
        <span className={`flex flex-wrap items-center gap-2 ${lapses ? 'w-full sm:w-auto' : ''}`}>
          {lapses && <span className="text-ink-muted">{t('lapses_at', { time: lapses })}</span>}
          <AppointmentStatusBadge status={appointment.status} />
        </span>
      </LocalizedLink>
    </li>
  )
}

function NeedsAction({ needsAction }: { needsAction: TodayOverview['needsAction'] }) {
  const t = useTranslations('console.today')
  const time = useClinicTime()
  const { expiringHolds, unansweredMessages, stepsDue, stepsDueCount } = needsAction
  const nothing = expiringHolds.length === 0 && (unansweredMessages?.count ?? 0) === 0 && stepsDueCount === 0
  return (
    <section aria-labelledby="needs-action-heading">
      <h2 id="needs-action-heading" className={heading}>
        {t('needs_action')}
      </h2>
      {nothing ? (
        <p className="mt-3 rounded-xl border border-line bg-surface p-4 text-sm text-ink-muted">{t('nothing_needs_action')}</p>
      ) : (
        <div className="mt-1 flex flex-col gap-5">
          {expiringHolds.length > 0 && (
            <div>
              <h3 id="holds-heading" className="mt-3 text-sm font-semibold">
                {t('expiring_holds', { count: expiringHolds.length })}
              </h3>
              <ul className={list} aria-labelledby="holds-heading">
                {expiringHolds.map((hold) => (
                  <AppointmentRow key={hold.id} appointment={hold} lapses={time(hold.holdExpiresAt, hold.clinic.timeZone)} />
                ))}
              </ul>
            </div>
          )}
          {unansweredMessages && unansweredMessages.count > 0 && <Unanswered messages={unansweredMessages} />}
          {stepsDueCount > 0 && <StepsDue steps={stepsDue} count={stepsDueCount} />}
        </div>
      )}
    </section>
  )
}

function Unanswered({ messages }: { messages: NonNullable<TodayOverview['needsAction']['unansweredMessages']> }) {
  const t = useTranslations('console.today')
  const format = useFormatter()
  return (
    <div>
      <h3 id="unanswered-heading" className="mt-3 text-sm font-semibold">
        <LocalizedLink to="/admin/inbox?status=new" className="text-accent-strong underline">
          {t('unanswered', { count: messages.count })}
        </LocalizedLink>
      </h3>
      <ul className={list} aria-labelledby="unanswered-heading">
        {messages.oldest.map((message) => (
          <li key={message.id}>
            <LocalizedLink to={`/admin/inbox/${message.id}`} className={row}>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-accent-strong underline">{message.name}</span>
                <span className="block truncate text-ink-muted">{message.subject}</span>
              </span>
              <span className="text-ink-muted">
                {t('received', { when: format.dateTime(new Date(message.receivedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
              </span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
      {messages.count > messages.oldest.length && (
        <p className="mt-2 text-sm text-ink-muted">{t('more', { count: messages.count - messages.oldest.length })}</p>
      )}
    </div>
  )
}

function StepsDue({ steps, count }: { steps: DueStep[]; count: number }) {
  const t = useTranslations('console.today')
  const steps_ = useTranslations('console.treatments')
  const day = useDay()
  const name = (step: DueStep) =>
    step.title ?? (steps_.has(`standard_steps.${step.kind}`) ? steps_(`standard_steps.${step.kind as 'assessment'}`) : step.kind)
  return (
    <div>
      <h3 id="steps-heading" className="mt-3 text-sm font-semibold">
        {t('steps_due', { count })}
      </h3>
      <ul className={list} aria-labelledby="steps-heading">
        {steps.map((step) => (
          <li key={step.id}>
            <LocalizedLink to={`/admin/patients/${step.patient.userId}/treatments/${step.treatmentId}`} className={row}>
              <span className="min-w-0 flex-1">
                <span className="block font-medium text-accent-strong underline">{step.patient.name}</span>
                <span className="block text-ink-muted">
                  {name(step)} · {step.service.name} · {step.clinic.name}
                </span>
              </span>
              <span className="text-ink-muted">{t(`step_status.${step.status}`, { day: day(step.scheduledOn, 'short') })}</span>
            </LocalizedLink>
          </li>
        ))}
      </ul>
      {count > steps.length && <p className="mt-2 text-sm text-ink-muted">{t('more', { count: count - steps.length })}</p>}
    </div>
  )
}

/** A span of time in hours and minutes ("5 h 20 min"). */
function useDuration() {
  const t = useTranslations('console.today.conversations')
  return (seconds: number) => {
    if (seconds < 60) return t('under_a_minute')
    const minutes = Math.floor(seconds / 60)
    return t('duration', { hours: Math.floor(minutes / 60), minutes: minutes % 60 })
  }
}

function ConversationsWaiting({ waiting }: { waiting: WaitingConversations }) {
  const t = useTranslations('console.today.conversations')
  const tt = useTranslations('console.today')
  const format = useFormatter()
  const duration = useDuration()
  const { count, oldest, medianFirstReplySeconds } = waiting
  return (
    <section aria-labelledby="conversations-heading">
      <h2 id="conversations-heading" className={heading}>
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('hint')}</p>
      <div className="mt-3 rounded-xl border border-line bg-surface text-sm">
        <p id="conversations-count" className="px-4 py-3 font-medium">
          {t('count', { count })}
        </p>
        {oldest.length > 0 && (
          <ul className="divide-y divide-line border-t border-line" aria-labelledby="conversations-count">
            {oldest.map((conversation) => (
              <li key={conversation.conversationId}>
                <LocalizedLink to={`/admin/conversations/${conversation.conversationId}`} className={row}>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-accent-strong underline">{conversation.patient.name}</span>
                    <span className="block text-ink-muted">{t('waited', { duration: duration(conversation.workingSecondsWaited) })}</span>
                  </span>
                  <time dateTime={conversation.waitingSince} className="w-full text-ink-muted sm:w-auto">
                    {t('since', {
                      when: format.dateTime(new Date(conversation.waitingSince), { dateStyle: 'medium', timeStyle: 'short' }),
                    })}
                  </time>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        )}
        {count > oldest.length && <p className="border-t border-line px-4 py-3 text-ink-muted">{tt('more', { count: count - oldest.length })}</p>}
        {count > 0 && (
          <p className="border-t border-line px-4 py-3">
            <LocalizedLink to="/admin/conversations?show=waiting" className="font-medium text-accent-strong underline">
              {t('all_waiting')}
            </LocalizedLink>
          </p>
        )}
        <p className="border-t border-line px-4 py-3">
          {medianFirstReplySeconds === null ? t('no_replies') : t('median', { duration: duration(medianFirstReplySeconds) })}
        </p>
      </div>
    </section>
  )
}

function QuotesWaitingCard({ waiting, now }: { waiting: QuotesWaiting; now: Date }) {
  const t = useTranslations('console.today.quotes')
  const tt = useTranslations('console.today')
  const { count, oldest } = waiting
  return (
    <section aria-labelledby="quotes-heading">
      <h2 id="quotes-heading" className={heading}>
        {t('title')}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('hint')}</p>
      <div className="mt-3 rounded-xl border border-line bg-surface text-sm">
        <p id="quotes-count" className="px-4 py-3 font-medium">
          {t('count', { count })}
        </p>
        {oldest.length > 0 && (
          <ul className="divide-y divide-line border-t border-line" aria-labelledby="quotes-count">
            {oldest.map((request) => (
              <li key={request.id}>
                <LocalizedLink to={`/admin/quotes/${request.id}`} className={row}>
                  <span className="min-w-0 flex-1">
                    <span className="block font-medium text-accent-strong underline">{request.patient.name}</span>
                    <span className="block text-ink-muted">
                      {request.serviceName} · {request.coordinator ? request.coordinator.name : t('unassigned')}
                    </span>
                  </span>
                  {request.waitingSince && <WaitingBadge since={new Date(request.waitingSince)} now={now} amberAfterHours={QUOTE_WAIT_AMBER_HOURS} />}
                </LocalizedLink>
              </li>
            ))}
          </ul>
        )}
        {count > oldest.length && <p className="border-t border-line px-4 py-3 text-ink-muted">{tt('more', { count: count - oldest.length })}</p>}
        {count > 0 && (
          <p className="border-t border-line px-4 py-3">
            <LocalizedLink to="/admin/quotes" className="font-medium text-accent-strong underline">
              {t('all_waiting')}
            </LocalizedLink>
          </p>
        )}
      </div>
    </section>
  )
}

function Notices({ notices, agenda }: { notices: ClinicNotice[]; agenda: AgendaAppointment[] }) {
  const t = useTranslations('console.today')
  const time = useClinicTime()
  const day = useDay()
  return (
    <section aria-labelledby="notices-heading">
      <h2 id="notices-heading" className={heading}>
        {t('clinic_notes')}
      </h2>
      <div className="mt-3 grid gap-4 lg:grid-cols-2">
        {notices.map((notice) => {
          const outside = agenda.filter((appointment) => notice.outsideHours.includes(appointment.id))
          return (
            <section
              key={notice.clinic.id}
              aria-labelledby={`notice-${notice.clinic.id}`}
              className="rounded-xl border border-line bg-surface p-4 text-sm"
            >
              <h3 id={`notice-${notice.clinic.id}`} className="font-semibold">
                <LocalizedLink to={`/admin/availability/${notice.clinic.id}`} className="text-accent-strong underline">
                  {notice.clinic.name}
                </LocalizedLink>
              </h3>
              {notice.closedToday && <p className="mt-1">{t(`closed.${notice.closedToday}`, { day: day(notice.today) })}</p>}
              {notice.closedSpans.map((span) => (
                <p key={`${span.from}-${span.to}`} className="mt-1">
                  {t('closed_span', { from: span.from, to: span.to === '24:00' ? '00:00' : span.to })}
                </p>
              ))}
              {outside.length > 0 && (
                <>
                  <p className="mt-2 font-medium">{t('outside_hours', { count: outside.length })}</p>
                  <ul className="mt-1 flex flex-col gap-1">
                    {outside.map((appointment) => (
                      <li key={appointment.id}>
                        <LocalizedLink to={`/admin/appointments/${appointment.id}`} className="text-accent-strong underline">
                          {t(appointment.day)} {time(appointment.startsAt, appointment.clinic.timeZone)} · {appointment.patient.name}
                        </LocalizedLink>
                      </li>
                    ))}
                  </ul>
                </>
              )}
            </section>
          )
        })}
      </div>
    </section>
  )
}

function Week({ clinics }: { clinics: ClinicToday[] }) {
  const t = useTranslations('console.today')
  const locale = useLocale()
  const day = useDay()
  const sold = clinics.filter((clinic) => clinic.week.bookings > 0)
  const { from, to } = clinics[0]!.week
  return (
    <section aria-labelledby="week-heading">
      <h2 id="week-heading" className={heading}>
        {t('week', { from: day(from, 'short'), to: day(to, 'short') })}
      </h2>
      <p className="mt-1 text-sm text-ink-muted">{t('week_hint')}</p>
      {sold.length === 0 ? (
        <p className="mt-3 rounded-xl border border-line bg-surface p-4 text-sm text-ink-muted">{t('no_bookings')}</p>
      ) : (
        <div className="mt-3 overflow-x-auto rounded-xl border border-line bg-surface">
          <table className="w-full text-left text-sm">
            <caption className="sr-only">{t('week', { from: day(from, 'short'), to: day(to, 'short') })}</caption>
            <thead className="border-b border-line text-ink-muted">
              <tr>
                <th scope="col" className="px-4 py-3 font-medium">
                  {t('week_clinic')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  {t('week_bookings')}
                </th>
                <th scope="col" className="px-4 py-3 text-right font-medium">
                  {t('week_revenue')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {sold.map(({ clinic, week }) => (
                <tr key={clinic.id}>
                  <th scope="row" className="px-4 py-3 font-medium">
                    {clinic.name}
                  </th>
                  <td className="px-4 py-3 text-right tabular-nums">{week.bookings}</td>
                  <td className="px-4 py-3 text-right tabular-nums">
                    {week.revenue.map((sum) => (
                      <span key={sum.currency} className="block">
                        {formatMinorMoney(sum.amountMinor, sum.currency, locale)}
                      </span>
                    ))}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  )
}
