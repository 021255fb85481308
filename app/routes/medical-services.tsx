import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { useTranslations } from 'use-intl'
import { listServices } from '~/catalogue/services.server'
import { CATEGORY_KEYS, hasFilters, parseServiceFilters, PRICE_BAND_KEYS, RECOVERY_BAND_KEYS } from '~/catalogue/list-filters'
import { filterChoices, filterServices, localSlugOf } from '~/catalogue/list-filters.server'
import { ListFilters } from '~/catalogue/ui/list-filters'
import { ServiceCardView } from '~/catalogue/ui/service-card'
import { database } from '~/db/db.server'
import { useLocalizePath } from '~/navigation/localized-link'
import { ListPageHeader } from '~/search/list-page-header'
import { NoResults } from '~/search/search-form'
import { searchQuery } from '~/search/search-query'
import { pageLocale } from '~/http/request-scope.server'
import { HydrateWhenSeen } from '~/ui/hydrate-when-seen'
import type { Route } from './+types/medical-services'

/** The query parameters it reads (the search and the filters): the only ones the page cache keys and renders it by (docs/decisions/029). */
const QUERY = pageQuery('q', 'destination', 'price', 'recovery', 'category')

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

export async function loader({ url, context }: Route.LoaderArgs) {
  const { q, ...raw } = QUERY.read(url)
  const query = searchQuery(q)
  const locale = pageLocale(context)
  const db = database()
  const parsed = parseServiceFilters(raw)
  // A destination named in the other language shows chosen under this language's slug; one naming nothing is ignored.
  const filters = { ...parsed, destination: await localSlugOf(db, 'destinations', parsed.destination, locale) }
  const [found, choices] = await Promise.all([listServices(db, locale, query), filterChoices(db, locale)])
  const services = await filterServices(db, found, filters)
  return { query, filters, filtered: hasFilters(filters), destinations: choices.destinations, services }
}

export default function MedicalServices({ loaderData: { query, filters, filtered, destinations, services } }: Route.ComponentProps) {
  const t = useTranslations('services')
  const tFilters = useTranslations('filters')
  const localize = useLocalizePath()
  const hidden = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== null))
  const clearTo = filtered ? localize(query ? `/medical-services?${new URLSearchParams({ q: query })}` : '/medical-services') : null
  const groups = [
    { key: 'eye', title: t('eye_care'), items: services.filter((service) => service.category === 'eye') },
    { key: 'other', title: t('other'), items: services.filter((service) => service.category === 'other') },
  ].filter((group) => group.items.length > 0)
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <ListPageHeader
        title={t('title')}
        lead={t('lead')}
        query={query}
        placeholder={t('search_placeholder')}
        count={services.length}
        hidden={hidden}
        filtered={filtered}
      >
        <ListFilters
          query={query}
          clearTo={clearTo}
          selects={[
            { name: 'destination', label: tFilters('destination'), value: filters.destination, options: destinations },
            {
              name: 'price',
              label: tFilters('price'),
              value: filters.price,
              options: PRICE_BAND_KEYS.map((band) => ({ value: band, label: tFilters(`price_bands.${band}`) })),
            },
            {
              name: 'recovery',
              label: tFilters('recovery'),
              value: filters.recovery,
              options: RECOVERY_BAND_KEYS.map((band) => ({ value: band, label: tFilters(`recovery_bands.${band}`) })),
            },
            {
              name: 'category',
              label: tFilters('category'),
              value: filters.category,
              options: CATEGORY_KEYS.map((category) => ({ value: category, label: t(category === 'eye' ? 'eye_care' : 'other') })),
            },
          ]}
        />
      </ListPageHeader>
      <div className="mt-10 flex flex-col gap-12">
        {services.length === 0 ? (
          <NoResults clearTo={localize('/medical-services')} />
        ) : (
          groups.map((group) => (
            <section key={group.key} aria-labelledby={`group-${group.key}`}>
              <h2 id={`group-${group.key}`} className="text-xl font-semibold">
                {group.title}
              </h2>
              <ul className="mt-5 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
                {group.items.map((service) => (
                  <HydrateWhenSeen as="li" key={service.slug}>
                    <ServiceCardView service={service} />
                  </HydrateWhenSeen>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  )
}
