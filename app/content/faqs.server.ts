import type { Kysely } from 'kysely'
import { searchDocuments } from '~/db/full-text.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { renderMarkdown } from './markdown.server'

export interface FaqGroup {
  slug: string
  name: string
  faqs: { slug: string; question: string; answerHtml: string }[]
}

/** FAQs grouped by topic, in editorial order; with a query, only matching ones (groups kept in order). */
export async function listFaqs(db: Kysely<Database>, locale: Locale, query = ''): Promise<FaqGroup[]> {
  let matching: Set<number> | undefined
  if (query.trim()) {
    const hits = await searchDocuments(db, { locale, kinds: ['faq'], query })
    matching = new Set(hits.map((hit) => hit.refId))
    if (matching.size === 0) return []
  }
  const rows = await db
    .selectFrom('faqs as f')
    .innerJoin('faqs_translations as t', (join) => join.onRef('t.owner_id', '=', 'f.id').on('t.locale', '=', locale))
    .innerJoin('faq_topics as topic', 'topic.id', 'f.topic_id')
    .innerJoin('faq_topics_translations as tt', (join) => join.onRef('tt.owner_id', '=', 'topic.id').on('tt.locale', '=', locale))
    .select(['f.id', 'f.slug', 't.question', 't.answer', 'topic.slug as topicSlug', 'tt.name as topicName'])
    .where('f.published', '=', 1)
    .where('topic.published', '=', 1)
    .orderBy('topic.position')
    .orderBy('f.position')
    .execute()
  const groups = new Map<string, FaqGroup>()
  for (const row of rows) {
    if (matching && !matching.has(row.id)) continue
    const group = groups.get(row.topicSlug) ?? { slug: row.topicSlug, name: row.topicName, faqs: [] }
    group.faqs.push({ slug: row.slug, question: row.question, answerHtml: renderMarkdown(row.answer) })
    groups.set(row.topicSlug, group)
  }
  return [...groups.values()]
}
