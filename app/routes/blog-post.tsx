import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { pageAlternates, requirePage } from '~/content-editing/moved-slug.server'
import { database } from '~/db/db.server'
import { PREVIEW_PARAM } from '~/content-editing/preview-param'
import { readWithPreview } from '~/content-editing/preview.server'
import { useTranslations } from 'use-intl'
import { getPost } from '~/blog/blog.server'
import { useCountRead } from '~/blog/ui/count-read'
import { DisqusComments } from '~/blog/ui/disqus-comments'
import { PostArt } from '~/blog/ui/post-art'
import { ContentPicture } from '~/ui/content-picture'
import { PostDate, PostListItem } from '~/blog/ui/post-card'
import { isSlug } from '~/http/params'
import { publicEnv } from '~/config/env.server'
import { invariantParam } from '~/errors/not-found'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta, useOrigin } from '~/navigation/seo-links'
import { blogCategoryOgImage } from '~/seo/og-images'
import { JsonLd, organization } from '~/seo/json-ld'
import { Icon } from '~/ui/icon/icon'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/blog-post'

/** The query parameters it reads (a draft's preview token, honoured for content editors): the only ones the page cache keys and renders it by (docs/decisions/029). */
const QUERY = pageQuery(PREVIEW_PARAM)

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

export async function loader({ params, url, context }: Route.LoaderArgs) {
  invariantParam(isSlug(params.slug), url)
  const locale = pageLocale(context)
  const { data, preview } = await readWithPreview(context, url, 'blog_post', (db) => getPost(db, locale, params.slug))
  const post = await requirePage(data, 'blog_post', locale, params.slug, url)
  const alternates = await pageAlternates(database(), 'blog_post', locale, params.slug)
  const { PUBLIC_BASE_URL, DISQUS_SHORTNAME } = publicEnv()
  return {
    post,
    locale,
    preview,
    alternates,
    comments: DISQUS_SHORTNAME ? { shortname: DISQUS_SHORTNAME, url: `${PUBLIC_BASE_URL}${url.pathname}` } : null,
  }
}

export default function BlogPost({ loaderData: { post, locale, preview, comments } }: Route.ComponentProps) {
  useCountRead(post.slug, Boolean(preview))
  const t = useTranslations('blog')
  const tMeta = useTranslations('meta')
  const origin = useOrigin()
  return (
    <article className="mx-auto max-w-7xl px-4 py-10 sm:px-6">
      <PageMeta
        title={post.title}
        description={post.excerpt}
        type="article"
        image={{ path: blogCategoryOgImage(post.category.slug), alt: tMeta('image_alt_post', { category: post.category.name }) }}
      />
      <JsonLd
        data={{
          '@type': 'BlogPosting',
          headline: post.title,
          description: post.excerpt,
          datePublished: post.publishedAt,
          inLanguage: locale,
          articleSection: post.category.name,
          author: { '@type': 'Person', name: post.author.name, jobTitle: post.author.role },
          publisher: organization(origin),
        }}
      />
      <LocalizedLink to="/blog" className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
        <Icon name="lucide:arrow-left" />
        {t('back')}
      </LocalizedLink>
      <div className="mt-6 grid gap-10 lg:grid-cols-[1fr_20rem]">
        <div className="min-w-0">
          <LocalizedLink
            to={`/blog?category=${post.category.slug}`}
            className="text-xs font-semibold tracking-wide text-accent uppercase hover:underline"
          >
            {post.category.name}
          </LocalizedLink>
          <h1 className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-5xl">{post.title}</h1>
          <p className="mt-4 text-lg text-ink-muted">{post.excerpt}</p>
          <p className="mt-4 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-ink-muted">
            <span className="font-medium text-ink">{t('by_author', { author: post.author.name })}</span>
            <span aria-hidden="true">·</span>
            <PostDate date={post.publishedAt} />
            <span aria-hidden="true">·</span>
            <span>{t('reading_time', { minutes: post.readingMinutes })}</span>
          </p>
          {post.picture ? (
            <ContentPicture picture={post.picture} sizes="(min-width: 1024px) 50vw, 100vw" eager className="mt-8 h-auto w-full rounded-2xl" />
          ) : (
            <PostArt category={post.category.slug} className="mt-8 rounded-2xl" />
          )}
          <div className="prose-content mt-8 max-w-3xl text-lg leading-relaxed" dangerouslySetInnerHTML={{ __html: post.bodyHtml }} />
          <section aria-labelledby="author-title" className="mt-12 max-w-3xl rounded-2xl border border-line bg-surface p-6">
            <h2 id="author-title" className="text-sm font-semibold text-ink-muted">
              {t('about_author')}
            </h2>
            <p className="mt-2 font-semibold">{post.author.name}</p>
            <p className="text-sm text-accent">{post.author.role}</p>
            <p className="mt-2 text-sm">{post.author.bio}</p>
          </section>
          <section aria-labelledby="clinics-title" className="mt-6 max-w-3xl rounded-2xl border border-line bg-surface p-6">
            <h2 id="clinics-title" className="font-semibold">
              {t('clinics_title')}
            </h2>
            <p className="mt-2 text-sm">{t('clinics_text')}</p>
            <LocalizedLink to="/clinics" className="mt-3 inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
              {t('clinics_link')}
              <Icon name="lucide:arrow-right" className="size-4" />
            </LocalizedLink>
          </section>
          {comments && (
            <section aria-labelledby="comments-title" className="mt-12 max-w-3xl">
              <h2 id="comments-title" className="text-2xl font-semibold">
                {t('comments')}
              </h2>
              <div className="mt-4">
                <DisqusComments shortname={comments.shortname} identifier={post.slug} url={comments.url} title={post.title} language={locale} />
              </div>
            </section>
          )}
        </div>
        {post.related.length > 0 && (
          <aside className="lg:sticky lg:top-24 lg:self-start">
            <section aria-labelledby="related-title" className="rounded-2xl border border-line bg-surface p-5">
              <h2 id="related-title" className="font-semibold">
                {t('related')}
              </h2>
              <ul className="mt-3 -mx-2 grid gap-1">
                {post.related.map((related) => (
                  <PostListItem key={related.slug} post={related} />
                ))}
              </ul>
            </section>
          </aside>
        )}
      </div>
    </article>
  )
}
