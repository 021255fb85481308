import { texts } from './document-values'
import type { ContentAdapter } from './adapter'
import { freeKey, localized, nextPosition, readTranslations, upsertTranslations } from './translations.server'
import { slugify } from '../fields'

/* A question and its answer, in both languages, under one topic. */

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
      // FAQs have no page: the key is the answer's anchor on /faqs.
      const position = await nextPosition(db, 'faqs')
      const slug = await freeKey(db, 'faqs', slugify(texts(document, 'question').en) || 'faq')
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

export const faqTopicAdapter: ContentAdapter = {
  table: 'faq_topics',
  searchKinds: [],
  listPath: '/faqs',

  async read(db, refId) {
    const row = await db.selectFrom('faq_topics').select('id').where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations<{ name: string }>(db, 'faq_topics', refId)
    return { name: localized(t, (r) => r.name, '') }
  },

  async write(db, refId, document) {
    let id = refId
    if (id === null) {
      const slug = await freeKey(db, 'faq_topics', slugify(texts(document, 'name').en) || 'topic')
      id = Number(
        (
          await db
            .insertInto('faq_topics')
            .values({ slug, position: await nextPosition(db, 'faq_topics') })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
      )
    }
    await upsertTranslations(db, 'faq_topics', id, (locale) => ({ name: texts(document, 'name')[locale] }))
    return id
  },
}
