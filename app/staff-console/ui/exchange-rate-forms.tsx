import { getFormProps, getInputProps, getSelectProps, useForm, type FieldMetadata, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useMemo, useState, type ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import { FieldError } from '~/forms/field-error'
import { FormError } from '~/forms/fields'
import { ECB_CSV_ACCEPT, EnterExchangeRateSchema, ImportEcbCsvSchema } from '~/quotes/exchange-rate-forms'
import { CURRENCY_CODES } from '~/quotes/money'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { useHydrated } from '~/ui/use-hydrated'
import { ConsoleCard } from './filter-fields'

/*
 * The Exchange rates page's two forms (issue 30): one rate entered by hand,
 * and the ECB's CSV uploaded. Plain POST forms that work without JavaScript;
 * with it, conform checks them as the server will before they are sent.
 */

/** The ECB's page of its euro reference rates, where both CSV files are. */
const ECB_RATES_PAGE = 'https://www.ecb.europa.eu/stats/policy_and_exchange_rates/euro_reference_exchange_rates/html/index.en.html'

const control = 'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink aria-invalid:border-alert'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any, any, string[]>

/** A labelled control wired to its field's hint and error. */
function Field({ meta, label, hint, children }: { meta: Meta; label: string; hint?: string; children: (describedBy?: string) => ReactNode }) {
  const hintId = `${meta.id}-hint`
  const describedBy = [hint ? hintId : undefined, meta.errors ? meta.errorId : undefined].filter(Boolean).join(' ') || undefined
  return (
    <div className="min-w-0">
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      {children(describedBy)}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

/** "USD — US dollar", in the page's language. */
function useCurrencyOptions() {
  const locale = useLocale()
  return useMemo(() => {
    const names = new Intl.DisplayNames(locale, { type: 'currency' })
    return CURRENCY_CODES.map((code) => ({ value: code, label: `${code} — ${names.of(code) ?? code}` }))
  }, [locale])
}

export function EnterRateForm({ today, latestDay, lastResult }: { today: string; latestDay: string; lastResult?: SubmissionResult<string[]> }) {
  const t = useTranslations('console.exchange_rates')
  const navigation = useNavigation()
  const currencies = useCurrencyOptions()
  const [form, fields] = useForm({
    id: 'enter-rate',
    lastResult,
    defaultValue: { base: 'USD', quote: 'COP', rateDate: today },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: EnterExchangeRateSchema }),
  })
  const select = (meta: Meta, label: string) => (
    <Field meta={meta} label={label}>
      {(describedBy) => (
        <select {...getSelectProps(meta)} key={meta.key} aria-describedby={describedBy} className={control}>
          {currencies.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </Field>
  )
  return (
    <ConsoleCard title={t('enter')} id="enter-rate-heading">
      <p className="mb-4 text-sm text-ink-muted">{t('enter_lead')}</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <CsrfInput />
        <input type="hidden" name="intent" value="enter-rate" />
        <FormError id={form.errorId} errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          {select(fields.base, t('base'))}
          {select(fields.quote, t('quote'))}
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field meta={fields.rate} label={t('rate_field')} hint={t('rate_hint')}>
            {(describedBy) => (
              <input
                {...getInputProps(fields.rate, { type: 'text', ariaDescribedBy: describedBy })}
                key={fields.rate.key}
                inputMode="decimal"
                autoComplete="off"
                spellCheck={false}
                className={`${control} tabular-nums`}
              />
            )}
          </Field>
          <Field meta={fields.rateDate} label={t('date_field')} hint={t('date_hint')}>
            {(describedBy) => (
              <input
                {...getInputProps(fields.rateDate, { type: 'date', ariaDescribedBy: describedBy })}
                key={fields.rateDate.key}
                max={latestDay}
                className={control}
              />
            )}
          </Field>
        </div>
        <button type="submit" className={`${buttonStyles.solid} self-start`} disabled={navigation.state === 'submitting'}>
          {t('save')}
        </button>
      </Form>
    </ConsoleCard>
  )
}

export function ImportEcbForm({ lastResult }: { lastResult?: SubmissionResult<string[]> }) {
  const t = useTranslations('console.exchange_rates')
  const navigation = useNavigation()
  const [chosen, setChosen] = useState<string>()
  // Without script the browser's own picker shows; with it, ours (the browser's speaks the browser's language).
  const hydrated = useHydrated()
  const [form, fields] = useForm({
    id: 'import-ecb',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ImportEcbCsvSchema }),
  })
  const invalid = Boolean(fields.file.errors)
  return (
    <ConsoleCard title={t('import')} id="import-ecb-heading">
      <p className="mb-4 text-sm text-ink-muted">
        {t('import_lead')}{' '}
        <a href={ECB_RATES_PAGE} target="_blank" rel="noreferrer" className="font-medium text-accent-strong underline">
          {t('ecb_page')}
          <Icon name="lucide:external-link" className="ml-1 inline size-3.5 align-[-0.125em]" />
        </a>
      </p>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="flex flex-col gap-4">
        {/* The token first: the server finds it without reading the whole file (security/csrf.server.ts). */}
        <CsrfInput />
        <input type="hidden" name="intent" value="import-ecb" />
        <FormError id={form.errorId} errors={form.errors} />
        <div className="min-w-0">
          <label htmlFor={fields.file.id} className="text-sm font-medium">
            {t('file')}
          </label>
          <div className="mt-1 flex min-w-0 items-center gap-3">
            <input
              {...getInputProps(fields.file, { type: 'file' })}
              accept={ECB_CSV_ACCEPT}
              onChange={(event) => setChosen(event.currentTarget.files?.[0]?.name)}
              className={hydrated ? 'peer sr-only' : 'block w-full text-sm'}
            />
            {hydrated && (
              <>
                <label
                  htmlFor={fields.file.id}
                  aria-hidden="true"
                  className={`${buttonStyles.outline} shrink-0 cursor-pointer peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent ${invalid ? 'border-alert' : ''}`}
                >
                  <Icon name="lucide:file-text" />
                  {t('choose_file')}
                </label>
                <span className="min-w-0 truncate text-sm text-ink-muted">{chosen ?? t('no_file')}</span>
              </>
            )}
          </div>
          <FieldError id={fields.file.errorId} errors={fields.file.errors} />
        </div>
        <button type="submit" className={`${buttonStyles.solid} self-start`} disabled={navigation.state === 'submitting'}>
          <Icon name="lucide:upload" />
          {t('import_submit')}
        </button>
      </Form>
    </ConsoleCard>
  )
}
