import { z } from 'zod'
import { printable, ruleMessage } from '~/forms/rules'
import { COUNTRY_CURRENCY, CURRENCY_CODES, type CurrencyCode } from './money'

/*
 * A request for a personal quote (issue 30), as the form (signed in or not),
 * POST /v1/me/quotes and the verb read it: shared by browser and server.
 * The answers to the service's questions arrive as answer.0, answer.1… in the
 * order of the questions the patient read; the verb pairs them with those
 * questions' text in the patient's language.
 */

export const QUOTE_REQUEST_LIMITS = { answer: 500, message: 2000, questions: 12, places: 12, attachments: 5 } as const

/** How long a signed-out visitor's request waits for them to sign up or sign in and send it. */
export const QUOTE_DRAFT_HOURS = 24

/** How far ahead a patient may say they could travel (days). */
export const TRAVEL_HORIZON_DAYS = 2 * 366

/** Countries a patient may say they live in: those whose currency the site knows a default for, and the usual others. */
export const QUOTE_COUNTRIES: readonly string[] = [
  ...new Set([...Object.keys(COUNTRY_CURRENCY), ...'US CA GB IE AU NZ JP CN IN IL ZA KR SG AE SA CH'.split(' ')]),
].sort()

const DAY = /^\d{4}-\d{2}-\d{2}$/

const ids = z.preprocess(
  (value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]),
  z
    .array(
      z.coerce
        .number({ error: ruleMessage('required') })
        .int()
        .positive(),
    )
    .max(QUOTE_REQUEST_LIMITS.places)
    .transform((list) => [...new Set(list)]),
)

const isDay = (text: string) =>
  DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)) && new Date(`${text}T00:00:00Z`).toISOString().startsWith(text)

const day = z
  .string({ error: ruleMessage('required') })
  .trim()
  .min(1, { error: ruleMessage('required'), abort: true })
  .refine(isDay, { error: 'quotes.request.errors.date' })

const optionalText = (max: number, error: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n').trim() : (value ?? '')),
    printable(z.string(), { multiline: true }).pipe(z.string().max(max, { error })),
  )

const checked = z.preprocess((value) => value === 'on' || value === 'true' || value === true, z.boolean())

export const QuoteRequestSchema = z
  .object({
    serviceId: z.coerce
      .number({ error: ruleMessage('required') })
      .int()
      .positive({ error: ruleMessage('required') }),
    destinationIds: ids,
    clinicIds: ids,
    adviseMe: checked,
    travelFrom: day,
    travelTo: day,
    country: z.string({ error: ruleMessage('required') }).refine((code) => QUOTE_COUNTRIES.includes(code), { error: ruleMessage('required') }),
    currency: z
      .string({ error: ruleMessage('required') })
      .refine((code): code is CurrencyCode => (CURRENCY_CODES as readonly string[]).includes(code), { error: ruleMessage('required') }),
    answers: z
      .array(optionalText(QUOTE_REQUEST_LIMITS.answer, `quotes.request.errors.answer_too_long?max=${QUOTE_REQUEST_LIMITS.answer}`))
      .max(QUOTE_REQUEST_LIMITS.questions),
    message: optionalText(QUOTE_REQUEST_LIMITS.message, `quotes.request.errors.message_too_long?max=${QUOTE_REQUEST_LIMITS.message}`),
    healthDataConsent: checked.refine(Boolean, { error: 'quotes.request.errors.consent' }),
  })
  .superRefine((input, ctx) => {
    if (!input.adviseMe && input.destinationIds.length === 0 && input.clinicIds.length === 0)
      ctx.addIssue({ code: 'custom', path: ['destinationIds'], message: 'quotes.request.errors.where' })
    if (input.travelTo < input.travelFrom) ctx.addIssue({ code: 'custom', path: ['travelTo'], message: 'quotes.request.errors.window' })
  })

export type QuoteRequestInput = z.infer<typeof QuoteRequestSchema>

/** The form's fields as the schema reads them (the answers gathered from answer.0, answer.1…). */
export function quoteRequestFields(form: FormData): Record<string, unknown> {
  const answers: string[] = []
  for (let index = 0; index < QUOTE_REQUEST_LIMITS.questions; index++) {
    const value = form.get(`answer.${index}`)
    if (value === null) break
    answers.push(typeof value === 'string' ? value : '')
  }
  const text = (name: string) => {
    const value = form.get(name)
    return typeof value === 'string' ? value : undefined
  }
  return {
    serviceId: text('serviceId'),
    destinationIds: form.getAll('destinationIds').filter((value) => typeof value === 'string'),
    clinicIds: form.getAll('clinicIds').filter((value) => typeof value === 'string'),
    adviseMe: text('adviseMe'),
    travelFrom: text('travelFrom'),
    travelTo: text('travelTo'),
    country: text('country'),
    currency: text('currency'),
    answers,
    message: text('message'),
    healthDataConsent: text('healthDataConsent'),
  }
}

/** The travel window's bounds relative to today (YYYY-MM-DD in the patient's zone): not in the past, within the horizon. */
export function travelWindowProblem(input: Pick<QuoteRequestInput, 'travelFrom' | 'travelTo'>, today: string): 'past' | 'too_far' | null {
  if (input.travelFrom < today) return 'past'
  const horizon = new Date(`${today}T00:00:00Z`)
  horizon.setUTCDate(horizon.getUTCDate() + TRAVEL_HORIZON_DAYS)
  return input.travelTo > horizon.toISOString().slice(0, 10) ? 'too_far' : null
}
