/*
 * The request-for-a-quote form's shape as the page draws it and the route
 * reads it back (issue 30): the names of its fields, what a refused post
 * sends back to be shown again (every typed value, the translated message by
 * each field), and the country the visitor's browser says they live in. No
 * zod and no server code here: the page's script uses it.
 */

/** The fields a problem is shown by; `where` is the group of destinations, clinics and "Advise me". */
export type QuoteFormField =
  'where' | 'travelFrom' | 'travelTo' | 'country' | 'currency' | 'message' | 'attachments' | 'healthDataConsent' | `answer.${number}`

/** The fields in the form's order: its problems are listed so. */
export function quoteFormOrder(field: QuoteFormField): number {
  const order = ['where', 'travelFrom', 'travelTo', 'country', 'currency', 'answer', 'message', 'attachments', 'healthDataConsent']
  const [name = '', index = '0'] = field.split('.')
  return order.indexOf(name) * 100 + Number(index)
}

/** What was typed, as the form shows it again (files cannot be: the browser must be given them again). */
export interface QuoteFormValues {
  destinationIds: string[]
  clinicIds: string[]
  adviseMe: boolean
  travelFrom: string
  travelTo: string
  country: string
  currency: string
  answers: string[]
  message: string
  healthDataConsent: boolean
}

/** A refused post, for the page: the values to show again, each field's message key, the form's own message. */
export interface QuoteFormFailure {
  values: QuoteFormValues
  errors: Partial<Record<QuoteFormField, string>>
  formError?: string
  /** Files were chosen, and the page was drawn again by the server (no script kept the file input as it was). */
  chooseFilesAgain: boolean
}

/** The currency select's first choice: the default currency of the country chosen, decided by the server. */
export const AS_MY_COUNTRY = ''

/** The field a rule's path names (QuoteRequestSchema's names), or undefined for the form as a whole. */
export function quoteFormField(path: readonly PropertyKey[]): QuoteFormField | undefined {
  const [name, index] = path
  if (name === 'destinationIds' || name === 'clinicIds' || name === 'adviseMe') return 'where'
  if (name === 'answers') return typeof index === 'number' ? `answer.${index}` : undefined
  if (
    name === 'travelFrom' ||
    name === 'travelTo' ||
    name === 'country' ||
    name === 'currency' ||
    name === 'message' ||
    name === 'attachments' ||
    name === 'healthDataConsent'
  )
    return name
  return undefined
}

/** A rule's or a refusal's message as the page translates it: a rule key, or a catalogue key of this form's; anything else reads as the default. */
export function quoteFormMessage(message: string): string {
  const [key = ''] = message.split('?')
  const rule = /^(required|minLength|min|email|password|characters|default)$/.test(key)
  const ours = /^(quotes\.request\.errors|conversation\.attachments|form\.field_error_messages)\.[\w.]+$/.test(key)
  return rule || ours ? message : 'default'
}

/**
 * The country an Accept-Language header names first (`es-CO,es;q=0.9` → CO), if it is one the form
 * lists; else none, and the visitor chooses.
 */
export function countryFromAcceptLanguage(header: string | null | undefined, countries: readonly string[]): string {
  for (const part of (header ?? '').split(',').slice(0, 12)) {
    const region = /^\s*[a-z]{2,3}(?:-[a-z]{4})?-([a-z]{2})\b/i.exec(part)?.[1]?.toUpperCase()
    if (region && countries.includes(region)) return region
  }
  return ''
}
