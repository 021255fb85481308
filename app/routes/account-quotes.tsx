import { useFormatter, useTranslations } from 'use-intl'
import { requirePatientSession } from '~/accounts/patient-session.server'
import { database } from '~/db/db.server'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { patientQuoteList, type PatientQuoteListItem } from '~/quotes/patient-quotes.server'
import { QuoteStatusBadge } from '~/quotes/ui/quote-status-badge'
import { useQuoteDay } from '~/quotes/ui/use-quote-day'
import { now } from '~/time/clock.server'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import type { Route } from './+types/account-quotes'

/*
 * "My quotes" (issue 30): the signed-in patient's quote requests, newest
 * first, each with where it stands, and the way to its quote once there is
 * one (to the request as sent until then).
 */

export async function loader({ context, url }: Route.LoaderArgs) {
  const session = requirePatientSession(context, url)
  return { requests: await patientQuoteList(database(), session.user.id, pageLocale(context), now()) }
}

export default function AccountQuotes({ loaderData: { requests } }: Route.ComponentProps) {
  const t = useTranslations('account_quotes')
  return (
    <div>
      <PageMeta title={t('title')} />
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div className="max-w-prose">
          <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
          <p className="mt-2 text-ink-muted">{t('lead')}</p>
        </div>
        {requests.length > 0 && (
          <LocalizedLink to="/quotes/new" className={buttonStyles.outline}>
            <Icon name="lucide:plus" className="size-4" />
            {t('new')}
          </LocalizedLink>
        )}
      </div>
      {requests.length === 0 ? (
        <div className="mt-8 rounded-2xl border border-dashed border-line bg-surface p-8 text-center">
          <Icon name="lucide:file-text" className="mx-auto size-9 text-accent" />
          <h2 className="mt-3 text-lg font-semibold">{t('empty_title')}</h2>
          <p className="mx-auto mt-2 max-w-prose text-sm text-ink-muted">{t('empty_body')}</p>
          <LocalizedLink to="/quotes/new" className={`mt-5 ${buttonStyles.solid}`}>
            {t('new')}
          </LocalizedLink>
        </div>
      ) : (
        <ul aria-label={t('list_label')} className="mt-8 grid gap-4">
          {requests.map((request) => (
            <li key={request.id}>
              <RequestCard request={request} />
            </li>
          ))}
        </ul>
      )}
    </div>
  )
}

function RequestCard({ request }: { request: PatientQuoteListItem }) {
  const t = useTranslations('account_quotes')
  const format = useFormatter()
  const day = useQuoteDay()
  const { quote, status } = request
  const to = quote ? `/account/quotes/${quote.id}` : `/account/quote-requests/${request.id}`
  const hint =
    status === 'sent' && quote?.validUntil
      ? t('status_hint.sent', { date: day(quote.validUntil) })
      : status === 'sent'
        ? null
        : t(`status_hint.${status}`)
  return (
    <article
      className={`relative flex flex-col gap-3 rounded-2xl border bg-surface p-5 hover:border-accent sm:flex-row sm:items-center sm:justify-between ${
        status === 'sent' ? 'border-accent/50' : 'border-line'
      }`}
    >
      <div className="min-w-0">
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2">
          <h2 className="text-lg font-semibold">
            <LocalizedLink to={to} className="after:absolute after:inset-0 after:rounded-2xl">
              {request.serviceName}
            </LocalizedLink>
          </h2>
          <QuoteStatusBadge status={status} />
        </div>
        <p className="mt-1 text-sm text-ink-muted">
          {t('requested_on', { date: format.dateTime(new Date(request.requestedAt), { dateStyle: 'long' }) })}
          {quote && ` · ${t('number', { requestId: request.id, number: quote.number })}`}
        </p>
        {hint && <p className="mt-1 text-sm">{hint}</p>}
      </div>
      <span aria-hidden="true" className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-accent">
        {quote ? t('open_quote') : t('open_request')}
        <Icon name="lucide:arrow-right" className="size-4" />
      </span>
    </article>
  )
}
