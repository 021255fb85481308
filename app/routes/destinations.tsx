import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { useTranslations } from 'use-intl'
import { listDestinations } from '~/catalogue/destinations.server'
import { hasFilters, parseDestinationFilters } from '~/catalogue/list-filters'
import { filterChoices, filterDestinations, localSlugOf } from '~/catalogue/list-filters.server'
import { ListFilters } from '~/catalogue/ui/list-filters'
import { DestinationCardView } from '~/catalogue/ui/destination-card'
import { database } from '~/db/db.server'
import { useLocalizePath } from '~/navigation/localized-link'
import { ListPageHeader } from '~/search/list-page-header'
import { NoResults } from '~/search/search-form'
import { searchQuery } from '~/search/search-query'
import { pageLocale } from '~/http/request-scope.server'
import { HydrateWhenSeen } from '~/ui/hydrate-when-seen'
import type { Route } from './+types/destinations'

/** The query parameters it reads (the search and the filters): the only ones the page cache keys and renders it by (docs/decisions/029). */
const QUERY = pageQuery('q', 'country', 'treatment')

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

export async function loader({ url, context }: Route.LoaderArgs) {
  const { q, ...raw } = QUERY.read(url)
  const query = searchQuery(q)
  const locale = pageLocale(context)
  const db = database()
  const parsed = parseDestinationFilters(raw)
  // A treatment named in the other language shows chosen under this language's slug; one naming nothing is ignored.
  const [treatment, found, choices] = await Promise.all([
    localSlugOf(db, 'services', parsed.treatment, locale),
    listDestinations(db, locale, query),
    filterChoices(db, locale),
  ])
  const country = choices.countries.some((choice) => choice.value === parsed.country) ? parsed.country : null
  const filters = { country, treatment }
  const destinations = await filterDestinations(db, found, filters)
  return { query, filters, filtered: hasFilters(filters), countries: choices.countries, services: choices.services, destinations }
}

export default function Destinations({ loaderData: { query, filters, filtered, countries, services, destinations } }: Route.ComponentProps) {
  const t = useTranslations('destinations')
  const tFilters = useTranslations('filters')
  const localize = useLocalizePath()
  const hidden = Object.fromEntries(Object.entries(filters).filter((entry): entry is [string, string] => entry[1] !== null))
  const clearTo = filtered ? localize(query ? `/destinations?${new URLSearchParams({ q: query })}` : '/destinations') : null
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <ListPageHeader
        title={t('title')}
        lead={t('lead')}
        query={query}
        placeholder={t('search_placeholder')}
        count={destinations.length}
        hidden={hidden}
        filtered={filtered}
      >
        <ListFilters
          query={query}
          clearTo={clearTo}
          selects={[
            { name: 'country', label: tFilters('country'), value: filters.country, options: countries },
            { name: 'treatment', label: tFilters('treatment'), value: filters.treatment, options: services },
          ]}
        />
      </ListPageHeader>
      <div className="mt-10">
        {destinations.length === 0 ? (
          <NoResults clearTo={localize('/destinations')} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {destinations.map((destination) => (
              <HydrateWhenSeen as="li" key={destination.slug}>
                <DestinationCardView destination={destination} />
              </HydrateWhenSeen>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
