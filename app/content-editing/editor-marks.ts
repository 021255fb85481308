import { locales, type Locale } from '~/i18n/locales'
import { missingLanguages, type ContentDocument } from './fields'
import type { ContentKind } from './kinds'

/** When each language of each localized field last changed (content_records.texts_changed_at). */
export type TextsChangedAt = Record<string, Partial<Record<Locale, string>>>

export interface LanguageMarks {
  /** The text is blank in this language. */
  missing: boolean
  /** The other language's text changed after this one: it may need the same change. */
  outdated: boolean
}

/** The marks of every localized field, per language, for the editor. */
export function languageMarks(
  kind: ContentKind,
  document: ContentDocument,
  changedAt: TextsChangedAt,
): Record<string, Record<Locale, LanguageMarks>> {
  return Object.fromEntries(
    kind.fields
      .filter((field) => field.localized)
      .map((field) => {
        const missing = missingLanguages(document, field)
        const times = changedAt[field.name] ?? {}
        const marks = Object.fromEntries(
          locales.map((locale) => {
            const own = times[locale] ?? ''
            const newerElsewhere = locales.some((other) => other !== locale && (times[other] ?? '') > own)
            return [locale, { missing: missing.includes(locale), outdated: !missing.includes(locale) && newerElsewhere }]
          }),
        ) as Record<Locale, LanguageMarks>
        return [field.name, marks]
      }),
  )
}
