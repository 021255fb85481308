import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { pageAlternates, requirePage } from '~/content-editing/moved-slug.server'
import { PREVIEW_PARAM } from '~/content-editing/preview-param'
import { readWithPreview } from '~/content-editing/preview.server'
import { useTranslations } from 'use-intl'
import { getService } from '~/catalogue/services.server'
import { compareCandidates } from '~/catalogue/compare.server'
import { ComparePicker } from '~/catalogue/ui/compare-picker'
import { isSlug } from '~/http/params'
import { PriceRange } from '~/catalogue/ui/price'
import { ServiceArt } from '~/catalogue/ui/service-art'
import { SpecialistCard } from '~/catalogue/ui/specialist-card'
import { ContentPicture } from '~/ui/content-picture'
import { invariantParam } from '~/errors/not-found'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta, useOrigin } from '~/navigation/seo-links'
import { serviceOgImage } from '~/seo/og-images'
import { JsonLd, organization } from '~/seo/json-ld'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { PageSection as Section } from '~/ui/page-section'
import { pageLocale } from '~/http/request-scope.server'
import { database } from '~/db/db.server'
import { REVIEWS_PAGE_PARAM, reviewsPageNumber } from '~/reviews/public-review'
import { reviewsByKey } from '~/reviews/published-reviews.server'
import { RatingSummaryLine } from '~/reviews/ui/rating-summary-line'
import { ReviewsSection } from '~/reviews/ui/reviews-section'
import type { Route } from './+types/medical-service'

/** The query parameters it reads (a draft's preview token, honoured for content editors): the only ones the page cache keys and renders it by (docs/decisions/029). */
const QUERY = pageQuery(PREVIEW_PARAM, REVIEWS_PAGE_PARAM)

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

export async function loader({ params, url, context }: Route.LoaderArgs) {
  invariantParam(isSlug(params.slug), url)
  const locale = pageLocale(context)
  const { data, preview } = await readWithPreview(context, url, 'service', (db) => getService(db, locale, params.slug))
  const service = await requirePage(data, 'service', locale, params.slug, url)
  const alternates = await pageAlternates(database(), 'service', locale, params.slug)
  // The clinics offering it, to pick two or three to compare (issue 31).
  const compareClinics = await compareCandidates(database(), locale, service.key)
  const reviews = await reviewsByKey(database(), 'service', service.key, locale, reviewsPageNumber(QUERY.read(url)[REVIEWS_PAGE_PARAM]))
  return { service, preview, alternates, reviews, compareClinics }
}

export default function MedicalService({ loaderData: { service, reviews, compareClinics } }: Route.ComponentProps) {
  const t = useTranslations('services')
  const tMeta = useTranslations('meta')
  const origin = useOrigin()
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageMeta
        title={service.name}
        description={service.summary}
        image={{ path: serviceOgImage(service), alt: tMeta('image_alt_service', { name: service.name }) }}
      />
      <JsonLd
        data={{
          '@type': 'MedicalProcedure',
          name: service.name,
          description: service.summary,
          ...(service.category === 'eye' ? { bodyLocation: 'Eye' } : {}),
          preparation: service.requirements.join(' '),
          howPerformed: service.procedure.join(' '),
          provider: organization(origin),
          offers: {
            '@type': 'AggregateOffer',
            lowPrice: service.priceFrom,
            highPrice: service.priceTo,
            priceCurrency: service.currency,
          },
        }}
      />
      <LocalizedLink to="/medical-services" className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
        <Icon name="lucide:arrow-left" />
        {t('back')}
      </LocalizedLink>
      <div className="mt-6 grid gap-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{service.name}</h1>
          <p className="mt-4 text-lg text-ink-muted">{service.summary}</p>
          <a href="#reviews" className="mt-3 inline-block rounded-md hover:underline">
            <RatingSummaryLine summary={reviews.summary} />
          </a>
          {service.picture ? (
            <ContentPicture picture={service.picture} sizes="(min-width: 1024px) 50vw, 100vw" eager className="mt-8 h-auto w-full rounded-2xl" />
          ) : (
            <ServiceArt icon={service.icon} category={service.category} className="mt-8 rounded-2xl" />
          )}
          <Section id="about" title={t('about')}>
            <div className="prose-content" dangerouslySetInnerHTML={{ __html: service.aboutHtml }} />
          </Section>
          <Section id="requirements" title={t('requirements')}>
            <ul className="grid gap-2">
              {service.requirements.map((item) => (
                <li key={item} className="flex gap-3">
                  <Icon name="lucide:circle-check" className="mt-1 shrink-0 text-accent" />
                  <span>{item}</span>
                </li>
              ))}
            </ul>
          </Section>
          <Section id="results" title={t('results')}>
            <div className="prose-content" dangerouslySetInnerHTML={{ __html: service.resultsHtml }} />
          </Section>
          <Section id="procedure" title={t('procedure')}>
            <ol className="grid gap-3">
              {service.procedure.map((step, index) => (
                <li key={step} className="flex gap-3">
                  <span className="grid size-7 shrink-0 place-items-center rounded-full bg-accent-soft text-sm font-semibold text-accent">
                    {index + 1}
                  </span>
                  <span className="pt-0.5">{step}</span>
                </li>
              ))}
            </ol>
          </Section>
          <Section id="specialists" title={t('specialists')}>
            <ul className="grid gap-4 sm:grid-cols-2">
              {service.specialists.map((specialist) => (
                <li key={specialist.slug}>
                  <SpecialistCard specialist={{ ...specialist, slug: specialist.profileSlug }}>
                    <p className="mt-1 text-sm text-ink-muted">
                      <LocalizedLink
                        to={`/clinics/${specialist.clinicSlug}`}
                        className="relative z-10 underline underline-offset-2 hover:text-accent"
                      >
                        {t('at_clinic', { clinic: specialist.clinic, city: specialist.city })}
                      </LocalizedLink>{' '}
                      · {t('years_experience', { years: specialist.yearsOfExperience })}
                    </p>
                    <p className="mt-3 text-sm">{specialist.bio}</p>
                  </SpecialistCard>
                </li>
              ))}
            </ul>
          </Section>
          {compareClinics.length > 1 && (
            <div className="mt-8">
              <ComparePicker treatment={service} clinics={compareClinics} />
            </div>
          )}
          <Section id="destinations" title={t('destinations')}>
            <ul className="grid gap-4 sm:grid-cols-2">
              {service.destinations.map((destination) => (
                <li key={destination.slug}>
                  <LocalizedLink
                    to={`/destinations/${destination.slug}`}
                    className="flex h-full items-start gap-3 rounded-2xl border border-line bg-surface p-4 hover:border-accent"
                  >
                    <Icon name={`flag:${destination.countryCode.toLowerCase()}-4x3`} className="mt-1 h-4 w-6 shrink-0 rounded-sm" />
                    <span>
                      <span className="block font-semibold">
                        {destination.name}, {destination.country}
                      </span>
                      <span className="mt-1 block text-sm text-ink-muted">{destination.summary}</span>
                    </span>
                  </LocalizedLink>
                </li>
              ))}
            </ul>
          </Section>
          <ReviewsSection reviews={reviews} />
        </div>
        <aside className="lg:sticky lg:top-24 lg:self-start">
          <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
            <p className="text-sm text-ink-muted">{t('price_label')}</p>
            <p className="mt-1 text-2xl font-bold">
              <PriceRange from={service.priceFrom} to={service.priceTo} currency={service.currency} />
            </p>
            <p className="mt-1 text-xs text-ink-muted">{t('price_note', { currency: service.currency })}</p>
            <dl className="mt-5 grid gap-3 text-sm">
              <div className="flex items-center gap-2">
                <dt>
                  <Icon name="lucide:timer" className="text-accent" />
                </dt>
                <dd>{t('duration', { minutes: service.durationMinutes })}</dd>
              </div>
              <div className="flex items-center gap-2">
                <dt>
                  <Icon name="lucide:heart-pulse" className="text-accent" />
                </dt>
                <dd>
                  {service.recoveryDaysMin === service.recoveryDaysMax
                    ? t('recovery', { min: service.recoveryDaysMin })
                    : t('recovery_range', { min: service.recoveryDaysMin, max: service.recoveryDaysMax })}
                </dd>
              </div>
            </dl>
            <LocalizedLink to={`/appointments/new?service=${service.key}`} className={`mt-6 w-full ${buttonStyles.solid}`}>
              <Icon name="lucide:calendar-check" />
              {t('book_assessment')}
            </LocalizedLink>
            <p className="mt-3 text-xs text-ink-muted">{t('assessment_note')}</p>
            <LocalizedLink to={`/quotes/new?service=${service.slug}`} className={`mt-5 w-full ${buttonStyles.outline}`}>
              <Icon name="lucide:file-text" />
              {t('get_quote')}
            </LocalizedLink>
            <p className="mt-3 text-xs text-ink-muted">{t('quote_note')}</p>
          </div>
        </aside>
      </div>
    </article>
  )
}
