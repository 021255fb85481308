import { FilterTabs } from '~/staff-console/ui/filter-tabs'
import { useFormatter, useTranslations } from 'use-intl'
import { requirePermission } from '~/access/door.server'
import { database } from '~/db/db.server'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { quoteRequestCounts } from '~/quotes/quote-console.server'
import { STAFF_REQUEST_FILTERS, staffQuoteRequests, type StaffQuoteRequestRow, type StaffRequestFilter } from '~/quotes/quote-requests.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { QUOTE_WAIT_AMBER_HOURS, QuoteRequestStatusBadge, QuoteStatusBadge } from '~/staff-console/ui/quote-badges'
import { WaitingBadge } from '~/staff-console/ui/waiting-badge'
import { now } from '~/time/clock.server'
import type { Route } from './+types/quotes'

/*
 * The console's Quotes (issue 30): patients' requests for a personal quote
 * by status, those waiting for one (requested, or being prepared) first and
 * longest-waiting first, each with its patient, treatment, language and
 * currency, coordinator and newest quote.
 */

const isFilter = (value: string | null): value is StaffRequestFilter => (STAFF_REQUEST_FILTERS as readonly (string | null)[]).includes(value)

export async function loader({ context, url }: Route.LoaderArgs) {
  await requirePermission(context, url, 'quotes.manage')
  const asked = url.searchParams.get('status')
  // An address edited by hand (an unknown status) shows the waiting ones rather than an error.
  const filter: StaffRequestFilter = isFilter(asked) ? asked : 'waiting'
  const db = database()
  const [rows, counts] = await Promise.all([staffQuoteRequests(db, { filter, locale: pageLocale(context) }), quoteRequestCounts(db)])
  // Waits are counted to the moment the page was made, so the server's and the browser's render agree.
  // The filters in the order of the work (the list is the server module's: it is sent with the page).
  return { filter, filters: STAFF_REQUEST_FILTERS, rows, counts, now: now() }
}

export default function ConsoleQuotes({ loaderData: { filter, filters, rows, counts, now } }: Route.ComponentProps) {
  const t = useTranslations('console.quotes')
  return (
    <>
      <PageMeta title={t('title')} />
      <ConsolePageHeader title={t('title')} lead={t('lead')} />
      <FilterTabs
        label={t('filters_label')}
        names={filters}
        current={filter}
        counts={counts}
        pathOf={(name) => (name === 'waiting' ? '/admin/quotes' : `/admin/quotes?status=${name}`)}
        nameOf={(name) => t(`filters.${name}`)}
      />
      {rows.length === 0 ? (
        <p className="rounded-xl border border-line bg-surface p-6 text-ink-muted">{t(filter === 'waiting' ? 'empty_waiting' : 'empty')}</p>
      ) : (
        <ul className="divide-y divide-line rounded-xl border border-line bg-surface" aria-label={t(`filters.${filter}`)}>
          {rows.map((row) => (
            <QuoteRequestRow key={row.id} row={row} now={now} />
          ))}
        </ul>
      )}
    </>
  )
}

function QuoteRequestRow({ row, now }: { row: StaffQuoteRequestRow; now: Date }) {
  const t = useTranslations('console.quotes')
  const tc = useTranslations('console')
  const format = useFormatter()
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
  const language = row.locale === 'es' || row.locale === 'en' ? tc(`language_names.${row.locale}`) : row.locale
  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-2 px-4 py-3">
      <div className="min-w-0 flex-1 basis-64">
        <LocalizedLink to={`/admin/quotes/${row.id}`} className="font-semibold text-accent-strong underline">
          {t('request_name', { service: row.serviceName, id: row.id })}
        </LocalizedLink>
        <p className="text-sm">
          <LocalizedLink to={`/admin/patients/${row.patient.id}`} className="text-accent-strong underline">
            {row.patient.name}
          </LocalizedLink>
          <span className="text-ink-muted"> · {t('speaks_pays', { language, currency: row.currency })}</span>
        </p>
        <p className="text-sm text-ink-muted">
          {row.coordinator ? t('coordinated_by', { name: row.coordinator.name }) : t('unassigned')} ·{' '}
          {t('requested_on', { when: format.dateTime(new Date(row.requestedAt), { dateStyle: 'medium', timeStyle: 'short' }) })}
        </p>
      </div>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        <QuoteRequestStatusBadge status={row.status} />
        {row.waitingSince && <WaitingBadge since={new Date(row.waitingSince)} now={now} amberAfterHours={QUOTE_WAIT_AMBER_HOURS} />}
        {row.quote && (
          <span className="flex flex-wrap items-center gap-1 text-ink-muted">
            {t('quote_number', { id: row.id, number: row.quote.number })}
            <QuoteStatusBadge status={row.quote.status} />
            {row.quote.validUntil && <span>{t('valid_until', { day: day(row.quote.validUntil) })}</span>}
          </span>
        )}
      </div>
    </li>
  )
}
