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
  if (first.includes('.') && !first.includes('?')) {
    text = t(first as never)
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
