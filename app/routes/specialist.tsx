import { Fact } from '~/catalogue/ui/fact'
import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { pageAlternates, requirePage } from '~/content-editing/moved-slug.server'
import { PREVIEW_PARAM } from '~/content-editing/preview-param'
import { readWithPreview } from '~/content-editing/preview.server'
import { useFormatter, useLocale, useTranslations } from 'use-intl'
import { stepOneUrl } from '~/booking/booking-url'
import { getSpecialistProfile, type SpecialistProfile } from '~/catalogue/specialist-profile.server'
import { ExampleProfileNote } from '~/catalogue/ui/example-profile-note'
import { languageList } from '~/catalogue/ui/specialist-card'
import { SpecialistPortrait } from '~/catalogue/ui/specialist-portrait'
import { invariantParam } from '~/errors/not-found'
import { isSlug } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath, type Locale } from '~/i18n/locales'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta, useOrigin } from '~/navigation/seo-links'
import { RatingSummaryLine } from '~/reviews/ui/rating-summary-line'
import { ReviewsBody } from '~/reviews/ui/reviews-section'
import { REVIEWS_PAGE_PARAM, reviewsPageNumber } from '~/reviews/public-review'
import { reviewsByKey } from '~/reviews/published-reviews.server'
import { database } from '~/db/db.server'
import { JsonLd } from '~/seo/json-ld'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { PageSection } from '~/ui/page-section'
import type { Route } from './+types/specialist'

/** The query parameters it reads (a draft's preview token, honoured for content editors): the only ones the page cache keys and renders it by (docs/decisions/029). */
const QUERY = pageQuery(PREVIEW_PARAM, REVIEWS_PAGE_PARAM)

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

export async function loader({ params, url, context }: Route.LoaderArgs) {
  invariantParam(isSlug(params.slug), url)
  const locale = pageLocale(context)
  const { data, preview } = await readWithPreview(context, url, 'specialist', (db) => getSpecialistProfile(db, locale, params.slug))
  const specialist = await requirePage(data, 'specialist', locale, params.slug, url)
  const alternates = await pageAlternates(database(), 'specialist', locale, params.slug)
  // Reviews (issue 31): the rating and the page of reviews asked for (?reviews-page=2#reviews).
  const reviews = await reviewsByKey(database(), 'specialist', specialist.key, locale, reviewsPageNumber(QUERY.read(url)[REVIEWS_PAGE_PARAM]))
  return { specialist, preview, alternates, reviews }
}

/** schema.org's Physician, with its rating only when patients have rated them (and its value only from three reviews). */
function physicianJsonLd(specialist: SpecialistProfile, url: string, clinicUrl: string) {
  const { rating } = specialist
  return {
    '@type': 'Physician',
    '@id': url,
    url,
    name: specialist.name,
    description: specialist.bio.join(' '),
    jobTitle: specialist.title,
    ...(specialist.picture ? { image: specialist.picture.src } : {}),
    ...(specialist.languages.length > 0 ? { knowsLanguage: specialist.languages } : {}),
    ...(specialist.licenceNumber
      ? {
          identifier: {
            '@type': 'PropertyValue',
            propertyID: specialist.licenceBody || 'licence',
            value: specialist.licenceNumber,
          },
        }
      : {}),
    ...(specialist.education.length > 0 ? { alumniOf: specialist.education.map((name) => ({ '@type': 'EducationalOrganization', name })) } : {}),
    worksFor: { '@type': 'MedicalClinic', name: specialist.clinic.name, url: clinicUrl, address: specialist.clinic.address },
    address: specialist.clinic.address,
    availableService: specialist.treatments.map((treatment) => ({ '@type': 'MedicalProcedure', name: treatment.name })),
    ...(rating.count > 0 && rating.average !== null
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: rating.average, reviewCount: rating.count, bestRating: 5, worstRating: 1 } }
      : {}),
  }
}

export default function Specialist({ loaderData: { specialist, reviews } }: Route.ComponentProps) {
  const t = useTranslations('specialist_profile')
  const locale = useLocale()
  const format = useFormatter()
  const origin = useOrigin()
  const { clinic } = specialist
  const city = clinic.destinationName
  const clinicPath = `/clinics/${clinic.slug}`
  const credentials = [
    specialist.licenceNumber && {
      icon: 'lucide:shield-check',
      label: t('licence'),
      value: specialist.licenceBody
        ? t('licence_value', { number: specialist.licenceNumber, body: specialist.licenceBody })
        : specialist.licenceNumber,
    },
    { icon: 'lucide:award', label: t('years'), value: t('years_value', { years: specialist.yearsOfExperience }) },
    specialist.proceduresPerYear !== null && {
      icon: 'lucide:activity',
      label: t('procedures'),
      value: t('procedures_value', { count: format.number(specialist.proceduresPerYear) }),
    },
  ].filter((fact): fact is { icon: string; label: string; value: string } => Boolean(fact))
  const single = specialist.treatments.length === 1 ? specialist.treatments[0] : undefined
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageMeta
        title={`${specialist.name}, ${specialist.title}`}
        description={t('meta_description', { name: specialist.name, title: specialist.title, clinic: clinic.name, city })}
      />
      <JsonLd
        data={physicianJsonLd(
          specialist,
          `${origin}${localizePath(`/specialists/${specialist.slug}`, locale as Locale)}`,
          `${origin}${localizePath(clinicPath, locale as Locale)}`,
        )}
      />
      <LocalizedLink to={clinicPath} className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
        <Icon name="lucide:arrow-left" />
        {t('back', { clinic: clinic.name })}
      </LocalizedLink>
      {/* On a phone the booking box follows the header; beside everything from 1024 px. */}
      <div className="mt-6 grid gap-x-8 lg:grid-cols-[1fr_22rem]">
        <div className="min-w-0">
          <div className="flex flex-col gap-6 sm:flex-row sm:items-center">
            <SpecialistPortrait name={specialist.name} picture={specialist.picture} size="large" eager />
            <div className="min-w-0">
              <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{specialist.name}</h1>
              <p className="mt-2 text-lg font-medium text-accent">{specialist.title}</p>
              <p className="mt-1 text-ink-muted">
                <LocalizedLink to={clinicPath} className="hover:underline">
                  {t('at_clinic', { clinic: clinic.name, city })}
                </LocalizedLink>
              </p>
              {/* Reviews (issue 31): the rating in one line, to the reviews below. */}
              <a href="#reviews" className="mt-2 inline-block rounded-md hover:underline">
                <RatingSummaryLine summary={specialist.rating} />
              </a>
            </div>
          </div>
          {specialist.example && <ExampleProfileNote>{t('example')}</ExampleProfileNote>}
        </div>
        <aside className="mt-8 flex flex-col gap-6 lg:sticky lg:top-24 lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-0 lg:self-start">
          <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm">
            {specialist.treatments.length > 0 && (
              <>
                {single ? (
                  <LocalizedLink to={stepOneUrl({ service: single.key, clinic: clinic.key })} className={`w-full ${buttonStyles.solid}`}>
                    <Icon name="lucide:calendar-check" />
                    {t('book_assessment')}
                  </LocalizedLink>
                ) : (
                  <a href="#treatments" className={`w-full ${buttonStyles.solid}`}>
                    <Icon name="lucide:calendar-check" />
                    {t('book_assessment')}
                  </a>
                )}
                <p className="mt-3 text-xs text-ink-muted">{t('book_note', { clinic: clinic.name })}</p>
              </>
            )}
            <LocalizedLink
              to={`/quotes/new?${new URLSearchParams({ ...(single ? { service: single.slug } : {}), destination: clinic.destinationSlug })}`}
              className={`mt-5 w-full first:mt-0 ${buttonStyles.outline}`}
            >
              <Icon name="lucide:file-text" />
              {t('get_quote')}
            </LocalizedLink>
            <p className="mt-3 text-xs text-ink-muted">{t('quote_note')}</p>
          </div>
          <dl className="grid gap-4 rounded-2xl border border-line bg-surface p-6">
            {specialist.languages.length > 0 && (
              <Fact icon="lucide:languages" label={t('languages')}>
                {languageList(specialist.languages, locale)}
              </Fact>
            )}
            <Fact icon="lucide:building-complex" label={t('clinic')} plain>
              <LocalizedLink to={clinicPath} className="font-semibold text-accent hover:underline">
                {clinic.name}
              </LocalizedLink>
              <span className="block text-sm text-ink-muted">{clinic.address}</span>
            </Fact>
          </dl>
        </aside>
        <div className="min-w-0">
          {specialist.bio.length > 0 && (
            <PageSection id="about" title={t('about')}>
              {specialist.bio.map((paragraph) => (
                <p key={paragraph} className="mt-3 first:mt-0">
                  {paragraph}
                </p>
              ))}
            </PageSection>
          )}
          <PageSection id="credentials" title={t('credentials')}>
            <dl className="grid gap-4 sm:grid-cols-2">
              {credentials.map((fact) => (
                <div key={fact.label} className="relative rounded-2xl border border-line bg-surface p-4 pl-12">
                  <dt className="text-sm text-ink-muted">
                    <Icon name={fact.icon} className="absolute top-5 left-4 size-5 text-accent" />
                    {fact.label}
                  </dt>
                  <dd className="font-semibold">{fact.value}</dd>
                </div>
              ))}
            </dl>
            {specialist.education.length > 0 && (
              <>
                <h3 className="mt-8 text-lg font-semibold">{t('education')}</h3>
                <ul className="mt-3 grid gap-2">
                  {specialist.education.map((item) => (
                    <li key={item} className="flex gap-3">
                      <Icon name="lucide:book-open" className="mt-1 shrink-0 text-accent" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
            {specialist.fellowships.length > 0 && (
              <>
                <h3 className="mt-8 text-lg font-semibold">{t('fellowships')}</h3>
                <ul className="mt-3 grid gap-2">
                  {specialist.fellowships.map((item) => (
                    <li key={item} className="flex gap-3">
                      <Icon name="lucide:award" className="mt-1 shrink-0 text-accent" />
                      <span>{item}</span>
                    </li>
                  ))}
                </ul>
              </>
            )}
          </PageSection>
          {specialist.treatments.length > 0 && (
            <PageSection id="treatments" title={t('treatments')}>
              <ul className="grid gap-2 sm:grid-cols-2">
                {specialist.treatments.map((treatment) => (
                  <li key={treatment.key} className="flex items-center justify-between gap-3 rounded-2xl border border-line bg-surface p-3 pl-4">
                    <LocalizedLink
                      to={`/medical-services/${treatment.slug}`}
                      className="inline-flex min-w-0 items-center gap-2 font-medium hover:underline"
                    >
                      <Icon name={treatment.icon} className="shrink-0 text-accent" />
                      {treatment.name}
                    </LocalizedLink>
                    <LocalizedLink
                      to={stepOneUrl({ service: treatment.key, clinic: clinic.key })}
                      aria-label={t('book_label', { treatment: treatment.name })}
                      className={`${buttonStyles.outline} shrink-0 px-3 py-1.5 text-sm`}
                    >
                      {t('book')}
                    </LocalizedLink>
                  </li>
                ))}
              </ul>
            </PageSection>
          )}
          {/* Reviews (issue 31): the published rating; the list of reviews joins this section. */}
          <PageSection id="reviews" title={t('reviews')}>
            <ReviewsBody reviews={reviews} />
          </PageSection>
        </div>
      </div>
    </article>
  )
}
