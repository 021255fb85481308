import { useTranslations } from 'use-intl'
import { ModalDialog } from '~/ui/modal-dialog'
import { DisableStaffStep, type DisableFailure } from './disable-staff-confirm'

/** Disabling a staff account, confirmed in a React Aria modal (loaded on first use by the staff member page). */
export default function DisableStaffDialog({
  member,
  isOpen,
  onOpenChange,
  ...failed
}: { member: { name: string; email: string; role: string }; isOpen: boolean; onOpenChange: (isOpen: boolean) => void } & DisableFailure) {
  const t = useTranslations('console.staff.disable_confirm')
  return (
    <ModalDialog title={t('title')} role="alertdialog" isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => <DisableStaffStep member={member} onBack={close} idPrefix="disable-dialog" {...failed} />}
    </ModalDialog>
  )
}
