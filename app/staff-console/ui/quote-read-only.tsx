import { useFormatter, useTranslations } from 'use-intl'
import type { QuoteView, QuoteViewOption } from '~/quotes/quote-view'
import { FiguresTable, RateLine } from './quote-figures'
import { QuoteStatusBadge } from './quote-badges'

/*
 * A quote that was sent (or decided, expired, replaced) as the patient reads
 * it, in the console (issue 30): its note and validity, and each option with
 * its clinic and specialist, its figures at the rate frozen when it was sent,
 * what is not included and what may change. Nothing here can be edited: a
 * change is a reissue.
 */

export function QuoteReadOnly({ quote, requestId }: { quote: QuoteView; requestId: number }) {
  const t = useTranslations('console.quotes')
  const format = useFormatter()
  const when = (iso: string) => format.dateTime(new Date(iso), { dateStyle: 'medium', timeStyle: 'short' })
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
  return (
    <section aria-labelledby="quote-heading" className="flex flex-col gap-4 rounded-xl border border-line bg-surface p-3 sm:p-5">
      <div className="flex flex-wrap items-center gap-3">
        <h2 id="quote-heading" className="text-lg font-semibold">
          {t('quote_number', { id: requestId, number: quote.number })}
        </h2>
        <QuoteStatusBadge status={quote.status} />
      </div>
      <dl className="grid gap-x-6 gap-y-1 text-sm sm:grid-cols-[auto_1fr]">
        {quote.sentAt && (
          <>
            <dt className="text-ink-muted">{t('history.sent')}</dt>
            <dd>{when(quote.sentAt)}</dd>
          </>
        )}
        {quote.validUntil && (
          <>
            <dt className="text-ink-muted">{t('builder.valid_until')}</dt>
            <dd>{day(quote.validUntil)}</dd>
          </>
        )}
        {quote.decidedAt && (
          <>
            <dt className="text-ink-muted">{t('history.decided')}</dt>
            <dd>{when(quote.decidedAt)}</dd>
          </>
        )}
        {quote.declineReason && (
          <>
            <dt className="text-ink-muted">{t('history.decline_reason')}</dt>
            <dd className="whitespace-pre-wrap" lang={quote.locale}>
              {quote.declineReason}
            </dd>
          </>
        )}
      </dl>
      {quote.note && (
        <div>
          <h3 className="text-sm font-semibold">{t('builder.note')}</h3>
          <p className="mt-1 whitespace-pre-wrap" lang={quote.locale}>
            {quote.note}
          </p>
        </div>
      )}
      {quote.options.map((option) => (
        <OptionCard key={option.id} option={option} quote={quote} />
      ))}
    </section>
  )
}

function OptionCard({ option, quote }: { option: QuoteViewOption; quote: QuoteView }) {
  const t = useTranslations('console.quotes')
  const accepted = quote.acceptedOptionId === option.id
  const headingId = `option-${option.id}-heading`
  return (
    <section
      aria-labelledby={headingId}
      className={`flex flex-col gap-3 rounded-lg border p-3 sm:p-4 ${accepted ? 'border-emerald-500 dark:border-emerald-700' : 'border-line'}`}
    >
      <div>
        <h3 id={headingId} className="font-semibold">
          {t('builder.option', { position: option.position })} · {option.clinic.name}, {option.clinic.city}
        </h3>
        <p className="text-sm text-ink-muted">
          {option.specialist.name}
          {option.specialist.title && ` · ${option.specialist.title}`}
        </p>
        {accepted && <p className="mt-1 text-sm font-semibold text-emerald-800 dark:text-emerald-300">{t('accepted_option')}</p>}
      </div>
      <FiguresTable
        option={{ ...option, patientCurrency: quote.patientCurrency }}
        caption={t('figures_caption', { position: option.position, clinic: option.clinic.name })}
      />
      <RateLine from={option.currency} to={quote.patientCurrency} rate={option.rate} />
      <OptionTexts notIncluded={option.notIncluded} mayChange={option.mayChange} lang={quote.locale} />
    </section>
  )
}

export function OptionTexts({ notIncluded, mayChange, lang }: { notIncluded: string; mayChange: string; lang: string }) {
  const t = useTranslations('console.quotes.builder')
  if (!notIncluded && !mayChange) return null
  return (
    <dl className="grid gap-2 text-sm">
      {notIncluded && (
        <div>
          <dt className="font-semibold">{t('not_included')}</dt>
          <dd className="whitespace-pre-wrap" lang={lang}>
            {notIncluded}
          </dd>
        </div>
      )}
      {mayChange && (
        <div>
          <dt className="font-semibold">{t('may_change')}</dt>
          <dd className="whitespace-pre-wrap" lang={lang}>
            {mayChange}
          </dd>
        </div>
      )}
    </dl>
  )
}
