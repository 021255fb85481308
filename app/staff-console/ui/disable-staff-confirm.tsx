import { Form } from 'react-router'
import { useTranslations } from 'use-intl'
import { CsrfInput } from '~/security/csrf-input'
import { STAFF_DISABLE_REASONS } from '~/staff/staff-disable-reason'
import { ConfirmButtons, ReasonFields, type ReasonFailure } from './confirm-reason-fields'

/*
 * The confirmation of disabling a staff account (issue 27): what happens to
 * them, that it can be reversed by enabling, and the reason for the audit
 * trail. In a modal with script (disable-staff-dialog.tsx), a step on the page
 * without; its form posts intent=disable with confirm=1.
 */

/** What a confirmation sent without a good reason answers (the page puts it back in the form). */
export type DisableFailure = ReasonFailure

export function DisableStaffStep({
  member,
  error,
  values,
  onBack,
  idPrefix,
}: {
  member: { name: string; email: string; role: string }
  onBack?: () => void
  idPrefix: string
} & DisableFailure) {
  const t = useTranslations('console.staff.disable_confirm')
  const tc = useTranslations('console')
  const id = (name: string) => `${idPrefix}-${name}`
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
      <ReasonFields
        id={id}
        reasons={STAFF_DISABLE_REASONS.map((code) => ({ code, label: t(`reasons.${code}`) }))}
        texts={{ label: t('reason_label'), choose: t('reason_choose'), textLabel: t('reason_text_label'), textHint: t('reason_text_hint') }}
        error={error}
        values={values}
      />
      <ConfirmButtons confirm={t('confirm')} back={t('back')} danger describedBy={id('what')} onBack={onBack} />
    </Form>
  )
}
