import type { FieldMetadata } from '@conform-to/react'
import type { ReactNode } from 'react'
import { useTranslations } from 'use-intl'
import { FieldError } from '~/forms/field-error'
import { useLocale } from '~/navigation/localized-link'
import { locales, type Locale } from '~/i18n/locales'
import type { ContentDocument, FieldSpec, LocalizedValue, NumberField, RecordsField, RecordValue } from '../fields'
import type { LanguageMarks } from '../editor-marks'
import { MarkdownPreview } from './markdown-preview'

/*
 * One editor field, drawn from its description (fields.ts): a localized field
 * as two controls side by side (English | Español), each marked when its
 * text is missing or older than the other language's; a language-neutral one
 * as one control. Names follow the document (`summary.es`); money is typed in
 * units under `<name>Units`.
 */

// Conform's metadata of any field of the editor.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any, any, string[]>

export interface ChoiceOption {
  value: string
  label: string
}

const control =
  'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink aria-invalid:border-alert focus-visible:outline-2 focus-visible:outline-accent'

function Marks({ marks }: { marks: LanguageMarks }) {
  const t = useTranslations('console.content.marks')
  return (
    <>
      {marks.missing && (
        <span className="rounded-full bg-alert/10 px-2 py-0.5 text-xs font-medium text-red-800 dark:text-red-300">{t('missing')}</span>
      )}
      {marks.outdated && (
        <span className="rounded-full bg-warning/20 px-2 py-0.5 text-xs font-medium text-amber-900 dark:text-amber-200" title={t('outdated_hint')}>
          {t('outdated')}
        </span>
      )}
    </>
  )
}

function describedBy(meta: Meta, hintId?: string) {
  return [meta.errors ? meta.errorId : undefined, hintId].filter(Boolean).join(' ') || undefined
}

/** A text-like control for one value (one language of a localized field, or a neutral one). */
function TextControl({
  field,
  meta,
  value,
  locale,
  hintId,
  label,
}: {
  field: FieldSpec
  meta: Meta
  value: string
  locale?: Locale
  hintId?: string
  label: string
}) {
  const common = {
    id: meta.id,
    name: meta.name,
    defaultValue: value,
    lang: locale,
    'aria-invalid': meta.errors ? true : undefined,
    'aria-describedby': describedBy(meta, hintId),
    'aria-label': label,
    className: control,
  }
  if (field.kind === 'markdown' || field.kind === 'textarea' || field.kind === 'lines' || field.kind === 'pairs') {
    const rows = field.kind === 'markdown' ? 12 : field.kind === 'textarea' ? 3 : 6
    return <textarea {...common} rows={rows} maxLength={field.maxLength} className={`${control} font-[inherit] leading-relaxed`} />
  }
  return <input {...common} type="text" maxLength={field.maxLength} spellCheck={field.kind !== 'slug'} />
}

const asFormText = (value: unknown) => (Array.isArray(value) ? value.join('\n') : value === undefined || value === null ? '' : String(value))

/** A localized field: its label, then English and Spanish side by side. */
export function LocalizedField({
  field,
  fields,
  document,
  marks,
}: {
  field: FieldSpec
  fields: Record<string, Meta>
  document: ContentDocument
  marks: Record<Locale, LanguageMarks>
}) {
  const t = useTranslations('console.content')
  const label = t(`fields.${field.name}` as 'fields.name')
  const value = document[field.name] as LocalizedValue<unknown> | undefined
  const hintId = field.hint ? `${field.name}-hint` : undefined
  // A rule across the two languages (as many lines in each) is the field's as a whole, not one language's.
  const whole = fields[field.name]
  return (
    <fieldset className="border-t border-line pt-4 first:border-t-0 first:pt-0" aria-describedby={whole?.errors ? whole.errorId : undefined}>
      <legend className="text-sm font-semibold">
        {label}
        {field.required && <span className="sr-only"> {t('required')}</span>}
      </legend>
      {field.hint && (
        <p id={hintId} className="mt-0.5 text-xs text-ink-muted">
          {t(`hints.${field.hint}` as 'hints.slug')}
        </p>
      )}
      {whole && <FieldError id={whole.errorId} errors={whole.errors} />}
      <div className="mt-2 grid gap-4 md:grid-cols-2">
        {locales.map((locale) => {
          const meta = fields[`${field.name}.${locale}`]!
          const languageLabel = `${label} — ${t(`languages.${locale}`)}`
          return (
            <div key={locale} className="min-w-0">
              <div className="flex flex-wrap items-center gap-2">
                <label htmlFor={meta.id} className="text-xs font-medium uppercase tracking-wide text-ink-muted">
                  {t(`languages.${locale}`)}
                </label>
                <Marks marks={marks[locale]} />
              </div>
              <TextControl field={field} meta={meta} value={asFormText(value?.[locale])} locale={locale} hintId={hintId} label={languageLabel} />
              <FieldError id={meta.errorId} errors={meta.errors} />
              {field.kind === 'markdown' && <MarkdownPreview sourceId={meta.id} lang={locale} />}
            </div>
          )
        })}
      </div>
    </fieldset>
  )
}

function moneyUnits(value: unknown) {
  return typeof value === 'number' ? String(value / 100) : ''
}

/** How a choice reads: our own words for categories, the language's names for countries and languages. */
function useOptionLabel(field: FieldSpec) {
  const t = useTranslations('console.content')
  const locale = useLocale()
  const names =
    field.name === 'countryCode'
      ? new Intl.DisplayNames([locale], { type: 'region' })
      : field.name === 'languages'
        ? new Intl.DisplayNames([locale], { type: 'language' })
        : null
  return (option: ChoiceOption) => {
    if (names) return `${names.of(option.value) ?? option.value} (${option.value})`
    return t.has(`options.${option.value}` as 'options.eye') ? t(`options.${option.value}` as 'options.eye') : option.label
  }
}

/** Blank rows drawn under a records table's own: room for new records without JavaScript (more after saving). */
const BLANK_ROWS = 2

/**
 * A records field as a table of inputs, one row per record and a few blank
 * rows: a plain form, no script needed. Amounts are typed in whole units of
 * the currency of the record chosen in `currencyOf` (a clinic's destination),
 * which the caption names.
 */
function RecordsTable({
  field,
  fields,
  document,
  options,
  hint,
  hintId,
}: {
  field: RecordsField
  fields: Record<string, Meta>
  document: ContentDocument
  options: Record<string, ChoiceOption[] | undefined>
  hint: ReactNode
  hintId: string | undefined
}) {
  const t = useTranslations('console.content')
  const meta = fields[field.name]!
  const label = t(`fields.${field.name}` as 'fields.name')
  const rows = Array.isArray(document[field.name]) ? (document[field.name] as RecordValue[]) : []
  const count = Math.min(rows.length + BLANK_ROWS, field.maxLines ?? 30)
  const currencies = field.currencyOf ? options[`${field.name}.currency`] : undefined
  const chosen = document[field.currencyOf ?? '']
  const currency = currencies?.find((option) => option.value === String(chosen ?? ''))?.label
  // min-w-0: a fieldset is as wide as its content by default, and the table scrolls inside it on a phone.
  return (
    <fieldset className="min-w-0" aria-describedby={describedBy(meta, hintId)}>
      <legend className="text-sm font-medium">
        {label}
        {field.currencyOf && (
          <span className="font-normal text-ink-muted"> ({currency ? t('in_whole_units', { currency }) : t('currency_follows')})</span>
        )}
      </legend>
      {hint}
      <FieldError id={meta.errorId} errors={meta.errors} />
      <div className="mt-2 overflow-x-auto">
        <table className="w-full min-w-[36rem] border-collapse text-left text-sm">
          <thead>
            <tr>
              {field.columns.map((column) => (
                <th key={column.name} scope="col" className="pb-1 pr-2 text-xs font-medium text-ink-muted">
                  {t(`columns.${column.name}` as 'columns.issuer')}
                  {column.required && <span className="sr-only"> {t('required')}</span>}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {Array.from({ length: count }, (_, index) => (
              <tr key={index} className="align-top">
                {field.columns.map((column) => {
                  const cell = fields[`${field.name}[${index}].${column.name}`]!
                  const value = rows[index]?.[column.name]
                  const cellLabel = `${t(`columns.${column.name}` as 'columns.issuer')} ${index + 1}`
                  const props = {
                    id: cell.id,
                    name: cell.name,
                    defaultValue: asFormText(value),
                    'aria-label': cellLabel,
                    'aria-invalid': cell.errors ? true : undefined,
                    'aria-describedby': cell.errors ? cell.errorId : undefined,
                    className: `${control} mt-0`,
                  }
                  return (
                    <td key={column.name} className="pb-2 pr-2">
                      {column.kind === 'select' ? (
                        <select {...props}>
                          <option value="">{t('choose')}</option>
                          {(options[`${field.name}.${column.name}`] ?? []).map((option) => (
                            <option key={option.value} value={option.value}>
                              {option.label}
                            </option>
                          ))}
                        </select>
                      ) : (
                        <input
                          {...props}
                          type={column.kind === 'date' ? 'date' : column.kind === 'url' ? 'url' : 'text'}
                          inputMode={column.kind === 'integer' ? 'numeric' : undefined}
                          maxLength={column.maxLength}
                          spellCheck={column.kind === 'text'}
                        />
                      )}
                      <FieldError id={cell.errorId} errors={cell.errors} />
                    </td>
                  )
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className="mt-1 text-xs text-ink-muted">{t('records_more')}</p>
    </fieldset>
  )
}

/** A language-neutral field: number, money, choice or text. */
export function NeutralField({
  field,
  fields,
  document,
  options: allOptions,
}: {
  field: FieldSpec
  fields: Record<string, Meta>
  document: ContentDocument
  /** Every choice list of the kind, by field name (a records field's columns as `<field>.<column>`). */
  options: Record<string, ChoiceOption[] | undefined>
}) {
  const t = useTranslations('console.content')
  const meta = fields[field.name]!
  const label = t(`fields.${field.name}` as 'fields.name')
  const value = document[field.name]
  const hintId = field.hint ? `${field.name}-hint` : undefined
  const hint = field.hint && (
    <p id={hintId} className="mt-1 text-xs text-ink-muted">
      {t(`hints.${field.hint}` as 'hints.slug')}
    </p>
  )
  const optionLabel = useOptionLabel(field)
  const options = allOptions[field.name]

  if (field.kind === 'records')
    return <RecordsTable field={field as RecordsField} fields={fields} document={document} options={allOptions} hint={hint} hintId={hintId} />
  if (field.kind === 'boolean')
    return (
      <div>
        <label className="flex items-center gap-2 text-sm font-medium">
          <input
            type="checkbox"
            id={meta.id}
            name={meta.name}
            defaultChecked={value === true}
            aria-describedby={describedBy(meta, hintId)}
            className="size-4 accent-[var(--color-accent)]"
          />
          {label}
        </label>
        {hint}
        <FieldError id={meta.errorId} errors={meta.errors} />
      </div>
    )
  if (field.kind === 'multiselect') {
    const chosen = new Set(((value as number[] | undefined) ?? []).map(String))
    return (
      <fieldset aria-describedby={describedBy(meta, hintId)}>
        <legend className="text-sm font-medium">{label}</legend>
        {hint}
        <div className="mt-2 grid max-h-64 gap-1 overflow-y-auto rounded-lg border border-line p-3 sm:grid-cols-2">
          {(options ?? []).map((option) => (
            <label key={option.value} className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                name={meta.name}
                value={option.value}
                defaultChecked={chosen.has(option.value)}
                className="size-4 accent-[var(--color-accent)]"
              />
              {optionLabel(option)}
            </label>
          ))}
        </div>
        <FieldError id={meta.errorId} errors={meta.errors} />
      </fieldset>
    )
  }
  const money = field.kind === 'money'
  const inputProps = {
    id: meta.id,
    'aria-invalid': meta.errors ? true : undefined,
    'aria-describedby': describedBy(meta, hintId),
    className: control,
  }
  return (
    <div>
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
        {money && (field as NumberField).currencyField && <span className="font-normal text-ink-muted"> ({t('in_units')})</span>}
      </label>
      {field.kind === 'select' ? (
        <select {...inputProps} name={meta.name} defaultValue={asFormText(value)}>
          <option value="">{t('choose')}</option>
          {(options ?? []).map((option) => (
            <option key={option.value} value={option.value}>
              {optionLabel(option)}
            </option>
          ))}
        </select>
      ) : field.kind === 'lines' || field.kind === 'textarea' ? (
        // One item per line: a one-line input would run a list's lines together.
        <textarea
          {...inputProps}
          name={meta.name}
          rows={field.kind === 'lines' ? 6 : 3}
          defaultValue={asFormText(value)}
          className={`${control} font-[inherit] leading-relaxed`}
        />
      ) : (
        <input
          {...inputProps}
          name={money ? `${field.name}Units` : meta.name}
          type="text"
          inputMode={field.kind === 'integer' ? 'numeric' : 'decimal'}
          defaultValue={money ? (formDefaults([field], document)[`${field.name}Units`] as string) : asFormText(value)}
        />
      )}
      {hint}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

/**
 * A document as the editor form's values (strings, as inputs hold them), so
 * the form library and the inputs agree on what the form starts with.
 */
export function formDefaults(fields: readonly FieldSpec[], document: ContentDocument): Record<string, unknown> {
  const defaults: Record<string, unknown> = {}
  for (const field of fields) {
    const value = document[field.name]
    if (field.localized) {
      const texts = value as LocalizedValue<unknown> | undefined
      defaults[field.name] = Object.fromEntries(locales.map((locale) => [locale, asFormText(texts?.[locale])]))
    } else if (field.kind === 'money') {
      const typed = document[`${field.name}Units`]
      defaults[`${field.name}Units`] = typeof typed === 'string' ? typed : moneyUnits(value)
    } else if (field.kind === 'multiselect') {
      defaults[field.name] = ((value as unknown[] | undefined) ?? []).map(String)
    } else if (field.kind === 'boolean') {
      defaults[field.name] = value === true ? 'on' : ''
    } else if (field.kind === 'records') {
      const rows = Array.isArray(value) ? (value as RecordValue[]) : []
      defaults[field.name] = rows.map((row) =>
        Object.fromEntries((field as RecordsField).columns.map((column) => [column.name, asFormText(row[column.name])])),
      )
    } else {
      defaults[field.name] = asFormText(value)
    }
  }
  return defaults
}
