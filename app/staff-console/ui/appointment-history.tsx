import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { formatMinorMoney } from '~/i18n/money'
import { historySentence, HOUR_FORMAT, sentenceTools, type HistoryEvent } from '../audit-sentences'

/** The words and formatters of the console's history sentences, in the page's language. */
export function useHistorySentence() {
  const t = useTranslations('console.history')
  const format = useFormatter()
  const locale = useLocale()
  const tools = sentenceTools(
    (key, values) => t(key as 'system', values),
    (date, options) => format.dateTime(date, options),
    (minor, currency) => formatMinorMoney(minor, currency, locale),
  )
  return (event: HistoryEvent) => historySentence(event, tools)
}

/**
 * The appointment page's history: what happened, oldest first, each a sentence with who did it and
 * when (clinic time), as appointment-history.server.ts reads it.
 */
export function AppointmentHistory({ events, timeZone }: { events: HistoryEvent[]; timeZone: string }) {
  const t = useTranslations('console.history')
  const format = useFormatter()
  const sentence = useHistorySentence()
  return (
    <ol className="flex flex-col gap-3 text-sm" data-testid="appointment-history">
      {events.map((event) => (
        <li key={event.key} className="grid gap-0.5 border-l-2 border-line pl-3">
          {event.at ? (
            <time dateTime={event.at} className="text-xs text-ink-muted tabular-nums">
              {format.dateTime(new Date(event.at), { ...HOUR_FORMAT, timeZone })}
            </time>
          ) : (
            <span className="text-xs text-ink-muted">{t('no_time')}</span>
          )}
          <span>{sentence(event)}</span>
        </li>
      ))}
    </ol>
  )
}
