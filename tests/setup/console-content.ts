import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { FormFields } from './console-request'

/*
 * The FAQs of the seeded site, as the console's content editor and history
 * pages see them (app/routes/admin/content-*.test.ts): a FAQ is the smallest
 * kind with texts in both languages and a choice of another record (its
 * topic). Read from the tables, so the tests depend on no editing module.
 */

export interface Faq {
  question: { en: string; es: string }
  answer: { en: string; es: string }
  topic: number
}

/** A published FAQ as it is live: its question and answer in both languages, and its topic. */
export async function liveFaq(db: Kysely<Database>, faqId: number): Promise<Faq> {
  const { topic_id } = await db.selectFrom('faqs').select('topic_id').where('id', '=', faqId).executeTakeFirstOrThrow()
  const rows = await db.selectFrom('faqs_translations').select(['locale', 'question', 'answer']).where('owner_id', '=', faqId).execute()
  const text = (locale: string) => rows.find((row) => row.locale === locale)!
  return {
    question: { en: text('en').question, es: text('es').question },
    answer: { en: text('en').answer, es: text('es').answer },
    topic: topic_id,
  }
}

/** The `n`th seeded FAQ's content record (its id, version and status) and the FAQ as it is live. */
export async function seededFaq(db: Kysely<Database>, n: number) {
  const record = await db
    .selectFrom('content_records')
    .select(['id', 'ref_id', 'version', 'status'])
    .where('kind', '=', 'faq')
    .where('seed_key', 'is not', null)
    .orderBy('id')
    .offset(n)
    .limit(1)
    .executeTakeFirstOrThrow()
  return { id: record.id, faqId: record.ref_id!, version: record.version, status: record.status, live: await liveFaq(db, record.ref_id!) }
}

/** The content record as it now is: version, status, schedule and pending draft. */
export async function contentRecord(db: Kysely<Database>, id: number) {
  const row = await db
    .selectFrom('content_records')
    .select(['version', 'status', 'scheduled_at', 'draft'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow()
  return { ...row, scheduled_at: row.scheduled_at === null ? null : new Date(row.scheduled_at).toISOString() }
}

/** The FAQ editor's form as the page sends it: the version it was loaded with, each text under `field.locale`, the topic. */
export function faqForm(version: number, faq: Faq, intent: string): FormFields {
  return {
    version: String(version),
    'question.en': faq.question.en,
    'question.es': faq.question.es,
    'answer.en': faq.answer.en,
    'answer.es': faq.answer.es,
    topic: String(faq.topic),
    intent,
  }
}
