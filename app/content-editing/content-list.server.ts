import { sql, type Kysely } from 'kysely'
import { accentFolded, toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import type { RecordStatus } from './content-record-store.server'

/* The console's list of one kind's records: title in the editor's language, state, last change. */

export interface ContentListItem {
  id: number
  /** The live row's id, which other records point at; null until first published. */
  refId: number | null
  title: string
  /** The other language's title, when this one is still blank. */
  fallbackTitle: string
  status: RecordStatus
  hasDraft: boolean
  scheduledAt: Date | null
  updatedAt: Date
}

export async function listContentRecords(db: Kysely<Database>, kind: string, locale: Locale, query = ''): Promise<ContentListItem[]> {
  let select = db
    .selectFrom('content_records')
    .select(['id', 'ref_id', 'title_en', 'title_es', 'status', 'draft', 'scheduled_at', 'updated_at'])
    .where('kind', '=', kind)
  const words = query.trim().toLowerCase()
  if (words) {
    const pattern = `%${words
      .normalize('NFD')
      .replace(/\p{Diacritic}/gu, '')
      .replace(/[\\%_]/g, '\\$&')}%`
    // LIKE … ESCAPE, the same on both engines: SQLite has no default escape character, so a typed % or _ matched anything.
    select = select.where((eb) =>
      eb.or((['title_en', 'title_es'] as const).map((column) => sql<boolean>`${accentFolded(db, eb.ref(column))} like ${pattern} escape '\\'`)),
    )
  }
  const rows = await select
    .orderBy(locale === 'es' ? 'title_es' : 'title_en')
    .orderBy('id')
    .execute()
  return rows.map((row) => {
    const [own, other] = locale === 'es' ? [row.title_es, row.title_en] : [row.title_en, row.title_es]
    return {
      id: row.id,
      refId: row.ref_id,
      title: own,
      fallbackTitle: other,
      status: row.status,
      hasDraft: row.draft !== null,
      scheduledAt: row.scheduled_at === null ? null : toDate(row.scheduled_at),
      updatedAt: toDate(row.updated_at),
    }
  })
}

/** How many records of each kind, for the content index. */
export async function countContentRecords(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await db
    .selectFrom('content_records')
    .select(['kind', (eb) => eb.fn.countAll().as('n')])
    .groupBy('kind')
    .execute()
  return Object.fromEntries(rows.map((row) => [row.kind, Number(row.n)]))
}
