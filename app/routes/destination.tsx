import { Fact } from '~/catalogue/ui/fact'
import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { ContentPicture } from '~/ui/content-picture'
import { pageAlternates, requirePage } from '~/content-editing/moved-slug.server'
import { database } from '~/db/db.server'
import { PREVIEW_PARAM } from '~/content-editing/preview-param'
import { readWithPreview } from '~/content-editing/preview.server'
import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { getDestination } from '~/catalogue/destinations.server'
import { isSlug } from '~/http/params'
import { DestinationMapImage } from '~/catalogue/ui/destination-map'
import { LocalTime } from '~/catalogue/ui/local-time'
import { MapDialog } from '~/catalogue/ui/map-dialog'
import { invariantParam } from '~/errors/not-found'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { destinationOgImage } from '~/seo/og-images'
import { JsonLd } from '~/seo/json-ld'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { PageSection } from '~/ui/page-section'
import { pageLocale } from '~/http/request-scope.server'
import { CompareLink } from '~/catalogue/ui/compare-picker'
import type { Route } from './+types/destination'

/** The query parameters it reads (a draft's preview token, honoured for content editors): the only ones the page cache keys and renders it by (docs/decisions/029). */
const QUERY = pageQuery(PREVIEW_PARAM)

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

export async function loader({ params, url, context }: Route.LoaderArgs) {
  invariantParam(isSlug(params.slug), url)
  const locale = pageLocale(context)
  const { data, preview } = await readWithPreview(context, url, 'destination', (db) => getDestination(db, locale, params.slug))
  const destination = await requirePage(data, 'destination', locale, params.slug, url)
  const alternates = await pageAlternates(database(), 'destination', locale, params.slug)
  return { destination, preview, alternates }
}

export default function Destination({ loaderData: { destination } }: Route.ComponentProps) {
  const t = useTranslations('destinations')
  const tMeta = useTranslations('meta')
  const format = useFormatter()
  const locale = useLocale()
  const facts = [
    { icon: 'lucide:languages', label: t('language'), value: destination.language },
    {
      icon: 'lucide:clock',
      label: t('time_zone'),
      value: (
        <>
          {destination.timeZone}
          <span className="block text-sm text-ink-muted">{t.rich('local_time', { time: () => <LocalTime timeZone={destination.timeZone} /> })}</span>
        </>
      ),
    },
    {
      icon: 'lucide:banknote',
      label: t('currency'),
      value: `${new Intl.DisplayNames([locale], { type: 'currency' }).of(destination.currency)} (${destination.currency})`,
    },
    {
      icon: 'lucide:users',
      label: t('population'),
      value: t('population_value', { population: format.number(destination.population), year: destination.populationYear }),
    },
  ]
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageMeta
        title={`${destination.name}, ${destination.country}`}
        description={destination.summary}
        image={{
          path: destinationOgImage(destination.slug),
          alt: tMeta('image_alt_destination', { country: destination.country, city: destination.name }),
        }}
      />
      <JsonLd
        data={{
          '@type': 'TouristDestination',
          name: destination.name,
          description: destination.summary,
          touristType: 'Medical tourism',
          geo: { '@type': 'GeoCoordinates', latitude: destination.latitude, longitude: destination.longitude },
          containedInPlace: { '@type': 'Country', name: destination.country },
          includesAttraction: destination.attractions.map((a) => ({ '@type': 'TouristAttraction', name: a.name, description: a.description })),
        }}
      />
      <LocalizedLink to="/destinations" className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
        <Icon name="lucide:arrow-left" />
        {t('back')}
      </LocalizedLink>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_24rem]">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-ink-muted">
            <Icon
              name={`flag:${destination.countryCode.toLowerCase()}-4x3`}
              title={t('flag', { country: destination.country })}
              className="h-4 w-6 rounded-[2px]"
            />
            {destination.country}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-5xl">{destination.name}</h1>
          <p className="mt-4 text-lg text-ink-muted">{destination.summary}</p>
          {destination.picture && (
            <ContentPicture picture={destination.picture} sizes="(min-width: 1024px) 50vw, 100vw" eager className="mt-8 h-auto w-full rounded-2xl" />
          )}
          <div className="mt-8 overflow-hidden rounded-2xl border border-line">
            <DestinationMapImage
              place={destination}
              alt={t('map_title', { name: destination.name })}
              // The column beside the 24rem facts, in the page's 80rem at most.
              sizes="(min-width: 1024px) min(100vw - 29rem, 51rem), 100vw"
              loading="eager"
            />
          </div>
          <div className="mt-4">
            <MapDialog place={destination} />
          </div>
          <PageSection id="about" title={t('about', { name: destination.name })}>
            <div className="prose-content" dangerouslySetInnerHTML={{ __html: destination.aboutHtml }} />
          </PageSection>
          <PageSection id="attractions" title={t('attractions')}>
            <ul className="grid gap-4 sm:grid-cols-2">
              {destination.attractions.map((attraction) => (
                <li key={attraction.name} className="rounded-2xl border border-line bg-surface p-5">
                  <p className="flex items-center gap-2 font-semibold">
                    <Icon name="lucide:map-pin" className="text-accent" />
                    {attraction.name}
                  </p>
                  <p className="mt-2 text-sm text-ink-muted">{attraction.description}</p>
                </li>
              ))}
            </ul>
          </PageSection>
          {destination.clinics.length > 0 && (
            <PageSection id="clinics" title={t('clinics')}>
              <ul className="grid gap-4 sm:grid-cols-2">
                {destination.clinics.map((clinic) => (
                  <li key={clinic.slug} className="rounded-2xl border border-line bg-surface p-5">
                    <p className="font-semibold">
                      <LocalizedLink to={`/clinics/${clinic.profileSlug}`} className="text-accent hover:underline">
                        {clinic.name}
                      </LocalizedLink>
                    </p>
                    <p className="mt-1 text-sm text-ink-muted">{clinic.address}</p>
                    {clinic.accreditations.length > 0 && (
                      <p className="mt-3 flex flex-wrap gap-2">
                        {clinic.accreditations.map((accreditation) => (
                          <span
                            key={accreditation.issuer}
                            className="inline-flex items-center gap-1 rounded-full bg-accent-soft px-2.5 py-0.5 text-xs font-medium text-accent"
                          >
                            <Icon name="lucide:badge-check" />
                            {accreditation.issuer}
                          </span>
                        ))}
                      </p>
                    )}
                    <CompareLink
                      clinic={clinic.slug}
                      className="mt-4 inline-flex items-center gap-1.5 text-sm font-semibold text-accent underline-offset-4 hover:underline"
                    />
                  </li>
                ))}
              </ul>
            </PageSection>
          )}
        </div>
        <aside className="flex flex-col gap-6 lg:sticky lg:top-24 lg:self-start">
          <dl className="grid gap-4 rounded-2xl border border-line bg-surface p-6 shadow-sm">
            {facts.map((fact) => (
              <Fact key={fact.label} icon={fact.icon} label={fact.label}>
                {fact.value}
              </Fact>
            ))}
          </dl>
          {destination.services.length > 0 && (
            <div className="rounded-2xl border border-line bg-surface p-6">
              <p className="text-sm text-ink-muted">{t('quote_note')}</p>
              <LocalizedLink to={`/quotes/new?destination=${destination.slug}`} className={`mt-4 w-full ${buttonStyles.solid}`}>
                <Icon name="lucide:file-text" />
                {t('get_quote')}
              </LocalizedLink>
            </div>
          )}
          {destination.services.length > 0 && (
            <section aria-labelledby="treatments-title" className="rounded-2xl border border-line bg-surface p-6">
              <h2 id="treatments-title" className="font-semibold">
                {t('treatments')}
              </h2>
              <ul className="mt-3 grid gap-1">
                {destination.services.map((service) => (
                  <li key={service.slug}>
                    <LocalizedLink
                      to={`/medical-services/${service.slug}`}
                      className="flex items-center gap-2 rounded-lg px-2 py-1.5 text-sm hover:bg-surface-muted"
                    >
                      <Icon name={service.icon} className="text-accent" />
                      {service.name}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </section>
          )}
        </aside>
      </div>
    </article>
  )
}
