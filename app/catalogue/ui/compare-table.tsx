import { useId, type ReactNode } from 'react'
import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { formatMinorMoney } from '~/i18n/money'
import { LocalizedLink } from '~/navigation/localized-link'
import { isCurrencyCode } from '~/quotes/money'
import { formatQuoteMoney } from '~/quotes/quote-money-format'
import type { RatingSummary } from '~/reviews/rating'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { comparePath } from '../compare-query'
import type { Approximation, ComparedClinic, ComparedTreatment, MoneyRange } from '../compare.server'

/** An amount in minor units, with the decimals its currency is shown with (whole pesos for COP). */
function money(amountMinor: number, currency: string, locale: string) {
  return isCurrencyCode(currency) ? formatQuoteMoney(amountMinor, currency, locale) : formatMinorMoney(amountMinor, currency, locale)
}

function RangeText({ range }: { range: MoneyRange }) {
  const locale = useLocale()
  const t = useTranslations('compare')
  const from = money(range.from, range.currency, locale)
  return <>{range.from === range.to ? from : t('range', { from, to: money(range.to, range.currency, locale) })}</>
}

/** "About US$1,200 – 2,100", with the reference rate's date: never read as a price the clinic gave. */
function ApproximationText({ value }: { value: Approximation }) {
  const t = useTranslations('compare')
  const format = useFormatter()
  return (
    <span className="mt-1 block text-sm text-ink-muted">
      {t('about')} <RangeText range={value} />
      <span className="block text-xs">
        {t('rate_of', { date: format.dateTime(new Date(`${value.rateDate}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }) })}
      </span>
    </span>
  )
}

/** A published rating: the average only from three reviews (app/reviews/rating.ts), the count always. */
export function RatingText({ rating }: { rating: RatingSummary }) {
  const t = useTranslations('compare')
  const format = useFormatter()
  if (rating.count === 0) return <span className="text-ink-muted">{t('no_reviews')}</span>
  if (rating.average === null) return <>{t('reviews', { count: rating.count })}</>
  return <>{t('rating', { average: format.number(rating.average, { minimumFractionDigits: 1, maximumFractionDigits: 1 }), count: rating.count })}</>
}

function languageList(codes: string[], locale: string) {
  const names = new Intl.DisplayNames([locale], { type: 'language', fallback: 'code' })
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(codes.map((code) => names.of(code) ?? code))
}

/**
 * Two or three clinics side by side for one treatment: a table with row and
 * column headers. On a phone the clinics scroll sideways one at a time (the
 * row labels stay put); from a tablet up they sit side by side.
 */
export function CompareTable({ treatment, clinics, currency }: { treatment: ComparedTreatment; clinics: ComparedClinic[]; currency: string | null }) {
  const t = useTranslations('compare')
  const format = useFormatter()
  const locale = useLocale()
  const id = useId()
  const without = (slug: string) =>
    comparePath({
      treatment: treatment.slug,
      clinics: clinics.filter((clinic) => clinic.slug !== slug).map((clinic) => clinic.slug),
      currency,
    })
  const none = <span className="text-ink-muted">{t('not_given')}</span>
  const rows: { key: string; label: string; cell: (clinic: ComparedClinic) => ReactNode }[] = [
    { key: 'city', label: t('row_city'), cell: (clinic) => `${clinic.city}, ${clinic.country}` },
    {
      key: 'price',
      label: t('row_price', { treatment: treatment.name }),
      cell: (clinic) =>
        clinic.price ? (
          <>
            <span className="font-semibold">
              <RangeText range={clinic.price} />
            </span>
            {clinic.priceInPatientCurrency && <ApproximationText value={clinic.priceInPatientCurrency} />}
          </>
        ) : (
          <span className="text-ink-muted">{t('price_on_request')}</span>
        ),
    },
    {
      key: 'assessment',
      label: t('row_assessment'),
      cell: () =>
        treatment.assessment ? (
          <>
            <RangeText range={treatment.assessment.fee} />
            {treatment.assessment.inPatientCurrency && <ApproximationText value={treatment.assessment.inPatientCurrency} />}
          </>
        ) : (
          none
        ),
    },
    {
      key: 'next-hour',
      label: t('row_next_hour'),
      cell: (clinic) =>
        clinic.nextHour ? (
          <>
            <time dateTime={clinic.nextHour.startsAt} className="font-semibold">
              {format.dateTime(new Date(clinic.nextHour.startsAt), {
                timeZone: clinic.timeZone,
                weekday: 'short',
                day: 'numeric',
                month: 'short',
                hour: 'numeric',
                minute: '2-digit',
              })}
            </time>
            <span className="block text-sm text-ink-muted">{t('clinic_time', { city: clinic.city })}</span>
          </>
        ) : (
          <span className="text-ink-muted">{t('no_free_hour')}</span>
        ),
    },
    {
      key: 'specialists',
      label: t('row_specialists'),
      cell: (clinic) =>
        clinic.specialists.length === 0 ? (
          none
        ) : (
          <ul className="grid gap-3">
            {clinic.specialists.map((specialist) => (
              <li key={specialist.slug}>
                <LocalizedLink to={`/specialists/${specialist.slug}`} className="font-semibold text-accent underline-offset-4 hover:underline">
                  {specialist.name}
                </LocalizedLink>
                <span className="block text-sm text-ink-muted">{specialist.title}</span>
                <span className="block text-sm">
                  {t('years', { years: specialist.yearsOfExperience })} · <RatingText rating={specialist.rating} />
                </span>
              </li>
            ))}
          </ul>
        ),
    },
    { key: 'rating', label: t('row_rating'), cell: (clinic) => <RatingText rating={clinic.rating} /> },
    {
      key: 'accreditations',
      label: t('row_accreditations'),
      cell: (clinic) =>
        clinic.accreditations.length === 0 ? (
          none
        ) : (
          <ul className="grid gap-2">
            {clinic.accreditations.map((accreditation) => (
              <li key={`${accreditation.issuer}-${accreditation.number}`} className="flex items-start gap-1.5">
                <Icon name="lucide:badge-check" className="mt-1 shrink-0 text-accent" />
                <span>
                  {accreditation.registerUrl ? (
                    <a
                      href={accreditation.registerUrl}
                      rel="noopener noreferrer"
                      className="font-medium text-accent underline-offset-4 hover:underline"
                    >
                      {accreditation.issuer}
                    </a>
                  ) : (
                    <span className="font-medium">{accreditation.issuer}</span>
                  )}
                  {accreditation.number && (
                    <span className="block text-sm text-ink-muted">{t('accreditation_number', { number: accreditation.number })}</span>
                  )}
                  {accreditation.validUntil && (
                    <span className="block text-sm text-ink-muted">
                      {t('valid_until', {
                        date: format.dateTime(new Date(`${accreditation.validUntil}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' }),
                      })}
                    </span>
                  )}
                </span>
              </li>
            ))}
          </ul>
        ),
    },
    { key: 'languages', label: t('row_languages'), cell: (clinic) => (clinic.languages.length > 0 ? languageList(clinic.languages, locale) : none) },
    {
      key: 'actions',
      label: t('row_next_step'),
      cell: (clinic) => (
        <div className="flex flex-col items-stretch gap-2">
          <LocalizedLink
            to={`/appointments/new?${new URLSearchParams({ service: treatment.key, clinic: clinic.key, ...(clinic.nextHour ? { date: clinic.nextHour.date } : {}) })}`}
            className={`${buttonStyles.solid} px-4 text-sm`}
            aria-label={t('book_at', { clinic: clinic.name })}
          >
            <Icon name="lucide:calendar-check" />
            {t('book')}
          </LocalizedLink>
          <LocalizedLink
            to={`/quotes/new?${new URLSearchParams({ service: treatment.slug, destination: clinic.destinationSlug })}`}
            className={`${buttonStyles.outline} px-4 text-sm`}
            aria-label={t('quote_at', { clinic: clinic.name })}
          >
            <Icon name="lucide:file-text" />
            {t('quote')}
          </LocalizedLink>
        </div>
      ),
    },
  ]
  const labelCell =
    'sticky left-0 z-10 w-28 min-w-28 border-b border-line bg-surface p-3 text-left align-top text-sm font-semibold sm:w-44 sm:min-w-44 sm:p-4'
  const clinicCell = 'w-[12.5rem] min-w-[12.5rem] snap-start border-b border-l border-line p-3 align-top sm:w-auto sm:min-w-0 sm:p-4'
  return (
    // A region that scrolls sideways on a phone: reachable by keyboard to scroll it (axe's scrollable-region-focusable).
    <div
      role="region"
      aria-labelledby={`${id}-caption`}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
      className="relative snap-x snap-mandatory scroll-pl-28 overflow-x-auto rounded-2xl border border-line bg-surface focus-visible:outline-2 focus-visible:outline-focus sm:scroll-pl-44"
    >
      <table className="w-full border-separate border-spacing-0 sm:table-fixed">
        <caption id={`${id}-caption`} className="sr-only">
          {t('caption', { treatment: treatment.name, count: clinics.length })}
        </caption>
        <thead>
          <tr>
            <td className={labelCell} />
            {clinics.map((clinic) => (
              <th key={clinic.slug} scope="col" className={`${clinicCell} text-left`}>
                <LocalizedLink
                  to={`/clinics/${clinic.slug}`}
                  className="text-base font-bold text-ink underline-offset-4 hover:text-accent hover:underline"
                >
                  {clinic.name}
                </LocalizedLink>
                <span className="mt-2 flex flex-wrap gap-x-4 gap-y-1 text-sm font-medium">
                  <LocalizedLink to={without(clinic.slug)} className="inline-flex items-center gap-1 text-accent underline-offset-4 hover:underline">
                    <Icon name="lucide:x" />
                    {t('remove')}
                    <span className="sr-only"> {clinic.name}</span>
                  </LocalizedLink>
                  <LocalizedLink
                    to={`${without(clinic.slug)}#change-clinics`}
                    className="inline-flex items-center gap-1 text-accent underline-offset-4 hover:underline"
                  >
                    <Icon name="lucide:refresh-cw" />
                    {t('replace')}
                    <span className="sr-only"> {clinic.name}</span>
                  </LocalizedLink>
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={labelCell}>
                {row.label}
              </th>
              {clinics.map((clinic) => (
                <td key={clinic.slug} className={clinicCell}>
                  {row.cell(clinic)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  )
}
