import type { ReactNode } from 'react'
import { FieldError } from './field-error'
import type { FieldMeta } from './public-form'

export { FormError } from './field-error'

const inputClass =
  'mt-1.5 block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-ink shadow-sm placeholder:text-ink-muted aria-invalid:border-alert'

/*
 * Any field of any form: a conform field (console, account) or a public form's (forms/public-form).
 * The props are built here rather than with conform's helpers, which would bring conform to the
 * public pages.
 */
type TextMeta = FieldMeta & { formId?: string }

/** What conform's getInputProps gives: ids, name, the value to show again, the invalid state. */
function controlProps(meta: TextMeta) {
  return {
    id: meta.id,
    name: meta.name,
    form: meta.formId,
    defaultValue: typeof meta.initialValue === 'string' ? meta.initialValue : undefined,
    'aria-invalid': meta.errors ? true : undefined,
  }
}

/** Label, control, hint and error of one field; the control gets the ids it must point at. */
function LabelledField({
  meta,
  label,
  hint,
  control,
}: {
  meta: TextMeta
  label: string
  hint?: string
  control: (describedBy: string | undefined) => ReactNode
}) {
  const hintId = `${meta.id}-hint`
  const describedBy = [meta.errors ? meta.errorId : undefined, hint ? hintId : undefined].filter(Boolean).join(' ')
  return (
    <div>
      <label htmlFor={meta.id} className="text-sm font-medium">
        {label}
      </label>
      {control(describedBy || undefined)}
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-ink-muted">
          {hint}
        </p>
      )}
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  )
}

/** A labelled input wired to conform: errors are announced and linked with aria-describedby. */
export function TextField({
  meta,
  label,
  type = 'text',
  autoComplete,
  hint,
  maxLength,
}: {
  meta: TextMeta
  label: string
  type?: 'text' | 'email' | 'password' | 'tel'
  autoComplete?: string
  hint?: string
  maxLength?: number
}) {
  return (
    <LabelledField
      meta={meta}
      label={label}
      hint={hint}
      control={(describedBy) => (
        <input
          {...controlProps(meta)}
          key={meta.key}
          type={type}
          autoComplete={autoComplete}
          maxLength={maxLength}
          aria-describedby={describedBy}
          className={inputClass}
        />
      )}
    />
  )
}

/** A labelled multi-line field wired to conform, like TextField. */
export function TextAreaField({
  meta,
  label,
  hint,
  rows = 5,
  maxLength,
}: {
  meta: TextMeta
  label: string
  hint?: string
  rows?: number
  maxLength?: number
}) {
  return (
    <LabelledField
      meta={meta}
      label={label}
      hint={hint}
      control={(describedBy) => (
        <textarea
          {...controlProps(meta)}
          key={meta.key}
          rows={rows}
          maxLength={maxLength}
          aria-describedby={describedBy}
          className={`${inputClass} min-h-32 resize-y`}
        />
      )}
    />
  )
}

/**
 * A box the person ticks themselves (consents, acceptances): never ticked in advance. The label
 * may hold links (to the policies); its error line works like the other fields'.
 */
export function CheckboxField({ meta, label }: { meta: TextMeta; label: ReactNode }) {
  const { defaultValue, ...props } = controlProps(meta)
  return (
    <div>
      <div className="flex items-start gap-3">
        <input
          {...props}
          key={meta.key}
          type="checkbox"
          value="on"
          defaultChecked={defaultValue === 'on'}
          aria-describedby={meta.errors ? meta.errorId : undefined}
          className="mt-0.5 size-5 shrink-0 rounded border-line accent-accent aria-invalid:outline-2 aria-invalid:outline-alert"
        />
        <label htmlFor={meta.id} className="text-sm leading-relaxed">
          {label}
        </label>
      </div>
      <FieldError id={meta.errorId} errors={meta.errors} />
    </div>
  )
}
