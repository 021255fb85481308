import fs from 'node:fs'
import path from 'node:path'
import * as fontkit from 'fontkit'
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs'
import type { TextItem } from 'pdfjs-dist/types/src/display/api'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Locale } from '~/i18n/locales'
import en from '~/i18n/messages/en.json'
import es from '~/i18n/messages/es.json'
import { optionFigures } from './quote-figures'
import { formatQuoteMoney } from './quote-money-format'
import { renderQuotePdf } from './quote-pdf.server'
import type { QuoteView, QuoteViewOption } from './quote-view'
import { sampleQuoteView } from './sample-quote'

/*
 * The PDF is read back with pdf.js (Mozilla's reader, independent of the library that wrote it):
 * its text, line by line as a reader sees it (fragments on the same baseline joined left to right).
 */

const plain = (text: string) => text.replace(/[\u00a0\u202f\u2009]/g, ' ')

interface Read {
  pages: string[][]
  /** Every line of every page. */
  lines: string[]
  text: string
}

async function readPdf(bytes: Uint8Array): Promise<Read> {
  const pdf = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false, disableFontFace: true, isEvalSupported: false }).promise
  const pages: string[][] = []
  for (let number = 1; number <= pdf.numPages; number++) {
    const content = await (await pdf.getPage(number)).getTextContent()
    // Fragments whose baselines are within a point of each other are one line.
    const rows: { y: number; parts: { x: number; text: string }[] }[] = []
    const items = (content.items as TextItem[]).filter((item) => 'str' in item && item.str !== '').sort((a, b) => b.transform[5]! - a.transform[5]!)
    for (const item of items) {
      const y = item.transform[5]!
      const row = rows.at(-1)
      if (row && row.y - y < 1) row.parts.push({ x: item.transform[4]!, text: item.str })
      else rows.push({ y, parts: [{ x: item.transform[4]!, text: item.str }] })
    }
    pages.push(
      rows.map(({ parts }) =>
        plain(
          parts
            .sort((a, b) => a.x - b.x)
            .map((part) => part.text)
            .join(' '),
        )
          .replace(/\s+/g, ' ')
          .trim(),
      ),
    )
  }
  await pdf.destroy()
  const lines = pages.flat()
  return { pages, lines, text: lines.join('\n') }
}

const money = (locale: Locale, amount: number | null, currency: QuoteViewOption['currency']) => plain(formatQuoteMoney(amount!, currency, locale))

/** The one line that starts with `label` (after `from`), failing clearly when there is none. */
function lineStarting(read: Read, label: string, from = 0): { line: string; index: number } {
  const index = read.lines.findIndex((line, at) => at >= from && line.startsWith(label))
  expect(index, `a line starting with "${label}"`).toBeGreaterThanOrEqual(0)
  return { line: read.lines[index]!, index }
}

const catalogues = { en, es }
const rendered: Partial<Record<Locale, { bytes: Uint8Array; read: Read; view: QuoteView }>> = {}

beforeAll(async () => {
  for (const locale of ['en', 'es'] as const) {
    const view = sampleQuoteView(locale)
    const bytes = await renderQuotePdf(view, locale)
    rendered[locale] = { bytes, read: await readPdf(bytes), view }
  }
})

describe.each(['en', 'es'] as const)('the quote PDF in %s', (locale) => {
  const { quotes } = catalogues[locale]

  it('is a small A4 PDF with Inter embedded, and no standard font', () => {
    const { bytes } = rendered[locale]!
    expect(Buffer.from(bytes.subarray(0, 5)).toString('latin1')).toBe('%PDF-')
    expect(bytes.length).toBeLessThan(200_000)
    const raw = Buffer.from(bytes).toString('latin1')
    expect(raw).toContain('/MediaBox [0 0 595.28 841.89]')
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-Regular/)
    expect(raw).toMatch(/\/BaseFont \/[A-Z]{6}\+Inter-SemiBold/)
    expect(raw).toContain('/FontFile2')
    expect(raw).not.toMatch(/\/BaseFont \/(Helvetica|Times|Courier)/)
  })

  it('says whose quote it is, for what, when it was sent and until when it holds, with the note', () => {
    const { read, view } = rendered[locale]!
    const day = (value: string) =>
      plain(new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${value}T12:00:00Z`)))
    expect(read.lines.slice(0, 2).join(' ')).toContain('Claravia')
    expect(read.text).toContain(quotes.pdf.title.replace('{requestId}', '1207').replace('{number}', '2'))
    expect(read.text).toContain(view.patientName)
    expect(read.text).toContain(view.service.name)
    expect(read.text).toContain(day('2026-11-27'))
    expect(read.text).toContain(quotes.pdf.valid_until.replace('{date}', day('2026-12-26')))
    expect(read.text.replace(/\s+/g, ' ')).toContain(view.note)
  })

  it('prints, for every option, the clinic, the specialist and every figure of optionFigures, in both currencies', () => {
    const { read, view } = rendered[locale]!
    let from = 0
    for (const option of view.options) {
      const heading = lineStarting(
        read,
        quotes.pdf.option_heading.replace('{position}', String(option.position)).replace('{count}', '3').toUpperCase(),
        from,
      )
      expect(read.lines[heading.index + 1]).toBe(option.clinic.name)
      expect(read.lines[heading.index + 2]).toContain(option.clinic.address)
      expect(read.lines[heading.index + 2]).toContain(`${option.clinic.city}, ${option.clinic.country}`)
      expect(read.lines[heading.index + 3]).toBe(`${option.specialist.name}, ${option.specialist.title}`)
      expect(read.lines[heading.index + 4]).toContain(String(option.specialist.yearsOfExperience))

      const both = (pair: { clinic: number; patient: number | null }) =>
        `${money(locale, pair.clinic, option.currency)} ${money(locale, pair.patient, view.patientCurrency)}`
      option.lines.forEach((line, index) => {
        const row = lineStarting(read, quotes.lineKinds[line.kind], heading.index)
        const status = line.included ? quotes.pdf.included : quotes.pdf.optional
        expect(row.line).toBe(`${quotes.lineKinds[line.kind]} ${line.quantity} ${status} ${both(option.figures.lines[index]!)}`)
        if (line.description) expect(read.lines[row.index + 1]).toContain(line.description.split(' ')[0])
      })
      const included = lineStarting(read, quotes.pdf.included_total, heading.index)
      expect(included.line).toBe(`${quotes.pdf.included_total} ${both(option.figures.includedTotal)}`)
      expect(lineStarting(read, quotes.pdf.optional_total, heading.index).line).toBe(
        `${quotes.pdf.optional_total} ${both(option.figures.optionalTotal)}`,
      )
      expect(lineStarting(read, quotes.pdf.assessment_fee, heading.index).line).toBe(
        `${quotes.pdf.assessment_fee} ${both(option.figures.assessmentFee)}`,
      )
      const atMost = `${money(locale, option.figures.mayChangeMax.clinic, option.currency)} (${money(locale, option.figures.mayChangeMax.patient, view.patientCurrency)})`
      expect(lineStarting(read, quotes.pdf.at_most.replace('{amount}', ''), heading.index).line).toBe(quotes.pdf.at_most.replace('{amount}', atMost))
      expect(read.text).toContain(option.notIncluded)
      from = included.index
    }
  })

  it('the totals it prints are the sums of the lines it prints, in both currencies', () => {
    const { view } = rendered[locale]!
    for (const option of view.options) {
      const figures = optionFigures(
        {
          currency: option.currency,
          lines: option.lines.map((line, index) => ({ amountMinor: option.figures.lines[index]!.clinic, included: line.included })),
          mayChangeMaxMinor: 0,
          assessmentFeeMinor: 0,
        },
        view.patientCurrency,
        option.rate!.rate,
      )
      const sum = (included: boolean, side: 'clinic' | 'patient') =>
        option.figures.lines.filter((_, index) => option.lines[index]!.included === included).reduce((total, pair) => total + pair[side]!, 0)
      expect(option.figures.includedTotal).toEqual({ clinic: sum(true, 'clinic'), patient: sum(true, 'patient') })
      expect(figures.includedTotal).toEqual(option.figures.includedTotal)
    }
  })

  it('states each rate with its date and source, and the rounding rule once', () => {
    const { read } = rendered[locale]!
    const text = read.text.replace(/\n/g, ' ')
    const day = locale === 'en' ? 'November 26, 2026' : '26 de noviembre de 2026'
    const dayBefore = locale === 'en' ? 'November 25, 2026' : '25 de noviembre de 2026'
    const rate = (from: string, value: string, source: string) =>
      quotes.pdf.rate_line.replace('{from}', from).replace('{rate}', value).replace('{to}', 'USD').replace('{source}', source)
    expect(text).toContain(rate('EUR', locale === 'en' ? '1.0512' : '1,0512', quotes.pdf.rate_ecb.replace('{date}', day)))
    expect(text).toContain(rate('COP', locale === 'en' ? '0.000245098039216' : '0,000245098039216', quotes.pdf.rate_manual.replace('{date}', day)))
    expect(text).toContain(rate('CRC', locale === 'en' ? '0.00197628458498' : '0,00197628458498', quotes.pdf.rate_cross.replace('{date}', dayBefore)))
    const rule = quotes.pdf.rounding.replace('{patientCurrency}', 'USD')
    expect(text.split(rule)).toHaveLength(2)
    expect(text).toContain(quotes.pdf.price_currency)
  })

  it('numbers its pages', () => {
    const { read } = rendered[locale]!
    expect(read.pages).toHaveLength(3)
    read.pages.forEach((lines, index) => {
      expect(lines.at(-1)).toMatch(new RegExp(`${quotes.pdf.page.replace('{page}', String(index + 1)).replace('{pages}', '3')}$`))
    })
  })
})

describe('the Spanish PDF', () => {
  it('is all Spanish: accents kept, no English label', () => {
    const { read } = rendered.es!
    for (const word of [
      'Presupuesto personal n.º 1207-2',
      'Cirujano y quirófano',
      'Página 1 de 3',
      'Válido hasta el',
      'Qué puede cambiar tras la valoración',
      'Intérprete',
      'Lucía',
    ])
      expect(read.text).toContain(word)
    const english = [...Object.values(en.quotes.pdf), ...Object.values(en.quotes.lineKinds)]
      .flatMap((message) => message.split(/\{[^}]*\}+/))
      .map((part) => part.replace(/^[\s·:,.()-]+|[\s·:,.()-]+$/g, ''))
      .filter((part) => part.length >= 4 && !/^\d/.test(part))
    const spanishText = read.text.replace(/\n/g, ' ')
    for (const part of english) expect(spanishText, part).not.toContain(part)
  })
})

describe('what the PDF does not hold, and other shapes of quote', () => {
  it('prints nothing but the quote: no health data even if a caller passed it along', async () => {
    const view = { ...sampleQuoteView('en'), answers: [{ question: 'Do you have glaucoma?', answer: 'Yes, since 2019' }], message: 'I take timolol' }
    const { text } = await readPdf(await renderQuotePdf(view, 'en'))
    for (const secret of ['glaucoma', '2019', 'timolol']) expect(text).not.toContain(secret)
  })

  it('an option in the patient’s own currency has one amount column and no rate; a draft without a rate says so', async () => {
    const base = sampleQuoteView('en')
    const [cop, eur] = base.options as [QuoteViewOption, QuoteViewOption]
    const amounts = (option: QuoteViewOption) => ({
      currency: option.currency,
      lines: option.lines.map((line, index) => ({ amountMinor: option.figures.lines[index]!.clinic, included: line.included })),
      mayChangeMaxMinor: option.figures.mayChangeMax.clinic,
      assessmentFeeMinor: option.figures.assessmentFee.clinic,
    })
    const view: QuoteView = {
      ...base,
      status: 'draft',
      patientCurrency: 'EUR',
      options: [
        { ...eur, position: 1, rate: null, figures: optionFigures(amounts(eur), 'EUR', '1') },
        { ...cop, position: 2, rate: null, figures: optionFigures(amounts(cop), 'EUR', null) },
      ],
    }
    const read = await readPdf(await renderQuotePdf(view, 'en'))
    expect(read.text).toContain(en.quotes.pdf.draft)
    expect(lineStarting(read, 'Surgeon and operating theatre').line).toBe('Surgeon and operating theatre 1 Included €3,390')
    expect(lineStarting(read, 'Included total', lineStarting(read, 'OPTION 2 OF 2').index).line).toBe('Included total COP 12,435,500')
    expect(read.text).not.toContain('1 EUR =')
    expect(read.text.replace(/\n/g, ' ')).toContain(en.quotes.pdf.no_rate.replace('{patientCurrency}', 'EUR'))
    expect(read.text).not.toContain('rounded half away from zero')
  })

  it('a table longer than a page goes on overleaf under its head, every line printed', async () => {
    const base = sampleQuoteView('es')
    const first = base.options[0]!
    const lines = Array.from({ length: 45 }, (_, index) => ({
      ...first.lines[index % first.lines.length]!,
      id: 1000 + index,
      description: `Línea ${index + 1}`,
    }))
    const figures = optionFigures(
      {
        currency: 'COP',
        lines: lines.map((line, index) => ({ amountMinor: (index + 1) * 1_000_000, included: line.included })),
        mayChangeMaxMinor: 0,
        assessmentFeeMinor: 0,
      },
      'USD',
      first.rate!.rate,
    )
    const view: QuoteView = { ...base, options: [{ ...first, lines, figures }] }
    const read = await readPdf(await renderQuotePdf(view, 'es'))
    expect(read.pages.length).toBeGreaterThan(1)
    expect(read.pages[1]![0]).toBe('Clínica Visión Andina (continuación)')
    expect(read.pages[1]![1]).toBe('CONCEPTO CANT. COP USD')
    for (let index = 0; index < lines.length; index++) {
      const at = read.lines.indexOf(`Línea ${index + 1}`)
      expect(at, `Línea ${index + 1}`).toBeGreaterThan(0)
      expect(read.lines[at - 1]).toContain(money('es', figures.lines[index]!.patient, 'USD'))
    }
    expect(lineStarting(read, 'Total incluido').line).toBe(
      `Total incluido ${money('es', figures.includedTotal.clinic, 'COP')} ${money('es', figures.includedTotal.patient, 'USD')}`,
    )
  })

  it('prints any sign a coordinator may type: ₡, €, £, ₹, and names beyond Latin-1', async () => {
    const base = sampleQuoteView('en')
    const option = base.options[0]!
    const description = 'Transfer ₡25.000 · €120 · £80 · ₹900 · Łódź, Şişli, Nguyễn, Ærø'
    const view: QuoteView = {
      ...base,
      patientName: 'Zoë Wójcik-Ødegård',
      options: [{ ...option, lines: [{ ...option.lines[0]!, description }, ...option.lines.slice(1)] }],
    }
    const text = (await readPdf(await renderQuotePdf(view, 'en'))).text.replace(/\n/g, ' ')
    expect(text).toContain(description)
    expect(text).toContain('Zoë Wójcik-Ødegård')
    for (const weight of ['400', '600']) {
      const font = fontkit.create(fs.readFileSync(path.resolve('app/fonts', `inter-pdf-${weight}.ttf`))) as fontkit.Font
      for (const character of `${description}Zoë Wójcik-Ødegård áéíóúüñ¿¡º€₡$₽₺₩¥`)
        expect(font.hasGlyphForCodePoint(character.codePointAt(0)!), character).toBe(true)
    }
  })
})
