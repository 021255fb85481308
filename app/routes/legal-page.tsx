import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { PREVIEW_PARAM } from '~/content-editing/preview-param'
import { readWithPreview } from '~/content-editing/preview.server'
import { useFormatter, useTranslations } from 'use-intl'
import { getContentPage } from '~/content/pages.server'
import { notFound } from '~/errors/not-found'
import { stripLocale } from '~/i18n/locales'
import { PageMeta } from '~/navigation/seo-links'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/legal-page'

/** The query parameters it reads (a draft's preview token, honoured for content editors): the only ones the page cache keys and renders it by (docs/decisions/029). */
const QUERY = pageQuery(PREVIEW_PARAM)

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

/** /privacy-policies and /terms-and-conditions: the slug is the page's path. */
export async function loader({ url, context }: Route.LoaderArgs) {
  const slug = stripLocale(url.pathname).replace(/^\//, '').replace(/\/$/, '')
  const { data: page, preview } = await readWithPreview(context, url, 'legal_page', (db) => getContentPage(db, pageLocale(context), slug))
  if (!page) notFound(url, 'unmatched')
  return { page, preview }
}

export default function LegalPage({ loaderData: { page } }: Route.ComponentProps) {
  const t = useTranslations('legal')
  const format = useFormatter()
  const updated = format.dateTime(new Date(`${page.updatedAt}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
  return (
    <article className="mx-auto max-w-3xl px-4 py-12 sm:px-6">
      <PageMeta title={page.title} />
      <h1 className="text-3xl font-bold tracking-tight sm:text-5xl">{page.title}</h1>
      <p className="mt-3 text-sm text-ink-muted">{t('updated', { date: updated })}</p>
      <div className="prose-content mt-8" dangerouslySetInnerHTML={{ __html: page.bodyHtml }} />
    </article>
  )
}
