import { texts } from './document-values'
import type { ContentAdapter } from './adapter'
import { freeKey, localized, nextPosition, readTranslations, upsertTranslations, writeRow } from './translations.server'
import { slugify } from '../fields'

/* A question and its answer, in both languages, under one topic. */

export const faqAdapter: ContentAdapter = {
  table: 'faqs',
  listPath: '/faqs',
  searchKinds: ['faq'],

  async read(db, refId) {
    const row = await db.selectFrom('faqs').selectAll().where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations(db, 'faqs', refId)
    return { question: localized(t, (r) => r.question, ''), answer: localized(t, (r) => r.answer, ''), topic: row.topic_id }
  },

  async write(db, refId, document) {
    const topic_id = document.topic as number
    const id = await writeRow(db, 'faqs', refId, { topic_id }, async () => ({
      // FAQs have no page: the key is the answer's anchor on /faqs.
      slug: await freeKey(db, 'faqs', slugify(texts(document, 'question').en) || 'faq'),
      position: await nextPosition(db, 'faqs'),
    }))
    await upsertTranslations(db, 'faqs', id, (locale) => ({
      question: texts(document, 'question')[locale],
      answer: texts(document, 'answer')[locale],
    }))
    return id
  },
}

export const faqTopicAdapter: ContentAdapter = {
  table: 'faq_topics',
  searchKinds: [],
  listPath: '/faqs',

  async read(db, refId) {
    const row = await db.selectFrom('faq_topics').select('id').where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations(db, 'faq_topics', refId)
    return { name: localized(t, (r) => r.name, '') }
  },

  async write(db, refId, document) {
    const id = await writeRow(db, 'faq_topics', refId, {}, async () => ({
      slug: await freeKey(db, 'faq_topics', slugify(texts(document, 'name').en) || 'topic'),
      position: await nextPosition(db, 'faq_topics'),
    }))
    await upsertTranslations(db, 'faq_topics', id, (locale) => ({ name: texts(document, 'name')[locale] }))
    return id
  },
}
