import { Suspense, useState, type ReactNode } from 'react'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import type { IconName } from '~/ui/icon/icon-names'

/** What the dialog a LazyDialogButton opens is given: it is controlled by the button. */
export interface LazyDialogState {
  isOpen: boolean
  onOpenChange: (isOpen: boolean) => void
}

/**
 * A plain button that opens a dialog whose code loads on first hover, focus or press, so a
 * page's first load carries none of React Aria's overlays (issue 14). The dialog mounts on the
 * first press and stays mounted after closing, ready for the next time.
 */
export function LazyDialogButton({
  load,
  icon,
  label,
  dialog,
  className = buttonStyles.outline,
}: {
  /** Imports the dialog's module (the same import its `lazy()` makes). */
  load: () => Promise<unknown>
  icon?: IconName
  label: string
  dialog: (state: LazyDialogState) => ReactNode
  className?: string
}) {
  const [isOpen, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  return (
    <>
      <button
        type="button"
        className={className}
        aria-haspopup="dialog"
        aria-expanded={isOpen}
        onPointerEnter={() => void load()}
        onFocus={() => void load()}
        onClick={() => {
          setMounted(true)
          setOpen(true)
        }}
      >
        {icon && <Icon name={icon} />}
        {label}
      </button>
      {mounted && <Suspense fallback={null}>{dialog({ isOpen, onOpenChange: setOpen })}</Suspense>}
    </>
  )
}
