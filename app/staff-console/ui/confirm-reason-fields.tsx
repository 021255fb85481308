import { Link, useLocation } from 'react-router'
import { FieldError } from '~/forms/field-error'
import { buttonStyles } from '~/ui/button-styles'

/*
 * What every staff confirmation asks and offers (issue 27): a reason from a
 * short list, free text for the history (never sent to anyone), and the
 * confirm and "Go back" buttons. Used by the appointment and staff-access
 * confirmations, in a dialog with script and as a step on the page without.
 */

export interface ReasonFailure {
  error?: { field: 'reason' | 'reason_text'; message: string }
  values?: { reason?: string; reason_text?: string }
}

/** The texts of the reason fields, in the reader's language. */
export interface ReasonTexts {
  label: string
  choose: string
  textLabel: string
  textHint: string
}

const fieldClass = 'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink aria-invalid:border-alert'

export function ReasonFields({
  id,
  reasons,
  texts,
  error,
  values = {},
}: {
  /** The field ids, prefixed so a dialog and a step on one page never share one. */
  id: (name: string) => string
  /** The listed reasons: code and label. */
  reasons: { code: string; label: string }[]
  texts: ReasonTexts
} & ReasonFailure) {
  const reasonError = error?.field === 'reason' ? error.message : undefined
  const textError = error?.field === 'reason_text' ? error.message : undefined
  return (
    <>
      <div>
        <label htmlFor={id('reason')} className="font-medium">
          {texts.label}
        </label>
        <select
          id={id('reason')}
          name="reason"
          required
          defaultValue={values.reason ?? ''}
          aria-invalid={reasonError ? true : undefined}
          aria-describedby={reasonError ? id('reason-error') : undefined}
          className={fieldClass}
        >
          <option value="" disabled>
            {texts.choose}
          </option>
          {reasons.map(({ code, label }) => (
            <option key={code} value={code}>
              {label}
            </option>
          ))}
        </select>
        <FieldError id={id('reason-error')} errors={reasonError ? [reasonError] : undefined} />
      </div>
      <div>
        <label htmlFor={id('reason-text')} className="font-medium">
          {texts.textLabel}
        </label>
        <textarea
          id={id('reason-text')}
          name="reason_text"
          rows={2}
          maxLength={500}
          defaultValue={values.reason_text}
          aria-invalid={textError ? true : undefined}
          aria-describedby={`${id('reason-text-hint')}${textError ? ` ${id('reason-text-error')}` : ''}`}
          className={fieldClass}
        />
        <p id={id('reason-text-hint')} className="mt-1 text-xs text-ink-muted">
          {texts.textHint}
        </p>
        <FieldError id={id('reason-text-error')} errors={textError ? [textError] : undefined} />
      </div>
    </>
  )
}

/** The confirm button, described by the sentence of what will happen, and "Go back": closes the dialog, or reloads the page. */
export function ConfirmButtons({
  confirm,
  back,
  danger,
  describedBy,
  onBack,
}: {
  confirm: string
  back: string
  danger: boolean
  describedBy: string
  onBack?: () => void
}) {
  const { pathname } = useLocation()
  return (
    <div className="flex flex-wrap gap-3">
      <button type="submit" className={danger ? buttonStyles.danger : buttonStyles.solid} aria-describedby={describedBy}>
        {confirm}
      </button>
      {onBack ? (
        <button type="button" className={buttonStyles.outline} onClick={onBack}>
          {back}
        </button>
      ) : (
        // The page itself, as a plain GET (a relative "." would climb to the parent route).
        <Link to={pathname} className={buttonStyles.outline}>
          {back}
        </Link>
      )}
    </div>
  )
}
