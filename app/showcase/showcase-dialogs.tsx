import { Button } from 'react-aria-components'
import { useTranslations } from 'use-intl'
import { buttonStyles } from '~/ui/button-styles'
import type { LazyDialogState } from '~/ui/lazy-dialog-button'
import { ModalDialog } from '~/ui/modal-dialog'

/* The showcase's dialogs, loaded on first use (routes/modals.tsx). */

export function ConfirmDialog({ onConfirm, ...state }: LazyDialogState & { onConfirm: () => void }) {
  const t = useTranslations('modals.confirm')
  return (
    <ModalDialog title={t('title')} role="alertdialog" {...state}>
      {(close) => (
        <>
          <p className="mt-3 text-ink-muted">{t('body')}</p>
          <div className="mt-6 flex flex-wrap justify-end gap-3">
            <Button autoFocus className={buttonStyles.outline} onPress={close}>
              {t('dismiss')}
            </Button>
            <Button
              className={buttonStyles.danger}
              onPress={() => {
                onConfirm()
                close()
              }}
            >
              {t('confirm')}
            </Button>
          </div>
        </>
      )}
    </ModalDialog>
  )
}

export function InfoDialog(state: LazyDialogState) {
  const t = useTranslations('modals.info')
  return (
    <ModalDialog title={t('title')} {...state}>
      {(close) => (
        <>
          <p className="mt-3 text-ink-muted">{t('body')}</p>
          <div className="mt-6 flex justify-end">
            <Button className={buttonStyles.solid} onPress={close}>
              {t('close')}
            </Button>
          </div>
        </>
      )}
    </ModalDialog>
  )
}
