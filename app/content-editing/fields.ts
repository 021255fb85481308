import { z } from 'zod'
import { EMAIL_PATTERN, printable, requiredText, ruleMessage } from '~/forms/rules'
import { locales, type Locale } from '~/i18n/locales'

/*
 * What an editable record is made of, described once per content kind
 * (kinds/*.ts): the editor draws its form from these descriptions, and the
 * same descriptions build the zod schemas the browser and the server validate
 * with. A document (what a draft or a revision holds) is a flat object: a
 * language-neutral field holds its value, a localized one `{ en, es }`.
 *
 * Two strictnesses: a draft may leave texts empty in one language (or both);
 * publishing needs every required text in both.
 */

export type FieldKind =
  | 'text' // one line
  | 'textarea' // a few plain lines
  | 'markdown' // long text, rendered by the public page's markdown renderer
  | 'lines' // a list, one item per line
  | 'pairs' // a list of "Title: description" lines
  | 'slug'
  | 'integer'
  | 'decimal'
  | 'money' // an amount in the currency's minor units (the form shows units)
  | 'select' // one of `options`
  | 'multiselect' // several of `options`
  | 'date'
  | 'url' // an https address
  | 'email'
  | 'phone' // an international number, e.g. +57 310 555 0148
  | 'image' // an uploaded picture (its id); the file is sent beside the form as `imageFile`
  | 'boolean' // yes or no, a checkbox (left unchecked, a form sends nothing: no)
  | 'records' // a list of records of a few columns each (a clinic's accreditations, its prices per treatment): a table of inputs

interface BaseField {
  name: string
  kind: FieldKind
  /** One value per language. */
  localized?: boolean
  /** Needed to publish (in both languages, when localized). */
  required?: boolean
  maxLength?: number
  /** For a list ('lines', 'pairs'): at most this many items (default 30), each of at most `maxLineLength` characters (default 400). */
  maxLines?: number
  maxLineLength?: number
  /** Shown under the field; a message key under console.content.hints. */
  hint?: string
}

export interface ChoiceField extends BaseField {
  kind: 'select' | 'multiselect'
  /** Where the choices come from: a fixed list, or records of another kind (their ids). */
  options: { fixed: readonly string[] } | { records: string } | { source: 'time_zones' | 'currencies' | 'icons' | 'languages' }
}

export interface NumberField extends BaseField {
  kind: 'integer' | 'decimal' | 'money'
  min?: number
  max?: number
  /** For money: the field naming its currency. */
  currencyField?: string
}

/** One column of a 'records' field: a text, a date, an https address, a whole number or another record (its id). */
export interface RecordColumn {
  name: string
  kind: 'text' | 'date' | 'url' | 'integer' | 'select'
  /** Needed in every row that is not left blank. */
  required?: boolean
  maxLength?: number
  min?: number
  max?: number
  /** For 'select': the kind whose live records are the choices. */
  options?: { records: string }
  /** For 'integer': an amount of money in whole units (the price list's "from 2,500"). */
  amount?: boolean
}

/**
 * A list of records typed in a table, one row per record: the form draws the
 * rows it has and a few blank ones (more after saving), so it works without
 * JavaScript; a row left blank is no record.
 */
export interface RecordsField extends BaseField {
  kind: 'records'
  columns: readonly RecordColumn[]
  /** Amounts in the currency of the record chosen in this field (a clinic's destination): the editor names it. */
  currencyOf?: string
}

export type FieldSpec = BaseField | ChoiceField | NumberField | RecordsField

export type LocalizedValue<T> = Record<Locale, T>
/** One row of a 'records' field: blank texts are '', other blank cells null. */
export type RecordValue = Record<string, string | number | null>
export type FieldValue = string | number | boolean | string[] | number[] | RecordValue[] | LocalizedValue<string> | LocalizedValue<string[]> | null
export type ContentDocument = Record<string, FieldValue>

export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/
const MAX_LINE = 400
const MAX_LINES = 30
const MAX_TEXT = 200
const MAX_MARKDOWN = 60_000

const error = (key: string) => ({ error: `console.content.errors.${key}` })

/** A title as a slug: accents folded, lower case, words joined by hyphens. */
export function slugify(text: string) {
  return text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100)
    .replace(/-$/, '')
}

const isListKind = (kind: FieldKind) => kind === 'lines' || kind === 'pairs'
const multiline = (kind: FieldKind) => kind === 'textarea' || kind === 'markdown' || isListKind(kind)

function textLimit(field: FieldSpec) {
  if (field.maxLength) return field.maxLength
  return field.kind === 'markdown' ? MAX_MARKDOWN : field.kind === 'textarea' ? 2_000 : MAX_TEXT
}

/** A list typed one item per line, or already a list (the API). */
const asLines = (value: unknown) =>
  typeof value === 'string'
    ? value
        .split(/\r?\n/)
        .map((line) => line.trim())
        .filter(Boolean)
    : value

/** One language's value of a text-like field. Blank is allowed here; `required` is checked by the document's strictness. */
function textSchema(field: FieldSpec) {
  const limit = textLimit(field)
  if (isListKind(field.kind)) {
    const [lines, length] = [field.maxLines ?? MAX_LINES, field.maxLineLength ?? MAX_LINE]
    const [tooMany, tooLong] = [error(`too_many_lines?max=${lines}`), error(`line_too_long?max=${length}`)]
    let item = printable(z.string().trim().max(length, tooLong))
    if (field.kind === 'pairs') item = item.regex(/^[^:]+:\s*\S/, error('pair_format'))
    return z.preprocess(asLines, z.array(item).max(lines, tooMany).default([]))
  }
  const base = printable(z.string().trim().max(limit, error('too_long')), { multiline: multiline(field.kind) })
  const format = FORMATS[field.kind]
  if (format)
    return z.preprocess(
      blankToEmpty,
      base.refine((value) => value === '' || format.test(value), { error: format.error }),
    )
  return z.preprocess(blankToEmpty, base)
}

const PHONE_PATTERN = /^\+\d[\d ()-]{6,22}\d$/
function isHttpsUrl(value: string) {
  try {
    const url = new URL(value)
    return url.protocol === 'https:' && url.hostname.includes('.') && !url.username && !url.password
  } catch {
    return false
  }
}
/** Fields whose text has a shape: the check and its message. */
const FORMATS: Partial<Record<FieldKind, { test: (value: string) => boolean; error: string }>> = {
  slug: { test: (value) => SLUG_PATTERN.test(value), error: 'console.content.errors.slug_format' },
  date: { test: (value) => isIsoDate(value), error: 'console.content.errors.date_format' },
  url: { test: (value) => isHttpsUrl(value), error: 'console.content.errors.url_format' },
  email: { test: (value) => EMAIL_PATTERN.test(value), error: ruleMessage('email') },
  phone: { test: (value) => PHONE_PATTERN.test(value), error: 'console.content.errors.phone_format' },
}

const blankToEmpty = (value: unknown) => (value === undefined || value === null ? '' : value)
/** A real day written YYYY-MM-DD (no 30 February: the date must read back as written). */
const isIsoDate = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false
  const time = Date.parse(`${value}T00:00:00Z`)
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value
}

function numberSchema(field: NumberField) {
  const integer = field.kind !== 'decimal'
  const parse = (value: unknown) => {
    if (typeof value === 'number') return value
    if (typeof value !== 'string' || value.trim() === '') return undefined
    const text = value.trim().replace(',', '.')
    return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN
  }
  let schema = z.number({ error: ruleMessage('required') }).refine((n) => Number.isFinite(n), error('number_format'))
  if (integer) schema = schema.refine((n) => Number.isInteger(n), error(field.kind === 'money' ? 'money_format' : 'integer_format'))
  const { min, max } = field
  if (min !== undefined) schema = schema.refine((n) => n >= min, { error: `console.content.errors.min?min=${min}` })
  if (max !== undefined) schema = schema.refine((n) => n <= max, { error: `console.content.errors.max?max=${max}` })
  return z.preprocess(parse, schema)
}

function choiceSchema(field: ChoiceField) {
  const one = 'records' in field.options ? z.coerce.number<unknown>().int().positive() : z.string().trim().min(1)
  const allowed = 'fixed' in field.options ? new Set<string>(field.options.fixed) : null
  const checked = allowed ? (one as z.ZodString).refine((value) => allowed.has(value), error('choice')) : one
  if (field.kind === 'multiselect') {
    return z.preprocess((value) => (value === undefined || value === '' ? [] : Array.isArray(value) ? value : [value]), z.array(checked).max(50))
  }
  return z.preprocess((value) => (value === '' ? undefined : value), checked)
}

/** One cell of a records field; blank is allowed here (the row decides). */
function cellSchema(column: RecordColumn): z.ZodType {
  if (column.kind === 'integer') {
    const { min, max } = column
    let number = z.number(error('number_format')).refine((n) => Number.isInteger(n), error(column.amount ? 'whole_amount' : 'integer_format'))
    if (min !== undefined) number = number.refine((n) => n >= min, { error: `console.content.errors.min?min=${min}` })
    if (max !== undefined) number = number.refine((n) => n <= max, { error: `console.content.errors.max?max=${max}` })
    const parse = (value: unknown) => {
      if (typeof value === 'number') return value
      if (value === undefined || value === null || (typeof value === 'string' && value.trim() === '')) return null
      const text = String(value).trim().replace(',', '.')
      return /^\d+(\.\d+)?$/.test(text) ? Number(text) : Number.NaN
    }
    return z.preprocess(parse, number.refine((n) => Number.isFinite(n), error('number_format')).nullable())
  }
  if (column.kind === 'select') {
    return z.preprocess((value) => (value === undefined || value === '' ? null : value), z.coerce.number<unknown>().int().positive().nullable())
  }
  const text = printable(
    z
      .string()
      .trim()
      .max(column.maxLength ?? MAX_TEXT, error('too_long')),
  )
  const format = FORMATS[column.kind]
  if (!format) return z.preprocess(blankToEmpty, text)
  // A blank date or address is null: unknown.
  return z
    .preprocess(
      blankToEmpty,
      text.refine((value) => value === '' || format.test(value), { error: format.error }),
    )
    .transform((value) => value || null)
}

const isBlankCell = (value: unknown) => value === null || value === undefined || value === ''

function recordsSchema(field: RecordsField) {
  const row = z.object(Object.fromEntries(field.columns.map((column) => [column.name, cellSchema(column)]))).superRefine((record, context) => {
    if (field.columns.every((column) => isBlankCell(record[column.name]))) return
    for (const column of field.columns.filter((candidate) => candidate.required && isBlankCell(record[candidate.name])))
      context.addIssue({ code: 'custom', path: [column.name], message: ruleMessage('required') })
  })
  const limit = field.maxLines ?? MAX_LINES
  // The form posts a table (rows of strings), the API a list of objects; holes and blank rows are no records.
  const rows = (value: unknown) =>
    Array.isArray(value) ? value.map((item) => (item && typeof item === 'object' ? item : {})) : value === undefined || value === '' ? [] : value
  return z
    .preprocess(rows, z.array(row).max(limit, error(`too_many_lines?max=${limit}`)))
    .transform((records) => records.filter((record) => !field.columns.every((column) => isBlankCell(record[column.name]))))
}

function valueSchema(field: FieldSpec): z.ZodType {
  if (field.kind === 'records') return recordsSchema(field as RecordsField)
  if (field.kind === 'boolean') return z.preprocess((value) => value === true || value === 'on' || value === 'true', z.boolean())
  if (field.kind === 'integer' || field.kind === 'decimal' || field.kind === 'money') return numberSchema(field as NumberField)
  if (field.kind === 'select' || field.kind === 'multiselect') return choiceSchema(field as ChoiceField)
  if (field.kind === 'image') return z.coerce.number<unknown>().int().positive()
  return textSchema(field)
}

export type Strictness = 'draft' | 'publish'

function isBlank(value: unknown) {
  return value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0)
}

/**
 * The schema of a whole document. Localized texts: blank allowed in a draft,
 * required (when the field is) in both languages to publish. Language-neutral
 * values (numbers, choices) are needed in a draft too, except where optional.
 */
export function documentSchema(fields: readonly FieldSpec[], strictness: Strictness) {
  const shape: Record<string, z.ZodType> = {}
  for (const field of fields) {
    const value = valueSchema(field)
    if (field.localized) {
      const perLanguage = strictness === 'publish' && field.required ? requiredValue(field, value) : value
      // A form leaves out a field blank in both languages: it is then blank in each.
      shape[field.name] = z.preprocess((input) => input ?? {}, z.object(Object.fromEntries(locales.map((locale) => [locale, perLanguage]))))
    } else {
      // An optional value left blank (or null, from the API or a live row) is simply absent.
      shape[field.name] = field.required
        ? requiredValue(field, value)
        : z.preprocess((input) => (input === null || input === '' ? undefined : input), value.optional())
    }
  }
  return z.object(shape)
}

function requiredValue(field: FieldSpec, value: z.ZodType) {
  if (field.kind === 'text' || field.kind === 'textarea' || field.kind === 'markdown')
    return requiredText({ multiline: multiline(field.kind) }).pipe(value as z.ZodType<string, string>)
  return value.refine((parsed) => !isBlank(parsed), { error: ruleMessage('required') })
}

/** The languages in which a localized field is blank. */
export function missingLanguages(document: ContentDocument, field: FieldSpec): Locale[] {
  if (!field.localized) return []
  const value = document[field.name] as LocalizedValue<unknown> | undefined
  return locales.filter((locale) => isBlank(value?.[locale]))
}

/** Whether every required field is filled (in both languages where localized): what publishing asks. */
export function isComplete(document: ContentDocument, fields: readonly FieldSpec[]) {
  return fields.every(
    (field) => !field.required || (field.localized ? missingLanguages(document, field).length === 0 : !isBlank(document[field.name])),
  )
}
