import { useTranslations } from 'use-intl'
import { LocalizedLink } from '~/navigation/localized-link'
import { Icon } from '~/ui/icon/icon'

/** A request this browser saved and has not sent yet (its cookie still names a draft): where to finish it. */
export function PendingDraftNotice() {
  const t = useTranslations('quotes.request')
  return (
    <p className="mt-6 flex flex-wrap items-center gap-x-2 gap-y-1 rounded-2xl border border-accent/40 bg-accent-soft px-4 py-3 text-sm">
      <Icon name="lucide:clipboard-list" className="size-4 shrink-0 text-accent" />
      <span>{t('pending_draft')}</span>
      <LocalizedLink to="/quotes/new/review" className="font-semibold text-accent underline underline-offset-2 hover:text-accent-strong">
        {t('pending_draft_link')}
      </LocalizedLink>
    </p>
  )
}
