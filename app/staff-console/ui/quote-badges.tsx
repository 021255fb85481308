import { useTranslations } from 'use-intl'
import type { QuoteRequestStatus, QuoteStatus } from '~/db/schema'

/*
 * A quote request's and a quote's status in words (never colour alone), in
 * the console's lists and on a request's page.
 */

/** A request waits too long after a day without its quote (its waiting badge turns amber). */
export const QUOTE_WAIT_AMBER_HOURS = 24

const amber = 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-200'
const blue = 'bg-primary-100 text-primary-900 dark:bg-primary-950 dark:text-primary-200'
const green = 'bg-emerald-100 text-emerald-900 dark:bg-emerald-950 dark:text-emerald-200'
const red = 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-200'
const grey = 'bg-surface-muted text-ink'

const requestTone: Record<QuoteRequestStatus, string> = {
  draft: grey,
  requested: blue,
  in_preparation: grey,
  sent: blue,
  accepted: green,
  declined: red,
  expired: grey,
}

const quoteTone: Record<QuoteStatus, string> = {
  draft: amber,
  sent: blue,
  accepted: green,
  declined: red,
  expired: grey,
  replaced: grey,
}

const badge = 'inline-flex rounded-full px-2 py-0.5 text-xs font-semibold whitespace-nowrap'

export function QuoteRequestStatusBadge({ status }: { status: QuoteRequestStatus }) {
  const t = useTranslations('console.quotes.request_status')
  return <span className={`${badge} ${requestTone[status]}`}>{t(status)}</span>
}

export function QuoteStatusBadge({ status }: { status: QuoteStatus }) {
  const t = useTranslations('console.quotes.quote_status')
  return <span className={`${badge} ${quoteTone[status]}`}>{t(status)}</span>
}
