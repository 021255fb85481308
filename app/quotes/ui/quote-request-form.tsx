import { useEffect, useRef, useState, type ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import { useTranslations } from 'use-intl'
import { policyLink } from '~/consents/policy-link'
import { DOCUMENT_ACCEPT } from '~/documents/document-upload'
import { FieldError } from '~/forms/field-error'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import type { QuoteServiceForm } from '../quote-request-page.server'
import { AS_MY_COUNTRY, quoteFormOrder, type QuoteFormFailure, type QuoteFormField } from '../quote-request-form'
import { PendingDraftNotice } from './pending-draft-notice'

const inputClass =
  'mt-1.5 block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-ink shadow-sm placeholder:text-ink-muted aria-invalid:border-alert'
const boxClass = 'mt-0.5 size-5 shrink-0 rounded border-line accent-accent'

/** Each field's control id: a problem in the summary links to it. */
const controlId = (field: QuoteFormField) => `quote-${field.replace('.', '-')}`
const errorId = (field: QuoteFormField) => `${controlId(field)}-error`
const described = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined

export interface QuoteRequestFormProps {
  service: QuoteServiceForm
  /** The destination the visitor came from, ticked to start with. */
  destinationId: number | null
  countries: { code: string; name: string; currency: string }[]
  currencies: { code: string; name: string }[]
  defaultCountry: string
  dates: { min: string; max: string }
  limits: { answer: number; message: number; attachments: number; megabytes: number }
  signedIn: boolean
  pendingDraft: boolean
  failure?: QuoteFormFailure | null
}

/**
 * The request for a personal quote (issue 30): where, when, the country and currency, the
 * treatment's own questions, a message, files and the health-data consent. A plain multipart form
 * checked by the server (without JavaScript too): a refused one comes back with every value typed
 * and each problem by its field, listed at the top with links to them. With script, choosing a
 * country shows at once which currency "as my country" means.
 */
export function QuoteRequestForm(props: QuoteRequestFormProps) {
  const { service, destinationId, countries, currencies, defaultCountry, dates, limits, signedIn, pendingDraft, failure } = props
  const t = useTranslations('quotes.request')
  const navigation = useNavigation()
  const values = failure?.values
  const errors = failure?.errors ?? {}
  const [country, setCountry] = useState(values?.country ?? defaultCountry)
  const summary = useRef<HTMLDivElement>(null)
  // A refused post (with script: the page stays): the summary of its problems takes the focus.
  useEffect(() => {
    if (failure) summary.current?.focus()
  }, [failure])
  const sending = navigation.state === 'submitting' && navigation.formEncType === 'multipart/form-data'
  const ticked = (name: 'destinationIds' | 'clinicIds', id: number) =>
    values ? values[name].includes(String(id)) : name === 'destinationIds' && id === destinationId
  const currencyName = (code: string | undefined) => currencies.find((currency) => currency.code === code)?.name
  const countryCurrency = currencyName(countries.find((choice) => choice.code === country)?.currency)
  const from = service.destinations.find((destination) => destination.id === destinationId)
  const problems = [...(Object.keys(errors) as QuoteFormField[])].sort((a, b) => quoteFormOrder(a) - quoteFormOrder(b))
  const fieldLabel = (field: QuoteFormField): string => {
    if (field.startsWith('answer.')) return service.questions[Number(field.slice('answer.'.length))] ?? t('health_legend')
    const labels: Record<Exclude<QuoteFormField, `answer.${number}`>, string> = {
      where: t('where_legend'),
      travelFrom: t('travel_from_label'),
      travelTo: t('travel_to_label'),
      country: t('country'),
      currency: t('currency'),
      message: t('message'),
      attachments: t('attachments'),
      healthDataConsent: t('consent_label'),
    }
    return labels[field as keyof typeof labels]
  }
  const error = (field: QuoteFormField) => <FieldError id={errorId(field)} errors={errors[field] ? [errors[field]] : undefined} />
  const invalid = (field: QuoteFormField) => (errors[field] ? true : undefined)

  return (
    <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
      <PageMeta title={t('title_for', { service: service.name })} description={t('lead')} />
      <h1 className="text-3xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-3 max-w-prose text-lg text-ink-muted">{t('lead')}</p>
      {pendingDraft && <PendingDraftNotice />}

      {(problems.length > 0 || failure?.formError) && (
        <div
          ref={summary}
          tabIndex={-1}
          role="alert"
          aria-labelledby="quote-problems-title"
          className="mt-6 rounded-2xl border border-alert/40 bg-alert/10 p-4 text-sm text-red-800 outline-none focus-visible:ring-2 focus-visible:ring-alert dark:text-red-300"
        >
          <p id="quote-problems-title" className="flex items-center gap-2 font-semibold">
            <Icon name="lucide:circle-alert" className="size-4 shrink-0" />
            {failure?.formError && problems.length === 0 ? t('problem_form') : t('problems', { count: problems.length })}
          </p>
          {failure?.formError && <FormMessage message={failure.formError} />}
          {problems.length > 0 && (
            <ul className="mt-2 grid gap-1 list-disc pl-6">
              {problems.map((field) => (
                <li key={field}>
                  {/* At least 24 px high: a target of its own (WCAG 2.5.8), not one of several words stacked close. */}
                  <a href={`#${controlId(field)}`} className="inline-block py-0.5 leading-5 underline underline-offset-2">
                    {fieldLabel(field)}
                  </a>
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <Form method="post" encType="multipart/form-data" noValidate className="mt-8 grid gap-8" aria-label={t('title')}>
        {/* First: the server reads the token before the files that follow it. */}
        <CsrfInput />
        <input type="hidden" name="serviceId" value={service.id} />

        <div className="flex flex-wrap items-baseline justify-between gap-2 rounded-2xl border border-line bg-surface p-5">
          <p>
            <span className="block text-sm text-ink-muted">{t('treatment')}</span>
            <span className="text-lg font-semibold">{service.name}</span>
          </p>
          <LocalizedLink
            to={from ? `/quotes/new?destination=${from.slug}` : '/quotes/new'}
            className="text-sm font-medium text-accent hover:underline"
            aria-label={t('change_label')}
          >
            {t('change')}
          </LocalizedLink>
        </div>

        <Group id={controlId('where')} legend={t('where_legend')} hint={t('where_hint')} errorField={errors.where ? errorId('where') : undefined}>
          <ul className="grid gap-3">
            {service.destinations.map((destination) => (
              <li key={destination.id} className="rounded-xl border border-line bg-surface p-4">
                <Box
                  id={`quote-destination-${destination.id}`}
                  name="destinationIds"
                  value={destination.id}
                  checked={ticked('destinationIds', destination.id)}
                  label={
                    <>
                      <span className="font-semibold">{t('destination_label', { city: destination.name, country: destination.country })}</span>
                      <span className="block text-sm text-ink-muted">{t('destination_any')}</span>
                    </>
                  }
                />
                {destination.clinics.length > 0 && (
                  <ul className="mt-3 grid gap-2 border-l-2 border-line pl-4 sm:ml-8" aria-label={t('clinics_in', { city: destination.name })}>
                    {destination.clinics.map((clinic) => (
                      <li key={clinic.id}>
                        <Box
                          id={`quote-clinic-${clinic.id}`}
                          name="clinicIds"
                          value={clinic.id}
                          checked={ticked('clinicIds', clinic.id)}
                          label={clinic.name}
                        />
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
            <li className="rounded-xl border border-dashed border-line bg-surface p-4">
              <Box
                id="quote-advise-me"
                name="adviseMe"
                value="on"
                checked={values?.adviseMe ?? false}
                label={
                  <>
                    <span className="font-semibold">{t('advise_me')}</span>
                    <span className="block text-sm text-ink-muted">{t('advise_me_hint')}</span>
                  </>
                }
              />
            </li>
          </ul>
          {error('where')}
        </Group>

        <Group legend={t('travel_legend')} hint={t('travel_hint')}>
          <div className="grid gap-4 sm:grid-cols-2">
            {(['travelFrom', 'travelTo'] as const).map((field) => (
              <div key={field}>
                <label htmlFor={controlId(field)} className="text-sm font-medium">
                  {t(field === 'travelFrom' ? 'travel_from' : 'travel_to')}
                </label>
                <input
                  id={controlId(field)}
                  name={field}
                  type="date"
                  min={dates.min}
                  max={dates.max}
                  defaultValue={values?.[field] ?? ''}
                  aria-invalid={invalid(field)}
                  aria-describedby={described(errors[field] && errorId(field))}
                  className={inputClass}
                />
                {error(field)}
              </div>
            ))}
          </div>
        </Group>

        <div className="grid gap-4 sm:grid-cols-2">
          <div>
            <label htmlFor={controlId('country')} className="text-sm font-medium">
              {t('country')}
            </label>
            <select
              id={controlId('country')}
              name="country"
              autoComplete="country"
              defaultValue={country}
              onChange={(event) => setCountry(event.currentTarget.value)}
              aria-invalid={invalid('country')}
              aria-describedby={described(errors.country && errorId('country'))}
              className={inputClass}
            >
              <option value="">{t('country_choose')}</option>
              {countries.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {choice.name}
                </option>
              ))}
            </select>
            {error('country')}
          </div>
          <div>
            <label htmlFor={controlId('currency')} className="text-sm font-medium">
              {t('currency')}
            </label>
            <select
              id={controlId('currency')}
              name="currency"
              defaultValue={values?.currency ?? AS_MY_COUNTRY}
              aria-invalid={invalid('currency')}
              aria-describedby={described('quote-currency-hint', errors.currency && errorId('currency'))}
              className={inputClass}
            >
              <option value={AS_MY_COUNTRY}>
                {countryCurrency ? t('currency_as_country', { currency: countryCurrency }) : t('currency_as_country_unknown')}
              </option>
              {currencies.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {t('currency_option', { name: choice.name, code: choice.code })}
                </option>
              ))}
            </select>
            <p id="quote-currency-hint" className="mt-1.5 text-xs text-ink-muted">
              {t('currency_hint')}
            </p>
            {error('currency')}
          </div>
        </div>

        {service.questions.length > 0 && (
          <Group legend={t('health_legend')} hint={t('health_hint')}>
            <div className="grid gap-4">
              {service.questions.map((question, index) => {
                const field = `answer.${index}` as const
                return (
                  <div key={`${index}-${question}`}>
                    <label htmlFor={controlId(field)} className="text-sm font-medium">
                      {question}
                    </label>
                    <input
                      id={controlId(field)}
                      name={field}
                      type="text"
                      maxLength={limits.answer}
                      defaultValue={values?.answers[index] ?? ''}
                      aria-invalid={invalid(field)}
                      aria-describedby={described(errors[field] && errorId(field))}
                      className={inputClass}
                    />
                    {error(field)}
                  </div>
                )
              })}
            </div>
          </Group>
        )}

        <div>
          <label htmlFor={controlId('message')} className="text-sm font-medium">
            {t('message')}
          </label>
          <textarea
            id={controlId('message')}
            name="message"
            rows={4}
            maxLength={limits.message}
            defaultValue={values?.message ?? ''}
            aria-invalid={invalid('message')}
            aria-describedby={described('quote-message-hint', errors.message && errorId('message'))}
            className={`${inputClass} min-h-28 resize-y`}
          />
          <p id="quote-message-hint" className="mt-1.5 text-xs text-ink-muted">
            {t('message_hint', { max: limits.message })}
          </p>
          {error('message')}
        </div>

        <div>
          <label htmlFor={controlId('attachments')} className="text-sm font-medium">
            {t('attachments')}
          </label>
          <input
            id={controlId('attachments')}
            name="attachments"
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT}
            aria-invalid={invalid('attachments')}
            aria-describedby={described(
              'quote-attachments-hint',
              failure?.chooseFilesAgain && 'quote-attachments-again',
              errors.attachments && errorId('attachments'),
            )}
            className="mt-1.5 block w-full text-sm text-ink-muted file:mr-3 file:rounded-full file:border file:border-line file:bg-surface-muted file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-surface"
          />
          <p id="quote-attachments-hint" className="mt-1.5 text-xs text-ink-muted">
            {t('attachments_hint', { max: limits.attachments, megabytes: limits.megabytes })}
          </p>
          {failure?.chooseFilesAgain && (
            <p id="quote-attachments-again" className="mt-1.5 flex items-center gap-1.5 text-sm font-medium">
              <Icon name="lucide:paperclip" className="size-4 shrink-0 text-accent" />
              {t('files_again')}
            </p>
          )}
          {error('attachments')}
        </div>

        <div>
          <div className="flex items-start gap-3">
            <input
              id={controlId('healthDataConsent')}
              name="healthDataConsent"
              type="checkbox"
              value="on"
              defaultChecked={values?.healthDataConsent ?? false}
              aria-invalid={invalid('healthDataConsent')}
              aria-describedby={described(errors.healthDataConsent && errorId('healthDataConsent'))}
              className={`${boxClass} aria-invalid:outline-2 aria-invalid:outline-alert`}
            />
            <label htmlFor={controlId('healthDataConsent')} className="text-sm leading-relaxed">
              {t.rich('health_consent', { privacy: policyLink('health_data') })}
            </label>
          </div>
          {error('healthDataConsent')}
        </div>

        <div className="grid gap-3">
          {!signedIn && (
            <p className="flex gap-2 text-sm text-ink-muted">
              <Icon name="lucide:lock" className="mt-0.5 size-4 shrink-0" />
              {t('visitor_note')}
            </p>
          )}
          <button type="submit" className={`justify-self-start ${buttonStyles.solid}`} disabled={sending}>
            <Icon name={sending ? 'lucide:loader-circle' : 'lucide:send'} className={sending ? 'size-4 animate-spin' : 'size-4'} />
            {sending ? t('sending') : signedIn ? t('submit_patient') : t('submit_visitor')}
          </button>
        </div>
      </Form>
    </div>
  )
}

/** A group of controls under one legend, with its hint (and its problem, which the group names). */
function Group({ id, legend, hint, errorField, children }: { id?: string; legend: string; hint?: string; errorField?: string; children: ReactNode }) {
  const hintId = id ? `${id}-hint` : undefined
  return (
    <fieldset id={id} tabIndex={id ? -1 : undefined} aria-describedby={described(hintId, errorField)} className="min-w-0 scroll-mt-24 outline-none">
      <legend className="text-lg font-semibold">{legend}</legend>
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <div className="mt-4">{children}</div>
    </fieldset>
  )
}

/** A box the person ticks, with its label beside it. */
function Box({ id, name, value, checked, label }: { id: string; name: string; value: string | number; checked: boolean; label: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <input id={id} name={name} type="checkbox" value={value} defaultChecked={checked} className={boxClass} />
      <label htmlFor={id} className="min-w-0">
        {label}
      </label>
    </div>
  )
}

/** The form's own problem (a refusal not about one field), translated as the fields' are. */
function FormMessage({ message }: { message: string }) {
  return (
    <div className="mt-1">
      <FieldErrorText message={message} />
    </div>
  )
}

function FieldErrorText({ message }: { message: string }) {
  // FieldError translates keys with parameters; its red line is the summary's text colour here.
  return (
    <div className="[&>p]:mt-0 [&>p]:text-inherit">
      <FieldError id="quote-form-error" errors={[message]} />
    </div>
  )
}
