import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { useTranslations } from 'use-intl'
import { listDestinations } from '~/catalogue/destinations.server'
import { DestinationCardView } from '~/catalogue/ui/destination-card'
import { database } from '~/db/db.server'
import { useLocalizePath } from '~/navigation/localized-link'
import { ListPageHeader } from '~/search/list-page-header'
import { NoResults } from '~/search/search-form'
import { searchQuery } from '~/search/search-query'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/destinations'

/** The query parameters it reads (the search): the only ones the page cache keys and renders it by (docs/decisions/029). */
const QUERY = pageQuery('q')

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

export async function loader({ url, context }: Route.LoaderArgs) {
  const query = searchQuery(QUERY.read(url).q)
  const destinations = await listDestinations(database(), pageLocale(context), query)
  return { query, destinations }
}

export default function Destinations({ loaderData: { query, destinations } }: Route.ComponentProps) {
  const t = useTranslations('destinations')
  const localize = useLocalizePath()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <ListPageHeader title={t('title')} lead={t('lead')} query={query} placeholder={t('search_placeholder')} count={destinations.length} />
      <div className="mt-10">
        {destinations.length === 0 ? (
          <NoResults clearTo={localize('/destinations')} />
        ) : (
          <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {destinations.map((destination) => (
              <li key={destination.slug}>
                <DestinationCardView destination={destination} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  )
}
