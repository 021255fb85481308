import type { QuoteLineKind } from '~/db/schema'
import { CURRENCIES, parseAmountText, type CurrencyCode } from './money'
import { QUOTE_LIMITS, QUOTE_LINE_KINDS, QuoteDraftSchema, STANDARD_LINES, type QuoteDraftInput } from './quote-builder-rules'
import { optionFigures, type OptionFigures } from './quote-figures'
import type { QuoteView } from './quote-view'

/*
 * The console's quote builder as a plain form (issue 30): what its fields
 * are called, what they show (a stored draft's amounts written back in the
 * coordinator's language), and how a post becomes the saveQuote verb's input.
 * Pure, for the server and the browser alike:
 *
 * - three option panels, each one select of a specialist who performs the
 *   treatment (their clinic, and so the currency, follow from it); a panel
 *   left without one is not an option;
 * - each panel's line rows: one per standard kind (STANDARD_LINES) and a few
 *   extra rows whose kind is chosen; a row without an amount is no line;
 * - amounts typed in units of the clinic's currency as people write them
 *   ("1.250,50", "4 500 000"), read by parseAmountText: whole pesos only
 *   for COP, each refusal by its own field.
 *
 * Errors are message keys, with their values after a "?" as the site's form
 * errors carry them ("quotes.builder.errors.whole?currency=COP"); '' is the
 * form's own.
 */

/** A specialist the builder offers: one who performs the request's treatment, at their clinic, which prices in its currency. */
export interface BuilderChoice {
  specialistId: number
  clinicId: number
  currency: CurrencyCode
}

export interface BuilderLineRow {
  kind: QuoteLineKind
  /** A standard row's kind is fixed (its label says it); an extra row's is chosen. */
  standard: boolean
  description: string
  quantity: string
  amount: string
  included: boolean
}

export interface BuilderOptionPanel {
  specialistId: string
  notIncluded: string
  mayChange: string
  mayChangeMax: string
  assessmentFee: string
  lines: BuilderLineRow[]
}

/** What the form shows: a stored draft's values, or what was just typed. */
export interface BuilderValues {
  quoteId: string
  version: string
  note: string
  validUntil: string
  options: BuilderOptionPanel[]
}

export type BuilderErrors = Record<string, string[]>

/** Extra rows under the standard ones, for what the standard kinds do not name (a second lens, a test…). */
export const EXTRA_LINES = 2

/** The names of the form's fields. */
export const builderField = {
  option: (panel: number, name: 'specialist' | 'notIncluded' | 'mayChange' | 'mayChangeMax' | 'assessmentFee') => `options.${panel}.${name}`,
  line: (panel: number, row: number, name: 'kind' | 'description' | 'quantity' | 'amount' | 'included') => `options.${panel}.lines.${row}.${name}`,
  /** The errors about a whole panel (an option with no line in its total). */
  panel: (panel: number) => `options.${panel}`,
}

const key = (message: string, values?: Record<string, string | number>) =>
  values ? `${message}?${new URLSearchParams(Object.entries(values).map(([name, value]) => [name, String(value)]))}` : message

const isKind = (value: string): value is QuoteLineKind => (QUOTE_LINE_KINDS as readonly string[]).includes(value)

/** A new row of `kind`, empty. */
function emptyRow(kind: QuoteLineKind, standard: boolean): BuilderLineRow {
  const included = STANDARD_LINES.find((line) => line.kind === kind)?.included ?? true
  return { kind, standard, description: '', quantity: '1', amount: '', included }
}

/** The standard rows, then `EXTRA_LINES` empty extra ones (more when stored lines fill them, never past the lines' limit). */
function panelRows(stored: readonly Omit<BuilderLineRow, 'standard'>[] = []): BuilderLineRow[] {
  const rows = STANDARD_LINES.map((line) => emptyRow(line.kind, true))
  const filled = new Set<number>()
  const extras: BuilderLineRow[] = []
  for (const line of stored) {
    const index = rows.findIndex((row, position) => row.kind === line.kind && !filled.has(position))
    if (index >= 0) {
      rows[index] = { ...line, standard: true }
      filled.add(index)
    } else extras.push({ ...line, standard: false })
  }
  const room = Math.max(0, QUOTE_LIMITS.lines - rows.length - extras.length)
  for (let index = 0; index < Math.min(EXTRA_LINES, room); index++) extras.push(emptyRow('other', false))
  return [...rows, ...extras]
}

export function emptyPanel(): BuilderOptionPanel {
  return { specialistId: '', notIncluded: '', mayChange: '', mayChangeMax: '', assessmentFee: '', lines: panelRows() }
}

/** A stored amount as the coordinator would type it in their language ("1.250,50", "4,500,000"), exactly (no float). */
export function amountText(amountMinor: number, currency: CurrencyCode, locale: string): string {
  const { exponent, displayDecimals } = CURRENCIES[currency]
  const minor = BigInt(amountMinor)
  const unit = 10n ** BigInt(exponent)
  const format = new Intl.NumberFormat(locale)
  const whole = format.format(minor / unit)
  const rest = minor % unit
  if (rest === 0n || displayDecimals === 0) return whole
  const point = format.formatToParts(1.5).find((part) => part.type === 'decimal')?.value ?? '.'
  return `${whole}${point}${rest.toString().padStart(exponent, '0').slice(0, displayDecimals)}`
}

/** The form's values for a stored draft (its amounts in `locale`'s writing); three panels, the unused ones empty. */
export function draftValues(view: QuoteView, locale: string): BuilderValues {
  const options = view.options.map((option): BuilderOptionPanel => {
    const money = (minor: number) => amountText(minor, option.currency, locale)
    return {
      specialistId: String(option.specialist.id),
      notIncluded: option.notIncluded,
      mayChange: option.mayChange,
      mayChangeMax: option.figures.mayChangeMax.clinic === 0 ? '' : money(option.figures.mayChangeMax.clinic),
      assessmentFee: money(option.figures.assessmentFee.clinic),
      lines: panelRows(
        option.lines.map((line, index) => ({
          kind: line.kind,
          description: line.description,
          quantity: String(line.quantity),
          amount: money(option.figures.lines[index]!.clinic),
          included: line.included,
        })),
      ),
    }
  })
  while (options.length < QUOTE_LIMITS.options) options.push(emptyPanel())
  return { quoteId: String(view.id), version: String(view.version), note: view.note, validUntil: view.validUntil ?? '', options }
}

type FormSource = Pick<FormData, 'get'>

const textOf = (form: FormSource, name: string) => {
  const value = form.get(name)
  return typeof value === 'string' ? value : ''
}

/** What was posted, as the form shows it again (every panel and row the form has, whatever they hold). */
export function postedValues(form: FormSource): BuilderValues {
  const options: BuilderOptionPanel[] = []
  for (let panel = 0; panel < QUOTE_LIMITS.options; panel++) {
    const lines: BuilderLineRow[] = []
    for (let row = 0; row < QUOTE_LIMITS.lines; row++) {
      const kind = form.get(builderField.line(panel, row, 'kind'))
      if (typeof kind !== 'string') break
      lines.push({
        kind: isKind(kind) ? kind : 'other',
        standard: row < STANDARD_LINES.length,
        description: textOf(form, builderField.line(panel, row, 'description')),
        quantity: textOf(form, builderField.line(panel, row, 'quantity')),
        amount: textOf(form, builderField.line(panel, row, 'amount')),
        included: form.get(builderField.line(panel, row, 'included')) !== null,
      })
    }
    options.push({
      specialistId: textOf(form, builderField.option(panel, 'specialist')),
      notIncluded: textOf(form, builderField.option(panel, 'notIncluded')),
      mayChange: textOf(form, builderField.option(panel, 'mayChange')),
      mayChangeMax: textOf(form, builderField.option(panel, 'mayChangeMax')),
      assessmentFee: textOf(form, builderField.option(panel, 'assessmentFee')),
      lines: lines.length ? lines : panelRows(),
    })
  }
  return {
    quoteId: textOf(form, 'quoteId'),
    version: textOf(form, 'version'),
    note: textOf(form, 'note'),
    validUntil: textOf(form, 'validUntil').trim(),
    options,
  }
}

/**
 * The fee the booking charges for the treatment's assessment (what the patient pays when they book it), used
 * for an option whose fee is left empty: as it is in its own currency, else at today's rate in the clinic's.
 */
export interface UsualFee {
  amountMinor: number
  currency: string
  /** The same fee at today's reference rate in the clinics' other currencies, on each one's display step. */
  converted?: Partial<Record<string, number>>
}

/** The usual fee in `currency` (0 when there is none, or no rate into it). */
export function usualFeeIn(fee: UsualFee | null, currency: string): number {
  if (!fee) return 0
  return fee.currency === currency ? fee.amountMinor : (fee.converted?.[currency] ?? 0)
}

export type BuilderParse =
  | {
      ok: true
      input: QuoteDraftInput
      quoteId: number
      /** The panel each option of `input` came from (unused panels are left out). */
      panels: number[]
    }
  | { ok: false; errors: BuilderErrors }

const isRealDay = (text: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false
  const date = new Date(`${text}T00:00:00Z`)
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text
}

/** An amount typed in units of `currency`: its minor units, or the key of why not. */
export function readAmount(text: string, currency: CurrencyCode): { ok: true; amountMinor: number } | { ok: false; error: string } {
  const amountMinor = parseAmountText(text, currency)
  if (amountMinor !== undefined) return { ok: true, amountMinor }
  // Decimals where the currency shows none (350.000,50 COP): prices in pesos are whole.
  if (CURRENCIES[currency].displayDecimals === 0 && /^[\d\s.,'\u00a0\u202f]*[.,]\d{1,2}$/.test(text.trim()))
    return { ok: false, error: key('quotes.builder.errors.whole', { currency }) }
  return { ok: false, error: key('quotes.builder.errors.amount_format') }
}

/**
 * The posted builder read into saveQuote's input, or every field's error (nothing saved then).
 * `choices` are the specialists the request's treatment may take (a panel's currency is its
 * clinic's); `usualFee` fills an empty assessment fee (the booking's fee, converted at today's rate when needed).
 */
export function readBuilderForm(form: FormSource, choices: readonly BuilderChoice[], usualFee: UsualFee | null = null): BuilderParse {
  const values = postedValues(form)
  const errors: BuilderErrors = {}
  const fail = (field: string, message: string) => {
    ;(errors[field] ??= []).push(message)
  }
  const quoteId = Number(values.quoteId)
  const version = Number(values.version)
  if (!Number.isSafeInteger(quoteId) || quoteId <= 0 || !Number.isSafeInteger(version) || version <= 0) fail('', 'console.quotes.errors.changed')
  if (values.validUntil !== '' && !isRealDay(values.validUntil)) fail('validUntil', 'quotes.builder.errors.date')

  const panels: number[] = []
  /** For each option of the input, the form row of each of its lines. */
  const rowsOf: number[][] = []
  const options: QuoteDraftInput['options'] = []
  values.options.forEach((panel, index) => {
    const typed = panel.lines.some((line) => line.amount.trim() !== '') || panel.mayChangeMax.trim() !== ''
    if (panel.specialistId === '') {
      // An empty choice leaves the option out; amounts typed for it are not thrown away unseen.
      if (typed) fail(builderField.option(index, 'specialist'), 'quotes.builder.errors.choose_specialist')
      return
    }
    const choice = choices.find((candidate) => String(candidate.specialistId) === panel.specialistId)
    if (!choice) {
      fail(builderField.option(index, 'specialist'), 'quotes.builder.errors.specialist')
      return
    }
    const amount = (field: string, text: string, empty: number | undefined) => {
      if (text.trim() === '') return empty
      const read = readAmount(text, choice.currency)
      if (read.ok) return read.amountMinor
      fail(field, read.error)
      return undefined
    }
    const lines: QuoteDraftInput['options'][number]['lines'] = []
    const rows: number[] = []
    panel.lines.forEach((line, row) => {
      if (line.amount.trim() === '') {
        // A description with no amount is a line half written: its amount is asked for (0 when it costs nothing).
        if (line.description.trim() !== '') fail(builderField.line(index, row, 'amount'), 'quotes.builder.errors.amount_needed')
        return
      }
      const amountMinor = amount(builderField.line(index, row, 'amount'), line.amount, undefined)
      const quantityText = line.quantity.trim()
      const quantity = quantityText === '' ? 1 : /^\d{1,2}$/.test(quantityText) ? Number(quantityText) : NaN
      if (!(quantity >= 1 && quantity <= QUOTE_LIMITS.quantity))
        fail(builderField.line(index, row, 'quantity'), key('quotes.builder.errors.quantity', { max: QUOTE_LIMITS.quantity }))
      if (amountMinor === undefined) return
      lines.push({ kind: line.kind, description: line.description, quantity, amountMinor, included: line.included })
      rows.push(row)
    })
    const fee = usualFeeIn(usualFee, choice.currency)
    options.push({
      clinicId: choice.clinicId,
      specialistId: choice.specialistId,
      notIncluded: panel.notIncluded,
      mayChange: panel.mayChange,
      mayChangeMaxMinor: amount(builderField.option(index, 'mayChangeMax'), panel.mayChangeMax, 0) ?? 0,
      assessmentFeeMinor: amount(builderField.option(index, 'assessmentFee'), panel.assessmentFee, fee) ?? 0,
      lines,
    })
    panels.push(index)
    rowsOf.push(rows)
  })

  // The texts' rules (length, no control characters) are the schema's, as for the API.
  const parsed = QuoteDraftSchema.safeParse({ version, note: values.note, validUntil: values.validUntil || null, options })
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const [first, option, part, line, name] = issue.path
      let field = ''
      if (first === 'note' || first === 'validUntil') field = first
      else if (first === 'options' && typeof option === 'number') {
        const panel = panels[option]!
        if (part === 'lines' && typeof line === 'number') field = builderField.line(panel, rowsOf[option]![line]!, String(name) as 'description')
        else if (part === 'notIncluded' || part === 'mayChange') field = builderField.option(panel, part)
        else field = builderField.panel(panel)
      }
      if (!errors[field]) fail(field, issue.message)
    }
  }
  if (Object.keys(errors).length > 0 || !parsed.success) return { ok: false, errors }
  return { ok: true, input: parsed.data, quoteId, panels }
}

/**
 * Where a verb's refusal of a saved input is shown: its field as the verb names it (options.1.specialistId,
 * options.0, validUntil) on the form's field, through `panels` when the form had unused panels.
 */
export function refusalField(field: string | undefined, panels?: readonly number[]): string {
  if (!field) return ''
  const match = /^options\.(\d+)(?:\.(specialistId))?$/.exec(field)
  if (!match) return field === 'validUntil' ? field : ''
  const option = Number(match[1])
  const panel = panels ? panels[option] : option
  if (panel === undefined) return ''
  return match[2] ? builderField.option(panel, 'specialist') : builderField.panel(panel)
}

/** What a panel comes to as typed so far (the lines whose amount reads), for the builder's preview; null without a specialist. */
export interface PanelPreview {
  currency: CurrencyCode
  lines: { kind: QuoteLineKind; description: string; quantity: number; included: boolean }[]
  figures: OptionFigures
}

/**
 * The preview of a panel: its clinic's currency, the rows that make lines (a readable amount), and their
 * figures in the patient's currency at `rateOf(currency)` (the exact decimal; '1' for the same currency;
 * null: no rate, the patient's column stays empty). The same computation as the saved quote's (quote-figures.ts).
 */
export function panelPreview(
  panel: BuilderOptionPanel,
  choices: readonly BuilderChoice[],
  patientCurrency: CurrencyCode,
  rateOf: (currency: CurrencyCode) => string | null,
  usualFee: UsualFee | null = null,
): PanelPreview | null {
  const choice = choices.find((candidate) => String(candidate.specialistId) === panel.specialistId)
  if (!choice) return null
  const { currency } = choice
  const read = (text: string) => {
    const parsed = text.trim() === '' ? undefined : readAmount(text, currency)
    return parsed?.ok ? parsed.amountMinor : undefined
  }
  const lines = panel.lines.flatMap((line) => {
    const amountMinor = read(line.amount)
    if (amountMinor === undefined) return []
    const quantity = /^\d{1,2}$/.test(line.quantity.trim()) ? Math.max(1, Number(line.quantity.trim())) : 1
    return [{ kind: line.kind, description: line.description.trim(), quantity, included: line.included, amountMinor }]
  })
  const fee = panel.assessmentFee.trim() === '' ? usualFeeIn(usualFee, currency) : (read(panel.assessmentFee) ?? 0)
  const figures = optionFigures(
    { currency, lines, mayChangeMaxMinor: read(panel.mayChangeMax) ?? 0, assessmentFeeMinor: fee },
    patientCurrency,
    currency === patientCurrency ? '1' : rateOf(currency),
  )
  return { currency, lines: lines.map(({ amountMinor: _, ...line }) => line), figures }
}
