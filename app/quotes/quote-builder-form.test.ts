import { describe, expect, it } from 'vitest'
import { STANDARD_LINES } from './quote-builder-rules'
import {
  usualFeeIn,
  EXTRA_LINES,
  amountText,
  builderField,
  draftValues,
  emptyPanel,
  postedValues,
  readBuilderForm,
  refusalField,
  type BuilderChoice,
} from './quote-builder-form'
import { sampleQuoteView } from './sample-quote'

/*
 * The quote builder's form (issue 30) read into saveQuote's input: amounts
 * typed as people write them in the clinic's currency, each refusal on its
 * own field, empty rows and unused options left out, and a stored draft
 * written back into the same fields.
 */

const BARCELONA: BuilderChoice = { specialistId: 11, clinicId: 1, currency: 'EUR' }
const BOGOTA: BuilderChoice = { specialistId: 22, clinicId: 2, currency: 'COP' }
const choices = [BARCELONA, BOGOTA]

const row = (kind: string) => STANDARD_LINES.findIndex((line) => line.kind === kind)

/** A posted builder: the standard rows of every panel (as the page draws them), with `fields` over them. */
function form(fields: Record<string, string>) {
  const data = new FormData()
  data.set('quoteId', '7')
  data.set('version', '3')
  data.set('note', '')
  data.set('validUntil', '2026-12-31')
  for (let panel = 0; panel < 3; panel++) {
    emptyPanel().lines.forEach((line, index) => {
      data.set(builderField.line(panel, index, 'kind'), line.kind)
      data.set(builderField.line(panel, index, 'quantity'), '1')
      if (line.included) data.set(builderField.line(panel, index, 'included'), 'on')
    })
  }
  for (const [name, value] of Object.entries(fields)) {
    if (value === '<unchecked>') data.delete(name)
    else data.set(name, value)
  }
  return data
}

describe('the quote builder’s form', () => {
  it('reads two options in EUR and COP; rows without an amount and the unused third panel are left out', () => {
    const parsed = readBuilderForm(
      form({
        [builderField.option(0, 'specialist')]: '11',
        [builderField.line(0, row('surgery'), 'amount')]: '1.250,50',
        [builderField.line(0, row('lens'), 'amount')]: '890',
        [builderField.line(0, row('lens'), 'description')]: 'Alcon AcrySof IQ PanOptix',
        [builderField.line(0, row('accommodation'), 'amount')]: '450',
        [builderField.line(0, row('accommodation'), 'quantity')]: '3',
        [builderField.option(0, 'mayChangeMax')]: '300',
        [builderField.option(0, 'notIncluded')]: 'Vuelos.',
        [builderField.option(1, 'specialist')]: '22',
        [builderField.line(1, row('surgery'), 'amount')]: '4 500 000',
        [builderField.line(1, row('follow_up'), 'amount')]: '0',
      }),
      choices,
    )
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.quoteId).toBe(7)
    expect(parsed.panels).toEqual([0, 1])
    expect(parsed.input).toMatchObject({ version: 3, validUntil: '2026-12-31', note: '' })
    const [barcelona, bogota] = parsed.input.options
    expect(barcelona).toMatchObject({ clinicId: 1, specialistId: 11, mayChangeMaxMinor: 30_000, assessmentFeeMinor: 0, notIncluded: 'Vuelos.' })
    // The Spanish "1.250,50" is one thousand two hundred and fifty euros and fifty cents.
    expect(barcelona!.lines).toEqual([
      { kind: 'surgery', description: '', quantity: 1, amountMinor: 125_050, included: true },
      { kind: 'lens', description: 'Alcon AcrySof IQ PanOptix', quantity: 1, amountMinor: 89_000, included: true },
      { kind: 'accommodation', description: '', quantity: 3, amountMinor: 45_000, included: false },
    ])
    expect(bogota!.lines).toEqual([
      { kind: 'surgery', description: '', quantity: 1, amountMinor: 450_000_000, included: true },
      { kind: 'follow_up', description: '', quantity: 1, amountMinor: 0, included: true },
    ])
  })

  it('refuses a COP amount with cents on its own field, and a bad amount on its own, saving nothing', () => {
    const parsed = readBuilderForm(
      form({
        [builderField.option(0, 'specialist')]: '22',
        [builderField.line(0, row('surgery'), 'amount')]: '4.500.000,50',
        [builderField.line(0, row('tests'), 'amount')]: '12,5 mil',
        [builderField.line(0, row('lens'), 'amount')]: '350000',
      }),
      choices,
    )
    expect(parsed).toEqual({
      ok: false,
      errors: {
        [builderField.line(0, row('surgery'), 'amount')]: ['quotes.builder.errors.whole?currency=COP'],
        [builderField.line(0, row('tests'), 'amount')]: ['quotes.builder.errors.amount_format'],
      },
    })
  })

  it('an unused panel in the middle: the options are numbered from the panels they came from', () => {
    const parsed = readBuilderForm(
      form({
        [builderField.option(0, 'specialist')]: '11',
        [builderField.line(0, row('surgery'), 'amount')]: '1800',
        [builderField.option(2, 'specialist')]: '22',
        [builderField.line(2, row('surgery'), 'amount')]: '4500000',
      }),
      choices,
    )
    expect(parsed.ok && parsed.panels).toEqual([0, 2])
    expect(refusalField('options.1.specialistId', [0, 2])).toBe(builderField.option(2, 'specialist'))
    expect(refusalField('options.1', [0, 2])).toBe(builderField.panel(2))
    expect(refusalField('options.1')).toBe(builderField.panel(1))
    expect(refusalField('validUntil')).toBe('validUntil')
    expect(refusalField(undefined)).toBe('')
  })

  it('asks for a specialist when amounts were typed without one, refuses one who does not perform the treatment, and a half-written line', () => {
    const parsed = readBuilderForm(
      form({
        [builderField.line(0, row('surgery'), 'amount')]: '1800',
        [builderField.option(1, 'specialist')]: '99',
        [builderField.option(2, 'specialist')]: '11',
        [builderField.line(2, row('lens'), 'description')]: 'Toric IOL',
        [builderField.line(2, row('surgery'), 'amount')]: '1800',
        [builderField.line(2, row('surgery'), 'quantity')]: '0',
      }),
      choices,
    )
    expect(parsed).toEqual({
      ok: false,
      errors: {
        [builderField.option(0, 'specialist')]: ['quotes.builder.errors.choose_specialist'],
        [builderField.option(1, 'specialist')]: ['quotes.builder.errors.specialist'],
        [builderField.line(2, row('surgery'), 'quantity')]: ['quotes.builder.errors.quantity?max=99'],
        [builderField.line(2, row('lens'), 'amount')]: ['quotes.builder.errors.amount_needed'],
      },
    })
  })

  it('texts over their length, an impossible date and a form from nowhere', () => {
    const parsed = readBuilderForm(
      form({
        quoteId: '',
        validUntil: '2026-02-30',
        note: 'x'.repeat(2001),
        [builderField.option(0, 'specialist')]: '11',
        [builderField.line(0, row('surgery'), 'amount')]: '1800',
        [builderField.line(0, row('surgery'), 'description')]: 'y'.repeat(301),
      }),
      choices,
    )
    expect(parsed).toEqual({
      ok: false,
      errors: {
        '': ['console.quotes.errors.changed'],
        validUntil: ['quotes.builder.errors.date'],
        note: ['quotes.builder.errors.too_long?max=2000'],
        [builderField.line(0, row('surgery'), 'description')]: ['quotes.builder.errors.too_long?max=300'],
      },
    })
  })

  it('an empty assessment fee takes the treatment’s usual fee in the same currency only; a typed 0 stays 0', () => {
    const usual = { amountMinor: 12_000, currency: 'EUR' }
    const parsed = readBuilderForm(
      form({
        [builderField.option(0, 'specialist')]: '11',
        [builderField.line(0, row('surgery'), 'amount')]: '1800',
        [builderField.option(1, 'specialist')]: '22',
        [builderField.line(1, row('surgery'), 'amount')]: '4500000',
        [builderField.option(2, 'specialist')]: '11',
        [builderField.line(2, row('surgery'), 'amount')]: '1900',
        [builderField.option(2, 'assessmentFee')]: '0',
      }),
      choices,
      usual,
    )
    expect(parsed.ok && parsed.input.options.map((option) => option.assessmentFeeMinor)).toEqual([12_000, 0, 0])
  })

  it('unchecking “included” makes a line optional; the extra rows take the kind chosen', () => {
    const extra = STANDARD_LINES.length
    const data = form({
      [builderField.option(0, 'specialist')]: '11',
      [builderField.line(0, row('surgery'), 'amount')]: '1800',
      [builderField.line(0, row('medicines'), 'amount')]: '40',
      [builderField.line(0, row('medicines'), 'included')]: '<unchecked>',
    })
    data.set(builderField.line(0, extra, 'kind'), 'lens')
    data.set(builderField.line(0, extra, 'amount'), '650')
    data.set(builderField.line(0, extra, 'description'), 'Second eye: Tecnis Eyhance')
    data.set(builderField.line(0, extra, 'quantity'), '1')
    const parsed = readBuilderForm(data, choices)
    expect(parsed.ok && parsed.input.options[0]!.lines.map((line) => [line.kind, line.amountMinor, line.included])).toEqual([
      ['surgery', 180_000, true],
      ['medicines', 4_000, false],
      ['lens', 65_000, true],
    ])
  })

  it('writes amounts back as the coordinator types them, exactly, in either language', () => {
    expect(amountText(125_050, 'EUR', 'es')).toBe('1250,50')
    expect(amountText(1_425_050, 'EUR', 'es')).toBe('14.250,50')
    expect(amountText(125_050, 'EUR', 'en')).toBe('1,250.50')
    expect(amountText(180_000, 'EUR', 'en')).toBe('1,800')
    expect(amountText(450_000_000, 'COP', 'es')).toBe('4.500.000')
    expect(amountText(999_999_999_999_999, 'USD', 'en')).toBe('9,999,999,999,999.99')
    expect(amountText(5, 'EUR', 'en')).toBe('0.05')
  })

  it('a stored draft fills the same fields, and posted back reads the same', () => {
    const view = sampleQuoteView('es')
    const values = draftValues({ ...view, status: 'draft' }, 'es')
    expect(values.options).toHaveLength(3)
    const first = values.options[0]!
    expect(first.specialistId).toBe(String(view.options[0]!.specialist.id))
    expect(first.lines.length).toBeGreaterThanOrEqual(STANDARD_LINES.length + EXTRA_LINES)
    const surgery = first.lines.find((line) => line.kind === 'surgery')!
    expect(surgery.amount).toBe(amountText(view.options[0]!.figures.lines[0]!.clinic, view.options[0]!.currency, 'es'))
    // Posted as drawn, the form reads back into the same lines.
    const data = new FormData()
    data.set('quoteId', String(values.quoteId))
    data.set('version', values.version)
    data.set('validUntil', values.validUntil)
    data.set('note', values.note)
    values.options.forEach((panel, index) => {
      data.set(builderField.option(index, 'specialist'), panel.specialistId)
      data.set(builderField.option(index, 'notIncluded'), panel.notIncluded)
      data.set(builderField.option(index, 'mayChange'), panel.mayChange)
      data.set(builderField.option(index, 'mayChangeMax'), panel.mayChangeMax)
      data.set(builderField.option(index, 'assessmentFee'), panel.assessmentFee)
      panel.lines.forEach((line, position) => {
        data.set(builderField.line(index, position, 'kind'), line.kind)
        data.set(builderField.line(index, position, 'description'), line.description)
        data.set(builderField.line(index, position, 'quantity'), line.quantity)
        data.set(builderField.line(index, position, 'amount'), line.amount)
        if (line.included) data.set(builderField.line(index, position, 'included'), 'on')
      })
    })
    expect(postedValues(data)).toEqual(values)
    const sampleChoices = view.options.map((option) => ({
      specialistId: option.specialist.id,
      clinicId: option.clinic.id,
      currency: option.currency,
    }))
    const parsed = readBuilderForm(data, sampleChoices)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.input.options.map((option) => option.lines.map((line) => line.amountMinor).sort())).toEqual(
      view.options.map((option) => option.figures.lines.map((line) => line.clinic).sort()),
    )
  })
})

describe('the usual assessment fee, as the booking charges it', () => {
  const fee = { amountMinor: 12000, currency: 'USD', converted: { EUR: 11416, COP: 49800000 } }

  it('is the booking’s fee in its own currency, and that fee at today’s rate in another clinic’s', () => {
    expect(usualFeeIn(fee, 'USD')).toBe(12000)
    expect(usualFeeIn(fee, 'EUR')).toBe(11416)
    expect(usualFeeIn(fee, 'COP')).toBe(49800000)
  })

  it('is nothing where no rate is known, or when the treatment has no assessment fee', () => {
    expect(usualFeeIn(fee, 'MXN')).toBe(0)
    expect(usualFeeIn(null, 'USD')).toBe(0)
  })
})
