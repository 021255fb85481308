import { useTranslations } from 'use-intl'
import { listClinicsByDestination } from '~/catalogue/clinic-profile.server'
import { database } from '~/db/db.server'
import type { PageCacheHandle } from '~/http/page-cache-policy'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { RatingSummaryLine } from '~/reviews/ui/rating-summary-line'
import { Icon } from '~/ui/icon/icon'
import type { Route } from './+types/clinics'

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true }

export async function loader({ context }: Route.LoaderArgs) {
  return { destinations: await listClinicsByDestination(database(), pageLocale(context)) }
}

/** Every partner clinic, by destination, each linking to its profile. */
export default function Clinics({ loaderData: { destinations } }: Route.ComponentProps) {
  const t = useTranslations('clinic_profile')
  return (
    <div className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageMeta title={t('index_title')} description={t('index_lead')} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t('index_title')}</h1>
      <p className="mt-4 max-w-3xl text-lg text-ink-muted">{t('index_lead')}</p>
      <div className="mt-10 grid gap-x-6 gap-y-10 sm:grid-cols-2 lg:grid-cols-3">
        {destinations.map((destination) => (
          <section key={destination.slug} aria-labelledby={`${destination.slug}-title`}>
            <h2 id={`${destination.slug}-title`} className="flex items-center gap-2 text-xl font-semibold tracking-tight">
              <Icon name={`flag:${destination.countryCode.toLowerCase()}-4x3`} className="h-4 w-6 rounded-[2px]" />
              <LocalizedLink to={`/destinations/${destination.slug}`} className="hover:underline">
                {destination.name}, {destination.country}
              </LocalizedLink>
            </h2>
            <ul className="mt-4 grid gap-4">
              {destination.clinics.map((clinic) => (
                <li
                  key={clinic.slug}
                  className="relative rounded-2xl border border-line bg-surface p-5 focus-within:border-accent hover:border-accent"
                >
                  <p className="font-semibold">
                    <LocalizedLink to={`/clinics/${clinic.slug}`} className="after:absolute after:inset-0 after:rounded-2xl hover:underline">
                      {clinic.name}
                    </LocalizedLink>
                  </p>
                  <p className="mt-1 text-sm text-ink-muted">{clinic.address}</p>
                  <RatingSummaryLine summary={clinic.rating} className="mt-3" />
                  {clinic.specialists > 0 && <p className="mt-1 text-sm text-ink-muted">{t('index_specialists', { count: clinic.specialists })}</p>}
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </div>
  )
}
