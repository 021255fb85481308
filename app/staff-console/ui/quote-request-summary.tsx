import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { useDocumentMeta } from '~/documents/ui/document-meta'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import type { QuoteHistoryEntry } from '~/quotes/quote-console.server'
import type { QuoteRequestDetail } from '~/quotes/quote-requests.server'
import { Icon } from '~/ui/icon/icon'
import { QuoteStatusBadge } from './quote-badges'
import { ConsoleCard } from './filter-fields'

/*
 * A quote request as the patient sent it, beside the builder (issue 30): the
 * treatment and where (or "advise me"), when they can travel, where they live
 * and the currency they think in, the language they wrote in, their answers
 * to the treatment's questions, their message and files; then the history of
 * the quotes answering it.
 */

export function QuoteRequestSummary({ request }: { request: QuoteRequestDetail }) {
  const t = useTranslations('console.quotes.request')
  const tc = useTranslations('console')
  const format = useFormatter()
  const locale = useLocale()
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
  const country = new Intl.DisplayNames([locale], { type: 'region' }).of(request.country) ?? request.country
  const currency = new Intl.DisplayNames([locale], { type: 'currency' }).of(request.currency) ?? request.currency
  const language = request.locale === 'es' || request.locale === 'en' ? tc(`language_names.${request.locale}`) : request.locale
  const places = [...request.destinations.map((place) => place.name), ...request.clinics.map((clinic) => clinic.name)]
  const row = (label: string, value: React.ReactNode) => (
    <div className="flex flex-col gap-0.5 py-2 sm:grid sm:grid-cols-[7.5rem_minmax(0,1fr)] sm:gap-3">
      <dt className="text-ink-muted">{label}</dt>
      <dd className="min-w-0 break-words">{value}</dd>
    </div>
  )
  const answered = request.answers.filter((entry) => entry.answer.trim() !== '')
  return (
    <>
      <ConsoleCard title={t('title')} id="request-heading">
        <dl className="divide-y divide-line text-sm">
          {row(
            t('patient'),
            <LocalizedLink to={`/admin/patients/${request.patient.id}`} className="text-accent-strong underline">
              {request.patient.name}
            </LocalizedLink>,
          )}
          {row(t('treatment'), request.service.name)}
          {row(t('where'), request.adviseMe || places.length === 0 ? t('advise_me') : places.join(', '))}
          {row(t('travel'), t('travel_window', { from: day(request.travelFrom), to: day(request.travelTo) }))}
          {row(t('country'), country)}
          {row(t('currency'), `${currency} (${request.currency})`)}
          {row(t('language'), language)}
          {row(t('coordinator'), request.coordinator?.name ?? t('unassigned'))}
          {row(t('requested'), format.dateTime(new Date(request.requestedAt), { dateStyle: 'medium', timeStyle: 'short' }))}
        </dl>
      </ConsoleCard>
      <ConsoleCard title={t('answers')} id="answers-heading">
        {answered.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('no_answers')}</p>
        ) : (
          <dl className="flex flex-col gap-3 text-sm" lang={request.locale}>
            {request.answers.map((entry, index) => (
              <div key={index}>
                <dt className="font-medium">{entry.question}</dt>
                <dd className="break-words whitespace-pre-wrap text-ink-muted">{entry.answer.trim() || '—'}</dd>
              </div>
            ))}
          </dl>
        )}
      </ConsoleCard>
      <ConsoleCard title={t('message')} id="message-heading">
        {request.message.trim() ? (
          <p className="text-sm break-words whitespace-pre-wrap" lang={request.locale}>
            {request.message}
          </p>
        ) : (
          <p className="text-sm text-ink-muted">{t('no_message')}</p>
        )}
        <Files request={request} />
      </ConsoleCard>
    </>
  )
}

function Files({ request }: { request: QuoteRequestDetail }) {
  const t = useTranslations('console.quotes.request')
  const localize = useLocalizePath()
  const documentMeta = useDocumentMeta()
  if (request.attachments.length === 0) return <p className="mt-3 text-sm text-ink-muted">{t('no_files')}</p>
  return (
    <>
      <h3 className="mt-4 text-sm font-semibold" id="files-heading">
        {t('files')}
      </h3>
      <ul className="mt-1 flex flex-col gap-2 text-sm" aria-labelledby="files-heading">
        {request.attachments.map((file) => (
          <li key={file.id} className="flex flex-col">
            <a
              href={localize(`/admin/quotes/${request.id}/attachments/${file.id}`)}
              className="inline-flex items-center gap-1 break-all text-accent-strong underline"
            >
              <Icon name="lucide:paperclip" className="size-3.5 shrink-0" />
              {file.fileName}
            </a>
            <span className="text-xs text-ink-muted">{documentMeta({ ...file, uploadedAt: request.requestedAt })}</span>
          </li>
        ))}
      </ul>
    </>
  )
}

/** The quotes answering the request, newest first: each one's status, when sent and decided, the reason given for declining. */
export function QuoteHistory({ requestId, history, shownId }: { requestId: number; history: QuoteHistoryEntry[]; shownId: number | null }) {
  const t = useTranslations('console.quotes')
  const format = useFormatter()
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <ConsoleCard title={t('history.title')} id="history-heading">
      {history.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('history.none')}</p>
      ) : (
        <ol className="flex flex-col divide-y divide-line text-sm" aria-labelledby="history-heading">
          {history.map((entry) => (
            <li key={entry.id} className="flex flex-col gap-1 py-2">
              <span className="flex flex-wrap items-center gap-2">
                {entry.id === shownId || entry.status === 'draft' ? (
                  <span className="font-medium" aria-current={entry.id === shownId ? 'true' : undefined}>
                    {t('quote_number', { id: requestId, number: entry.number })}
                  </span>
                ) : (
                  <LocalizedLink to={`/admin/quotes/${requestId}?quote=${entry.id}`} className="font-medium text-accent-strong underline">
                    {t('quote_number', { id: requestId, number: entry.number })}
                  </LocalizedLink>
                )}
                <QuoteStatusBadge status={entry.status} />
              </span>
              <span className="text-ink-muted">
                {[
                  entry.sentAt && t('history.sent_on', { when: when(entry.sentAt) }),
                  entry.validUntil && entry.status !== 'draft' && t('valid_until', { day: day(entry.validUntil) }),
                  entry.decidedAt && t('history.decided_on', { when: when(entry.decidedAt) }),
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
              {entry.declineReason && <span className="break-words whitespace-pre-wrap">{t('history.reason', { reason: entry.declineReason })}</span>}
            </li>
          ))}
        </ol>
      )}
    </ConsoleCard>
  )
}
