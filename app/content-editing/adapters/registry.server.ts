import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { localizePath, type Locale } from '~/i18n/locales'
import type { ContentDocument } from '../fields'
import { isContentKindName, type ContentKindName } from '../kinds'
import type { ContentAdapter } from './adapter'
import { blogCategoryAdapter, blogPostAdapter } from './blog.server'
import { clinicAdapter } from './clinic.server'
import { destinationAdapter } from './destination.server'
import { faqAdapter, faqTopicAdapter } from './faq.server'
import { companyPageAdapter, legalPageAdapter, settingsAdapter } from './pages.server'
import { specialistAdapter, teamMemberAdapter } from './people.server'
import { searchSynonymAdapter } from './search-synonym.server'
import { serviceAdapter } from './service.server'

/** Every kind's adapter: a kind listed in kinds.ts without one here fails the type check. */
const adapters = {
  service: serviceAdapter,
  destination: destinationAdapter,
  clinic: clinicAdapter,
  specialist: specialistAdapter,
  blog_post: blogPostAdapter,
  blog_category: blogCategoryAdapter,
  faq: faqAdapter,
  faq_topic: faqTopicAdapter,
  team_member: teamMemberAdapter,
  company_page: companyPageAdapter,
  legal_page: legalPageAdapter,
  search_synonym: searchSynonymAdapter,
  settings: settingsAdapter,
} satisfies Record<ContentKindName, ContentAdapter>

/** A kind's adapter; a name that is no kind (from a URL or a stored row) throws. */
export function adapterOf(kind: string): ContentAdapter {
  if (!isContentKindName(kind)) throw new Error(`No content adapter for "${kind}"`)
  return adapters[kind]
}

/** Whether the kind's drafts can be previewed on a public page (its own, or the list that shows it). */
export function canPreview(kind: string) {
  const adapter = adapterOf(kind)
  return Boolean(adapter.publicPath || adapter.listPath)
}

/** Writes a document into the live tables, its row on the public site; returns the row's id. */
export async function writeLive(db: Kysely<Database>, kind: string, refId: number | null, document: ContentDocument): Promise<number> {
  const adapter = adapterOf(kind)
  const id = await adapter.write(db, refId, document)
  await showLive(db, kind, id)
  return id
}

/** Puts a live row on the public site (kinds without a table, the settings, always are). */
export async function showLive(db: Kysely<Database>, kind: string, refId: number) {
  const adapter = adapterOf(kind)
  if (adapter.table) await db.updateTable(adapter.table).set({ published: 1 }).where('id', '=', refId).execute()
}

/** Where a record shows on the public site, in one language (kinds without a page of their own: their list's). */
export async function publicPathOf(
  db: Kysely<Database>,
  kind: string,
  refId: number | null,
  document: ContentDocument,
  locale: Locale,
): Promise<string> {
  const adapter = adapterOf(kind)
  if (!adapter.publicPath) return localizePath(adapter.listPath ?? '/', locale)
  const row =
    adapter.table && refId !== null ? await db.selectFrom(adapter.table).select('slug').where('id', '=', refId).executeTakeFirst() : undefined
  return adapter.publicPath(document, locale, row?.slug)
}
