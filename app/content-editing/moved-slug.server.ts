import type { Kysely } from 'kysely'
import { redirect } from 'react-router'
import { database } from '~/db/db.server'
import { notFound } from '~/errors/not-found'
import type { Database } from '~/db/schema'
import { localizePath, locales, type Locale } from '~/i18n/locales'

/*
 * Where a page that is not under this slug went: its slug in the other
 * language (the language switch keeps the path), or a slug it had before an
 * editor renamed it (slug_redirects). Answered with a 301 to the record's
 * current slug in the page's language, while it is published.
 */

const PAGES = {
  service: { table: 'services', section: 'medical-services' },
  destination: { table: 'destinations', section: 'destinations' },
  blog_post: { table: 'blog_posts', section: 'blog' },
  clinic: { table: 'clinics', section: 'clinics' },
  specialist: { table: 'specialists', section: 'specialists' },
} as const

export type PageKind = keyof typeof PAGES

/** The record's current slug in `locale`, when `slug` is another language's or an old one. */
export async function movedSlug(db: Kysely<Database>, kind: PageKind, locale: Locale, slug: string): Promise<string | undefined> {
  // One shape for every table: typed as services'.
  const table = PAGES[kind].table as 'services'
  const other = await db.selectFrom(`${table}_translations`).select('owner_id').where('slug', '=', slug).executeTakeFirst()
  const moved = other
    ? undefined
    : await db.selectFrom('slug_redirects').select('ref_id as owner_id').where('kind', '=', kind).where('slug', '=', slug).executeTakeFirst()
  const ownerId = other?.owner_id ?? moved?.owner_id
  if (ownerId === undefined) return undefined
  const current = await db
    .selectFrom(`${table}_translations as t`)
    .innerJoin(`${table} as o`, 'o.id', 't.owner_id')
    .select('t.slug')
    .where('t.owner_id', '=', ownerId)
    .where('t.locale', '=', locale)
    .where('o.published', '=', 1)
    .executeTakeFirst()
  if (!current?.slug || current.slug === slug) return undefined
  return current.slug
}

/** The page's path under its current slug, for a 301 (see movedSlug). */
export async function movedPagePath(db: Kysely<Database>, kind: PageKind, locale: Locale, slug: string): Promise<string | undefined> {
  const current = await movedSlug(db, kind, locale, slug)
  return current === undefined ? undefined : localizePath(`/${PAGES[kind].section}/${current}`, locale)
}

/** A detail page's record; else a 301 to where it went (see movedSlug); else the ordinary 404. */
export async function requirePage<T>(found: T | undefined, kind: PageKind, locale: Locale, slug: string, url: URL): Promise<T> {
  if (found) return found
  const moved = await movedPagePath(database(), kind, locale, slug)
  if (moved) throw redirect(moved, 301)
  notFound(url, 'unmatched')
}

/**
 * The same page's path in each language, under that language's slug (the
 * hreflang alternates: a slug may differ by language, and an alternate must not
 * point at a redirect). A language without a slug for the record is left out.
 */
export async function pageAlternates(db: Kysely<Database>, kind: PageKind, locale: Locale, slug: string): Promise<Partial<Record<Locale, string>>> {
  const table = PAGES[kind].table as 'services'
  const rows = await db
    .selectFrom(`${table}_translations as t`)
    .innerJoin(`${table}_translations as own`, 'own.owner_id', 't.owner_id')
    .select(['t.locale', 't.slug'])
    .where('own.locale', '=', locale)
    .where('own.slug', '=', slug)
    .execute()
  const alternates: Partial<Record<Locale, string>> = {}
  for (const row of rows) {
    const language = locales.find((candidate) => candidate === row.locale)
    if (language && row.slug) alternates[language] = localizePath(`/${PAGES[kind].section}/${row.slug}`, language)
  }
  return alternates
}
