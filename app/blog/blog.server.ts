import type { Kysely } from 'kysely'
import { withPictures } from '~/media/pictures.server'
import type { PictureData } from '~/ui/content-picture'
import { renderMarkdown } from '~/content/markdown.server'
import { searchDocuments } from '~/db/full-text.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'

export const POSTS_PER_PAGE = 6

export interface BlogCategory {
  slug: string
  name: string
  description: string
}

export interface PostCard {
  slug: string
  title: string
  excerpt: string
  publishedAt: string
  readingMinutes: number
  category: { slug: string; name: string }
  author: { slug: string; name: string }
}

export interface PostDetail extends PostCard {
  /** The uploaded hero picture, if any (else the page draws its category's art). */
  picture: PictureData | null
  bodyHtml: string
  author: { slug: string; name: string; role: string; bio: string }
  related: PostCard[]
}

export interface PostPage {
  posts: PostCard[]
  total: number
  page: number
  pageCount: number
}

export async function listCategories(db: Kysely<Database>, locale: Locale): Promise<BlogCategory[]> {
  return db
    .selectFrom('blog_categories as c')
    .innerJoin('blog_categories_translations as t', (join) => join.onRef('t.owner_id', '=', 'c.id').on('t.locale', '=', locale))
    .select(['c.slug', 't.name', 't.description'])
    .where('c.published', '=', 1)
    .orderBy('c.position')
    .execute()
}

function cards(db: Kysely<Database>, locale: Locale) {
  return db
    .selectFrom('blog_posts as p')
    .innerJoin('blog_posts_translations as t', (join) => join.onRef('t.owner_id', '=', 'p.id').on('t.locale', '=', locale))
    .innerJoin('blog_categories as c', 'c.id', 'p.category_id')
    .innerJoin('blog_categories_translations as ct', (join) => join.onRef('ct.owner_id', '=', 'c.id').on('ct.locale', '=', locale))
    .innerJoin('team_members as a', 'a.id', 'p.author_id')
    .select([
      'p.id',
      't.slug',
      't.title',
      't.excerpt',
      'p.published_at as publishedAt',
      't.reading_minutes as readingMinutes',
      'c.slug as categorySlug',
      'ct.name as categoryName',
      'a.slug as authorSlug',
      'a.name as authorName',
    ])
    .where('p.published', '=', 1)
}

type CardRow = Awaited<ReturnType<ReturnType<typeof cards>['execute']>>[number]

function toCard(row: CardRow): PostCard {
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    publishedAt: row.publishedAt,
    readingMinutes: row.readingMinutes,
    category: { slug: row.categorySlug, name: row.categoryName },
    author: { slug: row.authorSlug, name: row.authorName },
  }
}

/** A page of posts, newest first, optionally in one category and/or matching a search (best match first). */
export async function listPosts(
  db: Kysely<Database>,
  locale: Locale,
  options: { category?: string; query?: string; page?: number },
): Promise<PostPage> {
  let base = cards(db, locale)
  if (options.category) base = base.where('c.slug', '=', options.category)
  let rows: CardRow[]
  if (options.query?.trim()) {
    const hits = await searchDocuments(db, { locale, kinds: ['blog'], query: options.query })
    const order = new Map(hits.map((hit, index) => [hit.refId, index]))
    rows = hits.length === 0 ? [] : (await base.where('p.id', 'in', [...order.keys()]).execute()).sort((a, b) => order.get(a.id)! - order.get(b.id)!)
  } else {
    rows = await base.orderBy('p.published_at', 'desc').orderBy('p.id', 'desc').execute()
  }
  const pageCount = Math.max(1, Math.ceil(rows.length / POSTS_PER_PAGE))
  const page = Math.min(Math.max(1, options.page ?? 1), pageCount)
  const start = (page - 1) * POSTS_PER_PAGE
  return { posts: rows.slice(start, start + POSTS_PER_PAGE).map(toCard), total: rows.length, page, pageCount }
}

export async function recentPosts(db: Kysely<Database>, locale: Locale, limit = 4): Promise<PostCard[]> {
  const rows = await cards(db, locale).orderBy('p.published_at', 'desc').orderBy('p.id', 'desc').limit(limit).execute()
  return rows.map(toCard)
}

/**
 * The most read articles, among those read at least once: before anyone has
 * read anything the list is empty (and hidden), rather than a copy of "Recent news".
 */
export async function mostReadPosts(db: Kysely<Database>, locale: Locale, limit = 4): Promise<PostCard[]> {
  const rows = await cards(db, locale)
    .where('p.view_count', '>', 0)
    .orderBy('p.view_count', 'desc')
    .orderBy('p.published_at', 'desc')
    .limit(limit)
    .execute()
  return rows.map(toCard)
}

export async function getPost(db: Kysely<Database>, locale: Locale, slug: string): Promise<PostDetail | undefined> {
  const row = await cards(db, locale)
    .innerJoin('team_members_translations as at', (join) => join.onRef('at.owner_id', '=', 'a.id').on('at.locale', '=', locale))
    .select([
      't.body',
      'at.role as authorRole',
      'at.bio as authorBio',
      'p.category_id as categoryId',
      'p.image_id as imageId',
      't.image_alt as imageAlt',
    ])
    .where('t.slug', '=', slug)
    .executeTakeFirst()
  if (!row) return undefined
  const related = await cards(db, locale)
    .where('p.category_id', '=', row.categoryId)
    .where('p.id', '!=', row.id)
    .orderBy('p.published_at', 'desc')
    .limit(3)
    .execute()
  const card = toCard(row)
  const { picture } = (await withPictures(db, [row]))[0]!
  return {
    ...card,
    picture,
    bodyHtml: renderMarkdown(row.body),
    author: { ...card.author, role: row.authorRole, bio: row.authorBio },
    related: related.map(toCard),
  }
}

/** Counts one read of an article (callers exclude bots and prefetches). */
export async function recordPostView(db: Kysely<Database>, slug: string) {
  await db
    .updateTable('blog_posts')
    .set((eb) => ({ view_count: eb('view_count', '+', 1) }))
    .where('id', 'in', (eb) => eb.selectFrom('blog_posts_translations').select('owner_id').where('slug', '=', slug))
    .execute()
}
