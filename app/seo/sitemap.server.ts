import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'

const STATIC_PAGES = ['/', '/medical-services', '/destinations', '/blog', '/faqs', '/our-company', '/privacy-policies', '/terms-and-conditions']

/** Locale-neutral paths of every public page, with the last change where known. */
export async function sitemapPaths(db: Kysely<Database>): Promise<{ path: string; lastModified?: string }[]> {
  const [services, destinations, posts] = await Promise.all([
    db.selectFrom('services').select('slug').orderBy('position').execute(),
    db.selectFrom('destinations').select('slug').orderBy('position').execute(),
    db.selectFrom('blog_posts').select(['slug', 'published_at']).orderBy('published_at', 'desc').execute(),
  ])
  return [
    ...STATIC_PAGES.map((path) => ({ path })),
    ...services.map(({ slug }) => ({ path: `/medical-services/${slug}` })),
    ...destinations.map(({ slug }) => ({ path: `/destinations/${slug}` })),
    ...posts.map(({ slug, published_at }) => ({ path: `/blog/${slug}`, lastModified: published_at })),
  ]
}
