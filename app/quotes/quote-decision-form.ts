import { z } from 'zod'
import { printable } from '~/forms/rules'

/*
 * The patient's decisions on their quote's page (issue 30), checked alike in
 * the browser and on the server: accept one option (the terms ticked), or
 * decline with an optional reason. Each form carries the quote's version it
 * was drawn from: a quote that moved since is refused (quote_changed). Messages
 * are catalogue keys.
 */

/** The longest reason a patient may give for declining (the page and /v1 alike). */
export const DECLINE_REASON_MAX = 1000

const id = z.coerce.number().int().positive()

export const AcceptQuoteSchema = z.object({
  intent: z.literal('accept'),
  optionId: id,
  version: id,
  // Never ticked in advance; an unticked box sends nothing.
  terms: z.preprocess((value) => value === 'on', z.boolean()).refine(Boolean, { error: 'quotes.errors.terms' }),
})

export const DeclineQuoteSchema = z.object({
  intent: z.literal('decline'),
  version: id,
  reason: z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : ''),
    printable(z.string(), { multiline: true }).pipe(
      z.string().max(DECLINE_REASON_MAX, { error: `quotes.errors.reason_too_long?max=${DECLINE_REASON_MAX}` }),
    ),
  ),
})

export const QuoteDecisionSchema = z.discriminatedUnion('intent', [AcceptQuoteSchema, DeclineQuoteSchema])

export type QuoteDecision = z.infer<typeof QuoteDecisionSchema>
