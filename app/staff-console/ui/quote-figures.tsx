import { useFormatter, useLocale, useTranslations } from 'use-intl'
import type { QuoteLineKind } from '~/db/schema'
import { LocalizedLink } from '~/navigation/localized-link'
import type { CurrencyCode } from '~/quotes/money'
import type { OptionFigures } from '~/quotes/quote-figures'
import { formatQuoteMoney } from '~/quotes/quote-money-format'
import { formatRate, rateSourceKind } from '~/quotes/quote-rate-format'
import { Icon } from '~/ui/icon/icon'

/*
 * One option's figures as the patient will read them (issue 30): each line in
 * the clinic's currency and, beside it, in the patient's, the included total,
 * the optional extras, what may change after the assessment at most and the
 * assessment's fee; then the rate they were converted at, with its date and
 * source — or, for a draft with no rate yet, why it cannot be sent. The
 * builder's preview and a sent quote draw the same table.
 */

export interface FiguresLine {
  kind: QuoteLineKind
  description: string
  quantity: number
  included: boolean
}

export interface FiguresOption {
  currency: CurrencyCode
  patientCurrency: CurrencyCode
  lines: FiguresLine[]
  figures: OptionFigures
}

function useMoney() {
  const locale = useLocale()
  return (amountMinor: number | null, currency: CurrencyCode) => (amountMinor === null ? '—' : formatQuoteMoney(amountMinor, currency, locale))
}

/** "1 EUR = 1.0512 USD · ECB reference rate of 30 Nov 2026", or the warning that there is none. */
export function RateLine({
  from,
  to,
  rate,
}: {
  from: CurrencyCode
  to: CurrencyCode
  /** Units of `to` per unit of `from`, with its day and source; null: none yet. */
  rate: { rate: string; date: string; source: string } | null
}) {
  const t = useTranslations('console.quotes.figures')
  const locale = useLocale()
  const format = useFormatter()
  if (from === to) return <p className="text-sm text-ink-muted">{t('same_currency', { currency: from })}</p>
  if (!rate) return <MissingRate from={from} to={to} />
  const day = format.dateTime(new Date(`${rate.date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
  return (
    <p className="text-sm text-ink-muted">
      {t('rate_line', { from, to, rate: formatRate(rate.rate, locale), source: t(`rate_source.${rateSourceKind(rate.source)}`, { day }) })}
    </p>
  )
}

/** No rate between the clinic's currency and the patient's: an admin must enter one before the quote can be sent. */
export function MissingRate({ from, to }: { from: CurrencyCode; to: CurrencyCode }) {
  const t = useTranslations('console.quotes.figures')
  return (
    <p className="flex items-start gap-2 rounded-lg border border-amber-400 bg-amber-50 px-3 py-2 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950/40 dark:text-amber-100">
      <Icon name="lucide:triangle-alert" className="mt-0.5 size-4 shrink-0" />
      <span>
        {t('no_rate', { from, to })}{' '}
        <LocalizedLink to="/admin/exchange-rates" className="font-medium underline">
          {t('exchange_rates_link')}
        </LocalizedLink>
      </span>
    </p>
  )
}

/** The option's lines and totals in both currencies (one column when they are the same). */
export function FiguresTable({ option, caption }: { option: FiguresOption; caption: string }) {
  const t = useTranslations('console.quotes.figures')
  const kinds = useTranslations('quotes.lineKinds')
  const money = useMoney()
  const { currency, patientCurrency, figures } = option
  const both = currency !== patientCurrency
  const rows = option.lines.map((line, index) => ({ line, amounts: figures.lines[index]! }))
  const included = rows.filter(({ line }) => line.included)
  const optional = rows.filter(({ line }) => !line.included)
  const cell = 'px-2 py-2 sm:px-3 text-right tabular-nums whitespace-nowrap'
  const amountCells = (amounts: { clinic: number; patient: number | null }) => (
    <>
      <td className={cell}>{money(amounts.clinic, currency)}</td>
      {both && <td className={`${cell} text-ink-muted`}>{money(amounts.patient, patientCurrency)}</td>}
    </>
  )
  const lineRow = ({ line, amounts }: (typeof rows)[number], index: number) => (
    <tr key={index}>
      <th scope="row" className="px-2 py-2 sm:px-3 text-left font-normal">
        <span className="block">{kinds(line.kind)}</span>
        {line.description && <span className="block text-ink-muted">{line.description}</span>}
      </th>
      <td className="px-2 py-2 sm:px-3 text-right tabular-nums">{line.quantity}</td>
      {amountCells(amounts)}
    </tr>
  )
  const totalRow = (label: string, amounts: { clinic: number; patient: number | null }, strong = false) => (
    <tr className={strong ? 'font-semibold' : undefined}>
      <th scope="row" colSpan={2} className="px-2 py-2 sm:px-3 text-left">
        {label}
      </th>
      {amountCells(amounts)}
    </tr>
  )
  if (rows.length === 0) return <p className="text-sm text-ink-muted">{t('no_lines')}</p>
  return (
    // Scrolls sideways on a narrow phone: focusable, so the keyboard can scroll it too.
    <div
      className="overflow-x-auto rounded-lg border border-line"
      role="region"
      aria-label={caption}
      // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
      tabIndex={0}
    >
      <table className="w-full text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="border-b border-line bg-surface-muted text-ink-muted">
          <tr>
            <th scope="col" className="px-2 py-2 sm:px-3 text-left font-medium">
              {t('item')}
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-right font-medium">
              {t('quantity')}
            </th>
            <th scope="col" className="px-2 py-2 sm:px-3 text-right font-medium">
              {currency}
            </th>
            {both && (
              <th scope="col" className="px-2 py-2 sm:px-3 text-right font-medium">
                {patientCurrency}
              </th>
            )}
          </tr>
        </thead>
        <tbody className="divide-y divide-line">
          {included.map(lineRow)}
          {totalRow(t('included_total'), figures.includedTotal, true)}
        </tbody>
        {optional.length > 0 && (
          <tbody className="divide-y divide-line border-t-2 border-line">
            <tr>
              <th
                scope="rowgroup"
                colSpan={both ? 4 : 3}
                className="px-2 pt-3 pb-1 sm:px-3 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase"
              >
                {t('optional')}
              </th>
            </tr>
            {optional.map(lineRow)}
            {totalRow(t('optional_total'), figures.optionalTotal)}
          </tbody>
        )}
        <tbody className="divide-y divide-line border-t-2 border-line">
          {figures.mayChangeMax.clinic > 0 && totalRow(t('may_change_max'), figures.mayChangeMax)}
          {totalRow(t('assessment_fee'), figures.assessmentFee)}
        </tbody>
      </table>
    </div>
  )
}
