import { z } from 'zod'
import { printable } from '~/forms/rules'
import type { QuoteLineKind } from '~/db/schema'
import { isAmountMinor } from './money'

/*
 * A quote as a coordinator builds it (issue 30): one to three options, each a
 * clinic and specialist with itemised lines. Shared by the console's builder
 * (which reads amounts typed in units: quote-builder-form.ts) and PATCH
 * /v1/admin/quotes/{id} (amounts in minor units), and re-checked by the verb
 * against the catalogue (a specialist of that clinic who offers the service)
 * and each clinic's currency (amounts on its display step).
 */

export const QUOTE_LINE_KINDS = [
  'surgery',
  'anaesthesia',
  'tests',
  'lens',
  'follow_up',
  'medicines',
  'accommodation',
  'transfers',
  'interpreter',
  'other',
] as const satisfies readonly QuoteLineKind[]

/** The kinds a new option lists, and whether each is in the total at first (the extras are not). */
export const STANDARD_LINES: readonly { kind: QuoteLineKind; included: boolean }[] = [
  { kind: 'surgery', included: true },
  { kind: 'anaesthesia', included: true },
  { kind: 'tests', included: true },
  { kind: 'lens', included: true },
  { kind: 'follow_up', included: true },
  { kind: 'medicines', included: true },
  { kind: 'accommodation', included: false },
  { kind: 'transfers', included: false },
  { kind: 'interpreter', included: false },
  { kind: 'other', included: true },
]

export const QUOTE_LIMITS = { options: 3, lines: 20, description: 300, text: 2000, quantity: 99 } as const

const text = (max: number) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : (value ?? '')),
    printable(z.string(), { multiline: true }).pipe(z.string().max(max, { error: `quotes.builder.errors.too_long?max=${max}` })),
  )

const amount = z.number().refine((value) => isAmountMinor(value) && value >= 0, { error: 'quotes.builder.errors.amount' })

export const QuoteLineSchema = z.object({
  kind: z.enum(QUOTE_LINE_KINDS),
  description: text(QUOTE_LIMITS.description),
  quantity: z.number().int().min(1).max(QUOTE_LIMITS.quantity).default(1),
  amountMinor: amount,
  included: z.boolean(),
})

export const QuoteOptionSchema = z.object({
  clinicId: z.number().int().positive(),
  specialistId: z.number().int().positive(),
  notIncluded: text(QUOTE_LIMITS.text),
  mayChange: text(QUOTE_LIMITS.text),
  mayChangeMaxMinor: amount.default(0),
  assessmentFeeMinor: amount.default(0),
  lines: z.array(QuoteLineSchema).max(QUOTE_LIMITS.lines, { error: 'quotes.builder.errors.too_many_lines' }),
})

const DAY = /^\d{4}-\d{2}-\d{2}$/

export const QuoteDraftSchema = z.object({
  /** The version the form was drawn from: an older one is refused (quote_changed). */
  version: z.number().int().positive(),
  note: text(QUOTE_LIMITS.text),
  validUntil: z.string().regex(DAY, { error: 'quotes.builder.errors.valid_until' }).nullable().default(null),
  options: z.array(QuoteOptionSchema).max(QUOTE_LIMITS.options, { error: 'quotes.builder.errors.too_many_options' }),
})

export type QuoteLineInput = z.infer<typeof QuoteLineSchema>
export type QuoteOptionInput = z.infer<typeof QuoteOptionSchema>
export type QuoteDraftInput = z.infer<typeof QuoteDraftSchema>

/** What the patient's acceptance is subject to; its version is recorded with the acceptance. */
export const QUOTE_TERMS_VERSION = '2026-11-27'
