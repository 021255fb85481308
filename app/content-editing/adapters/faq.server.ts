import type { ContentDocument, LocalizedValue } from '../fields'
import type { ContentAdapter } from './adapter'
import { localized, nextPosition, readTranslations, upsertTranslations } from './translations.server'
import { slugify } from '../fields'

/* A question and its answer, in both languages, under one topic. */

const texts = (document: ContentDocument, name: string) => document[name] as LocalizedValue<string>

export const faqAdapter: ContentAdapter = {
  table: 'faqs',
  listPath: '/faqs',
  searchKinds: ['faq'],

  async read(db, refId) {
    const row = await db.selectFrom('faqs').selectAll().where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations<{ question: string; answer: string }>(db, 'faqs', refId)
    return { question: localized(t, (r) => r.question, ''), answer: localized(t, (r) => r.answer, ''), topic: row.topic_id }
  },

  async write(db, refId, document) {
    const topic_id = document.topic as number
    let id = refId
    if (id === null) {
      // FAQs have no page: the slug is an anchor on /faqs, made unique with the new row's place.
      const position = await nextPosition(db, 'faqs')
      const slug = `${slugify(texts(document, 'question').en) || 'faq'}-${position}`
      id = Number((await db.insertInto('faqs').values({ slug, topic_id, position }).returning('id').executeTakeFirstOrThrow()).id)
    } else {
      await db.updateTable('faqs').set({ topic_id }).where('id', '=', id).execute()
    }
    await upsertTranslations(db, 'faqs', id, (locale) => ({
      question: texts(document, 'question')[locale],
      answer: texts(document, 'answer')[locale],
    }))
    return id
  },
}
