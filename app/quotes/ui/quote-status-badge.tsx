import { useTranslations } from 'use-intl'
import { Icon } from '~/ui/icon/icon'
import type { IconName } from '~/ui/icon/icon-names'
import type { ShownRequestStatus } from '../patient-quote-state'

/*
 * Where a quote request stands, as a badge with a word a patient reads at a
 * glance (never the colour alone): a quote ready to review stands out, the
 * ones still being prepared are neutral, the ended ones muted.
 */

/** A request's status, or a quote's replaced by a newer one (shown on that quote's page). */
export type BadgeStatus = ShownRequestStatus | 'replaced'

const LOOKS: Record<BadgeStatus, { tone: string; icon: IconName }> = {
  requested: { tone: 'bg-surface-muted text-ink', icon: 'lucide:send' },
  in_preparation: { tone: 'bg-surface-muted text-ink', icon: 'lucide:hourglass' },
  sent: { tone: 'bg-accent-soft text-accent ring-1 ring-accent/30', icon: 'lucide:file-text' },
  accepted: { tone: 'bg-accent-soft text-accent', icon: 'lucide:circle-check' },
  declined: { tone: 'bg-surface-muted text-ink-muted', icon: 'lucide:circle-x' },
  expired: { tone: 'bg-surface-muted text-ink-muted', icon: 'lucide:timer' },
  replaced: { tone: 'bg-surface-muted text-ink-muted', icon: 'lucide:refresh-cw' },
}

export function QuoteStatusBadge({ status }: { status: BadgeStatus }) {
  const t = useTranslations('account_quotes.status')
  const { tone, icon } = LOOKS[status]
  return (
    <span className={`inline-flex shrink-0 items-center gap-1 self-start rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      <Icon name={icon} className="size-3.5" />
      {t(status)}
    </span>
  )
}
