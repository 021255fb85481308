import { Form, Link, useLocation } from 'react-router'
import { useTranslations } from 'use-intl'
import { FieldError } from '~/forms/field-error'
import { CsrfInput } from '~/security/csrf-input'
import { STAFF_DISABLE_REASONS } from '~/staff/staff-disable-reason'
import { buttonStyles } from '~/ui/button-styles'

/*
 * The confirmation of disabling a staff account (issue 27): what happens to
 * them, that it can be reversed by enabling, and the reason for the audit
 * trail. In a modal with script (disable-staff-dialog.tsx), a step on the page
 * without; its form posts intent=disable with confirm=1.
 */

export interface DisableFailure {
  error?: { field: 'reason' | 'reason_text'; message: string }
  values?: { reason?: string; reason_text?: string }
}

const fieldClass = 'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink aria-invalid:border-alert'

export function DisableStaffStep({
  member,
  error,
  values = {},
  onBack,
  idPrefix,
}: {
  member: { name: string; email: string; role: string }
  onBack?: () => void
  idPrefix: string
} & DisableFailure) {
  const t = useTranslations('console.staff.disable_confirm')
  const tc = useTranslations('console')
  const { pathname } = useLocation()
  const id = (name: string) => `${idPrefix}-${name}`
  const reasonError = error?.field === 'reason' ? error.message : undefined
  const textError = error?.field === 'reason_text' ? error.message : undefined
  const role = tc(`roles.${member.role as 'admin' | 'coordinator' | 'clinic_staff'}`)
  return (
    <Form method="post" className="mt-3 flex flex-col gap-4 text-sm">
      <CsrfInput />
      <input type="hidden" name="intent" value="disable" />
      <input type="hidden" name="confirm" value="1" />
      <div id={id('what')} className="flex flex-col gap-1">
        <p className="font-medium">{t('sentence', { name: member.name || member.email, email: member.email, role })}</p>
        <p className="text-ink-muted">{t('after')}</p>
      </div>
      <div>
        <label htmlFor={id('reason')} className="font-medium">
          {t('reason_label')}
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
            {t('reason_choose')}
          </option>
          {STAFF_DISABLE_REASONS.map((code) => (
            <option key={code} value={code}>
              {t(`reasons.${code}`)}
            </option>
          ))}
        </select>
        <FieldError id={id('reason-error')} errors={reasonError ? [reasonError] : undefined} />
      </div>
      <div>
        <label htmlFor={id('reason-text')} className="font-medium">
          {t('reason_text_label')}
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
          {t('reason_text_hint')}
        </p>
        <FieldError id={id('reason-text-error')} errors={textError ? [textError] : undefined} />
      </div>
      <div className="flex flex-wrap gap-3">
        <button type="submit" className={buttonStyles.danger} aria-describedby={id('what')}>
          {t('confirm')}
        </button>
        {onBack ? (
          <button type="button" className={buttonStyles.outline} onClick={onBack}>
            {t('back')}
          </button>
        ) : (
          // The page itself, as a plain GET (a relative "." would climb to the parent route).
          <Link to={pathname} className={buttonStyles.outline}>
            {t('back')}
          </Link>
        )}
      </div>
    </Form>
  )
}
