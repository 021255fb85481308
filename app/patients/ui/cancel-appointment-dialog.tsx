import { Button } from 'react-aria-components'
import { useTranslations } from 'use-intl'
import { refundOnCancel } from '~/booking/cancellation-policy'
import type { AppointmentSummary } from '~/patients/appointments.server'
import { buttonStyles } from '~/ui/button-styles'
import type { LazyDialogState } from '~/ui/lazy-dialog-button'
import { ModalDialog } from '~/ui/modal-dialog'
import { CancelForm, CancelRefundNote, CancelSummary } from './cancel-appointment'

/** The confirmation before cancelling an appointment, loaded when first wanted (cancel-appointment.tsx). */
export function CancelAppointmentDialog({ appointment, isOpen, onOpenChange }: { appointment: AppointmentSummary } & LazyDialogState) {
  const t = useTranslations('account')
  return (
    <ModalDialog title={t('cancel_title')} role="alertdialog" isOpen={isOpen} onOpenChange={onOpenChange}>
      {(close) => (
        <>
          <CancelSummary appointment={appointment} />
          {/* Worked out when the dialog opens, so the 48-hour line is judged at that moment. */}
          <p className="mt-3 text-ink-muted">
            <CancelRefundNote refund={refundOnCancel(appointment)} />
          </p>
          <CancelForm appointmentId={appointment.id}>
            <Button autoFocus className={buttonStyles.outline} onPress={close}>
              {t('cancel_keep')}
            </Button>
          </CancelForm>
        </>
      )}
    </ModalDialog>
  )
}
