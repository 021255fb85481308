import { useState, type FormEvent } from 'react'
import { Form, useNavigation } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import type { QuoteLineKind } from '~/db/schema'
import { FieldError, FormError } from '~/forms/field-error'
import type { Locale } from '~/i18n/locales'
import type { CurrencyCode } from '~/quotes/money'
import {
  builderField,
  panelPreview,
  postedValues,
  usualFeeIn,
  type BuilderErrors,
  type BuilderLineRow,
  type BuilderOptionPanel,
  type BuilderValues,
  type UsualFee,
} from '~/quotes/quote-builder-form'
import { QUOTE_LIMITS, QUOTE_LINE_KINDS } from '~/quotes/quote-builder-rules'
import type { DraftRate, SpecialistChoice } from '~/quotes/quote-console.server'
import { formatQuoteMoney } from '~/quotes/quote-money-format'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { useHydrated } from '~/ui/use-hydrated'
import { FiguresTable, MissingRate, RateLine } from './quote-figures'

/*
 * The quote builder (issue 30): one plain POST form, so it works without
 * script. "Save draft" stores it and draws it again with each option's
 * figures at today's rate; "Send to the patient" saves, then sends. With
 * script each option's preview follows what is typed (the same computation
 * as the server's), and its currency follows the specialist chosen.
 *
 * Texts the patient reads are written in the patient's language: the banner
 * says which, and those fields carry it (the browser's spelling check too).
 */

export interface QuoteBuilderProps {
  values: BuilderValues
  errors: BuilderErrors
  /** The errors came after the draft was saved (its sending was refused). */
  saved?: boolean
  choices: SpecialistChoice[]
  rates: DraftRate[]
  usualFee: UsualFee | null
  patientCurrency: CurrencyCode
  patientName: string
  quoteLocale: Locale
  today: string
}

const control = 'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink aria-invalid:border-alert'

/** The date `days` after `day` (YYYY-MM-DD). */
const addDays = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10)

/** How long a new quote stays valid unless the coordinator says otherwise. */
export const SUGGESTED_VALIDITY_DAYS = 30
/** As sendQuote allows (LONGEST_VALIDITY_DAYS). */
const LONGEST_VALIDITY_DAYS = 180

function errorProps(errors: BuilderErrors, name: string, hint?: string) {
  const errorId = `${name}-error`
  const invalid = Boolean(errors[name]?.length)
  const describedBy = [invalid ? errorId : undefined, hint].filter(Boolean).join(' ') || undefined
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy, errorId }
}

export function QuoteBuilder(props: QuoteBuilderProps) {
  const { values, errors, rates, patientCurrency, patientName, quoteLocale, today } = props
  const t = useTranslations('console.quotes.builder')
  const tc = useTranslations('console')
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle' && navigation.formMethod?.toUpperCase() === 'POST'
  const language = tc(`language_names.${quoteLocale}`)
  const rateOf = (currency: CurrencyCode) => rates.find((entry) => entry.from === currency)?.rate?.rate ?? null
  // The currencies of the options as they stand, without a rate into the patient's: sending will be refused.
  const missing = [
    ...new Set(
      values.options
        .map((panel) => props.choices.find((choice) => String(choice.specialistId) === panel.specialistId)?.currency)
        .filter((currency): currency is CurrencyCode => currency !== undefined && currency !== patientCurrency && rateOf(currency) === null),
    ),
  ]
  const validUntil = errorProps(errors, 'validUntil', 'validUntil-hint')
  const note = errorProps(errors, 'note')
  return (
    <Form method="post" className="flex flex-col gap-6" noValidate aria-labelledby="builder-heading">
      <CsrfInput />
      <input type="hidden" name="quoteId" value={values.quoteId} />
      <input type="hidden" name="version" value={values.version} />
      <div className="rounded-xl border border-line bg-surface p-5">
        <h2 id="builder-heading" className="text-lg font-semibold">
          {t('title')}
        </h2>
        <p
          role="note"
          className="mt-3 flex items-start gap-2 rounded-lg border border-primary-300 bg-primary-50 px-3 py-2 text-sm text-primary-950 dark:border-primary-800 dark:bg-primary-950/40 dark:text-primary-100"
        >
          <Icon name="lucide:languages" className="mt-0.5 size-4 shrink-0" />
          <span>
            <strong>{t('write_in', { language })}</strong> {t('write_in_why', { name: patientName })}
          </span>
        </p>
        <div className="mt-4">
          {/* On a long form the first thing read after a refusal: what happened, then each field says why. */}
          <FormError
            id="builder-form-error"
            errors={
              errors[''] ??
              (Object.keys(errors).length > 0
                ? [props.saved ? 'console.quotes.builder.saved_not_sent' : 'console.quotes.builder.not_saved']
                : undefined)
            }
          />
        </div>
        <div className="mt-4 grid gap-4 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
          <div>
            <label htmlFor="note" className="text-sm font-medium">
              {t('note')}
            </label>
            <textarea
              id="note"
              name="note"
              lang={quoteLocale}
              rows={4}
              maxLength={QUOTE_LIMITS.text}
              defaultValue={values.note}
              className={control}
              aria-invalid={note['aria-invalid']}
              aria-describedby={note['aria-describedby']}
            />
            <FieldError id={note.errorId} errors={errors.note} />
          </div>
          <div>
            <label htmlFor="validUntil" className="text-sm font-medium">
              {t('valid_until')}
            </label>
            <input
              id="validUntil"
              name="validUntil"
              type="date"
              min={today}
              max={addDays(today, LONGEST_VALIDITY_DAYS)}
              defaultValue={values.validUntil || addDays(today, SUGGESTED_VALIDITY_DAYS)}
              className={control}
              aria-invalid={validUntil['aria-invalid']}
              aria-describedby={validUntil['aria-describedby']}
            />
            <p id="validUntil-hint" className="mt-1 text-xs text-ink-muted">
              {t('valid_until_hint', { days: LONGEST_VALIDITY_DAYS })}
            </p>
            <FieldError id={validUntil.errorId} errors={errors.validUntil} />
            <p className="mt-3 text-sm text-ink-muted">{t('patient_currency', { name: patientName, currency: patientCurrency })}</p>
          </div>
        </div>
      </div>
      {values.options.map((panel, index) => (
        <OptionPanel key={index} index={index} panel={panel} {...props} rateOf={rateOf} />
      ))}
      <div className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-5">
        {missing.map((currency) => (
          <MissingRate key={currency} from={currency} to={patientCurrency} />
        ))}
        <div className="flex flex-wrap gap-3">
          <button type="submit" name="intent" value="save" className={buttonStyles.outline} disabled={busy}>
            <Icon name="lucide:check" className="size-4" />
            {t('save')}
          </button>
          <button type="submit" name="intent" value="send" className={buttonStyles.solid} disabled={busy} aria-describedby="send-hint">
            <Icon name="lucide:send" className="size-4" />
            {t('send')}
          </button>
        </div>
        <p id="send-hint" className="text-sm text-ink-muted">
          {t('send_hint', { name: patientName, language })}
        </p>
      </div>
    </Form>
  )
}

interface PanelProps extends QuoteBuilderProps {
  index: number
  panel: BuilderOptionPanel
  rateOf: (currency: CurrencyCode) => string | null
}

function OptionPanel({ index, panel, errors, choices, rates, patientCurrency, quoteLocale, usualFee, rateOf }: PanelProps) {
  const t = useTranslations('console.quotes.builder')
  const locale = useLocale()
  const hydrated = useHydrated()
  // With script, what is typed so far (the preview and the currency follow it); else the values drawn.
  const [live, setLive] = useState<BuilderOptionPanel | null>(null)
  const current = live ?? panel
  const choice = choices.find((candidate) => String(candidate.specialistId) === current.specialistId)
  const preview = panelPreview(current, choices, patientCurrency, rateOf, usualFee)
  const onInput = (event: FormEvent<HTMLFieldSetElement>) => {
    const form = event.currentTarget.form
    if (form) setLive(postedValues(new FormData(form)).options[index]!)
  }
  const name = (field: Parameters<typeof builderField.option>[1]) => builderField.option(index, field)
  const specialist = errorProps(errors, name('specialist'))
  const legendId = `option-${index}-legend`
  const folded =
    index > 0 &&
    panel.specialistId === '' &&
    !Object.keys(errors).some((field) => field.startsWith(`${builderField.panel(index)}.`) || field === builderField.panel(index))
  const clinics = [...new Map(choices.map((entry) => [entry.clinicId, entry])).values()]
  const currencyNote = choice ? t('amounts_in', { currency: choice.currency }) : t('amounts_in_clinic_currency')
  const usual = usualFee && formatQuoteMoney(usualFee.amountMinor, usualFee.currency as CurrencyCode, locale)
  const usualHere = choice && usualFeeIn(usualFee, choice.currency)
  const fee =
    usual &&
    (usualHere && choice.currency !== usualFee!.currency
      ? `${usual} ≈ ${formatQuoteMoney(usualHere, choice.currency as CurrencyCode, locale)}`
      : usual)
  const fieldset = (
    <fieldset
      className={`flex min-w-0 flex-col gap-4 ${folded ? 'px-3 pb-5 sm:px-5' : 'rounded-xl border border-line bg-surface p-3 sm:p-5'}`}
      aria-labelledby={legendId}
      onInput={onInput}
      onChange={onInput}
    >
      <h3 id={legendId} className="text-base font-semibold">
        {t('option', { position: index + 1 })}
      </h3>
      <FormError id={`${builderField.panel(index)}-error`} errors={errors[builderField.panel(index)]} />
      <div>
        <label htmlFor={name('specialist')} className="text-sm font-medium">
          {t('specialist')}
        </label>
        <select
          id={name('specialist')}
          name={name('specialist')}
          defaultValue={panel.specialistId}
          className={control}
          aria-invalid={specialist['aria-invalid']}
          aria-describedby={specialist['aria-describedby']}
        >
          <option value="">{t(index === 0 ? 'choose_specialist' : 'unused')}</option>
          {clinics.map((clinic) => {
            const place = t('clinic_label', { clinic: clinic.clinicName, city: clinic.city, currency: clinic.currency })
            return (
              <optgroup key={clinic.clinicId} label={place}>
                {choices
                  .filter((entry) => entry.clinicId === clinic.clinicId)
                  .map((entry) => (
                    <option key={entry.specialistId} value={String(entry.specialistId)}>
                      {`${place} — ${entry.specialistName}`}
                    </option>
                  ))}
              </optgroup>
            )
          })}
        </select>
        <FieldError id={specialist.errorId} errors={errors[name('specialist')]} />
      </div>
      <p className="text-sm text-ink-muted">{currencyNote}</p>
      <LineRows index={index} rows={panel.lines} errors={errors} currency={choice?.currency} quoteLocale={quoteLocale} />
      <div className="grid gap-4 md:grid-cols-2">
        <TextArea
          name={name('notIncluded')}
          label={t('not_included')}
          hint={t('not_included_hint')}
          value={panel.notIncluded}
          errors={errors}
          lang={quoteLocale}
        />
        <TextArea
          name={name('mayChange')}
          label={t('may_change')}
          hint={t('may_change_hint')}
          value={panel.mayChange}
          errors={errors}
          lang={quoteLocale}
        />
        <AmountField name={name('mayChangeMax')} label={t('may_change_max')} value={panel.mayChangeMax} errors={errors} currency={choice?.currency} />
        <AmountField
          name={name('assessmentFee')}
          label={t('assessment_fee')}
          hint={fee ? t('assessment_fee_hint', { fee }) : t('assessment_fee_none')}
          value={panel.assessmentFee}
          errors={errors}
          currency={choice?.currency}
        />
      </div>
      {preview && (
        <section aria-labelledby={`${legendId} option-${index}-preview`} className="flex flex-col gap-2 border-t border-line pt-4">
          <h4 id={`option-${index}-preview`} className="text-sm font-semibold">
            {t(hydrated && live ? 'preview_live' : 'preview')}
          </h4>
          <FiguresTable option={{ ...preview, patientCurrency }} caption={t('preview_caption', { position: index + 1 })} />
          <RateLine from={preview.currency} to={patientCurrency} rate={rates.find((entry) => entry.from === preview.currency)?.rate ?? null} />
        </section>
      )}
    </fieldset>
  )
  if (!folded) return fieldset
  // A second or third option nobody has started is folded away (a native disclosure: no script needed).
  return (
    <details className="rounded-xl border border-line bg-surface">
      <summary className="flex cursor-pointer items-center gap-2 p-5 font-semibold">
        <Icon name="lucide:plus" className="size-4" />
        {t('add_option', { position: index + 1 })}
      </summary>
      {fieldset}
    </details>
  )
}

function LineRows({
  index,
  rows,
  errors,
  currency,
  quoteLocale,
}: {
  index: number
  rows: BuilderLineRow[]
  errors: BuilderErrors
  currency: CurrencyCode | undefined
  quoteLocale: Locale
}) {
  const t = useTranslations('console.quotes.builder')
  const kinds = useTranslations('quotes.lineKinds')
  const headings = 'hidden text-xs font-medium text-ink-muted md:block'
  return (
    <div className="flex flex-col gap-3 md:gap-2">
      <div className="hidden grid-cols-[8.5rem_minmax(0,1fr)_3.5rem_7.5rem_4.5rem] gap-2 md:grid" aria-hidden="true">
        <span className={headings}>{t('line_item')}</span>
        <span className={headings}>{t('line_description')}</span>
        <span className={headings}>{t('line_quantity')}</span>
        <span className={headings}>{currency ? t('line_amount_in', { currency }) : t('line_amount')}</span>
        <span className={headings}>{t('line_included')}</span>
      </div>
      {rows.map((row, position) => {
        const field = (name: Parameters<typeof builderField.line>[2]) => builderField.line(index, position, name)
        const kindLabel = kinds(row.kind)
        const amount = errorProps(errors, field('amount'))
        const quantity = errorProps(errors, field('quantity'))
        const description = errorProps(errors, field('description'))
        return (
          <div
            key={position}
            role="group"
            aria-label={row.standard ? kindLabel : t('extra_line', { number: position - rows.findIndex((other) => !other.standard) + 1 })}
            className="grid grid-cols-[4.5rem_minmax(0,1fr)_auto] gap-2 rounded-lg border border-line p-3 md:grid-cols-[8.5rem_minmax(0,1fr)_3.5rem_7.5rem_4.5rem] md:items-start md:border-0 md:p-0"
          >
            <div className="col-span-3 md:col-span-1">
              {row.standard ? (
                <>
                  <input type="hidden" name={field('kind')} value={row.kind} />
                  <span className="block pt-2 text-sm font-medium">{kindLabel}</span>
                </>
              ) : (
                <>
                  <label htmlFor={field('kind')} className="sr-only">
                    {t('line_kind')}
                  </label>
                  <select id={field('kind')} name={field('kind')} defaultValue={row.kind} className={`${control} md:mt-0`}>
                    {QUOTE_LINE_KINDS.map((kind: QuoteLineKind) => (
                      <option key={kind} value={kind}>
                        {kinds(kind)}
                      </option>
                    ))}
                  </select>
                </>
              )}
            </div>
            <div className="col-span-3 md:col-span-1">
              <label htmlFor={field('description')} className="text-xs font-medium text-ink-muted">
                <span className="sr-only">{t('line_description_of', { item: kindLabel })}</span>
                <span aria-hidden="true" className="md:hidden">
                  {t('line_description')}
                </span>
              </label>
              <input
                id={field('description')}
                name={field('description')}
                lang={quoteLocale}
                maxLength={QUOTE_LIMITS.description}
                defaultValue={row.description}
                placeholder={t(`placeholders.${row.kind}`)}
                className={`${control} md:mt-0`}
                aria-invalid={description['aria-invalid']}
                aria-describedby={description['aria-describedby']}
              />
              <FieldError id={description.errorId} errors={errors[field('description')]} />
            </div>
            <div>
              <label htmlFor={field('quantity')} className="text-xs font-medium text-ink-muted">
                <span className="sr-only">{t('line_quantity_of', { item: kindLabel })}</span>
                <span aria-hidden="true" className="md:hidden">
                  {t('line_quantity')}
                </span>
              </label>
              <input
                id={field('quantity')}
                name={field('quantity')}
                type="number"
                min={1}
                max={QUOTE_LIMITS.quantity}
                defaultValue={row.quantity}
                className={`${control} md:mt-0`}
                aria-invalid={quantity['aria-invalid']}
                aria-describedby={quantity['aria-describedby']}
              />
              <FieldError id={quantity.errorId} errors={errors[field('quantity')]} />
            </div>
            <div>
              <label htmlFor={field('amount')} className="text-xs font-medium text-ink-muted">
                <span className="sr-only">
                  {currency ? t('line_amount_of', { item: kindLabel, currency }) : t('line_amount_of_plain', { item: kindLabel })}
                </span>
                <span aria-hidden="true" className="md:hidden">
                  {currency ? t('line_amount_in', { currency }) : t('line_amount')}
                </span>
              </label>
              <input
                id={field('amount')}
                name={field('amount')}
                inputMode="decimal"
                autoComplete="off"
                defaultValue={row.amount}
                className={`${control} text-right tabular-nums md:mt-0`}
                aria-invalid={amount['aria-invalid']}
                aria-describedby={amount['aria-describedby']}
              />
              <FieldError id={amount.errorId} errors={errors[field('amount')]} />
            </div>
            <div className="flex items-center gap-2 self-end pb-2.5 md:self-auto md:pt-2 md:pb-0">
              <input
                id={field('included')}
                name={field('included')}
                type="checkbox"
                defaultChecked={row.included}
                className="size-4 accent-[var(--color-accent)]"
              />
              <label htmlFor={field('included')} className="text-sm">
                <span className="sr-only">{t('line_included_of', { item: kindLabel })}</span>
                <span aria-hidden="true">{t('line_included_short')}</span>
              </label>
            </div>
          </div>
        )
      })}
      <p className="text-xs text-ink-muted">{t('lines_hint')}</p>
    </div>
  )
}

function TextArea({
  name,
  label,
  hint,
  value,
  errors,
  lang,
}: {
  name: string
  label: string
  hint: string
  value: string
  errors: BuilderErrors
  lang: string
}) {
  const props = errorProps(errors, name, `${name}-hint`)
  return (
    <div>
      <label htmlFor={name} className="text-sm font-medium">
        {label}
      </label>
      <textarea
        id={name}
        name={name}
        lang={lang}
        rows={3}
        maxLength={QUOTE_LIMITS.text}
        defaultValue={value}
        className={control}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
      />
      <p id={`${name}-hint`} className="mt-1 text-xs text-ink-muted">
        {hint}
      </p>
      <FieldError id={props.errorId} errors={errors[name]} />
    </div>
  )
}

function AmountField({
  name,
  label,
  hint,
  value,
  errors,
  currency,
}: {
  name: string
  label: string
  hint?: string
  value: string
  errors: BuilderErrors
  currency: CurrencyCode | undefined
}) {
  const props = errorProps(errors, name, hint ? `${name}-hint` : undefined)
  return (
    <div>
      <label htmlFor={name} className="text-sm font-medium">
        {currency ? `${label} (${currency})` : label}
      </label>
      <input
        id={name}
        name={name}
        inputMode="decimal"
        autoComplete="off"
        defaultValue={value}
        className={`${control} text-right tabular-nums`}
        aria-invalid={props['aria-invalid']}
        aria-describedby={props['aria-describedby']}
      />
      {hint && (
        <p id={`${name}-hint`} className="mt-1 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={props.errorId} errors={errors[name]} />
    </div>
  )
}
