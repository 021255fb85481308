import type { MessageForm, StoredAttachment } from '~/conversations/message-attachments.server'
import { discardAttachments } from '~/conversations/message-attachments.server'
import { refusalHeaders, refusalMessage, refusalStatus, type Refusal } from '~/errors/outcomes'
import { messageKey } from '~/forms/form-result.server'
import { LONGEST_FIELD_LENGTH } from '~/forms/limits'
import { defaultCurrencyFor } from './money'
import {
  AS_MY_COUNTRY,
  quoteFormField,
  quoteFormMessage,
  type QuoteFormFailure,
  type QuoteFormField,
  type QuoteFormValues,
} from './quote-request-form'
import { QUOTE_COUNTRIES, QUOTE_REQUEST_LIMITS, QuoteRequestSchema, quoteRequestFields, type QuoteRequestInput } from './quote-request-rules'

/*
 * The request-for-a-quote form as posted (issue 30), read into the verbs'
 * input or into what the page shows again: every typed value, and each
 * problem's message by its field (the rules', a refused file's, or a verb's
 * refusal). The files already streamed to the store (readMessageForm); a
 * refused form lets them go.
 */

type ReadForm = Exclude<MessageForm, { ok: false; reason: unknown }>

export type QuoteSubmission =
  | { ok: true; input: QuoteRequestInput; attachments: StoredAttachment[] }
  | { ok: false; failure: QuoteFormFailure; status: number; headers: Record<string, string> }

const text = (form: FormData, name: string) => {
  const value = form.get(name)
  // A value longer than any field may be was not typed but sent: not copied into the page.
  return typeof value === 'string' && value.length <= LONGEST_FIELD_LENGTH ? value : ''
}
const ids = (form: FormData, name: string) =>
  form
    .getAll(name)
    .filter((value): value is string => typeof value === 'string' && /^\d{1,9}$/.test(value))
    .slice(0, QUOTE_REQUEST_LIMITS.places)

/** What was typed, to show again. */
export function typedQuoteValues(form: FormData): QuoteFormValues {
  const answers: string[] = []
  for (let index = 0; index < QUOTE_REQUEST_LIMITS.questions && form.has(`answer.${index}`); index++) answers.push(text(form, `answer.${index}`))
  return {
    destinationIds: ids(form, 'destinationIds'),
    clinicIds: ids(form, 'clinicIds'),
    adviseMe: form.get('adviseMe') === 'on',
    travelFrom: text(form, 'travelFrom'),
    travelTo: text(form, 'travelTo'),
    country: text(form, 'country'),
    currency: text(form, 'currency'),
    answers,
    message: text(form, 'message'),
    healthDataConsent: form.get('healthDataConsent') === 'on',
  }
}

/** A file refusal's message, in this form's words where a message's differ (how many files a request takes). */
function refusalText(refusal: Refusal) {
  if (refusal.code === 'attachment_too_many') return messageKey('quotes.request.errors.too_many_files', { max: QUOTE_REQUEST_LIMITS.attachments })
  const { key, values } = refusalMessage(refusal)
  return messageKey(key, values)
}

/** The field a refusal is shown by (a place: the "where" group; a window too far ahead: its end), or the form. */
function refusalField(refusal: Refusal): QuoteFormField | undefined {
  if (refusal.code === 'quote_travel_window') return refusal.detail === 'too_far' ? 'travelTo' : 'travelFrom'
  return quoteFormField(refusal.field ? [refusal.field] : [])
}

function failure(
  form: FormData,
  problems: { errors: QuoteFormFailure['errors']; formError?: string },
  { status, headers = {}, chooseFilesAgain }: { status: number; headers?: Record<string, string>; chooseFilesAgain: boolean },
) {
  return { ok: false as const, failure: { values: typedQuoteValues(form), ...problems, chooseFilesAgain }, status, headers }
}

/**
 * The posted form checked by the rules (QuoteRequestSchema), the currency left on "as my country" taken
 * from the country; a refused file is said by the file input beside the other fields' problems.
 * `script`: posted by the page's script, whose file input still holds the files (else they must be chosen again).
 */
export async function quoteSubmission(read: ReadForm, { script }: { script: boolean }): Promise<QuoteSubmission> {
  const fields = quoteRequestFields(read.form)
  const country = typeof fields.country === 'string' ? fields.country : ''
  const asMyCountry = (fields.currency ?? AS_MY_COUNTRY) === AS_MY_COUNTRY
  const currency = asMyCountry && QUOTE_COUNTRIES.includes(country) ? defaultCurrencyFor(country) : fields.currency
  const parsed = QuoteRequestSchema.safeParse({ ...fields, currency })
  if (read.ok && parsed.success) return { ok: true, input: parsed.data, attachments: read.attachments }

  const errors: QuoteFormFailure['errors'] = {}
  let formError: string | undefined
  if (!read.ok) errors.attachments = refusalText(read.refusal)
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = quoteFormField(issue.path)
    if (field) errors[field] ??= quoteFormMessage(issue.message)
    else formError ??= quoteFormMessage(issue.message)
  }
  if (!parsed.success) acrossFields(fields, errors)
  // "My country's" currency waits for the country: the country's own problem says it.
  if (asMyCountry && errors.country) delete errors.currency
  if (read.ok) await discardAttachments(read.attachments)
  const chosen = !read.ok || read.attachments.length > 0
  const status = read.ok ? 400 : refusalStatus(read.refusal)
  return failure(read.form, { errors, formError }, { status, chooseFilesAgain: chosen && !script })
}

/**
 * The rules across fields (a place chosen, a window in order) as the schema states them: it checks them only once every
 * field passes, and a form that comes back should say everything wrong with it at once.
 */
function acrossFields(fields: ReturnType<typeof quoteRequestFields>, errors: QuoteFormFailure['errors']) {
  const listed = (value: unknown) => Array.isArray(value) && value.length > 0
  const advised = fields.adviseMe === 'on' || fields.adviseMe === 'true'
  if (!errors.where && !advised && !listed(fields.destinationIds) && !listed(fields.clinicIds)) errors.where = 'quotes.request.errors.where'
  const [from, to] = [fields.travelFrom, fields.travelTo].map((value) => (typeof value === 'string' ? value.trim() : ''))
  const day = /^\d{4}-\d{2}-\d{2}$/
  if (!errors.travelFrom && !errors.travelTo && day.test(from!) && day.test(to!) && to! < from!) errors.travelTo = 'quotes.request.errors.window'
}

/** A verb's refusal (its files already let go), shown by its field or by the form, with its status and Retry-After. */
export function refusedQuoteRequest(form: FormData, refusal: Refusal, { script, hadFiles }: { script: boolean; hadFiles: boolean }) {
  const field = refusalField(refusal)
  const message = refusalText(refusal)
  return failure(form, field ? { errors: { [field]: message } } : { errors: {}, formError: message }, {
    status: refusalStatus(refusal),
    headers: refusalHeaders(refusal),
    chooseFilesAgain: hadFiles && !script,
  })
}
