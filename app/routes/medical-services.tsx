import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { useTranslations } from 'use-intl'
import { listServices } from '~/catalogue/services.server'
import { ServiceCardView } from '~/catalogue/ui/service-card'
import { database } from '~/db/db.server'
import { useLocalizePath } from '~/navigation/localized-link'
import { ListPageHeader } from '~/search/list-page-header'
import { NoResults } from '~/search/search-form'
import { searchQuery } from '~/search/search-query'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/medical-services'

/** The query parameters it reads (the search): the only ones the page cache keys and renders it by (docs/decisions/029). */
const QUERY = pageQuery('q')

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

export async function loader({ url, context }: Route.LoaderArgs) {
  const query = searchQuery(QUERY.read(url).q)
  const services = await listServices(database(), pageLocale(context), query)
  return { query, services }
}

export default function MedicalServices({ loaderData: { query, services } }: Route.ComponentProps) {
  const t = useTranslations('services')
  const localize = useLocalizePath()
  const groups = [
    { key: 'eye', title: t('eye_care'), items: services.filter((service) => service.category === 'eye') },
    { key: 'other', title: t('other'), items: services.filter((service) => service.category === 'other') },
  ].filter((group) => group.items.length > 0)
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <ListPageHeader title={t('title')} lead={t('lead')} query={query} placeholder={t('search_placeholder')} count={services.length} />
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
                  <li key={service.slug}>
                    <ServiceCardView service={service} />
                  </li>
                ))}
              </ul>
            </section>
          ))
        )}
      </div>
    </div>
  )
}
