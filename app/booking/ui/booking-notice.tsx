import { useEffect, useRef } from 'react'
import { useLocation } from 'react-router'
import { Icon } from '~/ui/icon/icon'

/**
 * Says in place why the patient is back on an hour chooser (the hour was just
 * taken…). An alert that takes the focus, so screen readers read it at once:
 * with JavaScript on every arrival (even on the same URL), without it through
 * the autofocus attribute.
 */
export function BookingNotice({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null)
  const { key } = useLocation()
  useEffect(() => {
    ref.current?.focus()
  }, [key, message])
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      autoFocus
      className="mt-6 flex items-start gap-3 rounded-2xl border border-warning/50 bg-warning/10 p-4 font-medium focus:outline-2 focus:outline-focus"
    >
      <Icon name="lucide:triangle-alert" className="mt-0.5 shrink-0" />
      <p>{message}</p>
    </div>
  )
}
