import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { locales, localizePath, type Locale } from '~/i18n/locales'

const STATIC_PAGES = [
  '/',
  '/medical-services',
  '/destinations',
  '/clinics',
  '/blog',
  '/faqs',
  '/our-company',
  '/privacy-policies',
  '/terms-and-conditions',
]

export interface SitemapPage {
  /** The page's path in each language (slugs differ by language). */
  paths: Record<Locale, string>
  lastModified?: string
}

const everywhere = (path: string) => Object.fromEntries(locales.map((locale) => [locale, localizePath(path, locale)])) as Record<Locale, string>

/** Published pages of one table with a slug per language, in `order`. */
async function pagesOf(db: Kysely<Database>, table: 'services' | 'destinations' | 'blog_posts' | 'clinics' | 'specialists', section: string) {
  // One shape for every table: typed as services'.
  const owner = table as 'services'
  const rows = await db
    .selectFrom(`${owner} as o`)
    .innerJoin(`${owner}_translations as t`, 't.owner_id', 'o.id')
    .select(['o.id', 't.locale', 't.slug'])
    .where('o.published', '=', 1)
    .execute()
  const pages = new Map<number, Partial<Record<Locale, string>>>()
  // A record without a slug in a language (not yet given one) has no page there.
  for (const row of rows)
    if (row.slug) pages.set(row.id, { ...pages.get(row.id), [row.locale]: localizePath(`/${section}/${row.slug}`, row.locale as Locale) })
  return pages
}

/** Every public page, with its path in each language and the last change where known. */
export async function sitemapPages(db: Kysely<Database>): Promise<SitemapPage[]> {
  const [services, destinations, posts, clinics, specialists, order] = await Promise.all([
    pagesOf(db, 'services', 'medical-services'),
    pagesOf(db, 'destinations', 'destinations'),
    pagesOf(db, 'blog_posts', 'blog'),
    pagesOf(db, 'clinics', 'clinics'),
    pagesOf(db, 'specialists', 'specialists'),
    Promise.all([
      db.selectFrom('services').select('id').orderBy('position').execute(),
      db.selectFrom('destinations').select('id').orderBy('position').execute(),
      db.selectFrom('blog_posts').select(['id', 'published_at']).orderBy('published_at', 'desc').execute(),
      db.selectFrom('clinics').select('id').orderBy('name').execute(),
      // A specialist's page shows only while their clinic is on the site.
      db
        .selectFrom('specialists as s')
        .innerJoin('clinics as c', 'c.id', 's.clinic_id')
        .select('s.id')
        .where('c.published', '=', 1)
        .orderBy('s.name')
        .execute(),
    ]),
  ])
  const complete = (paths: Partial<Record<Locale, string>> | undefined): paths is Record<Locale, string> => locales.every((locale) => paths?.[locale])
  const inOrder = (pages: Map<number, Partial<Record<Locale, string>>>, ids: { id: number; published_at?: string }[]) =>
    ids.flatMap(({ id, published_at }) => {
      const paths = pages.get(id)
      return complete(paths) ? [{ paths, ...(published_at ? { lastModified: published_at } : {}) }] : []
    })
  return [
    ...STATIC_PAGES.map((path) => ({ paths: everywhere(path) })),
    ...inOrder(services, order[0]),
    ...inOrder(destinations, order[1]),
    ...inOrder(posts, order[2]),
    ...inOrder(clinics, order[3]),
    ...inOrder(specialists, order[4]),
  ]
}
