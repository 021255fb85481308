/*
 * A failed rule's message is a key under form.field_error_messages, optionally
 * with parameters ("minLength?minLength=8"); the UI translates it, so one
 * schema serves both languages. This file has no dependencies, so code on
 * every page (the chat widget) can use it without loading zod.
 */

export type RuleKey = 'default' | 'required' | 'minLength' | 'min' | 'email' | 'password' | 'characters'

export function ruleMessage(key: RuleKey, params?: Record<string, string | number>) {
  if (!params) return key
  return `${key}?${new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]))}`
}

export function parseRuleMessage(message: string): { key: RuleKey; params: Record<string, string> } {
  const [key = 'default', query = ''] = message.split('?')
  const known: RuleKey[] = ['default', 'required', 'minLength', 'min', 'email', 'password', 'characters']
  return {
    key: (known as string[]).includes(key) ? (key as RuleKey) : 'default',
    params: Object.fromEntries(new URLSearchParams(query)),
  }
}

/** required (spec §5): a non-empty list, a date, a non-empty object, or a string not blank after trimming. */
export function isPresent(value: unknown): boolean {
  if (value instanceof Date) return !Number.isNaN(value.getTime())
  if (Array.isArray(value)) return value.length > 0
  if (typeof value === 'string') return value.trim().length > 0
  if (value && typeof value === 'object') return Object.keys(value).length > 0
  return value !== undefined && value !== null
}

/**
 * email (spec §5): text, an at sign, text, a dot, text, and no whitespace — and
 * only a bare address. This is the WHATWG pattern browsers apply to
 * <input type=email> (so people meet one rule), with a dot required in the
 * domain. It leaves out what a mailer reads as more than one address: display
 * names and angle brackets (`a<victim@target.example>`), quotes, commas,
 * semicolons, colons, parentheses and backslashes.
 */
export const EMAIL_PATTERN =
  /^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$/

/** The email rule without zod, for forms on every page (the footer's newsletter signup). */
export function emailRuleError(value: unknown): string | undefined {
  const text = typeof value === 'string' ? value.trim() : ''
  if (!text) return ruleMessage('required')
  if (hasControlCharacters(text)) return ruleMessage('characters')
  if (text.length > 254 || !EMAIL_PATTERN.test(text)) return ruleMessage('email')
  return undefined
}

/*
 * Control characters are refused in all text input (issue 9 item 11): they are
 * invisible, PostgreSQL cannot store NUL at all, and nobody types them. With
 * the u flag, [\uD800-\uDFFF] matches only lone surrogates (a well-formed
 * pair is one code point), which cannot be encoded as UTF-8 either.
 */

/* eslint-disable no-control-regex -- control characters are what these match */
/** C0 (tab and line breaks included), DEL, C1 and lone surrogates: refused in single-line text. */
const CONTROL_SINGLE_LINE = /[\u0000-\u001F\u007F-\u009F\uD800-\uDFFF]/u
/** The same, but tab, line feed and carriage return are allowed (a message, a textarea). */
const CONTROL_MULTILINE = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u
/* eslint-enable no-control-regex */

/** Whether text holds a character no one can type or see (see above). */
export function hasControlCharacters(value: string, options: { multiline?: boolean } = {}) {
  return (options.multiline ? CONTROL_MULTILINE : CONTROL_SINGLE_LINE).test(value)
}
