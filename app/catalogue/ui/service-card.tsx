import { useTranslations } from 'use-intl'
import type { ServiceCard } from '~/catalogue/services.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { Icon } from '~/ui/icon/icon'
import { PriceRange } from './price'
import { ServiceArt } from './service-art'

export function ServiceCardView({ service, headingLevel = 'h3' }: { service: ServiceCard; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  const t = useTranslations('services')
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:shadow-md">
      <ServiceArt icon={service.icon} category={service.category} />
      <div className="flex flex-1 flex-col p-5">
        <Heading className="text-lg font-semibold">
          <LocalizedLink to={`/medical-services/${service.slug}`} className="after:absolute after:inset-0">
            {service.name}
          </LocalizedLink>
        </Heading>
        <p className="mt-2 flex-1 text-ink-muted">{service.summary}</p>
        <dl className="mt-4 flex flex-wrap gap-x-4 gap-y-1 text-sm">
          <div className="flex items-center gap-1.5">
            <dt>
              <Icon name="lucide:banknote" className="text-accent" />
              <span className="sr-only">{t('price_label')}</span>
            </dt>
            <dd className="font-semibold">
              <PriceRange from={service.priceFrom} to={service.priceTo} currency={service.currency} />
            </dd>
          </div>
          <div className="flex items-center gap-1.5 text-ink-muted">
            <dt>
              <Icon name="lucide:timer" />
              <span className="sr-only">{t('facts')}</span>
            </dt>
            <dd>{t('duration_short', { minutes: service.durationMinutes })}</dd>
          </div>
        </dl>
      </div>
    </article>
  )
}
