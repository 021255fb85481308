import { useEffect, useState } from 'react'
import { useFormatter } from 'use-intl'

/** The current time in a time zone, kept up to date each minute. */
export function LocalTime({ timeZone }: { timeZone: string }) {
  const format = useFormatter()
  const [now, setNow] = useState(() => new Date())
  useEffect(() => {
    const timer = window.setInterval(() => setNow(new Date()), 30_000)
    return () => window.clearInterval(timer)
  }, [])
  return (
    // Server and browser may render a minute apart; the browser's value wins.
    <time dateTime={now.toISOString()} suppressHydrationWarning>
      {format.dateTime(now, { timeZone, hour: 'numeric', minute: '2-digit', weekday: 'short' })}
    </time>
  )
}
