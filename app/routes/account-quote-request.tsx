import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { requirePatientSession } from '~/accounts/patient-session.server'
import { database } from '~/db/db.server'
import { useDocumentMeta } from '~/documents/ui/document-meta'
import { invariantParam, notFound } from '~/errors/not-found'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { patientQuoteRequest } from '~/quotes/patient-quotes.server'
import { QuoteStatusBadge } from '~/quotes/ui/quote-status-badge'
import { useQuoteDay } from '~/quotes/ui/use-quote-day'
import { now } from '~/time/clock.server'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import type { Route } from './+types/account-quote-request'

/*
 * A quote request as the patient sent it (issue 30): the treatment, where and
 * when, their country and currency, their answers, message and files (to
 * download again), and the quotes that answer it. Only their own: anything
 * else is the site's 404.
 */

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const session = requirePatientSession(context, url)
  const id = parseId(params.id)
  invariantParam(id, url)
  const request = await patientQuoteRequest(database(), session.user.id, id, pageLocale(context), now())
  if (!request) notFound(url, 'unmatched')
  return { request }
}

export default function AccountQuoteRequest({ loaderData: { request } }: Route.ComponentProps) {
  const t = useTranslations('account_quotes')
  const r = useTranslations('account_quotes.request')
  const format = useFormatter()
  const locale = useLocale()
  const localize = useLocalizePath()
  const day = useQuoteDay()
  const documentMeta = useDocumentMeta()
  const title = r('title', { service: request.service.name })
  const written = request.locale !== locale ? request.locale : undefined
  const country = new Intl.DisplayNames(locale, { type: 'region' }).of(request.country) ?? request.country
  const currency = new Intl.DisplayNames(locale, { type: 'currency' }).of(request.currency) ?? request.currency
  const newest = request.quotes[0]
  return (
    <div>
      <PageMeta title={title} />
      <LocalizedLink to="/account/quotes" className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
        <Icon name="lucide:arrow-left" />
        {t('quote.back')}
      </LocalizedLink>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
        <QuoteStatusBadge status={request.status} />
      </div>
      <p className="mt-2 text-ink-muted">{r('sent_on', { date: format.dateTime(new Date(request.requestedAt), { dateStyle: 'long' }) })}</p>
      <p className="mt-1 flex items-center gap-1.5 text-sm text-ink-muted">
        <Icon name="lucide:lock" className="size-3.5 shrink-0" />
        {r('private')}
      </p>

      <section aria-labelledby="request-quotes-title" className="mt-8 rounded-2xl border border-line bg-surface p-5 sm:p-6">
        <h2 id="request-quotes-title" className="text-lg font-semibold">
          {r('quotes')}
        </h2>
        {newest ? (
          <ul className="mt-3 grid gap-2">
            {request.quotes.map((quote) => (
              <li key={quote.id} className="flex flex-wrap items-center gap-x-3 gap-y-1">
                <LocalizedLink to={`/account/quotes/${quote.id}`} className="font-medium text-accent hover:underline">
                  {t('number', { requestId: request.id, number: quote.number })}
                </LocalizedLink>
                {quote.validUntil && <span className="text-sm text-ink-muted">{t('valid_until', { date: day(quote.validUntil) })}</span>}
              </li>
            ))}
          </ul>
        ) : (
          <p className="mt-2 text-ink-muted">
            {r('no_quote')} {request.status === 'in_preparation' ? t('status_hint.in_preparation') : t('status_hint.requested')}
          </p>
        )}
      </section>

      <section aria-labelledby="request-details-title" className="mt-8">
        <h2 id="request-details-title" className="sr-only">
          {title}
        </h2>
        <dl className="grid gap-x-8 gap-y-5 rounded-2xl border border-line bg-surface p-5 sm:grid-cols-2 sm:p-6">
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{r('where')}</dt>
            <dd className="mt-1">
              {request.adviseMe && <p>{r('advise_me')}</p>}
              {request.destinations.length > 0 && (
                <p>
                  <span className="text-ink-muted">{r('destinations')}: </span>
                  {new Intl.ListFormat(locale, { type: 'conjunction' }).format(request.destinations.map((place) => place.name))}
                </p>
              )}
              {request.clinics.length > 0 && (
                <p>
                  <span className="text-ink-muted">{r('clinics')}: </span>
                  {new Intl.ListFormat(locale, { type: 'conjunction' }).format(request.clinics.map((clinic) => clinic.name))}
                </p>
              )}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{r('when')}</dt>
            <dd className="mt-1">
              {day(request.travelFrom)} – {day(request.travelTo)}
            </dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{r('country')}</dt>
            <dd className="mt-1">{country}</dd>
          </div>
          <div>
            <dt className="text-sm font-semibold text-ink-muted">{r('currency')}</dt>
            <dd className="mt-1">
              {currency} ({request.currency})
            </dd>
          </div>
        </dl>
      </section>

      {request.answers.length > 0 && (
        <section aria-labelledby="request-answers-title" className="mt-8">
          <h2 id="request-answers-title" className="text-xl font-semibold tracking-tight">
            {r('answers')}
          </h2>
          <dl lang={written} className="mt-3 grid gap-4 rounded-2xl border border-line bg-surface p-5 sm:p-6">
            {request.answers.map((answer, index) => (
              <div key={index}>
                <dt className="text-sm font-medium text-ink-muted">{answer.question}</dt>
                <dd className="mt-0.5 whitespace-pre-line">{answer.answer || <span className="text-ink-muted">{r('no_answer')}</span>}</dd>
              </div>
            ))}
          </dl>
        </section>
      )}

      {request.message && (
        <section aria-labelledby="request-message-title" className="mt-8">
          <h2 id="request-message-title" className="text-xl font-semibold tracking-tight">
            {r('message')}
          </h2>
          <p lang={written} className="mt-3 max-w-prose rounded-2xl border border-line bg-surface p-5 break-words whitespace-pre-line sm:p-6">
            {request.message}
          </p>
        </section>
      )}

      <section aria-labelledby="request-files-title" className="mt-8">
        <h2 id="request-files-title" className="text-xl font-semibold tracking-tight">
          {r('files')}
        </h2>
        {request.attachments.length === 0 ? (
          <p className="mt-2 text-sm text-ink-muted">{r('no_files')}</p>
        ) : (
          <ul className="mt-3 grid gap-3 sm:grid-cols-2">
            {request.attachments.map((file) => (
              <li key={file.id}>
                <a
                  href={localize(`/account/quote-requests/${request.id}/attachments/${file.id}`)}
                  download={file.fileName}
                  aria-label={r('download', { name: file.fileName })}
                  className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4 hover:border-accent"
                >
                  <Icon name="lucide:file-down" className="size-6 shrink-0 text-accent" />
                  <span className="min-w-0">
                    <span className="block font-medium break-all">{file.fileName}</span>
                    <span className="block text-sm text-ink-muted">{documentMeta({ ...file, uploadedAt: request.requestedAt })}</span>
                  </span>
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>

      <LocalizedLink to={`/account/care-team?about=quote-${request.id}#care-team-form-title`} className={`mt-10 ${buttonStyles.outline}`}>
        <Icon name="lucide:message-circle" className="size-4" />
        {t('quote.ask')}
      </LocalizedLink>
    </div>
  )
}
