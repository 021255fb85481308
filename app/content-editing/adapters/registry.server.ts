import { localizePath, type Locale } from '~/i18n/locales'
import type { ContentDocument } from '../fields'
import type { ContentAdapter } from './adapter'
import { faqAdapter } from './faq.server'
import { serviceAdapter } from './service.server'

const adapters: Record<string, ContentAdapter> = {
  service: serviceAdapter,
  faq: faqAdapter,
}

/** The live tables of kinds other records point at (a service's specialists…), editable or not yet. */
export const KIND_TABLES: Record<string, string> = {
  service: 'services',
  faq: 'faqs',
  faq_topic: 'faq_topics',
  specialist: 'specialists',
  destination: 'destinations',
  clinic: 'clinics',
  blog_category: 'blog_categories',
  blog_post: 'blog_posts',
  team_member: 'team_members',
  page: 'content_pages',
}

export function adapterOf(kind: string): ContentAdapter {
  const adapter = adapters[kind]
  if (!adapter) throw new Error(`No content adapter for "${kind}"`)
  return adapter
}

/** Where a record shows on the public site, in one language (kinds without a page of their own: their list's). */
export function publicPathOf(kind: string, document: ContentDocument, locale: Locale): string {
  const adapter = adapterOf(kind)
  return adapter.publicPath ? adapter.publicPath(document, locale) : localizePath(adapter.listPath ?? '/', locale)
}
