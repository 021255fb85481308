import { useEffect, useState } from 'react'
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

/**
 * The message that just went away, kept (invisible) until the gesture that removed it ends.
 * A field is checked when it loses focus, and pressing a button is what takes the focus away:
 * if the line vanished at once, everything below would move up between the press and the
 * release, and the click would land beside the Send or Pay button (issue 10). So the line's
 * space stays until that click (or the next key) is over; resting forms have no gaps.
 */
function useVanishedMessage(current: string | undefined) {
  const [previous, setPrevious] = useState(current)
  const [vanished, setVanished] = useState<string>()
  // Adjusted while rendering, not in an effect: the space must hold in the very frame the error leaves.
  if (current !== previous) {
    setPrevious(current)
    setVanished(current ? undefined : previous)
  }
  useEffect(() => {
    if (!vanished) return
    let timer: ReturnType<typeof setTimeout> | undefined
    // After the click's own handlers (a form is submitted by its default action), not before.
    const release = () => {
      timer = setTimeout(() => setVanished(undefined), 0)
    }
    document.addEventListener('click', release, { capture: true, once: true })
    document.addEventListener('keydown', release, { capture: true, once: true })
    return () => {
      document.removeEventListener('click', release, { capture: true })
      document.removeEventListener('keydown', release, { capture: true })
      clearTimeout(timer)
    }
  }, [vanished])
  return vanished
}

/** A field's first error, translated. */
export function FieldError({ id, errors }: { id: string; errors?: string[] }) {
  const text = useErrorText()
  const first = errors?.[0]
  const vanished = useVanishedMessage(first)
  if (!first) {
    if (!vanished) return null
    // Holds the line's space only: hidden from everyone, and no id for aria-describedby to find.
    return (
      <p aria-hidden="true" className="invisible mt-1.5 text-sm font-medium" data-field-error-space="">
        {text(vanished)}
      </p>
    )
  }
  // red-700, not the alert red: that one is under 4.5:1 on the grey page background (step 2 of booking).
  return (
    <p id={id} className="mt-1.5 text-sm font-medium text-red-700 dark:text-red-400">
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
    // red-800: the alert red itself is under 4.5:1 on its own tint over the console's grey.
    <div id={id} role="alert" className="rounded-xl border border-alert/40 bg-alert/10 px-4 py-3 text-sm font-medium text-red-800 dark:text-red-300">
      {text(first)}
    </div>
  )
}
