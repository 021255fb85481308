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
