import { diffWordsWithSpace } from 'diff'
import { locales, type Locale } from '~/i18n/locales'
import type { ContentDocument, FieldSpec, LocalizedValue, RecordsField } from './fields'
import type { ContentKind } from './kinds'

/*
 * Comparing two documents field by field: what the audit trail records, what
 * the history page shows between two versions, and what a conflict shows
 * between the editor's work and the other editor's save.
 *
 * Values are compared as a reader sees them, not as they happen to be
 * stored: a text is the same with Windows line endings (what a browser posts
 * from a textarea) or trailing blanks (what the form trims), a set of records
 * is the same in any order (the form lists them by title, the live tables by
 * id), an id is the same as a number or a string, blank is blank whether
 * empty, null or absent, and a localized field is compared per language.
 */

/** The text as compared: one kind of line ending, no surrounding blanks, one Unicode form. */
export function normalizedText(value: string): string {
  return value.replace(/\r\n?/g, '\n').normalize('NFC').trim()
}

const isSet = (field: FieldSpec) => field.kind === 'multiselect'
const isNumber = (field: FieldSpec) => field.kind === 'integer' || field.kind === 'decimal' || field.kind === 'money'

/** The names of choices by field (a records field's columns as `<field>.<column>`), where the caller knows them. */
export type DiffLabels = Record<string, Record<string, string>>

/**
 * A records field's row as one line of text ("JCI · 4471 · 2027-06-30 · https://…"), its choices by
 * name where known: rows compare and show as the lines of a list.
 */
function recordLine(field: RecordsField, row: unknown, labels: DiffLabels): string {
  const record = (row && typeof row === 'object' ? row : {}) as Record<string, unknown>
  return field.columns
    .map((column) => {
      const value = record[column.name]
      if (value === undefined || value === null || value === '') return ''
      const text = normalizedText(String(value))
      return column.kind === 'select' ? (labels[`${field.name}.${column.name}`]?.[text] ?? text) : text
    })
    .filter((text) => text !== '')
    .join(' · ')
}

/** One value (one language's, for a localized field) in the form it is compared in: null, a text, a number or a list of texts. */
function normalized(field: FieldSpec, value: unknown, labels: DiffLabels = {}): string | number | string[] | null {
  if (value === undefined || value === null) return null
  // A checkbox: ticked, or not (false, blank and absent alike).
  if (field.kind === 'boolean') return value === true || value === 'on' || value === 'true' ? '✓' : null
  if (field.kind === 'records') {
    const lines = (Array.isArray(value) ? value : []).map((row) => recordLine(field as RecordsField, row, labels)).filter((line) => line !== '')
    return lines.length === 0 ? null : lines
  }
  if (Array.isArray(value)) {
    const items = value.map((item) => normalizedText(String(item ?? ''))).filter((item) => item !== '')
    if (items.length === 0) return null
    return isSet(field) ? [...new Set(items)].sort() : items
  }
  // An id (a choice, a picture) is the same as a number or as a string; a quantity is a number.
  if (typeof value === 'number') return !Number.isFinite(value) ? null : isNumber(field) ? value : String(value)
  if (typeof value === 'string') {
    const text = normalizedText(value)
    if (text === '') return null
    if (isNumber(field) && /^-?\d+(\.\d+)?$/.test(text)) return Number(text)
    return isSet(field) ? [text] : text
  }
  if (typeof value === 'boolean') return String(value)
  return normalizedText(stableJson(value))
}

/** JSON with object keys in one order, for values of shapes the fields do not describe. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (value && typeof value === 'object')
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`
  return JSON.stringify(value ?? null)
}

function sameValue(field: FieldSpec, a: unknown, b: unknown) {
  const left = normalized(field, a)
  const right = normalized(field, b)
  if (Array.isArray(left) && Array.isArray(right)) return left.length === right.length && left.every((item, index) => item === right[index])
  return left === right
}

const perLanguage = (value: unknown, locale: Locale) =>
  value && typeof value === 'object' && !Array.isArray(value) ? (value as Partial<LocalizedValue<unknown>>)[locale] : undefined

/** Whether a field holds the same in both documents (in every language, when localized). */
export function sameField(field: FieldSpec, before: ContentDocument, after: ContentDocument) {
  if (!field.localized) return sameValue(field, before[field.name], after[field.name])
  return locales.every((locale) => sameValue(field, perLanguage(before[field.name], locale), perLanguage(after[field.name], locale)))
}

/** The names of the fields whose values differ. */
export function changedFields(kind: ContentKind, before: ContentDocument, after: ContentDocument): string[] {
  return kind.fields.filter((field) => !sameField(field, before, after)).map((field) => field.name)
}

/** A run of a text's words: kept, taken out, or put in. */
export interface TextPart {
  text: string
  change: 'same' | 'removed' | 'added'
}

export type FieldChange = {
  field: FieldSpec
  /** The language, for a localized field; null for a language-neutral one. */
  locale: Locale | null
} & (
  | {
      /** A text or a list (one item per line): its words, kept, removed and added, in order. */
      type: 'text'
      parts: TextPart[]
    }
  | {
      /** A set of choices (records, languages): which left and which joined; the order means nothing. */
      type: 'set'
      removed: string[]
      added: string[]
    }
  | {
      /** A single value (a number, a choice, a picture): the old one and the new one. */
      type: 'value'
      before: string | null
      after: string | null
    }
)

/** Below this share of kept characters, a text reads better as replaced whole than as a patchwork of words. */
const REWRITTEN_BELOW = 0.4

/**
 * Where the words of two texts differ, word by word (spaces and line breaks
 * kept). A text rewritten almost entirely is shown as replaced whole: its few
 * common words ("the", "in") would only break both sentences into pieces.
 */
export function wordChanges(before: string, after: string): TextPart[] {
  const parts: TextPart[] = []
  for (const part of diffWordsWithSpace(before, after)) {
    const change = part.added ? 'added' : part.removed ? 'removed' : 'same'
    const last = parts.at(-1)
    if (last && last.change === change) last.text += part.value
    else parts.push({ text: part.value, change })
  }
  const merged = joinedRuns(parts)
  const kept = merged.filter((part) => part.change === 'same').reduce((sum, part) => sum + part.text.replace(/\s/g, '').length, 0)
  const longest = Math.max(before.replace(/\s/g, '').length, after.replace(/\s/g, '').length)
  if (longest > 0 && kept / longest < REWRITTEN_BELOW && merged.some((part) => part.change === 'same')) {
    return [...(before ? [{ text: before, change: 'removed' as const }] : []), ...(after ? [{ text: after, change: 'added' as const }] : [])]
  }
  return merged
}

/**
 * Changes separated only by spaces read as one: "volver a ver" replaced by
 * "ver de nuevo" is one removal and one addition, not three of each with
 * unmarked spaces between them.
 */
function joinedRuns(parts: TextPart[]): TextPart[] {
  const joined: TextPart[] = []
  let index = 0
  while (index < parts.length) {
    if (parts[index]!.change === 'same') {
      joined.push(parts[index]!)
      index += 1
      continue
    }
    // A run: changes, and the blank kept parts between them.
    let end = index
    while (
      end + 1 < parts.length &&
      (parts[end + 1]!.change !== 'same' || (/^\s+$/.test(parts[end + 1]!.text) && end + 2 < parts.length && parts[end + 2]!.change !== 'same'))
    )
      end += 1
    const run = parts.slice(index, end + 1)
    const side = (change: 'removed' | 'added') =>
      run
        .filter((part) => part.change === change || part.change === 'same')
        .map((part) => part.text)
        .join('')
    const removed = run.some((part) => part.change === 'removed') ? side('removed') : ''
    const added = run.some((part) => part.change === 'added') ? side('added') : ''
    if (removed) joined.push({ text: removed, change: 'removed' })
    if (added) joined.push({ text: added, change: 'added' })
    index = end + 1
  }
  return joined
}

const TEXT_KINDS = new Set(['text', 'textarea', 'markdown', 'lines', 'pairs', 'records', 'slug', 'url', 'email', 'phone', 'date'])

function change(field: FieldSpec, locale: Locale | null, old: unknown, next: unknown, labels: DiffLabels): FieldChange {
  const a = normalized(field, old, labels)
  const b = normalized(field, next, labels)
  if (isSet(field)) {
    const was = new Set(Array.isArray(a) ? a : [])
    const now = new Set(Array.isArray(b) ? b : [])
    return { field, locale, type: 'set', removed: [...was].filter((item) => !now.has(item)), added: [...now].filter((item) => !was.has(item)) }
  }
  if (TEXT_KINDS.has(field.kind)) {
    const asText = (value: typeof a) => (value === null ? '' : Array.isArray(value) ? value.join('\n') : String(value))
    return { field, locale, type: 'text', parts: wordChanges(asText(a), asText(b)) }
  }
  const asValue = (value: typeof a) => (value === null ? null : Array.isArray(value) ? value.join(', ') : String(value))
  return { field, locale, type: 'value', before: asValue(a), after: asValue(b) }
}

/** Each changed field (per language where localized), and only those: what changed in it (a records field's choices named by `labels`). */
export function documentChanges(kind: ContentKind, before: ContentDocument, after: ContentDocument, labels: DiffLabels = {}): FieldChange[] {
  return kind.fields.flatMap((field): FieldChange[] => {
    if (!field.localized)
      return sameValue(field, before[field.name], after[field.name]) ? [] : [change(field, null, before[field.name], after[field.name], labels)]
    return locales.flatMap((locale) => {
      const old = perLanguage(before[field.name], locale)
      const next = perLanguage(after[field.name], locale)
      return sameValue(field, old, next) ? [] : [change(field, locale, old, next, labels)]
    })
  })
}

/**
 * A long unchanged run shortened around the changes, so a one-word edit in a
 * long article shows that word with some words either side, not the article.
 */
export function withContext(parts: TextPart[], keep = 80): (TextPart | { change: 'elided' })[] {
  return parts.flatMap((part, index): (TextPart | { change: 'elided' })[] => {
    if (part.change !== 'same' || part.text.length <= keep * 2 + 20) return [part]
    const first = index === 0
    const last = index === parts.length - 1
    const head = first ? '' : cutAfterWords(part.text, keep)
    const tail = last ? '' : cutBeforeWords(part.text, keep)
    return [
      ...(head ? [{ text: head, change: 'same' as const }] : []),
      { change: 'elided' },
      ...(tail ? [{ text: tail, change: 'same' as const }] : []),
    ]
  })
}

/** The start of a text, about `length` characters, ending at a word's end. */
function cutAfterWords(text: string, length: number) {
  const cut = text.slice(0, length)
  const space = cut.search(/\s\S*$/)
  return space > length / 2 ? cut.slice(0, space) : cut
}

/** The end of a text, about `length` characters, starting at a word's start. */
function cutBeforeWords(text: string, length: number) {
  const cut = text.slice(-length)
  const space = cut.search(/\s/)
  return space >= 0 && space < length / 2 ? cut.slice(space + 1) : cut
}
