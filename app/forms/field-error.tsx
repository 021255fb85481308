import { useTranslations } from 'use-intl'
import { parseRuleMessage } from './rule-messages'

/**
 * Shows a field's first error, translated: a rule key (required, email…) from
 * form.field_error_messages, or a full catalogue key such as auth.passwords_differ.
 */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const t = useTranslations()
  const first = errors?.[0]
  if (!first) return null
  let text: string
  const [key = '', query = ''] = first.split('?')
  if (key.includes('.')) {
    // A catalogue key, possibly with parameters: "contact.too_long?max=120".
    const params = Object.fromEntries(new URLSearchParams(query))
    const values = Object.fromEntries(Object.entries(params).map(([name, value]) => [name, Number.isNaN(Number(value)) ? value : Number(value)]))
    text = (t as unknown as (key: string, values?: Record<string, string | number>) => string)(key, values)
  } else {
    const { key, params } = parseRuleMessage(first)
    text = t(`form.field_error_messages.${key}`, params)
  }
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-alert dark:text-red-400">
      {text}
    </p>
  )
}
