import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { locales, type Locale } from '~/i18n/locales'
import { parseQuoteQuestions } from './quote-questions'

/*
 * Reading a service's quote questions as the public site has them (the
 * published content: the live tables). A service that is not on the site, or
 * not in a language, asks nothing in it.
 */

/** The published questions of a service in one language, in their order: trimmed, blank lines dropped. */
export async function quoteQuestions(db: Kysely<Database>, serviceId: number, locale: Locale): Promise<string[]> {
  const row = await db
    .selectFrom('services')
    .innerJoin('services_translations as t', (join) => join.onRef('t.owner_id', '=', 'services.id').on('t.locale', '=', locale))
    .select('t.quote_questions')
    .where('services.id', '=', serviceId)
    .where('services.published', '=', 1)
    .executeTakeFirst()
  return row ? parseQuoteQuestions(row.quote_questions) : []
}

/**
 * The published questions of a service in both languages, for checking a
 * request (the answers arrive in the order of the questions the patient read)
 * and for showing it to staff in the other language. Line n of one language is
 * line n of the other; publishing refuses lists of different lengths. A
 * language the service is not published in has no questions. Undefined when
 * the service is not on the site.
 */
export async function quoteQuestionsInBothLanguages(db: Kysely<Database>, serviceId: number): Promise<Record<Locale, string[]> | undefined> {
  const rows = await db
    .selectFrom('services')
    .innerJoin('services_translations as t', 't.owner_id', 'services.id')
    .select(['t.locale', 't.quote_questions'])
    .where('services.id', '=', serviceId)
    .where('services.published', '=', 1)
    .execute()
  if (rows.length === 0) return undefined
  const byLocale = new Map(rows.map((row) => [row.locale, row.quote_questions]))
  return Object.fromEntries(locales.map((locale) => [locale, parseQuoteQuestions(byLocale.get(locale) ?? '')])) as Record<Locale, string[]>
}
