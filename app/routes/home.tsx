import type { PageCacheHandle } from '~/http/page-cache-policy'
import { useTranslations } from 'use-intl'
import { recentPosts } from '~/blog/blog.server'
import { PostCardView } from '~/blog/ui/post-card'
import { listDestinations, partnerAccreditations } from '~/catalogue/destinations.server'
import { listServices } from '~/catalogue/services.server'
import { DestinationCardView } from '~/catalogue/ui/destination-card'
import { ServiceCardView } from '~/catalogue/ui/service-card'
import { database } from '~/db/db.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta, useOrigin } from '~/navigation/seo-links'
import { JsonLd, organization } from '~/seo/json-ld'
import { readContactDetails } from '~/settings/settings.server'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { HeroIllustration } from '~/ui/illustrations/hero-illustration'
import { HydrateWhenSeen } from '~/ui/hydrate-when-seen'
import { island } from '~/ui/island'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/home'

/** Below the fold: its code (the form's, and its checks') loads once the page is interactive. */
const ContactForm = island(() => import('~/contact/contact-form').then((module) => module.ContactForm))

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true }

export async function loader({ context }: Route.LoaderArgs) {
  const db = database()
  const locale = pageLocale(context)
  const [services, destinations, accreditations, posts, contact] = await Promise.all([
    listServices(db, locale),
    listDestinations(db, locale),
    partnerAccreditations(db),
    recentPosts(db, locale, 3),
    readContactDetails(db),
  ])
  return {
    contact,
    services: services.filter((service) => service.category === 'eye').slice(0, 6),
    // One destination per country, for a representative first glance.
    destinations: destinations.filter((d, i, all) => all.findIndex((o) => o.countryCode === d.countryCode) === i).slice(0, 3),
    accreditations,
    posts,
  }
}

const highlights = [
  { icon: 'lucide:award', title: 'highlight_specialists', text: 'highlight_specialists_text' },
  { icon: 'lucide:plane', title: 'highlight_travel', text: 'highlight_travel_text' },
  { icon: 'lucide:heart-pulse', title: 'highlight_followup', text: 'highlight_followup_text' },
] as const

const travelSteps = ['one', 'two', 'three', 'four'] as const

export default function Home({ loaderData: { services, destinations, accreditations, posts, contact } }: Route.ComponentProps) {
  const t = useTranslations('home')
  const origin = useOrigin()
  return (
    <>
      <PageMeta />
      <JsonLd data={{ ...organization(origin, contact), description: t('lead') }} />
      <section className="relative overflow-hidden bg-gradient-to-b from-foam to-canvas dark:from-primary-950/40 dark:to-canvas">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 sm:px-6 md:grid-cols-2 md:py-20">
          <div>
            <p className="text-sm font-semibold tracking-wide text-accent uppercase">{t('eyebrow')}</p>
            <h1 className="mt-3 text-4xl font-bold tracking-tight text-balance sm:text-5xl lg:text-6xl">{t('title')}</h1>
            <p className="mt-5 max-w-xl text-lg text-ink-muted">{t('lead')}</p>
            <div className="mt-8 flex flex-wrap gap-3">
              <LocalizedLink to="/medical-services" className={buttonStyles.solid}>
                {t('cta_services')}
                <Icon name="lucide:arrow-right" />
              </LocalizedLink>
              <LocalizedLink to="/contact-us" className={buttonStyles.outline}>
                <Icon name="lucide:message-circle" />
                {t('cta_contact')}
              </LocalizedLink>
            </div>
          </div>
          <HeroIllustration title={t('hero_image_alt')} className="mx-auto w-full max-w-md md:max-w-none" />
        </div>
      </section>

      <HydrateWhenSeen as="section" aria-labelledby="highlights" className="render-when-near mx-auto max-w-7xl px-4 py-14 sm:px-6">
        <Highlights />
      </HydrateWhenSeen>
      <HydrateWhenSeen
        as="section"
        id="contact"
        aria-labelledby="contact-title"
        className="render-when-near scroll-mt-24 bg-accent-soft/60 dark:bg-primary-950/30"
      >
        <HomeContact />
      </HydrateWhenSeen>
      <HomeSection id="travel">
        <Travel destinations={destinations} />
      </HomeSection>
      <HomeSection id="treatments">
        <Treatments services={services} />
      </HomeSection>
      <HomeSection id="certificates">
        <Certificates accreditations={accreditations} />
      </HomeSection>
      <HomeSection id="blog-teaser">
        <BlogTeaser posts={posts} />
      </HomeSection>
    </>
  )
}

type HomeData = Route.ComponentProps['loaderData']

/**
 * A lower section of the page: laid out (render-when-near, app.css) and hydrated (ui/hydrate-when-seen) when it
 * comes near the screen. Its content is one element given data.
 */
function HomeSection({ id, children }: { id: string; children: React.ReactElement }) {
  return (
    <HydrateWhenSeen as="section" aria-labelledby={`${id}-title`} className="render-when-near mx-auto max-w-7xl px-4 py-12 sm:px-6">
      {children}
    </HydrateWhenSeen>
  )
}

/** A section's heading, lead and link to its full list. */
function SectionHeading({ id, title, lead, link }: { id: string; title: string; lead?: string; link?: { to: string; label: string } }) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div className="max-w-2xl">
        <h2 id={`${id}-title`} className="text-2xl font-bold tracking-tight sm:text-3xl">
          {title}
        </h2>
        {lead && <p className="mt-2 text-ink-muted">{lead}</p>}
      </div>
      {link && (
        <LocalizedLink to={link.to} className="inline-flex items-center gap-1 font-semibold text-accent hover:underline">
          {link.label}
          <Icon name="lucide:arrow-right" />
        </LocalizedLink>
      )}
    </div>
  )
}

function Highlights() {
  const t = useTranslations('home')
  return (
    <>
      <h2 id="highlights" className="text-2xl font-bold tracking-tight sm:text-3xl">
        {t('highlights_label')}
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {highlights.map((item) => (
          <li key={item.title} className="rounded-2xl border border-line bg-surface p-6">
            <span className="grid size-11 place-items-center rounded-xl bg-accent-soft text-accent">
              <Icon name={item.icon} className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(item.title)}</h3>
            <p className="mt-2 text-ink-muted">{t(item.text)}</p>
          </li>
        ))}
      </ul>
    </>
  )
}

function HomeContact() {
  const tc = useTranslations('contact')
  return (
    <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 sm:px-6 lg:grid-cols-[2fr_3fr] lg:gap-12">
      <div>
        <h2 id="contact-title" className="text-2xl font-bold tracking-tight sm:text-3xl">
          {tc('home_title')}
        </h2>
        <p className="mt-3 text-ink-muted">{tc('home_lead')}</p>
        <LocalizedLink to="/contact-us" className="mt-6 inline-flex items-center gap-1 font-semibold text-accent hover:underline">
          {tc('reach_title')}
          <Icon name="lucide:arrow-right" />
        </LocalizedLink>
      </div>
      <div className="rounded-2xl border border-line bg-surface p-6 shadow-sm sm:p-8">
        <ContactForm id="home-contact" />
      </div>
    </div>
  )
}

function Travel({ destinations }: Pick<HomeData, 'destinations'>) {
  const t = useTranslations('home')
  return (
    <>
      <SectionHeading id="travel" title={t('travel_title')} lead={t('travel_lead')} link={{ to: '/destinations', label: t('destinations_link') }} />
      <div className="mt-8">
        <ol className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {travelSteps.map((step, index) => (
            <li key={step} className="flex gap-3 rounded-2xl bg-accent-soft p-4">
              <span className="grid size-8 shrink-0 place-items-center rounded-full bg-accent font-semibold text-on-accent">{index + 1}</span>
              <span className="pt-1 text-sm font-medium">{t(`travel_steps.${step}`)}</span>
            </li>
          ))}
        </ol>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {destinations.map((destination) => (
            <li key={destination.slug}>
              <DestinationCardView destination={destination} headingLevel="h3" />
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}

function Treatments({ services }: Pick<HomeData, 'services'>) {
  const t = useTranslations('home')
  return (
    <>
      <SectionHeading
        id="treatments"
        title={t('treatments_title')}
        lead={t('treatments_lead')}
        link={{ to: '/medical-services', label: t('treatments_link') }}
      />
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {services.map((service) => (
          <li key={service.slug}>
            <ServiceCardView service={service} />
          </li>
        ))}
      </ul>
    </>
  )
}

function Certificates({ accreditations }: Pick<HomeData, 'accreditations'>) {
  const t = useTranslations('home')
  return (
    <>
      <SectionHeading id="certificates" title={t('certificates_title')} lead={t('certificates_lead')} />
      <ul className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {accreditations.map((accreditation) => (
          <li key={accreditation.name} className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4">
            <span className="grid size-11 shrink-0 place-items-center rounded-full bg-accent-soft text-accent">
              <Icon name="lucide:shield-check" className="size-6" />
            </span>
            <span>
              <span className="block font-semibold">{accreditation.name}</span>
              <span className="block text-sm text-ink-muted">{t('certificate_clinics', { count: accreditation.clinics })}</span>
            </span>
          </li>
        ))}
      </ul>
    </>
  )
}

function BlogTeaser({ posts }: Pick<HomeData, 'posts'>) {
  const t = useTranslations('home')
  return (
    <>
      <SectionHeading id="blog-teaser" title={t('blog_title')} link={{ to: '/blog', label: t('blog_link') }} />
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {posts.map((post) => (
          <li key={post.slug}>
            <PostCardView post={post} headingLevel="h3" />
          </li>
        ))}
      </ul>
    </>
  )
}
