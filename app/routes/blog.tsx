import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { Link, useLocation } from 'react-router'
import { useTranslations } from 'use-intl'
import { listCategories, listPosts, mostReadPosts, recentPosts } from '~/blog/blog.server'
import { PostCardView, PostListItem } from '~/blog/ui/post-card'
import { isSlug } from '~/http/params'
import { HydrateWhenSeen } from '~/ui/hydrate-when-seen'
import type { Kysely } from 'kysely'
import { PREVIEW_PARAM } from '~/content-editing/preview-param'
import { readWithPreview } from '~/content-editing/preview.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { useLocalizePath } from '~/navigation/localized-link'
import { ListPageHeader } from '~/search/list-page-header'
import { NoResults } from '~/search/search-form'
import { searchQuery } from '~/search/search-query'
import { readSocialLinks } from '~/settings/settings.server'
import { Icon } from '~/ui/icon/icon'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/blog'

/**
 * The query parameters it reads (the search, a category, the page of results; a draft's preview
 * token, honoured for content editors): the only ones the page cache keys and renders it by
 * (docs/decisions/029).
 */
const QUERY = pageQuery('q', 'category', 'page', PREVIEW_PARAM)

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

export async function loader({ url, context }: Route.LoaderArgs) {
  const { data, preview } = await readWithPreview(context, url, 'blog_category', (db) => readBlogList(db, QUERY.read(url), pageLocale(context)))
  return { ...data, preview }
}

async function readBlogList(db: Kysely<Database>, asked: { q: string | null; category: string | null; page: string | null }, locale: Locale) {
  const query = searchQuery(asked.q)
  const categories = await listCategories(db, locale)
  const requested = asked.category ?? ''
  // An unknown or malformed category shows every category rather than an error.
  const category = isSlug(requested) && categories.some((c) => c.slug === requested) ? requested : ''
  const page = Number.parseInt(asked.page ?? '1', 10) || 1
  const [result, recent, mostRead, social] = await Promise.all([
    listPosts(db, locale, { category, query, page }),
    recentPosts(db, locale),
    mostReadPosts(db, locale),
    readSocialLinks(db),
  ])
  return { query, category, categories, ...result, recent, mostRead, social }
}

/** The list's URL with some parameters changed (others kept); page 1 and empty values are left out. */
function useListUrl() {
  const { pathname, search } = useLocation()
  return (changes: Record<string, string | number | undefined>) => {
    const params = new URLSearchParams(search)
    for (const [key, value] of Object.entries(changes)) {
      if (value === undefined || value === '' || (key === 'page' && value === 1)) params.delete(key)
      else params.set(key, String(value))
    }
    const query = params.toString()
    return query ? `${pathname}?${query}` : pathname
  }
}

export default function Blog({ loaderData }: Route.ComponentProps) {
  const { query, category, categories, posts, total, page, pageCount, recent, mostRead, social } = loaderData
  const t = useTranslations('blog')
  const localize = useLocalizePath()
  const listUrl = useListUrl()
  const chip = (active: boolean) =>
    `inline-flex rounded-full border px-3.5 py-1.5 text-sm font-medium ${
      active ? 'border-accent bg-accent text-on-accent' : 'border-line bg-surface text-ink-muted hover:text-ink'
    }`
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 sm:px-6">
      <ListPageHeader title={t('title')} lead={t('lead')} query={query} placeholder={t('search_placeholder')} count={total} hidden={{ category }}>
        <nav aria-label={t('categories')}>
          <ul className="flex flex-wrap gap-2">
            <li>
              <Link to={listUrl({ category: undefined, page: undefined })} className={chip(!category)} aria-current={!category ? 'page' : undefined}>
                {t('all_categories')}
              </Link>
            </li>
            {categories.map((c) => (
              <li key={c.slug}>
                <Link
                  to={listUrl({ category: c.slug, page: undefined })}
                  className={chip(category === c.slug)}
                  aria-current={category === c.slug ? 'page' : undefined}
                >
                  {c.name}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </ListPageHeader>
      <div className="mt-10 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div>
          {posts.length === 0 ? (
            <NoResults clearTo={localize('/blog')} />
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2">
              {posts.map((post) => (
                <HydrateWhenSeen as="li" key={post.slug}>
                  <PostCardView post={post} />
                </HydrateWhenSeen>
              ))}
            </ul>
          )}
          {pageCount > 1 && (
            <nav aria-label={t('pagination')} className="mt-10 flex items-center justify-between gap-3">
              {page > 1 ? (
                <Link to={listUrl({ page: page - 1 })} rel="prev" className="inline-flex items-center gap-1 font-medium text-accent">
                  <Icon name="lucide:chevron-left" />
                  {t('previous')}
                </Link>
              ) : (
                <span />
              )}
              <ul className="flex gap-1">
                {Array.from({ length: pageCount }, (_, index) => index + 1).map((number) => (
                  <li key={number}>
                    <Link
                      to={listUrl({ page: number })}
                      aria-label={t('page', { page: number })}
                      aria-current={number === page ? 'page' : undefined}
                      className={`grid size-9 place-items-center rounded-full text-sm font-medium ${
                        number === page ? 'bg-accent text-on-accent' : 'hover:bg-surface-muted'
                      }`}
                    >
                      {number}
                    </Link>
                  </li>
                ))}
              </ul>
              {page < pageCount ? (
                <Link to={listUrl({ page: page + 1 })} rel="next" className="inline-flex items-center gap-1 font-medium text-accent">
                  {t('next')}
                  <Icon name="lucide:chevron-right" />
                </Link>
              ) : (
                <span />
              )}
            </nav>
          )}
        </div>
        <aside className="flex flex-col gap-6">
          <SideList title={t('recent')} posts={recent} />
          {mostRead.length > 0 && <SideList title={t('most_read')} posts={mostRead} />}
          <section aria-labelledby="follow-us" className="rounded-2xl border border-line bg-surface p-5">
            <h2 id="follow-us" className="font-semibold">
              {t('follow_us')}
            </h2>
            <p className="mt-1 text-sm text-ink-muted">{t('follow_us_text')}</p>
            <ul className="mt-4 flex gap-2">
              {social.map((profile) => (
                <li key={profile.network}>
                  <a
                    href={profile.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="grid size-10 place-items-center rounded-full bg-surface-muted hover:bg-accent hover:text-on-accent"
                  >
                    <Icon name={profile.icon} title={profile.network} className="size-5" />
                  </a>
                </li>
              ))}
            </ul>
          </section>
        </aside>
      </div>
    </div>
  )
}

function SideList({ title, posts }: { title: string; posts: Route.ComponentProps['loaderData']['recent'] }) {
  const id = title.toLowerCase().replace(/\W+/g, '-')
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-line bg-surface p-5">
      <h2 id={id} className="font-semibold">
        {title}
      </h2>
      <ul className="mt-3 -mx-2 grid gap-1">
        {posts.map((post) => (
          <PostListItem key={post.slug} post={post} />
        ))}
      </ul>
    </section>
  )
}
