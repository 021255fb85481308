import { useState } from 'react'

/**
 * A plain button that opens a dialog whose code loads on first hover, focus or press, so a
 * page's first load carries none of React Aria's overlays (issue 14). Render the dialog,
 * controlled by `isOpen` / `setOpen`, inside <Suspense> once `mounted`: it stays mounted
 * after closing, ready for the next time.
 */
export function useLazyDialog(load: () => Promise<unknown>) {
  const [isOpen, setOpen] = useState(false)
  const [mounted, setMounted] = useState(false)
  const triggerProps = {
    type: 'button',
    'aria-haspopup': 'dialog',
    'aria-expanded': isOpen,
    onPointerEnter: () => void load(),
    onFocus: () => void load(),
    onClick: () => {
      setMounted(true)
      setOpen(true)
    },
  } as const
  return { triggerProps, isOpen, setOpen, mounted }
}
