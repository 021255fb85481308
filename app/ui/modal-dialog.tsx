import type { ReactNode } from 'react'
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components'

/**
 * A modal dialog on React Aria: focus is trapped and restored, Escape and an
 * outside press dismiss it, the page behind is inert and does not scroll.
 * Open it with React Aria's <DialogTrigger> around a trigger button, or
 * control it with `isOpen` and `onOpenChange` (a dialog whose code loads on
 * first use, see catalogue/ui/map-dialog.tsx).
 */
export function ModalDialog({
  title,
  role = 'dialog',
  size = 'medium',
  isOpen,
  onOpenChange,
  children,
}: {
  title: string
  role?: 'dialog' | 'alertdialog'
  size?: 'medium' | 'large'
  isOpen?: boolean
  onOpenChange?: (isOpen: boolean) => void
  children: (close: () => void) => ReactNode
}) {
  return (
    <ModalOverlay
      isDismissable={role === 'dialog'}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      className="fixed inset-0 z-50 grid place-items-center bg-woodsmoke/50 p-4 backdrop-blur-sm"
    >
      <Modal className={`w-full ${size === 'large' ? 'max-w-4xl' : 'max-w-md'} rounded-2xl border border-line bg-surface p-6 text-ink shadow-2xl`}>
        <Dialog role={role} className="outline-none">
          {({ close }) => (
            <>
              <Heading slot="title" className="text-xl font-semibold">
                {title}
              </Heading>
              {children(close)}
            </>
          )}
        </Dialog>
      </Modal>
    </ModalOverlay>
  )
}
