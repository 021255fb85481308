import { useTranslations } from 'use-intl'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { Icon } from '~/ui/icon/icon'
import type { QuoteServiceChoice } from '../quote-request-page.server'
import { PendingDraftNotice } from './pending-draft-notice'

/**
 * The request's first step when no treatment is named: the treatments to choose from (those
 * offered in the destination the visitor came from, if any), each a link to its form.
 */
export function QuoteServiceStep({
  services,
  destination,
  pendingDraft,
}: {
  services: QuoteServiceChoice[]
  destination: { slug: string; name: string } | null
  pendingDraft: boolean
}) {
  const t = useTranslations('quotes.request')
  const formPath = (service: string) => `/quotes/new?${new URLSearchParams({ service, ...(destination ? { destination: destination.slug } : {}) })}`
  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6">
      <PageMeta title={t('title')} description={t('lead')} />
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-3 max-w-prose text-lg text-ink-muted">{t('lead')}</p>
      {pendingDraft && <PendingDraftNotice />}
      <section aria-labelledby="quote-services-title" className="mt-8">
        <h2 id="quote-services-title" className="text-xl font-semibold">
          {destination ? t('choose_title_in', { destination: destination.name }) : t('choose_title')}
        </h2>
        {services.length === 0 ? (
          <p className="mt-4 text-ink-muted">{t('no_services')}</p>
        ) : (
          <ul className="mt-4 grid gap-3 sm:grid-cols-2">
            {services.map((service) => (
              <li key={service.slug}>
                <LocalizedLink
                  to={formPath(service.slug)}
                  className="flex h-full items-start gap-3 rounded-2xl border border-line bg-surface p-4 hover:border-accent"
                >
                  <Icon name={service.icon} className="mt-1 size-5 shrink-0 text-accent" />
                  <span>
                    <span className="block font-semibold">{service.name}</span>
                    <span className="mt-1 block text-sm text-ink-muted">{service.summary}</span>
                  </span>
                </LocalizedLink>
              </li>
            ))}
          </ul>
        )}
        {destination && (
          <LocalizedLink to="/quotes/new" className="mt-6 inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
            {t('choose_all')}
            <Icon name="lucide:arrow-right" />
          </LocalizedLink>
        )}
      </section>
    </div>
  )
}
