import { Fact } from '~/catalogue/ui/fact'
import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { pageAlternates, requirePage } from '~/content-editing/moved-slug.server'
import { PREVIEW_PARAM } from '~/content-editing/preview-param'
import { readWithPreview } from '~/content-editing/preview.server'
import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { WINDOW_DAYS } from '~/booking/availability.server'
import { stepOneUrl } from '~/booking/booking-url'
import { getClinicProfile, type ClinicProfile } from '~/catalogue/clinic-profile.server'
import { ExampleProfileNote } from '~/catalogue/ui/example-profile-note'
import { DestinationMapImage } from '~/catalogue/ui/destination-map'
import { MapDialog } from '~/catalogue/ui/map-dialog'
import { PriceRange } from '~/catalogue/ui/price'
import { ServiceArt } from '~/catalogue/ui/service-art'
import { languageList, SpecialistCard } from '~/catalogue/ui/specialist-card'
import { invariantParam } from '~/errors/not-found'
import { isSlug } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta, useOrigin } from '~/navigation/seo-links'
import { localizePath, type Locale } from '~/i18n/locales'
import { destinationOgImage } from '~/seo/og-images'
import { JsonLd } from '~/seo/json-ld'
import { RatingSummaryLine } from '~/reviews/ui/rating-summary-line'
import { ReviewsBody } from '~/reviews/ui/reviews-section'
import { REVIEWS_PAGE_PARAM, reviewsPageNumber } from '~/reviews/public-review'
import { reviewsByKey } from '~/reviews/published-reviews.server'
import { database } from '~/db/db.server'
import { buttonStyles } from '~/ui/button-styles'
import { ContentPicture } from '~/ui/content-picture'
import { Icon } from '~/ui/icon/icon'
import { PageSection } from '~/ui/page-section'
import type { Route } from './+types/clinic'

/** The query parameters it reads (a draft's preview token, honoured for content editors): the only ones the page cache keys and renders it by (docs/decisions/029). */
const QUERY = pageQuery(PREVIEW_PARAM, REVIEWS_PAGE_PARAM)

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020; its next free hour is at most five minutes old). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

export async function loader({ params, url, context }: Route.LoaderArgs) {
  invariantParam(isSlug(params.slug), url)
  const locale = pageLocale(context)
  const { data, preview } = await readWithPreview(context, url, 'clinic', (db) => getClinicProfile(db, locale, params.slug))
  const clinic = await requirePage(data, 'clinic', locale, params.slug, url)
  const alternates = await pageAlternates(database(), 'clinic', locale, params.slug)
  // Reviews (issue 31): the rating and the page of reviews asked for (?reviews-page=2#reviews).
  const reviews = await reviewsByKey(database(), 'clinic', clinic.key, locale, reviewsPageNumber(QUERY.read(url)[REVIEWS_PAGE_PARAM]))
  return { clinic, preview, alternates, windowWeeks: WINDOW_DAYS / 7, reviews }
}

/** schema.org's MedicalClinic, with its rating only when patients have rated it (and its value only from three reviews). */
function clinicJsonLd(clinic: ClinicProfile, url: string) {
  const { rating } = clinic
  const latitude = clinic.latitude ?? clinic.destination.latitude
  const longitude = clinic.longitude ?? clinic.destination.longitude
  return {
    '@type': 'MedicalClinic',
    '@id': url,
    url,
    name: clinic.name,
    description: clinic.description,
    address: {
      '@type': 'PostalAddress',
      streetAddress: clinic.address,
      addressLocality: clinic.destination.name,
      addressCountry: clinic.destination.countryCode,
    },
    geo: { '@type': 'GeoCoordinates', latitude, longitude },
    ...(clinic.picture ? { image: clinic.picture.src } : {}),
    currenciesAccepted: clinic.destination.currency,
    ...(clinic.languages.length > 0 ? { knowsLanguage: clinic.languages } : {}),
    ...(clinic.treatments.some((treatment) => treatment.category === 'eye') ? { medicalSpecialty: 'Optometric' } : {}),
    availableService: clinic.treatments.map((treatment) => ({ '@type': 'MedicalProcedure', name: treatment.name })),
    ...(clinic.accreditations.length > 0
      ? { hasCredential: clinic.accreditations.map((a) => ({ '@type': 'EducationalOccupationalCredential', name: a.issuer })) }
      : {}),
    employee: clinic.specialists.map((specialist) => ({ '@type': 'Physician', name: specialist.name })),
    ...(rating.count > 0 && rating.average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  }
}

/** A time zone's name as the page's language says it at that instant ("Colombia Standard Time", "hora de Colombia"). */
function zoneName(instant: string, timeZone: string, locale: string) {
  const parts = new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: 'long' }).formatToParts(new Date(instant))
  return parts.find((part) => part.type === 'timeZoneName')?.value ?? timeZone
}

export default function Clinic({ loaderData: { clinic, windowWeeks, reviews } }: Route.ComponentProps) {
  const t = useTranslations('clinic_profile')
  const tMeta = useTranslations('meta')
  const locale = useLocale()
  const format = useFormatter()
  const { destination } = clinic
  const city = destination.name
  const place = {
    key: destination.key,
    latitude: destination.latitude,
    longitude: destination.longitude,
    countryCode: destination.countryCode,
    name: city,
  }
  const next = clinic.nextAssessment
  const nextTreatment = next ? clinic.treatments.find((treatment) => treatment.key === next.serviceKey) : undefined
  const osm =
    clinic.latitude !== null && clinic.longitude !== null
      ? `https://www.openstreetmap.org/?mlat=${clinic.latitude}&mlon=${clinic.longitude}#map=17/${clinic.latitude}/${clinic.longitude}`
      : null
  const origin = useOrigin()
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageMeta
        title={`${clinic.name}, ${city}`}
        description={t('meta_description', { name: clinic.name, city, country: destination.country })}
        image={{ path: destinationOgImage(destination.key), alt: tMeta('image_alt_destination', { country: destination.country, city }) }}
      />
      <JsonLd data={clinicJsonLd(clinic, `${origin}${localizePath(`/clinics/${clinic.slug}`, locale as Locale)}`)} />
      <LocalizedLink
        to={`/destinations/${destination.slug}`}
        className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline"
      >
        <Icon name="lucide:arrow-left" />
        {t('back', { city })}
      </LocalizedLink>
      {/* On a phone the booking box follows the header; beside everything from 1024 px. */}
      <div className="mt-6 grid gap-x-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <p className="flex items-center gap-2 text-ink-muted">
            <Icon name={`flag:${destination.countryCode.toLowerCase()}-4x3`} className="h-4 w-6 rounded-[2px]" />
            {city}, {destination.country}
          </p>
          <h1 className="mt-1 text-3xl font-bold tracking-tight sm:text-5xl">{clinic.name}</h1>
          {/* Reviews (issue 31): the rating in one line, to the reviews below. */}
          <a href="#reviews" className="mt-3 inline-block rounded-md hover:underline">
            <RatingSummaryLine summary={clinic.rating} />
          </a>
          {clinic.description && <p className="mt-4 text-lg text-ink-muted">{clinic.description}</p>}
          {clinic.example && <ExampleProfileNote>{t('example')}</ExampleProfileNote>}
          {clinic.picture ? (
            <ContentPicture picture={clinic.picture} sizes="(min-width: 1024px) 50vw, 100vw" eager className="mt-8 h-auto w-full rounded-2xl" />
          ) : (
            <ServiceArt icon="lucide:building-complex" category="eye" className="mt-8 rounded-2xl" />
          )}
        </div>
        <aside className="mt-8 flex flex-col gap-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-start">
          <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
            <h2 className="text-sm text-ink-muted">{t('next_assessment')}</h2>
            {next ? (
              <>
                <p className="mt-1 text-xl font-bold">
                  <time dateTime={next.startsAt}>
                    {format.dateTime(new Date(next.startsAt), {
                      weekday: 'long',
                      day: 'numeric',
                      month: 'long',
                      hour: '2-digit',
                      minute: '2-digit',
                      timeZone: next.timeZone,
                    })}
                  </time>
                </p>
                <p className="mt-1 text-sm text-ink-muted">
                  {nextTreatment && t('next_assessment_for', { treatment: nextTreatment.name })} ({zoneName(next.startsAt, next.timeZone, locale)})
                </p>
                <LocalizedLink
                  to={stepOneUrl({ service: next.serviceKey, clinic: clinic.key, date: next.date })}
                  className={`mt-5 w-full ${buttonStyles.solid}`}
                >
                  <Icon name="lucide:calendar-check" />
                  {t('book_hour')}
                </LocalizedLink>
                <p className="mt-3 text-xs text-ink-muted">{t('book_note')}</p>
              </>
            ) : (
              <p className="mt-2 text-sm">{t('no_assessment', { weeks: windowWeeks })}</p>
            )}
            <LocalizedLink to={`/quotes/new?destination=${destination.slug}`} className={`mt-5 w-full ${buttonStyles.outline}`}>
              <Icon name="lucide:file-text" />
              {t('get_quote')}
            </LocalizedLink>
            <p className="mt-3 text-xs text-ink-muted">{t('quote_note', { city })}</p>
          </div>
          <dl className="grid gap-4 rounded-2xl border border-line bg-surface p-6">
            {clinic.languages.length > 0 && (
              <Fact icon="lucide:languages" label={t('languages')}>
                {languageList(clinic.languages, locale)}
              </Fact>
            )}
            <Fact icon="lucide:banknote" label={t('currency')}>
              {new Intl.DisplayNames([locale], { type: 'currency' }).of(destination.currency)} ({destination.currency})
            </Fact>
          </dl>
        </aside>
        <div className="min-w-0">
          {clinic.treatments.length > 0 && (
            <PageSection id="treatments" title={t('treatments')}>
              <p className="text-sm text-ink-muted">
                {t('treatments_note', {
                  currency: `${new Intl.DisplayNames([locale], { type: 'currency' }).of(destination.currency)} (${destination.currency})`,
                })}
              </p>
              <table className="mt-4 w-full text-left">
                <thead>
                  <tr className="border-b border-line text-sm text-ink-muted">
                    <th scope="col" className="py-2 pr-4 font-medium">
                      {t('treatment')}
                      <span className="sm:hidden"> · {t('price')}</span>
                    </th>
                    <th scope="col" className="hidden py-2 pr-4 font-medium sm:table-cell">
                      {t('price')}
                    </th>
                    <td />
                  </tr>
                </thead>
                <tbody>
                  {clinic.treatments.map((treatment) => {
                    // On a phone the price goes under the name (its own column from 640 px).
                    const price = treatment.price ? (
                      <span className="font-semibold whitespace-nowrap">
                        <PriceRange from={treatment.price.from} to={treatment.price.to} currency={destination.currency} />
                      </span>
                    ) : (
                      <span className="text-ink-muted">{t('price_in_quote')}</span>
                    )
                    return (
                      <tr key={treatment.key} className="border-b border-line">
                        <th scope="row" className="py-3 pr-4 font-medium">
                          <LocalizedLink to={`/medical-services/${treatment.slug}`} className="inline-flex items-center gap-2 hover:underline">
                            <Icon name={treatment.icon} className="shrink-0 text-accent" />
                            {treatment.name}
                          </LocalizedLink>
                          <span className="mt-1 block text-sm font-normal sm:hidden">{price}</span>
                        </th>
                        <td className="hidden py-3 pr-4 text-sm sm:table-cell">{price}</td>
                        <td className="py-3 text-right">
                          {treatment.bookable && (
                            <LocalizedLink
                              to={stepOneUrl({ service: treatment.key, clinic: clinic.key })}
                              aria-label={t('book_label', { treatment: treatment.name })}
                              className={`${buttonStyles.outline} px-3 py-1.5 text-sm`}
                            >
                              {t('book')}
                            </LocalizedLink>
                          )}
                        </td>
                      </tr>
                    )
                  })}
                </tbody>
              </table>
            </PageSection>
          )}
          {clinic.specialists.length > 0 && (
            <PageSection id="specialists" title={t('specialists')}>
              <ul className="grid gap-4 sm:grid-cols-2">
                {clinic.specialists.map((specialist) => (
                  <li key={specialist.slug}>
                    <SpecialistCard specialist={specialist}>
                      <p className="mt-1 text-sm text-ink-muted">{t('years_experience', { years: specialist.yearsOfExperience })}</p>
                    </SpecialistCard>
                  </li>
                ))}
              </ul>
            </PageSection>
          )}
          {clinic.accreditations.length > 0 && (
            <PageSection id="accreditations" title={t('accreditations')}>
              <ul className="grid gap-3 sm:grid-cols-2">
                {clinic.accreditations.map((accreditation) => (
                  <li key={`${accreditation.issuer}-${accreditation.number}`} className="flex gap-3 rounded-2xl border border-line bg-surface p-4">
                    <Icon name="lucide:badge-check" className="mt-1 size-5 shrink-0 text-accent" />
                    <div className="min-w-0 text-sm">
                      <p className="text-base font-semibold">{accreditation.issuer}</p>
                      {accreditation.number && <p className="text-ink-muted">{t('accreditation_number', { number: accreditation.number })}</p>}
                      {accreditation.validUntil && (
                        <p className="text-ink-muted">
                          {t('valid_until', {
                            date: format.dateTime(new Date(`${accreditation.validUntil}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' }),
                          })}
                        </p>
                      )}
                      {accreditation.registerUrl && (
                        <a
                          href={accreditation.registerUrl}
                          target="_blank"
                          rel="noopener noreferrer"
                          className="mt-1 inline-flex items-center gap-1 font-medium text-accent hover:underline"
                        >
                          {t('check_register')}
                          <span className="sr-only"> {t('new_tab')}</span>
                          <Icon name="lucide:external-link" />
                        </a>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </PageSection>
          )}
          {clinic.equipment.length > 0 && (
            <PageSection id="equipment" title={t('equipment')}>
              <ul className="grid gap-2">
                {clinic.equipment.map((item) => (
                  <li key={item} className="flex gap-3">
                    <Icon name="lucide:microscope" className="mt-1 shrink-0 text-accent" />
                    <span>{item}</span>
                  </li>
                ))}
              </ul>
            </PageSection>
          )}
          <PageSection id="location" title={t('location')}>
            <div className="grid gap-6 sm:grid-cols-2">
              <div>
                <h3 className="font-semibold">{t('address')}</h3>
                <p className="mt-1 flex gap-2">
                  <Icon name="lucide:map-pin" className="mt-1 shrink-0 text-accent" />
                  <span>{clinic.address}</span>
                </p>
                {osm && (
                  <a
                    href={osm}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="mt-2 inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline"
                  >
                    {t('open_in_osm')}
                    <span className="sr-only"> {t('new_tab')}</span>
                    <Icon name="lucide:external-link" />
                  </a>
                )}
                {clinic.gettingThere.length > 0 && (
                  <>
                    <h3 className="mt-6 flex items-center gap-2 font-semibold">
                      <Icon name="lucide:plane" className="text-accent" />
                      {t('from_airport')}
                    </h3>
                    {clinic.gettingThere.map((paragraph) => (
                      <p key={paragraph} className="mt-2">
                        {paragraph}
                      </p>
                    ))}
                  </>
                )}
              </div>
              <div>
                <div className="overflow-hidden rounded-2xl border border-line">
                  <DestinationMapImage place={place} alt={t('map_alt', { city, country: destination.country })} />
                </div>
                <div className="mt-3">
                  <MapDialog place={place} />
                </div>
              </div>
            </div>
          </PageSection>
          {/* Reviews (issue 31): the published rating and the reviews, ten a page. */}
          <PageSection id="reviews" title={t('reviews')}>
            <ReviewsBody reviews={reviews} />
          </PageSection>
        </div>
      </div>
    </article>
  )
}
