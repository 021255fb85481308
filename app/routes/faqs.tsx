import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { PREVIEW_PARAM } from '~/content-editing/preview-param'
import { readWithPreview } from '~/content-editing/preview.server'
import { useTranslations } from 'use-intl'
import { listFaqs } from '~/content/faqs.server'
import { useOpenTargetedDetails } from '~/content/ui/use-open-targeted-details'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import { JsonLd } from '~/seo/json-ld'
import { ListPageHeader } from '~/search/list-page-header'
import { NoResults } from '~/search/search-form'
import { searchQuery } from '~/search/search-query'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/faqs'

/** The query parameters it reads (the search; a draft's preview token, honoured for content editors): the only ones the page cache keys and renders it by (docs/decisions/029). */
const QUERY = pageQuery('q', PREVIEW_PARAM)

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

export async function loader({ url, context }: Route.LoaderArgs) {
  const query = searchQuery(QUERY.read(url).q)
  const { data: groups, preview } = await readWithPreview(context, url, ['faq', 'faq_topic'], (db) => listFaqs(db, pageLocale(context), query))
  return { query, groups, preview }
}

export default function Faqs({ loaderData: { query, groups } }: Route.ComponentProps) {
  const t = useTranslations('faqs')
  const localize = useLocalizePath()
  const count = groups.reduce((sum, group) => sum + group.faqs.length, 0)
  useOpenTargetedDetails()
  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6">
      {groups.length > 0 && (
        <JsonLd
          data={{
            '@type': 'FAQPage',
            mainEntity: groups.flatMap((group) =>
              group.faqs.map((faq) => ({
                '@type': 'Question',
                name: faq.question,
                acceptedAnswer: { '@type': 'Answer', text: faq.answerHtml.replace(/<[^>]+>/g, '') },
              })),
            ),
          }}
        />
      )}
      <ListPageHeader title={t('title')} lead={t('lead')} query={query} placeholder={t('search_placeholder')} count={count} />
      {groups.length === 0 ? (
        <div className="mt-10">
          <NoResults clearTo={localize('/faqs')} />
        </div>
      ) : (
        <>
          <nav aria-label={t('topics')} className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {groups.map((group) => (
                <li key={group.slug}>
                  <a
                    href={`#${group.slug}`}
                    className="inline-flex rounded-full border border-line bg-surface px-3.5 py-1.5 text-sm font-medium text-ink-muted hover:text-ink"
                  >
                    {group.name}
                  </a>
                </li>
              ))}
            </ul>
          </nav>
          {groups.map((group) => (
            <section key={group.slug} id={group.slug} aria-labelledby={`${group.slug}-title`} className="mt-12 scroll-mt-24">
              <h2 id={`${group.slug}-title`} className="text-2xl font-semibold tracking-tight">
                {group.name}
              </h2>
              <div className="mt-4 divide-y divide-line rounded-2xl border border-line bg-surface">
                {group.faqs.map((faq) => (
                  // Native disclosure: keyboard, screen readers and no-JavaScript all work.
                  <details key={faq.slug} id={faq.slug} open={Boolean(query)} className="group scroll-mt-24 px-5 py-4">
                    <summary className="flex cursor-pointer list-none items-start justify-between gap-4 font-medium [&::-webkit-details-marker]:hidden">
                      {faq.question}
                      <Icon name="lucide:chevron-down" className="mt-1 shrink-0 transition-transform group-open:rotate-180" />
                    </summary>
                    <div className="prose-content mt-3 text-ink-muted" dangerouslySetInnerHTML={{ __html: faq.answerHtml }} />
                  </details>
                ))}
              </div>
            </section>
          ))}
        </>
      )}
      <aside className="mt-14 rounded-2xl bg-accent-soft p-6 text-center">
        <p className="text-lg font-semibold">{t('still_questions')}</p>
        <LocalizedLink to="/contact-us" className={`mt-4 ${buttonStyles.solid}`}>
          <Icon name="lucide:message-circle" />
          {t('contact')}
        </LocalizedLink>
      </aside>
    </div>
  )
}
