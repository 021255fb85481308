import { useFormatter, useLocale, useTranslations } from 'use-intl'
import type { ClinicCurrencyView, QuoteRateView, StoredRateView } from '~/quotes/exchange-rate-overview.server'
import { CURRENCY_CODES } from '~/quotes/money'
import { formatRate } from '~/quotes/quote-rate-format'
import { Icon } from '~/ui/icon/icon'
import { ConsoleCard } from './filter-fields'

/*
 * What the Exchange rates page reads (issue 30): first what keeps a quote
 * from being sent (pairs with no rate) or sends it at an old rate (stale),
 * then every rate a quote sent today would use, one column per currency the
 * clinics charge in and one row per currency a patient may choose, then the
 * newest stored rate of each pair with where it came from.
 */

const amber = 'bg-amber-50 text-amber-900 dark:bg-amber-950 dark:text-amber-200'

function useDay() {
  const format = useFormatter()
  return (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
}

/** 'ecb', 'manual', 'ecb+manual' as the page says them ("ECB", "manual", "ECB + manual"). */
function useSource() {
  const t = useTranslations('console.exchange_rates.sources')
  return (source: string) =>
    source
      .split('+')
      .map((part) => (part === 'ecb' || part === 'manual' ? t(part) : part))
      .join(' + ')
}

function StaleBadge() {
  const t = useTranslations('console.exchange_rates')
  return (
    <span className={`ml-1.5 inline-block rounded-full px-2 py-px text-xs font-semibold ${amber} ring-1 ring-amber-300 ring-inset`}>
      {t('stale')}
    </span>
  )
}

/** Pairs no quote can be sent in, and rates a quote would use that are stale; or that all is well. */
export function RatesSummary({ clinicCurrencies, staleAfterDays }: { clinicCurrencies: ClinicCurrencyView[]; staleAfterDays: number }) {
  const t = useTranslations('console.exchange_rates')
  const missing = clinicCurrencies
    .map(({ currency, rates }) => ({ currency, patients: rates.filter((cell) => !cell.rate).map((cell) => cell.patient) }))
    .filter((row) => row.patients.length > 0)
  const missingCount = missing.reduce((sum, row) => sum + row.patients.length, 0)
  const staleCount = clinicCurrencies.reduce((sum, { rates }) => sum + rates.filter((cell) => cell.rate?.stale).length, 0)
  if (missingCount === 0 && staleCount === 0)
    return (
      <p className="mb-6 flex items-start gap-2 rounded-xl border border-line bg-surface px-4 py-3 text-sm">
        <Icon name="lucide:circle-check" className="mt-0.5 size-4 shrink-0 text-accent" />
        {t('all_fresh', { days: staleAfterDays })}
      </p>
    )
  return (
    <div className="mb-6 grid gap-3">
      {missingCount > 0 && (
        <section
          aria-labelledby="missing-rates"
          className="rounded-xl border border-alert/40 bg-alert/10 px-4 py-3 text-sm text-red-800 dark:text-red-300"
        >
          <h2 id="missing-rates" className="flex items-start gap-2 font-semibold">
            <Icon name="lucide:circle-alert" className="mt-0.5 size-4 shrink-0" />
            {t('missing_title', { count: missingCount })}
          </h2>
          <ul className="mt-2 grid gap-1 pl-6">
            {missing.map((row) => (
              <li key={row.currency}>
                <span className="font-medium">{t('missing_from', { currency: row.currency })}</span> {row.patients.join(', ')}
              </li>
            ))}
          </ul>
          <p className="mt-2 pl-6">{t('missing_hint')}</p>
        </section>
      )}
      {staleCount > 0 && (
        <p className={`flex items-start gap-2 rounded-xl border border-amber-300 px-4 py-3 text-sm font-medium dark:border-amber-800 ${amber}`}>
          <Icon name="lucide:triangle-alert" className="mt-0.5 size-4 shrink-0" />
          {t('stale_title', { count: staleCount, days: staleAfterDays })}
        </p>
      )}
    </div>
  )
}

function QuoteRateCell({ rate }: { rate: QuoteRateView | null }) {
  const t = useTranslations('console.exchange_rates')
  const locale = useLocale()
  const day = useDay()
  const source = useSource()
  if (!rate)
    return (
      <td className="bg-alert/10 px-3 py-2 align-top font-medium text-red-800 dark:text-red-300">
        <span className="inline-flex items-center gap-1">
          <Icon name="lucide:circle-x" className="size-3.5 shrink-0" />
          {t('no_rate')}
        </span>
      </td>
    )
  const how = rate.derivation === 'cross' ? t('via', { currencies: rate.via!.join(', ') }) : rate.derivation === 'inverse' ? t('inverse') : null
  return (
    <td className={`px-3 py-2 align-top ${rate.stale ? amber : ''}`}>
      <span className="font-medium whitespace-nowrap tabular-nums">{formatRate(rate.rate, locale)}</span>
      <span className={`block text-xs ${rate.stale ? '' : 'text-ink-muted'}`}>
        {day(rate.rateDate)}
        {rate.stale && <StaleBadge />}
      </span>
      <span className={`block text-xs ${rate.stale ? '' : 'text-ink-muted'}`}>
        {source(rate.source)}
        {how && ` · ${how}`}
      </span>
    </td>
  )
}

/** The rate a quote sent today would use, per clinic currency (columns) and patient currency (rows). */
export function QuoteRatesTable({ clinicCurrencies, today }: { clinicCurrencies: ClinicCurrencyView[]; today: string }) {
  const t = useTranslations('console.exchange_rates')
  const day = useDay()
  return (
    <div className="mb-6">
      <ConsoleCard title={t('quote_rates', { day: day(today) })} id="quote-rates-heading">
        <p className="mb-4 text-sm text-ink-muted">{t('quote_rates_lead')}</p>
        {clinicCurrencies.length === 0 ? (
          <p className="text-sm text-ink-muted">{t('no_destinations')}</p>
        ) : (
          <div className="-mx-5 overflow-x-auto px-5">
            <table className="w-full min-w-[44rem] border-collapse text-sm">
              <thead>
                <tr className="border-b border-line text-left align-bottom">
                  <th scope="col" className="sticky left-0 bg-surface py-2 pr-3 font-semibold">
                    <span className="block text-xs font-normal text-ink-muted">{t('clinic_currency')} →</span>
                    {t('patient_currency')} ↓
                  </th>
                  {clinicCurrencies.map((clinic) => (
                    <th key={clinic.currency} scope="col" className="px-3 py-2 font-semibold">
                      {clinic.currency}
                      <span className="block text-xs font-normal text-ink-muted">{clinic.destinations.join(', ')}</span>
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y divide-line">
                {CURRENCY_CODES.map((patient) => (
                  <tr key={patient}>
                    <th scope="row" className="sticky left-0 bg-surface py-2 pr-3 text-left align-top font-semibold">
                      {patient}
                    </th>
                    {clinicCurrencies.map((clinic) => {
                      if (clinic.currency === patient)
                        return (
                          // Positioned, so its screen-reader text stays inside the scrolling table.
                          <td key={clinic.currency} className="relative px-3 py-2 align-top text-ink-muted">
                            <span aria-hidden="true">—</span>
                            <span className="sr-only">{t('same_currency')}</span>
                          </td>
                        )
                      const cell = clinic.rates.find((candidate) => candidate.patient === patient)
                      return <QuoteRateCell key={clinic.currency} rate={cell?.rate ?? null} />
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </ConsoleCard>
    </div>
  )
}

/** The newest stored rate of every pair: the rate, its day, where it came from, when it was written. */
export function StoredRatesTable({ stored }: { stored: StoredRateView[] }) {
  const t = useTranslations('console.exchange_rates')
  const format = useFormatter()
  const locale = useLocale()
  const day = useDay()
  return (
    <ConsoleCard title={t('stored')} id="stored-rates-heading">
      <p className="mb-4 text-sm text-ink-muted">{t('stored_lead')}</p>
      {stored.length === 0 ? (
        <p className="text-sm text-ink-muted">{t('stored_empty')}</p>
      ) : (
        <div className="-mx-5 overflow-x-auto px-5">
          <table className="w-full min-w-[40rem] border-collapse text-sm">
            <thead>
              <tr className="border-b border-line text-left">
                <th scope="col" className="py-2 pr-3 font-semibold">
                  {t('pair')}
                </th>
                <th scope="col" className="px-3 py-2 text-right font-semibold">
                  {t('rate')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('date')}
                </th>
                <th scope="col" className="px-3 py-2 font-semibold">
                  {t('source')}
                </th>
                <th scope="col" className="py-2 pl-3 font-semibold">
                  {t('entered_at')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-line">
              {stored.map((row) => (
                <tr key={`${row.base}/${row.quote}`} className={row.stale ? amber : undefined}>
                  <th scope="row" className="py-2 pr-3 text-left font-semibold whitespace-nowrap">
                    {row.base} → {row.quote}
                  </th>
                  <td className="px-3 py-2 text-right whitespace-nowrap tabular-nums">{formatRate(row.rate, locale)}</td>
                  <td className="px-3 py-2 whitespace-nowrap">
                    {day(row.rateDate)}
                    {row.stale && <StaleBadge />}
                  </td>
                  <td className="px-3 py-2">
                    {row.source === 'ecb' ? t('sources.ecb') : row.enteredBy ? t('entered_by', { name: row.enteredBy }) : t('entered_by_unknown')}
                  </td>
                  <td className={`py-2 pl-3 whitespace-nowrap ${row.stale ? '' : 'text-ink-muted'}`}>
                    <time dateTime={row.enteredAt}>{format.dateTime(new Date(row.enteredAt), { dateStyle: 'medium', timeStyle: 'short' })}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </ConsoleCard>
  )
}
