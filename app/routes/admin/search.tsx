import type { ReactNode } from 'react'
import { useFormatter, useTranslations } from 'use-intl'
import { requirePermission } from '~/access/door.server'
import { ContentStatusBadge } from '~/content-editing/ui/content-status-badge'
import { database } from '~/db/db.server'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { consoleSearch, SEARCH_SECTION_LIMIT, type SearchSection } from '~/staff-console/console-search.server'
import { AppointmentStatusBadge } from '~/staff-console/ui/appointment-status-badge'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { searchWords } from '~/staff-console/ui/filter-fields'
import { MessageStatusBadge } from '~/staff-console/ui/message-status-badge'
import { now } from '~/time/clock.server'
import type { Route } from './+types/search'

/*
 * The console's search results (issue 27, item 8): where the header's search
 * box sends its GET form without JavaScript, and what it asks as you type
 * with it. Every staff member may search; what they find is what they may
 * open (console-search.server.ts).
 */

export async function loader({ context, url }: Route.LoaderArgs) {
  const caller = await requirePermission(context, url, 'console.open')
  const results = await consoleSearch(database(), caller, { query: searchWords(url), locale: pageLocale(context), now: now() })
  return { results, limit: SEARCH_SECTION_LIMIT }
}

type Results = Route.ComponentProps['loaderData']['results']

function Section<Hit>({
  id,
  title,
  section,
  limit,
  children,
}: {
  id: string
  title: string
  section: SearchSection<Hit>
  limit: number
  children: (hit: Hit) => ReactNode
}) {
  const t = useTranslations('console.search')
  if (!section) return null
  return (
    <section aria-labelledby={id} className="rounded-xl border border-line bg-surface">
      <h2 id={id} className="flex items-baseline gap-2 border-b border-line px-4 py-3 text-lg font-semibold">
        {title}
        <span className="text-sm font-normal text-ink-muted">{t('count', { count: section.hits.length, more: String(section.more) })}</span>
      </h2>
      {section.hits.length === 0 ? (
        <p className="px-4 py-3 text-sm text-ink-muted">{t('section_none')}</p>
      ) : (
        <ul className="divide-y divide-line">{section.hits.map(children)}</ul>
      )}
      {section.more && <p className="border-t border-line px-4 py-3 text-sm text-ink-muted">{t('more', { count: limit })}</p>}
    </section>
  )
}

const rowLink = 'flex flex-wrap items-center gap-x-4 gap-y-1 px-4 py-3 hover:bg-surface-muted'

function SearchResultSections({ results, limit }: { results: Results; limit: number }) {
  const t = useTranslations('console')
  const format = useFormatter()
  const when = (iso: string, timeZone: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short', timeZone })
  return (
    <div className="grid gap-6">
      <Section id="search-patients" title={t('search.sections.patients')} section={results.patients} limit={limit}>
        {(patient) => (
          <li key={patient.id}>
            <LocalizedLink to={`/admin/patients/${patient.id}`} className={rowLink}>
              {/* Stacked: a phone's width takes the name, the contact and the next visit one under the other. */}
              <span className="min-w-0 flex-1">
                <span className="block font-medium">{patient.name}</span>
                <span className="block text-sm [overflow-wrap:anywhere] text-ink-muted">
                  {patient.email}
                  {patient.phone && <> · {patient.phone}</>}
                </span>
                <span className="block text-sm text-ink-muted">
                  {patient.nextAppointment
                    ? t('search.next', {
                        date: when(patient.nextAppointment.startsAt, patient.nextAppointment.clinic.timeZone),
                        service: patient.nextAppointment.service,
                        clinic: patient.nextAppointment.clinic.name,
                      })
                    : t('search.no_next')}
                </span>
              </span>
            </LocalizedLink>
          </li>
        )}
      </Section>
      <Section id="search-appointments" title={t('search.sections.appointments')} section={results.appointments} limit={limit}>
        {(appointment) => (
          <li key={appointment.id}>
            <LocalizedLink to={`/admin/appointments/${appointment.id}`} className={rowLink}>
              <span className="min-w-0 flex-1">
                <span className="block font-medium tabular-nums">{when(appointment.startsAt, appointment.clinic.timeZone)}</span>
                <span className="block text-sm text-ink-muted">
                  {appointment.patient} · {appointment.service} · {appointment.clinic.name} · {t('search.number', { id: appointment.id })}
                </span>
              </span>
              <AppointmentStatusBadge status={appointment.status} />
            </LocalizedLink>
          </li>
        )}
      </Section>
      <Section id="search-conversations" title={t('search.sections.conversations')} section={results.conversations} limit={limit}>
        {(message) => (
          <li key={message.id}>
            <LocalizedLink to={`/admin/inbox/${message.id}`} className={rowLink}>
              <span className="min-w-0 flex-1">
                <span className="block truncate font-medium">{message.subject}</span>
                <span className="block truncate text-sm text-ink-muted">
                  {message.name} · {message.email}
                </span>
              </span>
              <time dateTime={message.createdAt} className="text-sm text-ink-muted tabular-nums">
                {format.dateTime(new Date(message.createdAt), { dateStyle: 'medium' })}
              </time>
              <MessageStatusBadge status={message.status} />
            </LocalizedLink>
          </li>
        )}
      </Section>
      <Section id="search-content" title={t('search.sections.content')} section={results.content} limit={limit}>
        {(record) => (
          <li key={record.id}>
            <LocalizedLink to={`/admin/content/${record.kind}/${record.id}`} className={rowLink}>
              <span className="min-w-0 flex-1 font-medium">{record.title || t('content.untitled')}</span>
              <span className="text-sm text-ink-muted">{t(`content.kinds.${record.kind}.one` as 'content.kinds.service.one')}</span>
              <ContentStatusBadge status={record.status} />
            </LocalizedLink>
          </li>
        )}
      </Section>
    </div>
  )
}

export default function ConsoleSearch({ loaderData: { results, limit } }: Route.ComponentProps) {
  const t = useTranslations('console.search')
  const sections = [results.patients, results.appointments, results.conversations, results.content]
  const found = sections.some((section) => section && section.hits.length > 0)
  return (
    <>
      <PageMeta title={results.query ? t('title_for', { query: results.query }) : t('title')} />
      {/* The header's search box is this page's form: it shows what was asked. */}
      <ConsolePageHeader title={results.query ? t('title_for', { query: results.query }) : t('title')} lead={t('lead')} />
      {!results.query ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-ink-muted">{t('empty_query')}</p>
      ) : found ? (
        <SearchResultSections results={results} limit={limit} />
      ) : (
        <p role="status" className="rounded-xl border border-line bg-surface p-6 text-ink-muted">
          {t('none', { query: results.query })}
        </p>
      )}
    </>
  )
}
