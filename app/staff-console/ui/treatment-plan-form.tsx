import { getFormProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useState, type ReactNode } from 'react'
import { Form, useNavigation } from 'react-router'
import { useTranslations } from 'use-intl'
import type { z } from 'zod'
import { FormError } from '~/forms/fields'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'
import { useHydrated } from '~/ui/use-hydrated'
import { specialistsFor } from '../treatment-plan-choices'
import type { TreatmentPlanOptions } from '../treatment-plan-options.server'
import { TreatmentPlanSchema, TreatmentStepSchema } from '~/patients/treatment-plan-schemas'
import { DuplicateConfirm } from './treatment-plan-duplicates'
import { InputControl, SelectControl, StepStatusSelect, TextAreaControl, TreatmentStatusSelect } from './treatment-plan-fields'

/**
 * The plan's service, clinic, specialist, status and dates (creating or changing it). The specialist list
 * is the chosen clinic's who perform the chosen treatment: it follows the two selects at once with
 * JavaScript; without it, "Show the clinic's specialists" sends the form back filtered. A refused
 * duplicate (creating) shows `duplicateWarning` and the box that confirms another plan anyway.
 */
export function TreatmentPlanForm({
  options,
  defaultValue,
  lastResult,
  submitLabel,
  duplicateWarning,
}: {
  options: TreatmentPlanOptions
  defaultValue?: Record<string, string>
  lastResult?: SubmissionResult<string[]>
  submitLabel: string
  duplicateWarning?: ReactNode
}) {
  const t = useTranslations('console.treatments')
  const navigation = useNavigation()
  const [form, fields] = useForm<z.input<typeof TreatmentPlanSchema>, z.output<typeof TreatmentPlanSchema>>({
    id: 'treatment-plan',
    lastResult,
    defaultValue: defaultValue ?? { status: 'planned' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TreatmentPlanSchema }),
  })
  const hydrated = useHydrated()
  const clinicName = new Map(options.clinics.map((clinic) => [clinic.id, clinic.name]))
  const [chosen, setChosen] = useState({ clinicId: fields.clinicId.initialValue, serviceId: fields.serviceId.initialValue })
  // The plan's own specialist stays offered when changing it, even if the catalogue no longer lists them for it.
  const own = defaultValue?.specialistId
  const specialists = options.specialists.filter(
    (specialist) =>
      specialistsFor(options.specialists, chosen.clinicId, chosen.serviceId).includes(specialist) ||
      (String(specialist.id) === own && String(specialist.clinicId) === chosen.clinicId),
  )
  const noneFits = Boolean(chosen.clinicId && chosen.serviceId) && specialists.length === 0
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-4 sm:grid-cols-2">
      <CsrfInput />
      <input type="hidden" name="intent" value="plan" />
      <div className="sm:col-span-2">
        <FormError id={form.errorId} errors={form.errors} />
      </div>
      <SelectControl
        meta={fields.serviceId}
        label={t('service')}
        options={options.services.map((s) => ({ value: String(s.id), label: s.name }))}
        onChange={(serviceId) => setChosen((current) => ({ ...current, serviceId }))}
      />
      <SelectControl
        meta={fields.clinicId}
        label={t('clinic')}
        options={options.clinics.map((c) => ({ value: String(c.id), label: c.name }))}
        onChange={(clinicId) => setChosen((current) => ({ ...current, clinicId }))}
      />
      <SelectControl
        meta={fields.specialistId}
        label={t('specialist')}
        hint={noneFits ? t('no_specialist') : chosen.clinicId ? undefined : t('specialist_hint')}
        options={specialists.map((s) => ({ value: String(s.id), label: s.name, group: chosen.clinicId ? undefined : clinicName.get(s.clinicId) }))}
      />
      <TreatmentStatusSelect meta={fields.status} />
      <InputControl meta={fields.startedOn} label={t('started_on')} type="date" />
      <InputControl meta={fields.endedOn} label={t('ended_on')} type="date" />
      {(duplicateWarning || fields.confirmDuplicate.errors) && (
        <div className="sm:col-span-2">
          <DuplicateConfirm meta={fields.confirmDuplicate}>{duplicateWarning}</DuplicateConfirm>
        </div>
      )}
      <div className="flex flex-wrap gap-3 sm:col-span-2">
        <button type="submit" className={buttonStyles.solid} disabled={navigation.state === 'submitting'}>
          {submitLabel}
        </button>
        {/* Without JavaScript the list cannot follow the selects: this sends the form back with it filtered (after the main button, which Enter presses). */}
        {!hydrated && (
          <button type="submit" name="show" value="specialists" formNoValidate className={buttonStyles.outline}>
            {t('show_specialists')}
          </button>
        )}
      </div>
    </Form>
  )
}

/** One timeline step: a new one, or an existing one (stepId) rewritten. */
export function TreatmentStepForm({
  id,
  stepId,
  defaultValue,
  lastResult,
  submitLabel,
}: {
  id: string
  stepId?: number
  defaultValue?: Record<string, string>
  lastResult?: SubmissionResult<string[]>
  submitLabel: string
}) {
  const t = useTranslations('console.treatments')
  const navigation = useNavigation()
  const [form, fields] = useForm<z.input<typeof TreatmentStepSchema>, z.output<typeof TreatmentStepSchema>>({
    id,
    lastResult,
    defaultValue: defaultValue ?? { status: 'planned' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TreatmentStepSchema }),
  })
  return (
    <Form method="post" {...getFormProps(form)} className="grid gap-3 sm:grid-cols-3">
      <CsrfInput />
      <input type="hidden" name="intent" value={stepId ? 'update-step' : 'add-step'} />
      {stepId && <input type="hidden" name="stepId" value={stepId} />}
      <div className="sm:col-span-3">
        <FormError id={form.errorId} errors={form.errors} />
      </div>
      <InputControl meta={fields.title} label={t('step_title')} />
      <InputControl meta={fields.scheduledOn} label={t('step_date')} type="date" />
      <StepStatusSelect meta={fields.status} />
      <div className="sm:col-span-3 grid gap-3 sm:grid-cols-2">
        <TextAreaControl meta={fields.patientNote} label={t('patient_note')} />
        <TextAreaControl meta={fields.internalNote} label={t('internal_note')} />
      </div>
      <div className="sm:col-span-3">
        <button type="submit" className={buttonStyles.outline} disabled={navigation.state === 'submitting'}>
          {submitLabel}
        </button>
      </div>
    </Form>
  )
}
