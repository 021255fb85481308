import { useTranslations } from 'use-intl'
import type { DestinationCard } from '~/catalogue/destinations.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { Icon } from '~/ui/icon/icon'
import { DestinationMapImage } from './destination-map'

export function DestinationCardView({ destination, headingLevel = 'h2' }: { destination: DestinationCard; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('destinations')
  const Heading = headingLevel
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:shadow-md">
      <DestinationMapImage place={destination} alt="" />
      <div className="flex flex-1 flex-col p-5">
        <p className="flex items-center gap-2 text-sm text-ink-muted">
          <Icon
            name={`flag:${destination.countryCode.toLowerCase()}-4x3`}
            title={t('flag', { country: destination.country })}
            className="h-3.5 w-5 rounded-[2px]"
          />
          {destination.country}
        </p>
        <Heading className="mt-1 text-lg font-semibold">
          <LocalizedLink to={`/destinations/${destination.slug}`} className="after:absolute after:inset-0">
            {destination.name}
          </LocalizedLink>
        </Heading>
        <p className="mt-2 flex-1 text-ink-muted">{destination.summary}</p>
      </div>
    </article>
  )
}
