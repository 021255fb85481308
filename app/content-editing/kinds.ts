import { z } from 'zod'
import { minorUnitsPerUnit } from '~/i18n/money'
import { documentSchema, type ContentDocument, type FieldSpec, type Strictness } from './fields'

/*
 * The kinds of content the console edits: their fields (which draw the
 * editor and build its validation), which field names a record in lists, and
 * the checks that span fields. Shared by the browser and the server; how a
 * kind is read from and written to the live tables is in adapters/.
 */

export interface CrossFieldIssue {
  path: string
  message: string
}

export interface ContentKind {
  kind: string
  /** The field that names a record (localized text). */
  titleField: string
  /** The localized slug field, for kinds with a public page. */
  slugField?: string
  fields: readonly FieldSpec[]
  /** Rules across fields (price-from ≤ price-to…), on top of each field's own. */
  checks?: (document: ContentDocument) => CrossFieldIssue[]
}

const CURRENCIES = ['USD', 'EUR', 'MXN', 'COP', 'CRC', 'PAB', 'GBP'] as const

function notAfter(from: string, to: string, message: string) {
  return (document: ContentDocument): CrossFieldIssue[] => {
    const low = document[from]
    const high = document[to]
    return typeof low === 'number' && typeof high === 'number' && low > high ? [{ path: to, message: `console.content.errors.${message}` }] : []
  }
}

/** An indicative price is a whole amount (the catalogue shows "from US$1,200"). */
function wholeAmounts(names: string[], currencyField: string) {
  return (document: ContentDocument): CrossFieldIssue[] => {
    const currency = document[currencyField]
    if (typeof currency !== 'string') return []
    const perUnit = minorUnitsPerUnit(currency)
    return names.flatMap((name) => {
      const amount = document[name]
      return typeof amount === 'number' && amount % perUnit !== 0 ? [{ path: name, message: 'console.content.errors.whole_amount' }] : []
    })
  }
}

const allChecks =
  (...checks: ((document: ContentDocument) => CrossFieldIssue[])[]) =>
  (document: ContentDocument) =>
    checks.flatMap((check) => check(document))

export const serviceKind: ContentKind = {
  kind: 'service',
  titleField: 'name',
  slugField: 'slug',
  fields: [
    { name: 'name', kind: 'text', localized: true, required: true, maxLength: 120 },
    { name: 'slug', kind: 'slug', localized: true, required: true, maxLength: 100, hint: 'slug' },
    { name: 'summary', kind: 'textarea', localized: true, required: true, maxLength: 200, hint: 'summary' },
    { name: 'about', kind: 'markdown', localized: true, required: true },
    { name: 'requirements', kind: 'lines', localized: true, required: true, hint: 'lines' },
    { name: 'results', kind: 'markdown', localized: true, required: true },
    { name: 'procedure', kind: 'lines', localized: true, required: true, hint: 'lines' },
    { name: 'category', kind: 'select', required: true, options: { fixed: ['eye', 'other'] } },
    { name: 'icon', kind: 'select', required: true, options: { source: 'icons' } },
    { name: 'currency', kind: 'select', required: true, options: { fixed: CURRENCIES } },
    { name: 'priceFrom', kind: 'money', required: true, min: 0, max: 100_000_000_00, currencyField: 'currency' },
    { name: 'priceTo', kind: 'money', required: true, min: 0, max: 100_000_000_00, currencyField: 'currency' },
    { name: 'durationMinutes', kind: 'integer', required: true, min: 1, max: 1440 },
    { name: 'recoveryDaysMin', kind: 'integer', required: true, min: 0, max: 365 },
    { name: 'recoveryDaysMax', kind: 'integer', required: true, min: 0, max: 365 },
    { name: 'assessmentFee', kind: 'money', required: true, min: 0, max: 1_000_000_00, currencyField: 'assessmentCurrency', hint: 'assessment_fee' },
    { name: 'assessmentCurrency', kind: 'select', required: true, options: { fixed: CURRENCIES } },
    { name: 'assessmentMinutes', kind: 'integer', required: true, min: 10, max: 240 },
    { name: 'specialists', kind: 'multiselect', options: { records: 'specialist' } },
    { name: 'destinations', kind: 'multiselect', options: { records: 'destination' } },
  ],
  checks: allChecks(
    notAfter('priceFrom', 'priceTo', 'price_order'),
    notAfter('recoveryDaysMin', 'recoveryDaysMax', 'recovery_order'),
    wholeAmounts(['priceFrom', 'priceTo'], 'currency'),
  ),
}

export const faqKind: ContentKind = {
  kind: 'faq',
  titleField: 'question',
  fields: [
    { name: 'question', kind: 'text', localized: true, required: true, maxLength: 200 },
    { name: 'answer', kind: 'markdown', localized: true, required: true, maxLength: 4000 },
    { name: 'topic', kind: 'select', required: true, options: { records: 'faq_topic' } },
  ],
}

export const contentKinds = [serviceKind, faqKind] as const
export type ContentKindName = (typeof contentKinds)[number]['kind']

export function contentKind(name: string): ContentKind | undefined {
  return contentKinds.find((kind) => kind.kind === name)
}

/**
 * The whole validation of a document: each field's rules at the given
 * strictness, then the rules across fields. Money typed in a form arrives in
 * the currency's units under `<name>Units` ("1200.50") and becomes minor units
 * here; the API sends minor units under `<name>`.
 */
export function kindSchema(kind: ContentKind, strictness: Strictness) {
  const money = kind.fields.filter((field) => field.kind === 'money')
  const withMinorUnits = (input: unknown) => {
    if (!input || typeof input !== 'object' || money.length === 0) return input
    const values = { ...(input as Record<string, unknown>) }
    for (const field of money) {
      const units = values[`${field.name}Units`]
      if (typeof units !== 'string') continue
      delete values[`${field.name}Units`]
      const currency = values[(field as { currencyField?: string }).currencyField ?? '']
      const text = units.trim().replace(',', '.')
      if (text === '') values[field.name] = undefined
      else if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) values[field.name] = Number.NaN
      else values[field.name] = Math.round(Number(text) * minorUnitsPerUnit(typeof currency === 'string' ? currency : 'USD'))
    }
    return values
  }
  return z.preprocess(
    withMinorUnits,
    documentSchema(kind.fields, strictness).superRefine((document, context) => {
      for (const issue of kind.checks?.(document as ContentDocument) ?? []) {
        context.addIssue({ code: 'custom', path: [issue.path], message: issue.message })
      }
    }),
  )
}
