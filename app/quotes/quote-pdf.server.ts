import fs from 'node:fs'
import path from 'node:path'
import * as fontkit from 'fontkit'
import PDFDocument from 'pdfkit'
import type { Locale } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import type { TwoCurrencies } from './quote-figures'
import { formatQuoteMoney } from './quote-money-format'
import { formatRate, rateSourceKind, readableInverse } from './quote-rate-format'
import type { QuoteView, QuoteViewOption } from './quote-view'

/*
 * A personal quote as a PDF to download or forward (issue 30; docs/decisions/039): drawn on the
 * server with pdfkit, in the reader's language, from the same QuoteView and the same figures as the
 * quote's page (quote-figures.ts; amounts through quote-money-format.ts). A4, black on white with
 * greys, so it prints and photocopies as it reads. Inter (app/fonts/inter-pdf-*.ttf, made by
 * scripts/pdf-fonts.js) is embedded, only the glyphs used: accents, €, ₡ and every other currency
 * sign print as they are. The quote holds no health data (the patient's answers are not in a
 * QuoteView), and nothing here reaches for more.
 */

type Translate = ReturnType<typeof serverTranslator>

const PAGE_WIDTH = 595.28
const PAGE_HEIGHT = 841.89
const MARGIN = { top: 54, bottom: 66, left: 54, right: 54 }
const CONTENT_WIDTH = PAGE_WIDTH - MARGIN.left - MARGIN.right
const BOTTOM = PAGE_HEIGHT - MARGIN.bottom

const INK = '#000000'
const MUTED = '#4a4a4a'
const RULE = '#7a7a7a'
const HAIRLINE = '#bdbdbd'

const REGULAR = 'Inter'
const SEMIBOLD = 'Inter-SemiBold'
/** Tabular figures: amounts line up in their columns. */
const FIGURES = { features: ['kern', 'tnum'] as PDFKit.Mixins.OpenTypeFeatures[] }
/** The size of the included total, the widest amount a column holds. */
const TOTAL_SIZE = 10.5

/*
 * The fonts are read and parsed once per process and shared by every document (pdfkit embeds, in
 * each, a subset of what that one uses): parsing them for each document cost five times the render.
 * The path is from the working directory, as data/ is: the server, the tests and the scripts all run
 * from the project's root.
 */
let fonts: { regular: fontkit.Font; semibold: fontkit.Font } | undefined

function loadFonts() {
  if (!fonts) {
    const open = (weight: string) => fontkit.create(fs.readFileSync(path.resolve('app', 'fonts', `inter-pdf-${weight}.ttf`))) as fontkit.Font
    fonts = { regular: open('400'), semibold: open('600') }
  }
  return fonts
}

interface Style {
  font?: string
  size?: number
  color?: string
  align?: 'left' | 'right' | 'center'
  lineGap?: number
  figures?: boolean
  /** One line, never wrapped (an amount, a number). */
  nowrap?: boolean
}

/**
 * A document and its cursor (`doc.y`), with the few ways this quote writes. A dry writer draws
 * nothing and breaks no page: it only moves the cursor, to measure a block before drawing it.
 */
class Writer {
  dry = false

  constructor(readonly doc: PDFKit.PDFDocument) {}

  get y() {
    return this.doc.y
  }

  set y(value: number) {
    this.doc.y = value
  }

  /** The font and size of `style`, and its colour when drawing (a colour is written into the page). */
  private apply({ font = REGULAR, size = 9.5, color = INK }: Style, drawing = true) {
    this.doc.font(font).fontSize(size)
    if (drawing) this.doc.fillColor(color)
  }

  private options(width: number, style: Style): PDFKit.Mixins.TextOptions {
    return {
      width,
      align: style.align ?? 'left',
      lineGap: style.lineGap ?? 1.5,
      ...(style.nowrap ? { lineBreak: false } : {}),
      ...(style.figures ? FIGURES : { features: ['kern'] }),
    }
  }

  /** Heights already measured in this document (laying text out is most of a render's time). */
  private heights = new Map<string, number>()

  /** The height of `text` set in a box `width` wide. */
  height(text: string, width: number, style: Style = {}): number {
    const key = `${style.font}|${style.size}|${style.lineGap}|${style.figures}|${width}|${text}`
    let height = this.heights.get(key)
    if (height === undefined) {
      this.apply(style, false)
      this.heights.set(key, (height = this.doc.heightOfString(text, this.options(width, style))))
    }
    return height
  }

  /** Text in a box at (x, y), the cursor left alone. */
  at(text: string, x: number, y: number, width: number, style: Style = {}) {
    if (this.dry) return
    this.apply(style)
    const cursor = this.doc.y
    this.doc.text(text, x, y, this.options(width, style))
    this.doc.y = cursor
  }

  /** A paragraph at the cursor over the content's width (or from `x`), flowing onto the next page if it must. */
  paragraph(text: string, style: Style = {}, x = MARGIN.left, width = CONTENT_WIDTH) {
    if (this.dry) {
      this.doc.y += this.height(text, width, style)
      return
    }
    this.apply(style)
    this.doc.text(text, x, this.doc.y, this.options(width, style))
  }

  /** Whether `height` more points fit on this page (always, when measuring). */
  fits(height: number) {
    return this.dry || this.doc.y + height <= BOTTOM
  }

  /** A new page unless `height` more points fit on this one. */
  keep(height: number) {
    if (!this.fits(height)) this.doc.addPage()
  }

  /** How tall `draw` would be from the cursor, drawing nothing. */
  measure(draw: () => void): number {
    const start = this.doc.y
    this.dry = true
    try {
      draw()
      return this.doc.y - start
    } finally {
      this.dry = false
      this.doc.y = start
    }
  }

  space(points: number) {
    this.doc.y += points
  }

  rule(y: number, color = HAIRLINE, width = 0.5, from = MARGIN.left, to = MARGIN.left + CONTENT_WIDTH) {
    if (this.dry) return
    this.doc.save().moveTo(from, y).lineTo(to, y).lineWidth(width).strokeColor(color).stroke().restore()
  }
}

/** What one option needs to draw its amounts: the currencies and whether there is a patient column. */
interface Money {
  clinic: QuoteViewOption['currency']
  patient: QuoteView['patientCurrency']
  /** Both columns: another currency, with its rate. */
  converted: boolean
  locale: Locale
}

function amount(money: Money, pair: TwoCurrencies, side: 'clinic' | 'patient'): string {
  const value = side === 'clinic' ? pair.clinic : pair.patient
  if (value === null) return '—'
  return formatQuoteMoney(value, side === 'clinic' ? money.clinic : money.patient, money.locale)
}

/** "COP 1,200,000 (US$294.12)", or the clinic's amount alone when it is the patient's currency. */
function both(money: Money, pair: TwoCurrencies): string {
  const clinic = amount(money, pair, 'clinic')
  return money.converted ? `${clinic} (${amount(money, pair, 'patient')})` : clinic
}

function dayFormat(locale: Locale) {
  const format = new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' })
  return (day: string) => format.format(new Date(`${day.slice(0, 10)}T12:00:00Z`))
}

function languageNames(codes: string[], locale: Locale): string {
  const names = new Intl.DisplayNames(locale, { type: 'language' })
  return new Intl.ListFormat(locale, { type: 'conjunction' }).format(codes.map((code) => names.of(code) ?? code))
}

const clean = (text: string) => text.normalize('NFC').trim()

/* ----------------------------------------------------------------- parts */

function drawHeader(w: Writer, view: QuoteView, t: Translate, day: (value: string) => string) {
  const top = MARGIN.top
  w.at('Claravia', MARGIN.left, top - 4, 200, { font: SEMIBOLD, size: 20 })
  w.at(t('quotes.pdf.tagline'), MARGIN.left, top + 21, 220, { size: 8.5, color: MUTED })

  const right = MARGIN.left + CONTENT_WIDTH - 280
  const title = t('quotes.pdf.title', { requestId: view.requestId, number: view.number })
  // On the brand's baseline.
  w.at(title, right, top + 3.3, 280, { font: SEMIBOLD, size: 12.5, align: 'right' })
  const dates = [
    view.sentAt ? `${t('quotes.pdf.date_sent')}: ${day(view.sentAt)}` : null,
    view.validUntil ? t('quotes.pdf.valid_until', { date: day(view.validUntil) }) : null,
  ]
  let y = top + 21
  for (const line of dates.filter((text): text is string => text !== null)) {
    w.at(line, right, y, 280, { size: 9, color: MUTED, align: 'right' })
    y += 13
  }
  if (view.status === 'draft') w.at(t('quotes.pdf.draft'), right, y + 2, 280, { font: SEMIBOLD, size: 9, align: 'right' })

  const below = Math.max(top + 44, y + 16)
  w.rule(below, INK, 1.2)
  w.y = below + 14

  const half = CONTENT_WIDTH / 2
  const fact = (label: string, value: string, x: number) => {
    w.at(label.toUpperCase(), x, w.y, half - 12, { font: SEMIBOLD, size: 7.5, color: MUTED })
    const style = { font: SEMIBOLD, size: 11.5 }
    w.at(clean(value), x, w.y + 11, half - 12, style)
    return 11 + w.height(clean(value), half - 12, style)
  }
  const height = Math.max(
    fact(t('quotes.pdf.prepared_for'), view.patientName, MARGIN.left),
    fact(t('quotes.pdf.treatment'), view.service.name, MARGIN.left + half),
  )
  w.y += height + 14

  if (clean(view.note)) {
    w.keep(60)
    w.paragraph(t('quotes.pdf.note_heading'), { font: SEMIBOLD, size: 10 })
    w.space(3)
    w.paragraph(clean(view.note), { size: 9.5, lineGap: 2.5 })
    w.space(6)
  }
}

interface Column {
  x: number
  width: number
  align: 'left' | 'right'
}

/** The table's columns; each amount column as wide as its widest amount (set in the totals' bold), never wrapping. */
function columns(
  w: Writer,
  money: Money,
  figures: QuoteViewOption['figures'],
): Record<'item' | 'quantity' | 'status' | 'clinic' | 'patient', Column> {
  const pairs = [...figures.lines, figures.includedTotal, figures.optionalTotal, figures.assessmentFee]
  const widest = (side: 'clinic' | 'patient') => {
    w.doc.font(SEMIBOLD).fontSize(TOTAL_SIZE)
    return Math.max(64, ...pairs.map((pair) => w.doc.widthOfString(amount(money, pair, side), FIGURES))) + 6
  }
  const quantityWidth = 30
  const statusWidth = 58
  const right = MARGIN.left + CONTENT_WIDTH
  const patientWidth = money.converted ? widest('patient') : 0
  const patient = { x: right - patientWidth, width: patientWidth, align: 'right' as const }
  const clinicWidth = widest('clinic')
  const clinic = { x: patient.x - (money.converted ? 12 : 0) - clinicWidth, width: clinicWidth, align: 'right' as const }
  const status = { x: clinic.x - statusWidth - 8, width: statusWidth, align: 'left' as const }
  const quantity = { x: status.x - quantityWidth - 8, width: quantityWidth, align: 'right' as const }
  const item = { x: MARGIN.left, width: quantity.x - MARGIN.left - 12, align: 'left' as const }
  return { item, quantity, status, clinic, patient }
}

function drawTableHeader(w: Writer, cols: ReturnType<typeof columns>, money: Money, t: Translate) {
  const y = w.y
  const style = { font: SEMIBOLD, size: 7.5, color: MUTED }
  w.at(t('quotes.pdf.column_item').toUpperCase(), cols.item.x, y, cols.item.width, style)
  w.at(t('quotes.pdf.column_quantity').toUpperCase(), cols.quantity.x, y, cols.quantity.width, { ...style, align: 'right' })
  w.at(money.clinic, cols.clinic.x, y, cols.clinic.width, { ...style, align: 'right' })
  if (money.converted) w.at(money.patient, cols.patient.x, y, cols.patient.width, { ...style, align: 'right' })
  w.y = y + 12
  w.rule(w.y, RULE, 0.75)
  w.y += 5
}

/**
 * An option starts on a new page unless it fits whole in what is left of this one; one longer than a
 * page starts where it is, if its clinic, specialist and first lines fit, and its table goes on overleaf
 * under its head again.
 */
function drawOption(w: Writer, view: QuoteView, option: QuoteViewOption, t: Translate, locale: Locale, day: (value: string) => string) {
  const converted = option.currency !== view.patientCurrency
  const money: Money = { clinic: option.currency, patient: view.patientCurrency, converted: converted && option.rate !== null, locale }
  const cols = columns(w, money, option.figures)
  const draw = () => drawOptionBody(w, view, option, { t, locale, day, money, cols, converted })
  const height = w.measure(draw)
  if (!w.fits(height) && height <= BOTTOM - MARGIN.top) w.doc.addPage()
  else w.keep(230)
  draw()
}

interface OptionContext {
  t: Translate
  locale: Locale
  day: (value: string) => string
  money: Money
  cols: ReturnType<typeof columns>
  /** In another currency than the patient's (with its rate, or waiting for one). */
  converted: boolean
}

function drawOptionBody(w: Writer, view: QuoteView, option: QuoteViewOption, { t, locale, day, money, cols, converted }: OptionContext) {
  const count = new Intl.NumberFormat(locale)

  w.rule(w.y, INK, 1.2)
  w.space(10)
  w.paragraph(t('quotes.pdf.option_heading', { position: option.position, count: view.options.length }).toUpperCase(), {
    font: SEMIBOLD,
    size: 7.5,
    color: MUTED,
  })
  w.space(2)
  w.paragraph(clean(option.clinic.name), { font: SEMIBOLD, size: 14 })
  w.space(1)
  w.paragraph(
    [clean(option.clinic.address), [option.clinic.city, option.clinic.country].map(clean).filter(Boolean).join(', ')].filter(Boolean).join(' · '),
    {
      size: 9,
      color: MUTED,
    },
  )
  w.space(8)

  const { specialist } = option
  const facts = [t('quotes.pdf.specialist_experience', { years: specialist.yearsOfExperience })]
  if (specialist.languages.length > 0) facts.push(t('quotes.pdf.specialist_languages', { languages: languageNames(specialist.languages, locale) }))
  w.paragraph([clean(specialist.name), clean(specialist.title)].filter(Boolean).join(', '), { font: SEMIBOLD, size: 10 })
  w.space(1)
  w.paragraph(facts.join(' · '), { size: 9, color: MUTED })
  w.space(12)

  drawTableHeader(w, cols, money, t)
  option.lines.forEach((line, index) => {
    const label = t(`quotes.lineKinds.${line.kind}`)
    const description = clean(line.description)
    const labelHeight = w.height(label, cols.item.width, { font: SEMIBOLD, size: 9.5 })
    const height = labelHeight + (description ? w.height(description, cols.item.width, { size: 8.5 }) + 1 : 0)
    if (!w.fits(height + 8)) {
      w.doc.addPage()
      w.paragraph(t('quotes.pdf.continued', { clinic: clean(option.clinic.name) }), { font: SEMIBOLD, size: 9, color: MUTED })
      w.space(8)
      drawTableHeader(w, cols, money, t)
    }
    const y = w.y
    w.at(label, cols.item.x, y, cols.item.width, { font: SEMIBOLD, size: 9.5 })
    if (description) w.at(description, cols.item.x, y + labelHeight + 1, cols.item.width, { size: 8.5, color: MUTED })
    w.at(count.format(line.quantity), cols.quantity.x, y, cols.quantity.width, { size: 9.5, align: 'right', figures: true, nowrap: true })
    w.at(t(line.included ? 'quotes.pdf.included' : 'quotes.pdf.optional'), cols.status.x, y, cols.status.width, {
      size: 9.5,
      color: line.included ? INK : MUTED,
    })
    const figures = option.figures.lines[index]!
    w.at(amount(money, figures, 'clinic'), cols.clinic.x, y, cols.clinic.width, { size: 9.5, align: 'right', figures: true, nowrap: true })
    if (money.converted)
      w.at(amount(money, figures, 'patient'), cols.patient.x, y, cols.patient.width, { size: 9.5, align: 'right', figures: true, nowrap: true })
    w.y = y + height + 4
    w.rule(w.y, HAIRLINE, 0.5)
    w.y += 5
  })

  const total = (label: string, pair: TwoCurrencies, strong: boolean) => {
    const style = { font: strong ? SEMIBOLD : REGULAR, size: strong ? TOTAL_SIZE : 9.5 }
    w.keep(20)
    const y = w.y
    w.at(label, cols.item.x, y, cols.clinic.x - cols.item.x - 8, style)
    w.at(amount(money, pair, 'clinic'), cols.clinic.x, y, cols.clinic.width, { ...style, align: 'right', figures: true, nowrap: true })
    if (money.converted)
      w.at(amount(money, pair, 'patient'), cols.patient.x, y, cols.patient.width, { ...style, align: 'right', figures: true, nowrap: true })
    w.y = y + (strong ? 16 : 14)
  }
  w.y += 1
  total(t('quotes.pdf.included_total'), option.figures.includedTotal, true)
  if (option.lines.some((line) => !line.included)) total(t('quotes.pdf.optional_total'), option.figures.optionalTotal, false)
  w.rule(w.y + 1, RULE, 0.75)
  w.space(7)
  total(t('quotes.pdf.assessment_fee'), option.figures.assessmentFee, false)
  w.space(6)

  const section = (heading: string, body: string, extra?: string) => {
    w.keep(44)
    w.paragraph(heading, { font: SEMIBOLD, size: 9.5 })
    w.space(2)
    if (body) w.paragraph(body, { size: 9, lineGap: 2 })
    if (extra) w.paragraph(extra, { font: SEMIBOLD, size: 9 })
    w.space(7)
  }
  if (clean(option.notIncluded)) section(t('quotes.pdf.not_included'), clean(option.notIncluded))
  if (clean(option.mayChange) || option.figures.mayChangeMax.clinic !== 0)
    section(t('quotes.pdf.may_change'), clean(option.mayChange), t('quotes.pdf.at_most', { amount: both(money, option.figures.mayChangeMax) }))

  if (converted) {
    w.keep(20)
    if (option.rate) {
      const kind = rateSourceKind(option.rate.source)
      const source = t(kind === 'ecb' ? 'quotes.pdf.rate_ecb' : kind === 'manual' ? 'quotes.pdf.rate_manual' : 'quotes.pdf.rate_cross', {
        date: day(option.rate.date),
      })
      w.paragraph(
        [
          t('quotes.pdf.rate_line', { from: option.currency, rate: formatRate(option.rate.rate, locale), to: view.patientCurrency, source }),
          ...inverseOf(option.rate.rate, (inverse) =>
            t('quotes.pdf.rate_inverse', { from: option.currency, rate: formatRate(inverse, locale), to: view.patientCurrency }),
          ),
        ].join(' · '),
        {
          size: 9,
          figures: true,
        },
      )
    } else {
      w.paragraph(t('quotes.pdf.no_rate', { patientCurrency: view.patientCurrency }), { size: 9, color: MUTED })
    }
  }
  w.space(22)
}

function drawClosing(w: Writer, view: QuoteView, t: Translate) {
  const converts = view.options.some((option) => option.currency !== view.patientCurrency && option.rate !== null)
  w.keep(converts ? 90 : 40)
  w.rule(w.y, RULE, 0.75)
  w.space(9)
  if (converts) {
    w.paragraph(t('quotes.pdf.conversion_heading'), { font: SEMIBOLD, size: 9.5 })
    w.space(2)
    w.paragraph(`${t('quotes.pdf.rounding', { patientCurrency: view.patientCurrency })} ${t('quotes.pdf.price_currency')}`, {
      size: 8.5,
      color: MUTED,
      lineGap: 2,
    })
    w.space(8)
  }
  w.paragraph(t('quotes.pdf.questions'), { size: 9 })
}

function drawFooters(w: Writer, view: QuoteView, t: Translate) {
  const { doc } = w
  const range = doc.bufferedPageRange()
  const title = `Claravia · ${t('quotes.pdf.title', { requestId: view.requestId, number: view.number })}`
  for (let index = range.start; index < range.start + range.count; index++) {
    doc.switchToPage(index)
    // Writing below the bottom margin would open a new page.
    doc.page.margins.bottom = 0
    const y = PAGE_HEIGHT - MARGIN.bottom + 24
    w.rule(y - 8, HAIRLINE, 0.5)
    w.at(title, MARGIN.left, y, CONTENT_WIDTH / 2 + 60, { size: 8, color: MUTED })
    const page = t('quotes.pdf.page', { page: index - range.start + 1, pages: range.count })
    w.at(page, MARGIN.left + CONTENT_WIDTH / 2, y, CONTENT_WIDTH / 2, { size: 8, color: MUTED, align: 'right', figures: true, nowrap: true })
  }
}

/**
 * The quote as a PDF in `locale` (labels, dates, numbers; the coordinator's texts are in the
 * language they were written in). Resolves to the file's bytes, a few tens of kilobytes.
 */
export async function renderQuotePdf(view: QuoteView, locale: Locale): Promise<Uint8Array> {
  const t = serverTranslator(locale)
  const day = dayFormat(locale)
  const { regular, semibold } = loadFonts()
  const title = t('quotes.pdf.title', { requestId: view.requestId, number: view.number })
  const doc = new PDFDocument({
    size: 'A4',
    margins: MARGIN,
    bufferPages: true,
    lang: locale,
    displayTitle: true,
    // No standard font is loaded: every word is set in the embedded Inter.
    font: null as unknown as string,
    info: {
      Title: `Claravia — ${title}`,
      Author: 'Claravia',
      Subject: clean(view.service.name),
      CreationDate: view.sentAt ? new Date(view.sentAt) : new Date(),
    },
  })
  const chunks: Uint8Array[] = []
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk))
    doc.on('end', () => resolve(Buffer.concat(chunks)))
    doc.on('error', reject)
  })
  // pdfkit takes a parsed fontkit font as well as a file (its types say only the latter).
  doc.registerFont(REGULAR, regular as unknown as Buffer)
  doc.registerFont(SEMIBOLD, semibold as unknown as Buffer)
  doc.font(REGULAR)

  const w = new Writer(doc)
  drawHeader(w, view, t, day)
  for (const option of [...view.options].sort((a, b) => a.position - b.position)) drawOption(w, view, option, t, locale, day)
  drawClosing(w, view, t)
  drawFooters(w, view, t)
  doc.end()
  return done
}

/** The rate the other way round, as a reading aid, when it is below 1 (quote-rate-format.ts). */
function inverseOf(rate: string, line: (inverse: string) => string): string[] {
  const inverse = readableInverse(rate)
  return inverse ? [line(inverse)] : []
}
