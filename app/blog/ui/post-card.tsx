import { useFormatter, useTranslations } from 'use-intl'
import type { PostCard } from '~/blog/blog.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PostArt } from './post-art'

/** A dated, localized publication day ("14 March 2026" / "14 de marzo de 2026"). */
export function PostDate({ date }: { date: string }) {
  const format = useFormatter()
  return <time dateTime={date}>{format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })}</time>
}

export function PostCardView({ post, headingLevel = 'h2' }: { post: PostCard; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('blog')
  const Heading = headingLevel
  return (
    <article className="group relative flex h-full flex-col overflow-hidden rounded-2xl border border-line bg-surface shadow-sm transition hover:shadow-md">
      <PostArt category={post.category.slug} />
      <div className="flex flex-1 flex-col p-5">
        <p className="text-xs font-semibold tracking-wide text-accent uppercase">{post.category.name}</p>
        <Heading className="mt-2 text-lg leading-snug font-semibold">
          <LocalizedLink to={`/blog/${post.slug}`} className="after:absolute after:inset-0">
            {post.title}
          </LocalizedLink>
        </Heading>
        <p className="mt-2 flex-1 text-sm text-ink-muted">{post.excerpt}</p>
        <p className="mt-4 text-xs text-ink-muted">
          <PostDate date={post.publishedAt} /> · {t('reading_time', { minutes: post.readingMinutes })}
        </p>
      </div>
    </article>
  )
}

/** A compact entry for side lists (recent, most read, related). */
export function PostListItem({ post }: { post: PostCard }) {
  return (
    <li>
      <LocalizedLink to={`/blog/${post.slug}`} className="block rounded-lg px-2 py-2 hover:bg-surface-muted">
        <span className="block text-sm leading-snug font-medium">{post.title}</span>
        <span className="mt-0.5 block text-xs text-ink-muted">
          <PostDate date={post.publishedAt} />
        </span>
      </LocalizedLink>
    </li>
  )
}
