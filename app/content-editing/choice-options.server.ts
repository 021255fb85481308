import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { iconNames } from '~/ui/icon/icon-names'
import type { ChoiceField, RecordsField } from './fields'
import type { ContentKind } from './kinds'

/*
 * The choices of a kind's select fields, for its editor: fixed lists, the
 * icons we ship, and records of other kinds (live ones, by title in the
 * editor's language). A records field's select columns have theirs under
 * `<field>.<column>`; one whose amounts follow another record's currency has
 * `<field>.currency`: each destination's id with its currency as the label.
 */

export interface ChoiceOption {
  value: string
  label: string
}

async function recordOptions(db: Kysely<Database>, kind: string, locale: Locale): Promise<ChoiceOption[]> {
  const rows = await db
    .selectFrom('content_records')
    .select(['ref_id', 'title_en', 'title_es'])
    .where('kind', '=', kind)
    .where('ref_id', 'is not', null)
    .orderBy(locale === 'es' ? 'title_es' : 'title_en')
    .execute()
  return rows.map((row) => ({ value: String(row.ref_id), label: (locale === 'es' ? row.title_es : row.title_en) || row.title_en }))
}

export async function choiceOptions(db: Kysely<Database>, kind: ContentKind, locale: Locale): Promise<Record<string, ChoiceOption[]>> {
  const entries = await Promise.all(
    kind.fields
      .filter((field): field is ChoiceField => field.kind === 'select' || field.kind === 'multiselect')
      .map(async (field): Promise<[string, ChoiceOption[]]> => {
        const { options } = field
        if ('records' in options) return [field.name, await recordOptions(db, options.records, locale)]
        if ('fixed' in options) return [field.name, options.fixed.map((value) => ({ value, label: value }))]
        if (options.source === 'icons')
          return [field.name, iconNames.filter((name) => name.startsWith('lucide:')).map((name) => ({ value: name, label: name.slice(7) }))]
        if (options.source === 'time_zones') return [field.name, Intl.supportedValuesOf('timeZone').map((zone) => ({ value: zone, label: zone }))]
        return [field.name, []]
      }),
  )
  const records = await Promise.all(
    kind.fields
      .filter((field): field is RecordsField => field.kind === 'records')
      .flatMap((field) => [
        ...field.columns
          .filter((column) => column.options)
          .map(async (column): Promise<[string, ChoiceOption[]]> => [
            `${field.name}.${column.name}`,
            await recordOptions(db, column.options!.records, locale),
          ]),
        ...(field.currencyOf ? [destinationCurrencies(db).then((list): [string, ChoiceOption[]] => [`${field.name}.currency`, list])] : []),
      ]),
  )
  return Object.fromEntries([...entries, ...records])
}

async function destinationCurrencies(db: Kysely<Database>): Promise<ChoiceOption[]> {
  const rows = await db.selectFrom('destinations').select(['id', 'currency']).orderBy('id').execute()
  return rows.map((row) => ({ value: String(row.id), label: row.currency }))
}
