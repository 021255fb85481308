import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { ContentPicture } from '~/ui/content-picture'
import { PREVIEW_PARAM } from '~/content-editing/preview-param'
import { readWithPreview } from '~/content-editing/preview.server'
import { useTranslations } from 'use-intl'
import { getCompanyPage } from '~/content/pages.server'
import { Portrait } from '~/content/ui/portrait'
import { notFound } from '~/errors/not-found'
import { PageMeta, useOrigin } from '~/navigation/seo-links'
import { JsonLd, organization } from '~/seo/json-ld'
import { readContactDetails } from '~/settings/settings.server'
import { HeroIllustration } from '~/ui/illustrations/hero-illustration'
import { Icon } from '~/ui/icon/icon'
import { PageSection } from '~/ui/page-section'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/our-company'

/** The query parameters it reads (a draft's preview token, honoured for content editors): the only ones the page cache keys and renders it by (docs/decisions/029). */
const QUERY = pageQuery(PREVIEW_PARAM)

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

export async function loader({ url, context }: Route.LoaderArgs) {
  const { data, preview } = await readWithPreview(context, url, ['company_page', 'team_member', 'settings'], (db) =>
    Promise.all([getCompanyPage(db, pageLocale(context)), readContactDetails(db)]),
  )
  const [page, contact] = data
  if (!page) notFound(url, 'unmatched')
  return { page, contact, preview }
}

export default function OurCompany({ loaderData: { page, contact } }: Route.ComponentProps) {
  const t = useTranslations('company')
  const origin = useOrigin()
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <PageMeta title={t('title')} description={t('lead')} />
      <JsonLd
        data={{
          ...organization(origin, contact),
          description: page.mission,
          employee: page.team.map((member) => ({ '@type': 'Person', name: member.name, jobTitle: member.role })),
        }}
      />
      <div className="grid items-center gap-10 md:grid-cols-2">
        <div>
          <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{t('title')}</h1>
          <p className="mt-4 text-lg text-ink-muted">{t('lead')}</p>
        </div>
        <HeroIllustration title={t('lead')} className="mx-auto w-full max-w-sm" />
      </div>
      <div className="mt-12 grid gap-6 md:grid-cols-2">
        {[
          { title: t('vision'), text: page.vision, icon: 'lucide:eye' },
          { title: t('mission'), text: page.mission, icon: 'lucide:target' },
        ].map((item) => (
          <section key={item.title} className="rounded-2xl border border-line bg-surface p-6">
            <h2 className="flex items-center gap-2 text-xl font-semibold">
              <Icon name={item.icon} className="text-accent" />
              {item.title}
            </h2>
            <p className="mt-3 text-ink-muted">{item.text}</p>
          </section>
        ))}
      </div>
      <PageSection id="values" title={t('values')}>
        <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {page.values.map((value) => (
            <li key={value.title} className="rounded-2xl border border-line bg-surface p-5">
              <span className="grid size-10 place-items-center rounded-xl bg-accent-soft text-accent">
                <Icon name={value.icon} className="size-5" />
              </span>
              <h3 className="mt-3 font-semibold">{value.title}</h3>
              <p className="mt-1 text-sm text-ink-muted">{value.description}</p>
            </li>
          ))}
        </ul>
      </PageSection>
      <PageSection id="story" title={t('story')}>
        <div className="prose-content max-w-3xl" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
      </PageSection>
      <PageSection id="team" title={t('team')}>
        <p className="-mt-1 text-ink-muted">{t('team_lead')}</p>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {page.team.map((member) => (
            <li key={member.slug} className="flex gap-4 rounded-2xl border border-line bg-surface p-5">
              {member.picture ? (
                <ContentPicture picture={member.picture} sizes="96px" className="size-24 shrink-0 rounded-full object-cover" />
              ) : (
                <Portrait name={member.name} label={t('portrait', { name: member.name })} />
              )}
              <div>
                <p className="font-semibold">{member.name}</p>
                <p className="text-sm text-accent">{member.role}</p>
                <p className="mt-2 text-sm text-ink-muted">{member.bio}</p>
              </div>
            </li>
          ))}
        </ul>
      </PageSection>
    </div>
  )
}
