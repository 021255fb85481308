import { useTranslations } from 'use-intl'
import { parseRuleMessage } from './rule-messages'

/*
 * Error messages arrive as a rule key (required, email…) from
 * form.field_error_messages, or as a full catalogue key such as
 * auth.passwords_differ, possibly with parameters ("contact.too_long?max=120").
 * No conform or zod here: the footer's forms on every page use these.
 */

function useErrorText() {
  // Keys arrive from the server at run time, so the translator is used untyped here.
  const t = useTranslations() as unknown as (key: string, values?: Record<string, string | number>) => string
  return (message: string) => {
    const [key = '', query = ''] = message.split('?')
    if (!key.includes('.')) {
      const rule = parseRuleMessage(message)
      return t(`form.field_error_messages.${rule.key}`, rule.params)
    }
    const params = Object.fromEntries(new URLSearchParams(query))
    return t(key, Object.fromEntries(Object.entries(params).map(([name, value]) => [name, Number.isNaN(Number(value)) ? value : Number(value)])))
  }
}

/** A field's first error, translated. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const text = useErrorText()
  const first = errors?.[0]
  if (!first) return null
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-alert dark:text-red-400">
      {text(first)}
    </p>
  )
}

/** A form-level message (e.g. "Invalid credentials"), translated. */
export function FormError({ id, errors }: { id: string; errors?: string[] }) {
  const text = useErrorText()
  const first = errors?.[0]
  if (!first) return null
  return (
    <div id={id} role="alert" className="rounded-xl border border-alert/40 bg-alert/10 px-4 py-3 text-sm font-medium text-alert dark:text-red-300">
      {text(first)}
    </div>
  )
}
