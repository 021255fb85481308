import type { CSSProperties, ReactNode } from 'react'
import { useLocale, useTranslations } from 'use-intl'
import { Icon } from '~/ui/icon/icon'
import type { CurrencyCode } from '../money'
import { QUOTE_LINE_KINDS } from '../quote-builder-rules'
import type { TwoCurrencies } from '../quote-figures'
import { formatQuoteMoney } from '../quote-money-format'
import { formatRate, rateSourceKind, readableInverse } from '../quote-rate-format'
import type { QuoteView, QuoteViewLine, QuoteViewOption } from '../quote-view'
import { useQuoteDay } from './use-quote-day'

/*
 * A quote's options side by side (issue 30): on a wide screen a comparison
 * table in columns, one per option, whose rows line up across the columns (the
 * same line kind at the same height: every card is a CSS subgrid of the same
 * rows); on a phone the same cards one under the other, each whole on its own,
 * with a glance at the totals first. Every amount in the clinic's currency and,
 * beside it, the patient's (the figures computed once, quote-figures.ts; printed
 * as the PDF prints them, quote-money-format.ts).
 */

type Option = QuoteViewOption

/** One row of line items: the n-th line of a kind, in the kinds' order; a cell is that line of each option, if it has one. */
interface LineRow {
  kind: QuoteViewLine['kind']
  nth: number
}

function lineRows(options: readonly Option[]): LineRow[] {
  return QUOTE_LINE_KINDS.flatMap((kind) => {
    const most = Math.max(0, ...options.map((option) => option.lines.filter((line) => line.kind === kind).length))
    return Array.from({ length: most }, (_, nth) => ({ kind, nth }))
  })
}

function lineAt(option: Option, row: LineRow): { line: QuoteViewLine; figures: TwoCurrencies } | null {
  let seen = 0
  for (const [index, line] of option.lines.entries()) {
    if (line.kind !== row.kind) continue
    if (seen++ === row.nth) return { line, figures: option.figures.lines[index]! }
  }
  return null
}

/** The rows every card has, in order, besides the line items (which come after `items`). */
const ROWS_BEFORE_LINES = 4 // clinic, specialist, included total, "item by item"
const ROWS_AFTER_LINES = 5 // optional extras, not included, may change, assessment fee, rate (and the decision, while there is one)

/** An amount in the clinic's currency and, when it is another, the patient's. */
export function useOptionMoney(option: Option, patientCurrency: CurrencyCode) {
  const locale = useLocale()
  const converted = option.currency !== patientCurrency && option.rate !== null
  return {
    converted,
    clinic: (pair: TwoCurrencies) => formatQuoteMoney(pair.clinic, option.currency, locale),
    patient: (pair: TwoCurrencies) => (converted && pair.patient !== null ? formatQuoteMoney(pair.patient, patientCurrency, locale) : null),
    /** "1.800 € (US$1,892.16)", as the terms say it. */
    both: (pair: TwoCurrencies) => {
      const clinic = formatQuoteMoney(pair.clinic, option.currency, locale)
      return converted && pair.patient !== null ? `${clinic} (${formatQuoteMoney(pair.patient, patientCurrency, locale)})` : clinic
    },
  }
}

/** Text the care team wrote, marked with its language when the page is in another. */
function Written({ quote, children, className }: { quote: QuoteView; children: ReactNode; className?: string }) {
  const locale = useLocale()
  return (
    <span lang={quote.locale !== locale ? quote.locale : undefined} className={className}>
      {children}
    </span>
  )
}

const COLUMNS: Record<number, string> = { 1: 'lg:grid-cols-1 lg:max-w-xl', 2: 'lg:grid-cols-2', 3: 'lg:grid-cols-3' }

export function QuoteOptions({ quote, decision }: { quote: QuoteView; decision: (option: Option) => ReactNode }) {
  const t = useTranslations('account_quotes.quote')
  const rows = lineRows(quote.options)
  const options = [...quote.options].sort((a, b) => a.position - b.position)
  const decisions = new Map(options.map((option) => [option.id, decision(option)]))
  const decided = [...decisions.values()].every((node) => node === null || node === undefined || node === false)
  const lines = Math.max(rows.length, 1)
  const style = { '--rows': ROWS_BEFORE_LINES + lines + ROWS_AFTER_LINES + (decided ? 0 : 1), '--lines': lines } as CSSProperties
  return (
    <section aria-labelledby="quote-options-title" className="mt-10 scroll-mt-24">
      <h2 id="quote-options-title" className="text-2xl font-semibold tracking-tight">
        {t('options_heading', { count: options.length })}
      </h2>
      {options.length > 1 && <Glance quote={quote} options={options} />}
      <div className={`mt-5 grid gap-5 lg:gap-y-0 ${COLUMNS[options.length] ?? 'lg:grid-cols-3'}`} style={style}>
        {options.map((option) => (
          <OptionCard key={option.id} quote={quote} option={option} rows={rows} decision={decided ? null : decisions.get(option.id)} />
        ))}
      </div>
    </section>
  )
}

/** On a phone the cards are far apart: their totals first, side by side, each a link to its card. */
function Glance({ quote, options }: { quote: QuoteView; options: Option[] }) {
  const t = useTranslations('account_quotes.quote')
  const pdf = useTranslations('quotes.pdf')
  const locale = useLocale()
  return (
    <div className="mt-4 overflow-hidden rounded-2xl border border-line bg-surface lg:hidden">
      <table className="w-full text-sm">
        <caption className="bg-surface-muted/60 px-4 py-2 text-left text-xs font-semibold tracking-wide text-ink-muted uppercase">
          {t('glance_heading')}
        </caption>
        <thead className="sr-only">
          <tr>
            <th scope="col">{t('glance_option')}</th>
            <th scope="col">{t('glance_total')}</th>
          </tr>
        </thead>
        <tbody>
          {options.map((option) => {
            const converted = option.currency !== quote.patientCurrency && option.figures.includedTotal.patient !== null
            return (
              <tr key={option.id} className="border-t border-line first:border-t-0">
                <th scope="row" className="px-4 py-3 text-left align-top font-normal">
                  <a href={`#option-${option.position}`} className="font-semibold text-accent hover:underline">
                    {pdf('option_heading', { position: option.position, count: options.length })}
                  </a>
                  <span className="block text-ink-muted">
                    {option.clinic.name}, {option.clinic.city}
                  </span>
                </th>
                <td className="px-4 py-3 text-right align-top whitespace-nowrap tabular-nums">
                  <span className="block font-semibold">
                    {converted
                      ? formatQuoteMoney(option.figures.includedTotal.patient!, quote.patientCurrency, locale)
                      : formatQuoteMoney(option.figures.includedTotal.clinic, option.currency, locale)}
                  </span>
                  {converted && (
                    <span className="block text-ink-muted">{formatQuoteMoney(option.figures.includedTotal.clinic, option.currency, locale)}</span>
                  )}
                </td>
              </tr>
            )
          })}
        </tbody>
      </table>
    </div>
  )
}

/** A row of a card: on a wide screen, one row of the shared grid. */
function Cell({ children, className = '', first = false }: { children?: ReactNode; className?: string; first?: boolean }) {
  return <div className={`min-w-0 ${first ? '' : 'border-t border-line'} py-4 ${className}`}>{children}</div>
}

function OptionCard({ quote, option, rows, decision }: { quote: QuoteView; option: Option; rows: LineRow[]; decision: ReactNode }) {
  const t = useTranslations('account_quotes.quote')
  const pdf = useTranslations('quotes.pdf')
  const money = useOptionMoney(option, quote.patientCurrency)
  const chosen = quote.acceptedOptionId === option.id
  const titleId = `option-${option.position}-title`
  return (
    <article
      id={`option-${option.position}`}
      aria-labelledby={titleId}
      className={`flex min-w-0 scroll-mt-24 flex-col rounded-2xl border bg-surface px-5 pb-1 shadow-sm lg:row-span-(--rows) lg:grid lg:grid-rows-subgrid lg:gap-0 ${
        chosen ? 'border-accent ring-2 ring-accent' : 'border-line'
      }`}
    >
      {/* The clinic */}
      <Cell first className="pt-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <p className="text-xs font-semibold tracking-wide text-ink-muted uppercase">
            {pdf('option_heading', { position: option.position, count: quote.options.length })}
          </p>
          {chosen && (
            <span className="inline-flex items-center gap-1 rounded-full bg-accent px-2.5 py-0.5 text-xs font-semibold text-on-accent">
              <Icon name="lucide:circle-check" className="size-3.5" />
              {t('your_choice')}
            </span>
          )}
        </div>
        <h3 id={titleId} className="mt-1 text-xl font-semibold tracking-tight">
          {option.clinic.name}
        </h3>
        <p className="mt-1 flex items-center gap-1.5 text-sm font-medium">
          <Icon name="lucide:map-pin" className="size-4 shrink-0 text-accent" />
          {option.clinic.city}, {option.clinic.country}
        </p>
        <p className="mt-1 text-sm text-ink-muted">{option.clinic.address}</p>
      </Cell>

      {/* The specialist */}
      <Cell>
        <Specialist specialist={option.specialist} />
      </Cell>

      {/* What it comes to */}
      <Cell>
        <div className="rounded-xl bg-accent-soft px-4 py-3 dark:bg-primary-950">
          <p className="text-sm font-medium">{pdf('included_total')}</p>
          <p className="mt-1 text-2xl font-bold tracking-tight tabular-nums">{money.clinic(option.figures.includedTotal)}</p>
          {money.patient(option.figures.includedTotal) && (
            <p className="text-base font-semibold text-ink-muted tabular-nums">
              {money.patient(option.figures.includedTotal)}
              <span className="sr-only"> ({t('in_currency', { currency: quote.patientCurrency })})</span>
            </p>
          )}
        </div>
      </Cell>

      {/* Item by item */}
      <Cell className="pb-2">
        <h4 className="text-xs font-semibold tracking-wide text-ink-muted uppercase">{t('whats_included')}</h4>
      </Cell>
      <ul className="lg:row-span-(--lines) lg:grid lg:grid-rows-subgrid">
        {rows.map((row) => (
          <LineCell key={`${row.kind}-${row.nth}`} quote={quote} option={option} row={row} money={money} />
        ))}
        {rows.length === 0 && <li aria-hidden="true" />}
      </ul>

      {/* The extras, all of them */}
      <Cell>
        {option.lines.some((line) => !line.included) ? (
          <div className="flex items-baseline justify-between gap-3">
            <p className="text-sm font-medium">{pdf('optional_total')}</p>
            <Amounts pair={option.figures.optionalTotal} money={money} />
          </div>
        ) : (
          <p className="text-sm text-ink-muted">{t('no_optional')}</p>
        )}
      </Cell>

      {/* Not included */}
      <Cell>
        <h4 className="text-sm font-semibold">{pdf('not_included')}</h4>
        {option.notIncluded.trim() ? (
          <p className="mt-1 text-sm whitespace-pre-line">
            <Written quote={quote}>{option.notIncluded}</Written>
          </p>
        ) : (
          <p className="mt-1 text-sm text-ink-muted">{t('nothing_stated')}</p>
        )}
      </Cell>

      {/* What may change */}
      <Cell>
        <h4 className="text-sm font-semibold">{pdf('may_change')}</h4>
        {option.mayChange.trim() || option.figures.mayChangeMax.clinic !== 0 ? (
          <>
            {option.mayChange.trim() && (
              <p className="mt-1 text-sm whitespace-pre-line">
                <Written quote={quote}>{option.mayChange}</Written>
              </p>
            )}
            <p className="mt-2 text-sm font-semibold tabular-nums">{pdf('at_most', { amount: money.both(option.figures.mayChangeMax) })}</p>
          </>
        ) : (
          <p className="mt-1 text-sm text-ink-muted">{t('no_change')}</p>
        )}
      </Cell>

      {/* The assessment */}
      <Cell>
        <div className="flex items-baseline justify-between gap-3">
          <div>
            <p className="text-sm font-medium">{pdf('assessment_fee')}</p>
            <p className="text-xs text-ink-muted">{t('fee_hint')}</p>
          </div>
          <Amounts pair={option.figures.assessmentFee} money={money} />
        </div>
      </Cell>

      {/* The rate */}
      <Cell>
        <RateLine quote={quote} option={option} />
      </Cell>

      {/* Accept it (while the quote is open) */}
      {decision !== null && <Cell className="pb-4">{decision}</Cell>}
    </article>
  )
}

function Amounts({ pair, money, strong = false }: { pair: TwoCurrencies; money: ReturnType<typeof useOptionMoney>; strong?: boolean }) {
  const patient = money.patient(pair)
  return (
    <p className="shrink-0 text-right text-sm whitespace-nowrap tabular-nums">
      <span className={`block ${strong ? 'font-semibold' : 'font-medium'}`}>{money.clinic(pair)}</span>
      {patient && <span className="block text-ink-muted">{patient}</span>}
    </p>
  )
}

function LineCell({ quote, option, row, money }: { quote: QuoteView; option: Option; row: LineRow; money: ReturnType<typeof useOptionMoney> }) {
  const t = useTranslations('account_quotes.quote')
  const kinds = useTranslations('quotes.lineKinds')
  const pdf = useTranslations('quotes.pdf')
  const found = lineAt(option, row)
  if (!found) {
    return (
      <li className="flex min-w-0 items-baseline justify-between gap-3 border-t border-line py-3 first:border-t-0">
        <span className="text-sm text-ink-muted">{kinds(row.kind)}</span>
        <span className="text-sm text-ink-muted">
          <span aria-hidden="true">—</span>
          <span className="sr-only">{t('not_in_option')}</span>
        </span>
      </li>
    )
  }
  const { line, figures } = found
  return (
    <li className="flex min-w-0 items-start justify-between gap-3 border-t border-line py-3 first:border-t-0">
      <div className="min-w-0">
        <p className="text-sm font-medium">{kinds(line.kind)}</p>
        {line.description && (
          <p className="mt-0.5 text-sm break-words text-ink-muted">
            <Written quote={quote}>{line.description}</Written>
          </p>
        )}
        <p className="mt-1.5 flex flex-wrap items-center gap-x-2 gap-y-1 text-xs">
          <span
            className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-semibold ${
              line.included ? 'bg-accent-soft text-accent' : 'bg-surface-muted text-ink-muted'
            }`}
          >
            <Icon name={line.included ? 'lucide:check' : 'lucide:plus'} className="size-3" />
            {line.included ? pdf('included') : pdf('optional')}
          </span>
          {line.quantity > 1 && <span className="text-ink-muted">{t('quantity', { count: line.quantity })}</span>}
        </p>
      </div>
      <Amounts pair={figures} money={money} />
    </li>
  )
}

function Specialist({ specialist }: { specialist: Option['specialist'] }) {
  const t = useTranslations('account_quotes.quote')
  const pdf = useTranslations('quotes.pdf')
  const locale = useLocale()
  const initials = specialist.name
    .replace(/^(Dr|Dra|Drs)\.?\s+/i, '')
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()
  const names = new Intl.DisplayNames(locale, { type: 'language', fallback: 'code' })
  const languages =
    specialist.languages.length > 0
      ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(
          specialist.languages.map((code) => {
            try {
              return names.of(code) ?? code
            } catch {
              // Not a language code after all: shown as it was typed.
              return code
            }
          }),
        )
      : null
  return (
    <div className="flex items-start gap-3">
      {specialist.imageUrl ? (
        <img
          src={specialist.imageUrl}
          alt={specialist.imageAlt || t('portrait', { name: specialist.name })}
          width={64}
          height={64}
          loading="lazy"
          className="size-16 shrink-0 rounded-full bg-surface-muted object-cover"
        />
      ) : (
        <span aria-hidden="true" className="grid size-16 shrink-0 place-items-center rounded-full bg-accent-soft text-lg font-semibold text-accent">
          {initials}
        </span>
      )}
      <div className="min-w-0">
        <p className="font-semibold">{specialist.name}</p>
        {specialist.title && <p className="text-sm text-ink-muted">{specialist.title}</p>}
        <p className="mt-1 flex items-center gap-1.5 text-sm">
          <Icon name="lucide:award" className="size-4 shrink-0 text-accent" />
          {pdf('specialist_experience', { years: specialist.yearsOfExperience })}
        </p>
        {languages && (
          <p className="mt-0.5 flex items-center gap-1.5 text-sm">
            <Icon name="lucide:languages" className="size-4 shrink-0 text-accent" />
            {pdf('specialist_languages', { languages })}
          </p>
        )}
      </div>
    </div>
  )
}

/** "1 EUR = 1.0512 USD · ECB reference rate of 30 November 2026", as the PDF says it. */
export function RateLine({ quote, option }: { quote: QuoteView; option: Option }) {
  const t = useTranslations('account_quotes.quote')
  const pdf = useTranslations('quotes.pdf')
  const locale = useLocale()
  const day = useQuoteDay()
  if (option.currency === quote.patientCurrency) return <p className="text-xs text-ink-muted">{t('same_currency', { currency: option.currency })}</p>
  if (!option.rate) return <p className="text-xs text-ink-muted">{pdf('no_rate', { patientCurrency: quote.patientCurrency })}</p>
  const kind = rateSourceKind(option.rate.source)
  const source = pdf(kind === 'ecb' ? 'rate_ecb' : kind === 'manual' ? 'rate_manual' : 'rate_cross', { date: day(option.rate.date) })
  const inverse = readableInverse(option.rate.rate)
  return (
    <p className="flex items-start gap-1.5 text-xs text-ink-muted tabular-nums">
      <Icon name="lucide:refresh-cw" className="mt-0.5 size-3.5 shrink-0" />
      {pdf('rate_line', { from: option.currency, rate: formatRate(option.rate.rate, locale), to: quote.patientCurrency, source })}
      {inverse && ` · ${pdf('rate_inverse', { from: option.currency, rate: formatRate(inverse, locale), to: quote.patientCurrency })}`}
    </p>
  )
}
