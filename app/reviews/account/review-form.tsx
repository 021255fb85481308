import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { useLocale, useTranslations } from 'use-intl'
import { FormError, TextAreaField, TextField } from '~/forms/fields'
import { FieldError } from '~/forms/field-error'
import { locales } from '~/i18n/locales'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { DISPLAY_NAME_MAX, EditReviewSchema, NewReviewSchema, REVIEW_BODY_MAX, REVIEW_BODY_MIN, SUB_SCORES, type SubScore } from '../review-rules'
import { StarChoice } from './star-choice'

/*
 * The patient's review form (issue 31), new or edited: overall stars, the
 * optional sub-scores, the text, how to sign it, and the language it is
 * written in (the page's unless they pick the other). A plain form that
 * works without script; with it, each field is checked as the server will.
 */

type Result = SubmissionResult<string[]> | undefined

export interface ReviewFormValues {
  overall: number
  scores: Record<SubScore, number | null>
  body: string
  displayName: string
  locale: string
}

export function ReviewForm({
  action,
  lastResult,
  hidden,
  values,
  submitLabel,
}: {
  action: string
  lastResult: Result
  /** The subject (appointmentId or treatmentStepId) of a new review, or the version of an edited one. */
  hidden: Record<string, number>
  values?: ReviewFormValues
  submitLabel: string
}) {
  const t = useTranslations('my_reviews.form')
  const pageLocale = useLocale()
  const navigation = useNavigation()
  const editing = 'version' in hidden
  const [form, fields] = useForm({
    id: editing ? 'edit-review' : 'new-review',
    lastResult,
    defaultValue: values
      ? {
          overall: String(values.overall),
          ...Object.fromEntries(SUB_SCORES.map((score) => [score, values.scores[score] === null ? '' : String(values.scores[score])])),
          body: values.body,
          displayName: values.displayName,
          locale: values.locale,
        }
      : { locale: pageLocale },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: editing ? EditReviewSchema : NewReviewSchema }),
  })
  const sending = navigation.state !== 'idle' && navigation.formAction === action
  const locale = fields.locale
  const chosenLocale = typeof locale.initialValue === 'string' ? locale.initialValue : pageLocale
  return (
    <Form method="post" action={action} {...getFormProps(form)} className="grid gap-6">
      <CsrfInput />
      {Object.entries(hidden).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <FormError id={form.errorId} errors={form.errors} />
      <StarChoice meta={fields.overall} legend={t('overall')} />
      <fieldset>
        <legend className="text-base font-semibold">{t('scores')}</legend>
        <p className="mt-1 text-sm text-ink-muted">{t('scores_hint')}</p>
        <div className="mt-3 grid gap-4 sm:grid-cols-2">
          {SUB_SCORES.map((score) => (
            <StarChoice key={score} meta={fields[score]} legend={t(`score.${score}`)} optional />
          ))}
        </div>
      </fieldset>
      <TextAreaField
        meta={fields.body}
        label={t('body')}
        hint={t('body_hint', { min: REVIEW_BODY_MIN, max: REVIEW_BODY_MAX })}
        rows={7}
        maxLength={REVIEW_BODY_MAX}
      />
      <TextField
        meta={fields.displayName}
        label={t('display_name')}
        hint={t('display_name_hint')}
        autoComplete="given-name"
        maxLength={DISPLAY_NAME_MAX}
      />
      <fieldset aria-describedby={locale.errors ? locale.errorId : undefined}>
        <legend className="text-sm font-medium">{t('locale')}</legend>
        <p className="mt-1 text-xs text-ink-muted">{t('locale_hint')}</p>
        <div className="mt-2 flex flex-wrap gap-2">
          {locales.map((option) => (
            <label
              key={option}
              className="inline-flex cursor-pointer items-center gap-2 rounded-full border border-line px-3.5 py-2 text-sm has-checked:border-accent has-checked:bg-surface-muted has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-accent"
            >
              <input type="radio" name={locale.name} value={option} defaultChecked={chosenLocale === option} className="accent-accent" />
              {t(`language.${option}`)}
            </label>
          ))}
        </div>
        <FieldError id={locale.errorId} errors={locale.errors} />
      </fieldset>
      <p className="text-sm text-ink-muted">{t('public_note')}</p>
      <div className="flex flex-wrap justify-end gap-3">
        <button type="submit" className={buttonStyles.solid} disabled={sending}>
          <Icon name={sending ? 'lucide:loader-circle' : 'lucide:send'} className={sending ? 'size-4 animate-spin' : 'size-4'} />
          {submitLabel}
        </button>
      </div>
    </Form>
  )
}
