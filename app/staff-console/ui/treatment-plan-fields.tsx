import type { FieldMetadata } from '@conform-to/react'
import { useTranslations } from 'use-intl'
import { FieldError } from '~/forms/field-error'
import { planStepStatuses, treatmentStatuses } from '~/patients/treatment-steps'

// Conform's metadata of any one field of the plan or step forms.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Meta = FieldMetadata<any, any, string[]>

const control = 'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink aria-invalid:border-alert'

/** A labelled control of a plan form, wired to its field's error. */
function Field({
  meta,
  label,
  hint,
  children,
}: {
  meta: Meta
  label: string
  hint?: string
  children: (props: Record<string, unknown>) => React.ReactNode
}) {
  const hintId = `${meta.id}-hint`
  const describedBy = [hint ? hintId : undefined, meta.errors ? meta.errorId : undefined].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      {children({
        id: meta.id,
        name: meta.name,
        'aria-invalid': meta.errors ? true : undefined,
        'aria-describedby': describedBy || undefined,
        className: control,
      })}
      {hint && (
        <p id={hintId} className="mt-1 text-sm text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

const initial = (meta: Meta) => (meta.initialValue === undefined ? '' : String(meta.initialValue))

export function SelectControl({
  meta,
  label,
  options,
  hint,
  onChange,
}: {
  meta: Meta
  label: string
  options: { value: string; label: string; group?: string }[]
  hint?: string
  /** The chosen value, as it changes (with JavaScript). */
  onChange?: (value: string) => void
}) {
  const t = useTranslations('console.treatments')
  const groups = [...new Set(options.map((option) => option.group))]
  const optionList = (list: typeof options) =>
    list.map((option) => (
      <option key={option.value} value={option.value}>
        {option.label}
      </option>
    ))
  return (
    <Field meta={meta} label={label} hint={hint}>
      {(props) => (
        <select {...props} defaultValue={initial(meta)} onChange={onChange && ((event) => onChange(event.target.value))}>
          <option value="">{t('choose')}</option>
          {groups.length > 1 || groups[0] !== undefined
            ? groups.map((group) => (
                <optgroup key={group} label={group}>
                  {optionList(options.filter((option) => option.group === group))}
                </optgroup>
              ))
            : optionList(options)}
        </select>
      )}
    </Field>
  )
}

export function InputControl({ meta, label, type = 'text' }: { meta: Meta; label: string; type?: 'text' | 'date' }) {
  return (
    <Field meta={meta} label={label}>
      {(props) => <input {...props} type={type} defaultValue={initial(meta)} />}
    </Field>
  )
}

export function TextAreaControl({ meta, label }: { meta: Meta; label: string }) {
  return (
    <Field meta={meta} label={label}>
      {(props) => <textarea {...props} rows={2} defaultValue={initial(meta)} />}
    </Field>
  )
}

export function TreatmentStatusSelect({ meta }: { meta: Meta }) {
  const t = useTranslations('console.treatments')
  return (
    <SelectControl meta={meta} label={t('status')} options={treatmentStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))} />
  )
}

export function StepStatusSelect({ meta }: { meta: Meta }) {
  const t = useTranslations('console.treatments')
  return (
    <SelectControl
      meta={meta}
      label={t('step_status')}
      options={planStepStatuses.map((status) => ({ value: status, label: t(`step_statuses.${status}`) }))}
    />
  )
}
