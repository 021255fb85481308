import { locales, type Locale } from '~/i18n/locales'
import type { ContentDocument, FieldSpec, LocalizedValue } from './fields'
import type { ContentKind } from './kinds'

/*
 * Comparing two documents field by field: what the audit trail records, what
 * the history page shows between two versions, and what a conflict shows
 * between the editor's work and the other editor's save.
 */

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null)

/** The names of the fields whose values differ. */
export function changedFields(kind: ContentKind, before: ContentDocument, after: ContentDocument): string[] {
  return kind.fields.filter((field) => !same(before[field.name], after[field.name])).map((field) => field.name)
}

export interface FieldChange {
  field: FieldSpec
  /** The language, for a localized field; null for a language-neutral one. */
  locale: Locale | null
  before: string
  after: string
}

/** A value as a person reads it in a comparison: lists one item per line. */
function asText(value: unknown): string {
  if (value === undefined || value === null) return ''
  if (Array.isArray(value)) return value.join('\n')
  return String(value)
}

/** Each changed field (per language where localized), old and new text side by side. */
export function documentChanges(kind: ContentKind, before: ContentDocument, after: ContentDocument): FieldChange[] {
  return kind.fields.flatMap((field): FieldChange[] => {
    if (!field.localized) {
      return same(before[field.name], after[field.name])
        ? []
        : [{ field, locale: null, before: asText(before[field.name]), after: asText(after[field.name]) }]
    }
    const old = before[field.name] as LocalizedValue<unknown> | undefined
    const next = after[field.name] as LocalizedValue<unknown> | undefined
    return locales.flatMap((locale) =>
      same(old?.[locale], next?.[locale]) ? [] : [{ field, locale, before: asText(old?.[locale]), after: asText(next?.[locale]) }],
    )
  })
}
