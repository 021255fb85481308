import type { Kysely } from 'kysely'
import { withPictures } from '~/media/pictures.server'
import type { PictureData } from '~/ui/content-picture'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { readSettings } from '~/settings/settings.server'
import { renderMarkdown } from './markdown.server'
import { CONTENT_PLACEHOLDERS, fillPlaceholders, type PlaceholderName } from './placeholders'

export interface ContentPage {
  slug: string
  title: string
  bodyHtml: string
  updatedAt: string
  extras: Record<string, unknown>
}

export async function getContentPage(db: Kysely<Database>, locale: Locale, slug: string): Promise<ContentPage | undefined> {
  const row = await db
    .selectFrom('content_pages as p')
    .innerJoin('content_pages_translations as t', (join) => join.onRef('t.owner_id', '=', 'p.id').on('t.locale', '=', locale))
    .select(['p.slug', 't.title', 't.body', 't.extras', 'p.updated_at'])
    .where('p.slug', '=', slug)
    .where('p.published', '=', 1)
    .executeTakeFirst()
  if (!row) return undefined
  return {
    slug: row.slug,
    title: row.title,
    bodyHtml: renderMarkdown(fillPlaceholders(row.body, await placeholderValues(db))),
    updatedAt: toDate(row.updated_at).toISOString().slice(0, 10),
    extras: JSON.parse(row.extras) as Record<string, unknown>,
  }
}

export interface CompanyPage extends ContentPage {
  vision: string
  mission: string
  values: { title: string; description: string; icon: string }[]
  team: { slug: string; name: string; role: string; bio: string; picture: PictureData | null }[]
}

export async function getCompanyPage(db: Kysely<Database>, locale: Locale): Promise<CompanyPage | undefined> {
  const page = await getContentPage(db, locale, 'our-company')
  if (!page) return undefined
  const team = await db
    .selectFrom('team_members as m')
    .innerJoin('team_members_translations as t', (join) => join.onRef('t.owner_id', '=', 'm.id').on('t.locale', '=', locale))
    .select(['m.slug', 'm.name', 't.role', 't.bio', 'm.image_id as imageId', 't.image_alt as imageAlt'])
    .where('m.published', '=', 1)
    .orderBy('m.position')
    .execute()
  const extras = page.extras as Pick<CompanyPage, 'vision' | 'mission' | 'values'>
  return { ...page, vision: extras.vision, mission: extras.mission, values: extras.values, team: await withPictures(db, team) }
}

/** The settings that content placeholders stand for, read when a page is rendered. */
async function placeholderValues(db: Kysely<Database>): Promise<Partial<Record<PlaceholderName, string>>> {
  const entries = Object.entries(CONTENT_PLACEHOLDERS) as [PlaceholderName, string][]
  const stored = await readSettings(
    db,
    entries.map(([, key]) => key),
  )
  return Object.fromEntries(entries.filter(([, key]) => stored[key] !== undefined).map(([name, key]) => [name, stored[key]]))
}
