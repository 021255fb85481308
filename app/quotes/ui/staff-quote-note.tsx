import { useTranslations } from 'use-intl'
import { PageMeta } from '~/navigation/seo-links'
import { Icon } from '~/ui/icon/icon'

/** What a staff member sees where patients ask for a quote: staff accounts are not patients. */
export function StaffQuoteNote() {
  const t = useTranslations('quotes.request')
  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageMeta title={t('title')} />
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p role="status" className="mt-6 flex gap-3 rounded-2xl border border-line bg-surface p-5">
        <Icon name="lucide:info" className="mt-0.5 size-5 shrink-0 text-accent" />
        <span>{t('staff_note')}</span>
      </p>
    </div>
  )
}
