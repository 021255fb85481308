import { useTranslations } from 'use-intl'
import { ModalDialog } from '~/ui/modal-dialog'
import { ConfirmStep, type ConfirmAbout, type Confirmation, type ConfirmValues } from './appointment-confirm'

/**
 * The confirmation in a React Aria modal (with script): focus moves into it and
 * returns to the page's button, Escape or "Go back" closes it and nothing is done.
 * Loaded on first use (appointment page).
 */
export default function AppointmentConfirmDialog({
  confirmation,
  about,
  error,
  values,
  isOpen,
  onOpenChange,
}: {
  confirmation: Confirmation
  about: ConfirmAbout
  error?: { field: 'reason' | 'reason_text'; message: string }
  values?: ConfirmValues
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}) {
  const t = useTranslations('console.appointments.confirm')
  return (
    <ModalDialog title={t(`title_${confirmation.intent}`)} role="alertdialog" isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => <ConfirmStep confirmation={confirmation} about={about} error={error} values={values} onBack={close} idPrefix="confirm-dialog" />}
    </ModalDialog>
  )
}
