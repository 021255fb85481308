import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { refuse, type Refusal } from '~/errors/outcomes'
import { locales } from '~/i18n/locales'
import { adapterOf } from './adapters/registry.server'
import type { ChoiceField, ContentDocument, LocalizedValue, RecordsField, RecordValue } from './fields'
import type { ContentKind } from './kinds'

/*
 * The checks a document needs the database for: its slugs are not another
 * record's (per language), and the records it points at exist.
 */

type Db = Kysely<Database>

async function slugRefusal(db: Db, kind: ContentKind, document: ContentDocument, refId: number | null): Promise<Refusal | undefined> {
  if (!kind.slugField) return undefined
  const slugs = document[kind.slugField] as LocalizedValue<string>
  const table = `${adapterOf(kind.kind).table}_translations` as 'services_translations'
  for (const locale of locales) {
    if (!slugs[locale]) continue
    let query = db.selectFrom(table).select('owner_id').where('locale', '=', locale).where('slug', '=', slugs[locale])
    if (refId !== null) query = query.where('owner_id', '!=', refId)
    if (await query.executeTakeFirst()) return refuse('content_slug_taken', { field: `${kind.slugField}.${locale}`, values: { slug: slugs[locale] } })
  }
  return undefined
}

async function referencesRefusal(db: Db, kind: ContentKind, document: ContentDocument): Promise<Refusal | undefined> {
  for (const field of kind.fields.filter((candidate) => candidate.kind === 'image')) {
    const id = document[field.name]
    if (typeof id === 'number' && !(await db.selectFrom('content_images').select('id').where('id', '=', id).executeTakeFirst())) {
      return refuse('content_reference_unknown', { field: field.name })
    }
  }
  for (const field of kind.fields) {
    // A records field's select columns (a clinic's price rows name treatments) point at records too.
    const columns = field.kind === 'records' ? (field as RecordsField).columns.filter((column) => column.options) : []
    const options = (field as ChoiceField).options ?? columns[0]?.options
    if (!options || !('records' in options)) continue
    const value = document[field.name]
    const ids = (
      field.kind === 'records'
        ? ((value as RecordValue[] | undefined) ?? [])
            .flatMap((row) => columns.map((column) => row[column.name]))
            .filter((id) => typeof id === 'number')
        : Array.isArray(value)
          ? value
          : value === undefined || value === null
            ? []
            : [value]
    ) as number[]
    if (ids.length === 0) continue
    // The kinds records point at all have a live table (adapters.test.ts).
    const table = adapterOf(options.records).table!
    const found = await db.selectFrom(table).select('id').where('id', 'in', ids).execute()
    if (found.length !== new Set(ids).size) return refuse('content_reference_unknown', { field: field.name })
  }
  return undefined
}

export async function referenceRefusal(db: Db, kind: ContentKind, document: ContentDocument, refId: number | null) {
  return (await slugRefusal(db, kind, document, refId)) ?? (await referencesRefusal(db, kind, document))
}
