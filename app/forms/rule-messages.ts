/*
 * A failed rule's message is a key under form.field_error_messages, optionally
 * with parameters ("minLength?minLength=8"); the UI translates it, so one
 * schema serves both languages. This file has no dependencies, so code on
 * every page (the chat widget) can use it without loading zod.
 */

export type RuleKey = 'default' | 'required' | 'minLength' | 'min' | 'email' | 'password'

export function ruleMessage(key: RuleKey, params?: Record<string, string | number>) {
  if (!params) return key
  return `${key}?${new URLSearchParams(Object.entries(params).map(([name, value]) => [name, String(value)]))}`
}

export function parseRuleMessage(message: string): { key: RuleKey; params: Record<string, string> } {
  const [key = 'default', query = ''] = message.split('?')
  const known: RuleKey[] = ['default', 'required', 'minLength', 'min', 'email', 'password']
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
  if (text.length > 254 || !EMAIL_PATTERN.test(text)) return ruleMessage('email')
  return undefined
}
