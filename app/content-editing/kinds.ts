import { parseWithZod } from '@conform-to/zod/v4'
import { z } from 'zod'
import { QUOTE_QUESTION_LIMITS } from '~/catalogue/quote-questions'
import { unknownPlaceholders } from '~/content/placeholders'
import { minorUnitsPerUnit } from '~/i18n/money'
import { documentSchema, type ContentDocument, type FieldSpec, type Strictness } from './fields'

/*
 * The kinds of content the console edits: their fields (which draw the
 * editor and build its validation), which field names a record in lists, and
 * the checks that span fields. Shared by the browser and the server; how a
 * kind is read from and written to the live tables is in adapters/.
 */

export interface CrossFieldIssue {
  path: string
  message: string
}

/** A kind of content; `Name` is its literal name for the kinds listed below (ContentKindName). */
export interface ContentKind<Name extends string = string> {
  kind: Name
  /** A fixed set of records (the legal pages, the settings): none created, none taken off the site. */
  fixedSet?: boolean
  /** A date field that, left blank, takes the day of publishing (a blog post's date). */
  publishDateField?: string
  /** The field that names a record in lists (localized, or one name for both); none for the settings. */
  titleField?: string
  /** The localized slug field, for kinds with a public page. */
  slugField?: string
  fields: readonly FieldSpec[]
  /** Rules across fields (price-from ≤ price-to…), on top of each field's own; some only when publishing. */
  checks?: (document: ContentDocument, strictness: Strictness) => CrossFieldIssue[]
}

const CURRENCIES = ['USD', 'EUR', 'MXN', 'COP', 'CRC', 'PAB', 'GBP'] as const

function notAfter(from: string, to: string, message: string) {
  return (document: ContentDocument): CrossFieldIssue[] => {
    const low = document[from]
    const high = document[to]
    return typeof low === 'number' && typeof high === 'number' && low > high ? [{ path: to, message: `console.content.errors.${message}` }] : []
  }
}

/** An indicative price is a whole amount (the catalogue shows "from US$1,200"). */
function wholeAmounts(names: string[], currencyField: string) {
  return (document: ContentDocument): CrossFieldIssue[] => {
    const currency = document[currencyField]
    if (typeof currency !== 'string') return []
    const perUnit = minorUnitsPerUnit(currency)
    return names.flatMap((name) => {
      const amount = document[name]
      return typeof amount === 'number' && amount % perUnit !== 0 ? [{ path: name, message: 'console.content.errors.whole_amount' }] : []
    })
  }
}

/** A legal text may name only the placeholders that exist ({{company_address}}): an unknown one would break its page. */
function knownPlaceholders(name: string) {
  return (document: ContentDocument): CrossFieldIssue[] => {
    const texts = document[name] as Record<string, string> | undefined
    const unknown = Object.values(texts ?? {}).flatMap((text) => unknownPlaceholders(text))
    return unknown.length > 0 ? [{ path: name, message: `console.content.errors.placeholder?name=${encodeURIComponent(unknown[0]!)}` }] : []
  }
}

type Check = (document: ContentDocument, strictness: Strictness) => CrossFieldIssue[]

const allChecks =
  (...checks: Check[]): Check =>
  (document, strictness) =>
    checks.flatMap((check) => check(document, strictness))

/** The picture and its description go together: a published picture says what it shows, in both languages. */
const IMAGE_FIELDS: FieldSpec[] = [
  { name: 'image', kind: 'image' },
  { name: 'imageAlt', kind: 'text', localized: true, maxLength: 200, hint: 'image_alt' },
]

const altWithImage: Check = (document, strictness) => {
  if (strictness !== 'publish' || typeof document.image !== 'number') return []
  const alt = document.imageAlt as { en?: string; es?: string } | undefined
  return alt?.en?.trim() && alt.es?.trim() ? [] : [{ path: 'imageAlt', message: 'console.content.errors.image_alt' }]
}

/**
 * A list whose lines correspond from one language to the other (line 3 in
 * English is line 3 in Spanish) has as many lines in each to be published; a
 * draft may be halfway through.
 */
function linesInStep(name: string, message: string): Check {
  return (document, strictness) => {
    if (strictness !== 'publish') return []
    const lines = document[name] as { en?: string[]; es?: string[] } | undefined
    const [en, es] = [lines?.en?.length ?? 0, lines?.es?.length ?? 0]
    return en === es ? [] : [{ path: name, message: `console.content.errors.${message}?en=${en}&es=${es}` }]
  }
}

export const serviceKind: ContentKind<'service'> = {
  kind: 'service',
  titleField: 'name',
  slugField: 'slug',
  fields: [
    { name: 'name', kind: 'text', localized: true, required: true, maxLength: 120 },
    { name: 'slug', kind: 'slug', localized: true, required: true, maxLength: 100, hint: 'slug' },
    { name: 'summary', kind: 'textarea', localized: true, required: true, maxLength: 200, hint: 'summary' },
    { name: 'about', kind: 'markdown', localized: true, required: true },
    { name: 'requirements', kind: 'lines', localized: true, required: true, hint: 'lines' },
    { name: 'results', kind: 'markdown', localized: true, required: true },
    { name: 'procedure', kind: 'lines', localized: true, required: true, hint: 'lines' },
    // What a request for a personal quote asks (issue 30); a request keeps the answers with the questions in the patient's language.
    {
      name: 'quoteQuestions',
      kind: 'lines',
      localized: true,
      maxLines: QUOTE_QUESTION_LIMITS.count,
      maxLineLength: QUOTE_QUESTION_LIMITS.length,
      hint: 'quote_questions',
    },
    { name: 'category', kind: 'select', required: true, options: { fixed: ['eye', 'other'] } },
    { name: 'icon', kind: 'select', required: true, options: { source: 'icons' } },
    { name: 'currency', kind: 'select', required: true, options: { fixed: CURRENCIES } },
    { name: 'priceFrom', kind: 'money', required: true, min: 0, max: 100_000_000_00, currencyField: 'currency' },
    { name: 'priceTo', kind: 'money', required: true, min: 0, max: 100_000_000_00, currencyField: 'currency' },
    { name: 'durationMinutes', kind: 'integer', required: true, min: 1, max: 1440 },
    { name: 'recoveryDaysMin', kind: 'integer', required: true, min: 0, max: 365 },
    { name: 'recoveryDaysMax', kind: 'integer', required: true, min: 0, max: 365 },
    { name: 'assessmentFee', kind: 'money', required: true, min: 0, max: 1_000_000_00, currencyField: 'assessmentCurrency', hint: 'assessment_fee' },
    { name: 'assessmentCurrency', kind: 'select', required: true, options: { fixed: CURRENCIES } },
    { name: 'assessmentMinutes', kind: 'integer', required: true, min: 10, max: 240 },
    { name: 'specialists', kind: 'multiselect', options: { records: 'specialist' } },
    { name: 'destinations', kind: 'multiselect', options: { records: 'destination' } },
    ...IMAGE_FIELDS,
  ],
  checks: allChecks(
    altWithImage,
    notAfter('priceFrom', 'priceTo', 'price_order'),
    notAfter('recoveryDaysMin', 'recoveryDaysMax', 'recovery_order'),
    wholeAmounts(['priceFrom', 'priceTo'], 'currency'),
    linesInStep('quoteQuestions', 'quote_questions_count'),
  ),
}

export const faqKind: ContentKind<'faq'> = {
  kind: 'faq',
  titleField: 'question',
  fields: [
    { name: 'question', kind: 'text', localized: true, required: true, maxLength: 200 },
    { name: 'answer', kind: 'markdown', localized: true, required: true, maxLength: 4000 },
    { name: 'topic', kind: 'select', required: true, options: { records: 'faq_topic' } },
  ],
}

const COUNTRIES = ['AR', 'BR', 'CL', 'CO', 'CR', 'DO', 'EC', 'ES', 'GT', 'MX', 'PA', 'PE', 'PT', 'PY', 'SV', 'US', 'UY'] as const
const LANGUAGES = ['es', 'en', 'pt', 'fr', 'de', 'it', 'ca'] as const

export const destinationKind: ContentKind<'destination'> = {
  kind: 'destination',
  titleField: 'name',
  slugField: 'slug',
  checks: altWithImage,
  fields: [
    { name: 'name', kind: 'text', localized: true, required: true, maxLength: 120 },
    { name: 'slug', kind: 'slug', localized: true, required: true, maxLength: 100, hint: 'slug' },
    { name: 'country', kind: 'text', localized: true, required: true, maxLength: 80 },
    { name: 'language', kind: 'text', localized: true, required: true, maxLength: 80 },
    { name: 'summary', kind: 'textarea', localized: true, required: true, maxLength: 200, hint: 'summary' },
    { name: 'about', kind: 'markdown', localized: true, required: true },
    { name: 'attractions', kind: 'pairs', localized: true, required: true, hint: 'pairs' },
    { name: 'countryCode', kind: 'select', required: true, options: { fixed: COUNTRIES } },
    { name: 'timeZone', kind: 'select', required: true, options: { source: 'time_zones' } },
    { name: 'currency', kind: 'select', required: true, options: { fixed: CURRENCIES } },
    { name: 'population', kind: 'integer', required: true, min: 1, max: 100_000_000 },
    { name: 'populationYear', kind: 'integer', required: true, min: 1900, max: 2100 },
    { name: 'latitude', kind: 'decimal', required: true, min: -90, max: 90 },
    { name: 'longitude', kind: 'decimal', required: true, min: -180, max: 180 },
    ...IMAGE_FIELDS,
  ],
}

/** A text that is optional, but once written in one language is written in the other before publishing. */
function bothLanguagesOrNone(name: string): Check {
  return (document, strictness) => {
    if (strictness !== 'publish') return []
    const texts = document[name] as { en?: string; es?: string } | undefined
    const [en, es] = [Boolean(texts?.en?.trim()), Boolean(texts?.es?.trim())]
    return en === es ? [] : [{ path: name, message: 'console.content.errors.both_languages' }]
  }
}

/** Two values that only mean something together (a licence number and the body that issued it): both or neither. */
function together(first: string, second: string): Check {
  return (document) => {
    const [a, b] = [document[first], document[second]]
    const filled = (value: unknown) => typeof value === 'string' && value.trim() !== ''
    if (filled(a) === filled(b)) return []
    return [{ path: filled(a) ? second : first, message: `console.content.errors.${first}_${second}` }]
  }
}

/** A range per row of a records field: `from` not above `to`. */
function rowsInOrder(name: string, from: string, to: string, message: string): Check {
  return (document) => {
    const rows = (document[name] as Record<string, unknown>[] | undefined) ?? []
    return rows.flatMap((row, index) => {
      const [low, high] = [row[from], row[to]]
      return typeof low === 'number' && typeof high === 'number' && low > high
        ? [{ path: `${name}[${index}].${to}`, message: `console.content.errors.${message}` }]
        : []
    })
  }
}

/** One row per record chosen in a column (one price per treatment). */
function oncePerRow(name: string, column: string, message: string): Check {
  return (document) => {
    const rows = (document[name] as Record<string, unknown>[] | undefined) ?? []
    const seen = new Set<unknown>()
    return rows.flatMap((row, index) => {
      const value = row[column]
      if (value === null || value === undefined) return []
      if (seen.has(value)) return [{ path: `${name}[${index}].${column}`, message: `console.content.errors.${message}` }]
      seen.add(value)
      return []
    })
  }
}

/**
 * A clinic: its public profile (issue 31) beside what booking needs. Its
 * accreditations are records (the issuer, the number, until when, the
 * issuer's public register); its prices are per treatment it offers, a range
 * in whole units of its destination's currency.
 */
export const clinicKind: ContentKind<'clinic'> = {
  kind: 'clinic',
  titleField: 'name',
  slugField: 'slug',
  fields: [
    { name: 'name', kind: 'text', required: true, maxLength: 120 },
    { name: 'slug', kind: 'slug', localized: true, required: true, maxLength: 100, hint: 'slug' },
    { name: 'description', kind: 'textarea', localized: true, required: true, maxLength: 1000 },
    { name: 'gettingThere', kind: 'textarea', localized: true, maxLength: 1500, hint: 'getting_there' },
    { name: 'equipment', kind: 'lines', localized: true, maxLines: 20, maxLineLength: 200, hint: 'equipment' },
    { name: 'destination', kind: 'select', required: true, options: { records: 'destination' } },
    { name: 'address', kind: 'text', required: true, maxLength: 200 },
    { name: 'timeZone', kind: 'select', required: true, options: { source: 'time_zones' } },
    { name: 'latitude', kind: 'decimal', min: -90, max: 90 },
    { name: 'longitude', kind: 'decimal', min: -180, max: 180 },
    { name: 'languages', kind: 'multiselect', required: true, options: { fixed: LANGUAGES } },
    {
      name: 'accreditations',
      kind: 'records',
      maxLines: 12,
      hint: 'accreditations',
      columns: [
        { name: 'issuer', kind: 'text', required: true, maxLength: 120 },
        { name: 'number', kind: 'text', maxLength: 60 },
        { name: 'validUntil', kind: 'date' },
        { name: 'registerUrl', kind: 'url', maxLength: 300 },
      ],
    },
    {
      name: 'treatmentPrices',
      kind: 'records',
      maxLines: 40,
      hint: 'treatment_prices',
      currencyOf: 'destination',
      columns: [
        { name: 'service', kind: 'select', required: true, options: { records: 'service' } },
        { name: 'from', kind: 'integer', required: true, amount: true, min: 0, max: 10_000_000_000 },
        { name: 'to', kind: 'integer', required: true, amount: true, min: 0, max: 10_000_000_000 },
      ],
    },
    { name: 'example', kind: 'boolean', hint: 'example' },
    ...IMAGE_FIELDS,
  ],
  checks: allChecks(
    altWithImage,
    bothLanguagesOrNone('gettingThere'),
    linesInStep('equipment', 'lines_count'),
    rowsInOrder('treatmentPrices', 'from', 'to', 'price_order'),
    oncePerRow('treatmentPrices', 'service', 'price_twice'),
  ),
}

export const specialistKind: ContentKind<'specialist'> = {
  kind: 'specialist',
  titleField: 'name',
  slugField: 'slug',
  checks: allChecks(
    altWithImage,
    together('licenceNumber', 'licenceBody'),
    linesInStep('education', 'lines_count'),
    linesInStep('fellowships', 'lines_count'),
  ),
  fields: [
    { name: 'name', kind: 'text', required: true, maxLength: 120, hint: 'person_name' },
    { name: 'slug', kind: 'slug', localized: true, required: true, maxLength: 100, hint: 'slug' },
    { name: 'title', kind: 'text', localized: true, required: true, maxLength: 120 },
    { name: 'bio', kind: 'textarea', localized: true, required: true, maxLength: 1000 },
    { name: 'education', kind: 'lines', localized: true, maxLines: 12, maxLineLength: 300, hint: 'education' },
    { name: 'fellowships', kind: 'lines', localized: true, maxLines: 12, maxLineLength: 300, hint: 'lines' },
    { name: 'clinic', kind: 'select', required: true, options: { records: 'clinic' } },
    { name: 'languages', kind: 'multiselect', required: true, options: { fixed: LANGUAGES } },
    { name: 'yearsOfExperience', kind: 'integer', required: true, min: 0, max: 70 },
    { name: 'licenceNumber', kind: 'text', maxLength: 60, hint: 'licence_number' },
    { name: 'licenceBody', kind: 'text', maxLength: 200, hint: 'licence_body' },
    { name: 'proceduresPerYear', kind: 'integer', min: 0, max: 20_000, hint: 'procedures_per_year' },
    { name: 'example', kind: 'boolean', hint: 'example' },
    ...IMAGE_FIELDS,
  ],
}

export const teamMemberKind: ContentKind<'team_member'> = {
  kind: 'team_member',
  titleField: 'name',
  checks: altWithImage,
  fields: [
    { name: 'name', kind: 'text', required: true, maxLength: 120, hint: 'person_name' },
    { name: 'role', kind: 'text', localized: true, required: true, maxLength: 120 },
    { name: 'bio', kind: 'textarea', localized: true, required: true, maxLength: 1000 },
    ...IMAGE_FIELDS,
  ],
}

export const blogCategoryKind: ContentKind<'blog_category'> = {
  kind: 'blog_category',
  titleField: 'name',
  fields: [
    { name: 'name', kind: 'text', localized: true, required: true, maxLength: 80 },
    { name: 'description', kind: 'textarea', localized: true, required: true, maxLength: 300 },
  ],
}

export const blogPostKind: ContentKind<'blog_post'> = {
  kind: 'blog_post',
  titleField: 'title',
  slugField: 'slug',
  publishDateField: 'publishedAt',
  checks: altWithImage,
  fields: [
    { name: 'title', kind: 'text', localized: true, required: true, maxLength: 160 },
    { name: 'slug', kind: 'slug', localized: true, required: true, maxLength: 100, hint: 'slug' },
    { name: 'excerpt', kind: 'textarea', localized: true, required: true, maxLength: 220, hint: 'excerpt' },
    { name: 'body', kind: 'markdown', localized: true, required: true },
    { name: 'category', kind: 'select', required: true, options: { records: 'blog_category' } },
    { name: 'author', kind: 'select', required: true, options: { records: 'team_member' } },
    { name: 'publishedAt', kind: 'date', hint: 'published_at' },
    ...IMAGE_FIELDS,
  ],
}

export const faqTopicKind: ContentKind<'faq_topic'> = {
  kind: 'faq_topic',
  titleField: 'name',
  fields: [{ name: 'name', kind: 'text', localized: true, required: true, maxLength: 80 }],
}

export const legalPageKind: ContentKind<'legal_page'> = {
  kind: 'legal_page',
  titleField: 'title',
  fixedSet: true,
  fields: [
    { name: 'title', kind: 'text', localized: true, required: true, maxLength: 120 },
    { name: 'body', kind: 'markdown', localized: true, required: true, maxLength: 120_000, hint: 'placeholders' },
    { name: 'updatedOn', kind: 'date', required: true, hint: 'updated_on' },
  ],
  checks: knownPlaceholders('body'),
}

export const companyPageKind: ContentKind<'company_page'> = {
  kind: 'company_page',
  titleField: 'title',
  fixedSet: true,
  fields: [
    { name: 'title', kind: 'text', localized: true, required: true, maxLength: 120 },
    { name: 'vision', kind: 'textarea', localized: true, required: true, maxLength: 600 },
    { name: 'mission', kind: 'textarea', localized: true, required: true, maxLength: 600 },
    { name: 'values', kind: 'pairs', localized: true, required: true, hint: 'pairs' },
    { name: 'valueIcons', kind: 'lines', hint: 'value_icons' },
    { name: 'story', kind: 'markdown', localized: true, required: true },
  ],
  checks: (document) => [...knownPlaceholders('story')(document), ...valuesInStep(document)],
}

/** The company's values are the same list in both languages. */
function valuesInStep(document: ContentDocument): CrossFieldIssue[] {
  const values = document.values as { en?: string[]; es?: string[] } | undefined
  const counts = new Set([values?.en?.length ?? 0, values?.es?.length ?? 0])
  return counts.size > 1 ? [{ path: 'values', message: 'console.content.errors.values_count' }] : []
}

/** Words patients search with (issue 31): each word of a group finds the others, and the treatments it leads to. */
export const searchSynonymKind: ContentKind<'search_synonym'> = {
  kind: 'search_synonym',
  titleField: 'name',
  fields: [
    { name: 'name', kind: 'text', localized: true, required: true, maxLength: 80 },
    { name: 'words', kind: 'lines', localized: true, required: true, maxLines: 40, maxLineLength: 60, hint: 'synonym_words' },
    { name: 'finds', kind: 'lines', maxLines: 20, maxLineLength: 60, hint: 'synonym_finds' },
  ],
}

export const settingsKind: ContentKind<'settings'> = {
  kind: 'settings',
  fixedSet: true,
  fields: [
    { name: 'whatsappNumber', kind: 'phone', required: true, hint: 'whatsapp' },
    { name: 'contactPhone', kind: 'phone', required: true },
    { name: 'contactEmail', kind: 'email', required: true },
    { name: 'address', kind: 'text', required: true, maxLength: 200 },
    { name: 'hoursWeekdays', kind: 'text', required: true, maxLength: 40, hint: 'hours' },
    { name: 'hoursSaturday', kind: 'text', maxLength: 40, hint: 'hours' },
    { name: 'socialInstagram', kind: 'url', hint: 'url' },
    { name: 'socialFacebook', kind: 'url', hint: 'url' },
    { name: 'socialYoutube', kind: 'url', hint: 'url' },
    { name: 'socialTiktok', kind: 'url', hint: 'url' },
  ],
}

export const contentKinds = [
  serviceKind,
  destinationKind,
  clinicKind,
  specialistKind,
  blogPostKind,
  blogCategoryKind,
  faqKind,
  faqTopicKind,
  teamMemberKind,
  companyPageKind,
  legalPageKind,
  searchSynonymKind,
  settingsKind,
] as const
/** The name of every kind the console edits: each must have its adapter (adapters/registry.server.ts) for the code to compile. */
export type ContentKindName = (typeof contentKinds)[number]['kind']

export function isContentKindName(name: string): name is ContentKindName {
  return contentKinds.some((kind) => kind.kind === name)
}

/** A document's title per language (one name serves both), or undefined for kinds without one. */
export function documentTitle(kind: ContentKind, document: ContentDocument): { en: string; es: string } | undefined {
  if (!kind.titleField) return undefined
  const value = document[kind.titleField]
  if (typeof value === 'string') return { en: value, es: value }
  const titles = value as { en?: string; es?: string } | undefined
  return { en: titles?.en ?? '', es: titles?.es ?? '' }
}

export function contentKind(name: string): ContentKind<ContentKindName> | undefined {
  return contentKinds.find((kind) => kind.kind === name)
}

/** A check's path ("treatmentPrices[2].to") as the segments a form's field names are made of. */
const issuePath = (path: string) =>
  path
    .split(/[.[\]]+/)
    .filter(Boolean)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment))

/**
 * The field a validation issue is about: its name ("summary", for either language), or for a
 * records field the cell as the form names it ("accreditations[0].registerUrl").
 */
export function issueField(issue: { path: readonly PropertyKey[] } | undefined): string {
  const [name = '', index, column] = issue?.path ?? []
  if (typeof index !== 'number') return String(name)
  return `${String(name)}[${index}]${column === undefined ? '' : `.${String(column)}`}`
}

/**
 * The whole validation of a document: each field's rules at the given
 * strictness, then the rules across fields. Money typed in a form arrives in
 * the currency's units under `<name>Units` ("1200.50") and becomes minor units
 * here; the API sends minor units under `<name>`.
 */
export function kindSchema(kind: ContentKind, strictness: Strictness) {
  const money = kind.fields.filter((field) => field.kind === 'money')
  const withMinorUnits = (input: unknown) => {
    if (!input || typeof input !== 'object' || money.length === 0) return input
    const values = { ...(input as Record<string, unknown>) }
    for (const field of money) {
      const units = values[`${field.name}Units`]
      if (typeof units !== 'string') continue
      delete values[`${field.name}Units`]
      const currency = values[(field as { currencyField?: string }).currencyField ?? '']
      const text = units.trim().replace(',', '.')
      if (text === '') values[field.name] = undefined
      else if (!/^\d{1,12}(\.\d{1,2})?$/.test(text)) values[field.name] = Number.NaN
      else values[field.name] = Math.round(Number(text) * minorUnitsPerUnit(typeof currency === 'string' ? currency : 'USD'))
    }
    return values
  }
  return z.preprocess(
    withMinorUnits,
    documentSchema(kind.fields, strictness).superRefine((document, context) => {
      for (const issue of kind.checks?.(document as ContentDocument, strictness) ?? []) {
        context.addIssue({ code: 'custom', path: issuePath(issue.path), message: issue.message })
      }
    }),
  )
}

/**
 * An editor form read as a document (browser and server alike). Conform's
 * automatic coercion is off: the fields' own schemas read the form's strings
 * (a blank text stays blank, not absent; numbers and lists parse themselves).
 */
export function parseContentForm(formData: FormData, kind: ContentKind, strictness: Strictness) {
  return parseWithZod(formData, { schema: kindSchema(kind, strictness), disableAutoCoercion: true })
}
