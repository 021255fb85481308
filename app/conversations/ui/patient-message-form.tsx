import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useNavigation } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { FieldError, FormError } from '~/forms/field-error'
import { usePlanName } from '~/patients/ui/use-plan-name'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import type { AboutAppointment, AboutPlan, AboutQuoteRequest } from '../care-team-page.server'
import { DOCUMENT_ACCEPT } from '~/documents/document-upload'
import { aboutValue, CareTeamMessageSchema } from '../care-team-form'
import { MESSAGE_LIMITS } from '../message-rules'

const inputClass =
  'mt-1.5 block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-ink shadow-sm placeholder:text-ink-muted aria-invalid:border-alert'

/**
 * The patient's message to their care team (issue 29): a plain multipart form that works without
 * JavaScript (the files stream to the server as it arrives), checked in the browser with the
 * server's rules when script runs. The page remounts it (a new `key`) once a message is sent, so the
 * text box is empty again; a refused one comes back with what was typed and the reason by its field.
 */
export function PatientMessageForm({
  lastResult,
  plans,
  appointments,
  quoteRequests = [],
  about,
}: {
  lastResult: SubmissionResult<string[]> | undefined
  plans: AboutPlan[]
  appointments: AboutAppointment[]
  quoteRequests?: AboutQuoteRequest[]
  /** Chosen already when the patient came from a plan's or a quote's "Ask your care team" (`plan-12`, `quote-3`). */
  about?: string
}) {
  const t = useTranslations('care_team')
  const account = useTranslations('account')
  const planName = usePlanName()
  const format = useFormatter()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'care-team-message',
    lastResult,
    defaultValue: { about: about ?? '' },
    shouldValidate: 'onSubmit',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: CareTeamMessageSchema }),
  })
  // This form is the page's only multipart one (signing out is a plain post).
  const sending = navigation.state === 'submitting' && navigation.formEncType === 'multipart/form-data'
  const choosable = appointments.filter((appointment) => appointment.choosable)
  const described = (...ids: (string | false | undefined)[]) => ids.filter(Boolean).join(' ') || undefined
  return (
    <section aria-labelledby="care-team-form-title" className="mt-8 rounded-2xl border border-line bg-surface p-5 sm:p-6">
      <h2 id="care-team-form-title" className="text-xl font-semibold tracking-tight">
        {t('form_heading')}
      </h2>
      <Form method="post" encType="multipart/form-data" {...getFormProps(form)} aria-labelledby="care-team-form-title" className="mt-4 grid gap-4">
        {/* First: the server reads the token before the files that follow it. */}
        <CsrfInput />
        <FormError id={form.errorId} errors={form.errors} />
        <div>
          <label htmlFor={fields.body.id} className="text-sm font-medium">
            {t('message_label')}
          </label>
          <textarea
            key={fields.body.key}
            id={fields.body.id}
            name={fields.body.name}
            form={form.id}
            defaultValue={typeof fields.body.initialValue === 'string' ? fields.body.initialValue : undefined}
            required
            maxLength={MESSAGE_LIMITS.body}
            rows={5}
            aria-invalid={fields.body.errors ? true : undefined}
            aria-describedby={described(fields.body.errors && fields.body.errorId, `${fields.body.id}-hint`)}
            className={`${inputClass} min-h-32 resize-y`}
          />
          <p id={`${fields.body.id}-hint`} className="mt-1.5 text-xs text-ink-muted">
            {t('message_hint', { max: MESSAGE_LIMITS.body })}
          </p>
          <FieldError id={fields.body.errorId} errors={fields.body.errors} />
        </div>
        {(plans.length > 0 || choosable.length > 0 || quoteRequests.length > 0) && (
          <div>
            <label htmlFor={fields.about.id} className="text-sm font-medium">
              {t('about_label')}
            </label>
            <select
              key={fields.about.key}
              id={fields.about.id}
              name={fields.about.name}
              defaultValue={typeof fields.about.initialValue === 'string' ? fields.about.initialValue : ''}
              aria-invalid={fields.about.errors ? true : undefined}
              aria-describedby={fields.about.errors ? fields.about.errorId : undefined}
              className={inputClass}
            >
              <option value="">{t('about_none')}</option>
              {plans.length > 0 && (
                <optgroup label={t('about_plans')}>
                  {plans.map((plan) => (
                    <option key={plan.id} value={aboutValue('plan', plan.id)}>
                      {planName(plan)}
                    </option>
                  ))}
                </optgroup>
              )}
              {choosable.length > 0 && (
                <optgroup label={t('about_appointments')}>
                  {choosable.map((appointment) => (
                    <option key={appointment.id} value={aboutValue('appointment', appointment.id)}>
                      {account(`kinds.${appointment.kind as 'assessment'}`)} · {appointment.service} ·{' '}
                      {format.dateTime(new Date(appointment.startsAt), { dateStyle: 'medium', timeZone: appointment.timeZone })}
                    </option>
                  ))}
                </optgroup>
              )}
              {quoteRequests.length > 0 && (
                <optgroup label={t('about_quotes')}>
                  {quoteRequests.map((request) => (
                    <option key={request.id} value={aboutValue('quote', request.id)}>
                      {t('about_quote_choice', {
                        service: request.service,
                        date: format.dateTime(new Date(request.requestedAt), { dateStyle: 'medium' }),
                      })}
                    </option>
                  ))}
                </optgroup>
              )}
            </select>
            <FieldError id={fields.about.errorId} errors={fields.about.errors} />
          </div>
        )}
        <div>
          <label htmlFor={fields.attachments.id} className="text-sm font-medium">
            {t('attachments_label')}
          </label>
          <input
            key={fields.attachments.key}
            id={fields.attachments.id}
            name={fields.attachments.name}
            type="file"
            multiple
            accept={DOCUMENT_ACCEPT}
            aria-invalid={fields.attachments.errors ? true : undefined}
            aria-describedby={described(fields.attachments.errors && fields.attachments.errorId, `${fields.attachments.id}-hint`)}
            className="mt-1.5 block w-full text-sm text-ink-muted file:mr-3 file:rounded-full file:border file:border-line file:bg-surface-muted file:px-4 file:py-2 file:text-sm file:font-semibold file:text-ink hover:file:bg-surface"
          />
          <p id={`${fields.attachments.id}-hint`} className="mt-1.5 text-xs text-ink-muted">
            {t('attachments_hint')}
          </p>
          <FieldError id={fields.attachments.errorId} errors={fields.attachments.errors} />
        </div>
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <button type="submit" className={buttonStyles.solid} disabled={sending}>
            <Icon name={sending ? 'lucide:loader-circle' : 'lucide:send'} className={sending ? 'size-4 animate-spin' : 'size-4'} />
            {sending ? t('sending') : t('send')}
          </button>
          <p className="flex items-center gap-1.5 text-xs text-ink-muted">
            <Icon name="lucide:lock" className="size-3.5 shrink-0" />
            {t('email_note')}
          </p>
        </div>
      </Form>
    </section>
  )
}
