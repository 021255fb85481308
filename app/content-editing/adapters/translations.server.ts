import type { AnyKysely } from '~/db/dialect.server'
import { locales, type Locale } from '~/i18n/locales'
import type { LocalizedValue } from '../fields'
import type { LiveTable, TranslationRow } from './adapter'

type Row = Record<string, unknown>

/** Writes a record's translation rows, one per locale (the seed and the console's publishing). */
export async function upsertTranslations(db: AnyKysely, table: string, ownerId: number, texts: (locale: Locale) => Row) {
  for (const locale of locales) {
    const values = texts(locale)
    await db
      .insertInto(`${table}_translations`)
      .values({ owner_id: ownerId, locale, ...values })
      .onConflict((conflict) => conflict.columns(['owner_id', 'locale']).doUpdateSet(values))
      .execute()
  }
}

/** A record's translation rows as `{ en: row, es: row }`, typed as the schema has them. */
export async function readTranslations<T extends LiveTable>(
  db: AnyKysely,
  table: T,
  ownerId: number,
): Promise<Partial<Record<Locale, TranslationRow<T>>>> {
  const rows = (await db.selectFrom(`${table}_translations`).selectAll().where('owner_id', '=', ownerId).execute()) as (TranslationRow<T> & {
    locale: Locale
  })[]
  return Object.fromEntries(rows.map((row) => [row.locale, row]))
}

/** One column of the translation rows as a localized value (blank where a language is missing). */
export function localized<T extends Row, V>(rows: Partial<Record<Locale, T>>, pick: (row: T) => V, blank: V): LocalizedValue<V> {
  return Object.fromEntries(locales.map((locale) => [locale, rows[locale] ? pick(rows[locale]) : blank])) as LocalizedValue<V>
}

/** The next position at the end of an ordered table. */
export async function nextPosition(db: AnyKysely, table: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.max('position').as('last'))
    .executeTakeFirst()
  return row?.last === null || row?.last === undefined ? 0 : Number(row.last) + 1
}

/**
 * A stable key (the table's own slug column) for a new record: its first
 * slug, or the title's, made unique among the keys. Keys never change after:
 * booking links and map images use them, whatever the pages' slugs become.
 */
export async function freeKey(db: AnyKysely, table: string, wanted: string): Promise<string> {
  const base = wanted.slice(0, 100) || 'record'
  for (let attempt = 1; ; attempt += 1) {
    const key = attempt === 1 ? base : `${base}-${attempt}`
    if (!(await db.selectFrom(table).select('id').where('slug', '=', key).executeTakeFirst())) return key
  }
}

/**
 * Writes a record's language-neutral row: an update of `refId`, or (refId
 * null) an insert with what only a new row needs (its key, its place).
 * Returns the row's id.
 */
export async function writeRow(db: AnyKysely, table: string, refId: number | null, values: Row, forNewRow: () => Promise<Row>): Promise<number> {
  if (refId !== null) {
    if (Object.keys(values).length > 0) await db.updateTable(table).set(values).where('id', '=', refId).execute()
    return refId
  }
  const row = await db
    .insertInto(table)
    .values({ ...values, ...(await forNewRow()) })
    .returning('id')
    .executeTakeFirstOrThrow()
  return Number(row.id)
}
