import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import type { ReactNode } from 'react'
import { Button, DialogTrigger } from 'react-aria-components'
import { Form, useNavigation } from 'react-router'
import { useTranslations } from 'use-intl'
import { FREE_CANCELLATION_HOURS } from '~/booking/cancellation-policy'
import { CheckboxField, FormError } from '~/forms/fields'
import { FieldError } from '~/forms/field-error'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { ModalDialog } from '~/ui/modal-dialog'
import { useHydrated } from '~/ui/use-hydrated'
import { QUOTE_TERMS_VERSION } from '../quote-builder-rules'
import { AcceptQuoteSchema, DECLINE_REASON_MAX, DeclineQuoteSchema } from '../quote-decision-form'
import type { QuoteView, QuoteViewOption } from '../quote-view'
import { useOptionMoney } from './quote-options'
import { useQuoteDay } from './use-quote-day'

/*
 * The patient's decisions on an open quote (issue 30): accept one option,
 * after a confirmation that shows what they accept and the terms it is subject
 * to (a box they tick themselves), or decline it, saying why if they wish. With
 * JavaScript each confirmation is a dialog; without it (and until the page
 * runs script) the button is a link to the same confirmation as a section of
 * the page (`?accept=<option>` / `?decline=1`), whose plain form posts the same.
 */

type Result = SubmissionResult<string[]> | undefined

/** The quote's page, where its forms post (locale-neutral). */
export const quotePath = (quoteId: number) => `/account/quotes/${quoteId}`

/** The server's answer to the form it belongs to: this option's accept, or the decline. */
export function resultFor(result: Result, form: { intent: 'accept'; optionId: number } | { intent: 'decline' }): Result {
  const sent = result?.initialValue as Record<string, unknown> | undefined
  if (!result || sent?.intent !== form.intent) return undefined
  return form.intent === 'accept' && String(sent.optionId) !== String(form.optionId) ? undefined : result
}

/** What accepting this option means, and the terms it is subject to. */
function AcceptTerms({ quote, option }: { quote: QuoteView; option: QuoteViewOption }) {
  const t = useTranslations('quotes.terms')
  const pdf = useTranslations('quotes.pdf')
  const money = useOptionMoney(option, quote.patientCurrency)
  const day = useQuoteDay()
  const mayChange = option.figures.mayChangeMax.clinic !== 0
  return (
    <>
      <div className="rounded-xl border border-line bg-surface-muted/50 p-4">
        <p className="font-semibold">{option.clinic.name}</p>
        <p className="text-sm text-ink-muted">
          {option.clinic.city}, {option.clinic.country} · {option.specialist.name}
        </p>
        <p className="mt-2 flex flex-wrap items-baseline justify-between gap-x-3 text-sm">
          <span>{pdf('included_total')}</span>
          <span className="font-semibold tabular-nums">{money.both(option.figures.includedTotal)}</span>
        </p>
      </div>
      <h3 className="mt-4 text-sm font-semibold">{t('heading')}</h3>
      <ul className="mt-2 grid list-disc gap-1.5 pl-5 text-sm">
        <li>{mayChange ? t('price', { amount: money.both(option.figures.mayChangeMax) }) : t('price_fixed')}</li>
        <li>{t('fee', { amount: money.both(option.figures.assessmentFee) })}</li>
        <li>{t('cancel', { hours: FREE_CANCELLATION_HOURS })}</li>
        {quote.validUntil && <li>{t('valid', { date: day(quote.validUntil) })}</li>}
      </ul>
      <p className="mt-3 text-xs text-ink-muted">
        {t('version', { version: QUOTE_TERMS_VERSION })} · {t('recorded')}
      </p>
    </>
  )
}

/** The accept form: the option, the version drawn, the box, and the buttons (`cancel` first). */
function AcceptForm({
  quote,
  option,
  lastResult,
  action,
  cancel,
  scrolling,
}: {
  quote: QuoteView
  option: QuoteViewOption
  lastResult: Result
  action: string
  cancel: ReactNode
  /** In a dialog: the summary and terms scroll, the box and the buttons stay in view. */
  scrolling?: boolean
}) {
  const t = useTranslations('account_quotes.quote')
  const terms = useTranslations('quotes.terms')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: `accept-option-${option.id}`,
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AcceptQuoteSchema }),
  })
  const sending = navigation.state !== 'idle' && navigation.formData?.get('optionId') === String(option.id)
  const body = <AcceptTerms quote={quote} option={option} />
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="mt-4 grid gap-4">
      <CsrfInput />
      <input type="hidden" name="intent" value="accept" />
      <input type="hidden" name="optionId" value={option.id} />
      <input type="hidden" name="version" value={quote.version} />
      <FormError id={form.errorId} errors={form.errors} />
      {scrolling ? (
        // A box that scrolls takes the keyboard's focus, so it can be read without a mouse.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        <div role="region" aria-label={terms('heading')} tabIndex={0} className="max-h-[55dvh] overflow-y-auto pr-1">
          {body}
        </div>
      ) : (
        <div>{body}</div>
      )}
      <CheckboxField meta={fields.terms} label={terms('checkbox', { position: option.position, clinic: option.clinic.name })} />
      <div className="flex flex-wrap justify-end gap-3">
        {cancel}
        <button type="submit" className={buttonStyles.solid} disabled={sending}>
          <Icon name={sending ? 'lucide:loader-circle' : 'lucide:circle-check'} className={sending ? 'size-4 animate-spin' : 'size-4'} />
          {t('accept_confirm')}
        </button>
      </div>
    </Form>
  )
}

/** "Accept this option": a dialog once the page runs script, a link to the confirmation section before that. */
export function AcceptOption({ quote, option, lastResult }: { quote: QuoteView; option: QuoteViewOption; lastResult: Result }) {
  const t = useTranslations('account_quotes.quote')
  const localize = useLocalizePath()
  const hydrated = useHydrated()
  // Named by its clinic for those who hear it (the visible words first, as WCAG 2.5.3 asks).
  const label = (
    <>
      {t('accept')}
      <span className="sr-only">: {option.clinic.name}</span>
    </>
  )
  const look = `w-full ${buttonStyles.solid}`
  if (!hydrated) {
    return (
      <LocalizedLink to={`${quotePath(quote.id)}?accept=${option.id}#decide`} className={look}>
        {label}
      </LocalizedLink>
    )
  }
  return (
    <DialogTrigger defaultOpen={lastResult !== undefined}>
      <Button className={`${look} cursor-pointer`}>{label}</Button>
      <ModalDialog title={t('accept_title', { position: option.position })}>
        {(close) => (
          <AcceptForm
            quote={quote}
            option={option}
            lastResult={lastResult}
            action={localize(quotePath(quote.id))}
            scrolling
            cancel={
              <Button className={`${buttonStyles.outline} cursor-pointer`} onPress={close}>
                {t('keep_comparing')}
              </Button>
            }
          />
        )}
      </ModalDialog>
    </DialogTrigger>
  )
}

function DeclineForm({ quote, lastResult, action, cancel }: { quote: QuoteView; lastResult: Result; action: string; cancel: ReactNode }) {
  const t = useTranslations('account_quotes.quote')
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'decline-quote',
    lastResult,
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: DeclineQuoteSchema }),
  })
  const sending = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'decline'
  const reason = fields.reason
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="mt-4 grid gap-4">
      <CsrfInput />
      <input type="hidden" name="intent" value="decline" />
      <input type="hidden" name="version" value={quote.version} />
      <FormError id={form.errorId} errors={form.errors} />
      <p className="text-ink-muted">{t('decline_body')}</p>
      <div>
        <label htmlFor={reason.id} className="text-sm font-medium">
          {t('decline_reason')}
        </label>
        <textarea
          key={reason.key}
          id={reason.id}
          name={reason.name}
          defaultValue={typeof reason.initialValue === 'string' ? reason.initialValue : undefined}
          rows={4}
          maxLength={DECLINE_REASON_MAX}
          aria-invalid={reason.errors ? true : undefined}
          aria-describedby={[reason.errors ? reason.errorId : '', `${reason.id}-hint`].filter(Boolean).join(' ')}
          className="mt-1.5 block w-full resize-y rounded-xl border border-line bg-surface px-3.5 py-2.5 text-ink shadow-sm aria-invalid:border-alert"
        />
        <p id={`${reason.id}-hint`} className="mt-1.5 text-xs text-ink-muted">
          {t('decline_reason_hint', { max: DECLINE_REASON_MAX })}
        </p>
        <FieldError id={reason.errorId} errors={reason.errors} />
      </div>
      <div className="flex flex-wrap justify-end gap-3">
        {cancel}
        <button type="submit" className={buttonStyles.danger} disabled={sending}>
          {t('decline_confirm')}
        </button>
      </div>
    </Form>
  )
}

/** "Decline this quote": a dialog once the page runs script, a link to the confirmation section before that. */
export function DeclineQuote({ quote, lastResult }: { quote: QuoteView; lastResult: Result }) {
  const t = useTranslations('account_quotes.quote')
  const localize = useLocalizePath()
  const hydrated = useHydrated()
  if (!hydrated) {
    return (
      <LocalizedLink to={`${quotePath(quote.id)}?decline=1#decide`} className={buttonStyles.outline}>
        {t('decline')}
      </LocalizedLink>
    )
  }
  return (
    <DialogTrigger defaultOpen={lastResult !== undefined}>
      <Button className={`${buttonStyles.outline} cursor-pointer`}>{t('decline')}</Button>
      <ModalDialog title={t('decline_title')}>
        {(close) => (
          <DeclineForm
            quote={quote}
            lastResult={lastResult}
            action={localize(quotePath(quote.id))}
            cancel={
              <Button autoFocus className={`${buttonStyles.outline} cursor-pointer`} onPress={close}>
                {t('keep_comparing')}
              </Button>
            }
          />
        )}
      </ModalDialog>
    </DialogTrigger>
  )
}

/**
 * The confirmation as a section of the page (`?accept=<option>` or `?decline=1`): the whole decision
 * without JavaScript. Its form posts to the same address, so a refusal comes back to it.
 */
export function ConfirmSection({
  quote,
  confirm,
  lastResult,
}: {
  quote: QuoteView
  confirm: { kind: 'accept'; optionId: number } | { kind: 'decline' }
  lastResult: Result
}) {
  const t = useTranslations('account_quotes.quote')
  const localize = useLocalizePath()
  const option = confirm.kind === 'accept' ? quote.options.find((candidate) => candidate.id === confirm.optionId) : undefined
  if (confirm.kind === 'accept' && !option) return null
  const back = (
    <LocalizedLink to={`${quotePath(quote.id)}${option ? `#option-${option.position}` : ''}`} className={buttonStyles.outline}>
      {t('keep_comparing')}
    </LocalizedLink>
  )
  return (
    <section id="decide" aria-labelledby="decide-title" className="mt-8 scroll-mt-24 rounded-2xl border-2 border-accent bg-surface p-5 sm:p-6">
      <h2 id="decide-title" className="text-xl font-semibold tracking-tight">
        {option ? t('accept_title', { position: option.position }) : t('decline_title')}
      </h2>
      {option ? (
        <AcceptForm
          quote={quote}
          option={option}
          lastResult={resultFor(lastResult, { intent: 'accept', optionId: option.id })}
          action={localize(`${quotePath(quote.id)}?accept=${option.id}`)}
          cancel={back}
        />
      ) : (
        <DeclineForm
          quote={quote}
          lastResult={resultFor(lastResult, { intent: 'decline' })}
          action={localize(`${quotePath(quote.id)}?decline=1`)}
          cancel={back}
        />
      )}
    </section>
  )
}
