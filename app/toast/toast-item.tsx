import clsx from 'clsx'
import { useState, type FocusEvent } from 'react'
import type { Toast, ToastAction, ToastColor } from './toast-types'
import { useToastTimer } from './use-toast-timer'

/** Colour shows only in the icon, the side stripe and the progress bar. */
const colorStyles: Record<ToastColor, { icon: string; bar: string }> = {
  primary: { icon: 'text-primary-700 dark:text-primary-400', bar: 'bg-primary-600 dark:bg-primary-400' },
  success: { icon: 'text-success', bar: 'bg-success' },
  // Plain warning yellow is too faint on white; darken the icon in light mode only.
  warning: { icon: 'text-[color-mix(in_oklab,var(--color-warning),black_30%)] dark:text-warning', bar: 'bg-warning' },
  alert: { icon: 'text-alert', bar: 'bg-alert' },
  gray: { icon: 'text-gray-500 dark:text-gray-400', bar: 'bg-gray-400 dark:bg-gray-500' },
}

const actionStyles: Record<NonNullable<ToastAction['variant']>, string> = {
  solid: 'bg-accent text-on-accent hover:bg-accent-strong',
  outline: 'border border-line text-ink hover:bg-surface-muted',
}

interface ToastItemProps {
  toast: Toast
  closeLabel: string
  onClose: (id: Toast['id']) => void
}

export function ToastItem({ toast, closeLabel, onClose }: ToastItemProps) {
  const [hovered, setHovered] = useState(false)
  const [focused, setFocused] = useState(false)
  const paused = hovered || focused
  const close = () => onClose(toast.id)
  const colors = colorStyles[toast.color]

  useToastTimer(toast.timeout, paused, close)

  // Keyboard users need time to reach the actions: pause while focus is inside.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false)
  }

  return (
    <div
      role={toast.color === 'alert' ? 'alert' : 'status'}
      aria-live={toast.color === 'alert' ? 'assertive' : 'polite'}
      data-toast-id={toast.id}
      aria-atomic="true"
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={onBlur}
      className="pointer-events-auto relative flex w-full gap-3 overflow-hidden rounded-xl border border-line bg-surface py-3 pr-3 pl-5 text-ink shadow-lg shadow-woodsmoke/10 sm:w-96 motion-safe:transition motion-safe:duration-300 motion-safe:starting:-translate-y-2 motion-safe:starting:opacity-0"
    >
      <span aria-hidden="true" className={clsx('absolute inset-y-0 left-0 w-1', colors.bar)} />

      {toast.avatar ? (
        <img src={toast.avatar.src} alt={toast.avatar.alt} className="size-10 shrink-0 rounded-full object-cover" />
      ) : toast.icon ? (
        <span aria-hidden="true" className={clsx('mt-0.5 shrink-0 text-xl', colors.icon)}>
          {toast.icon}
        </span>
      ) : null}

      <div className="min-w-0 flex-1">
        {toast.title && <p className="font-semibold">{toast.title}</p>}
        {toast.description && <p className="mt-0.5 text-sm text-ink-muted">{toast.description}</p>}
        {toast.actions.length > 0 && (
          <div className="mt-3 flex flex-wrap gap-2">
            {toast.actions.map((action, index) => (
              <button
                key={index}
                type="button"
                onClick={() => {
                  action.onClick?.()
                  close()
                }}
                className={clsx('rounded-full px-3 py-1.5 text-sm font-semibold', actionStyles[action.variant ?? 'outline'])}
              >
                {action.label}
              </button>
            ))}
          </div>
        )}
      </div>

      {toast.closeButton && (
        <button
          type="button"
          aria-label={closeLabel}
          onClick={close}
          className="-mt-1 -mr-1 grid size-8 shrink-0 place-items-center rounded-full text-ink-muted hover:bg-surface-muted hover:text-ink"
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
            <path d="M18 6 6 18M6 6l12 12" />
          </svg>
        </button>
      )}

      {toast.timeout > 0 && (
        <span
          aria-hidden="true"
          data-testid="toast-progress"
          className={clsx('absolute inset-x-0 bottom-0 h-1 origin-left animate-toast-progress', colors.bar)}
          style={{ animationDuration: `${toast.timeout}ms`, animationPlayState: paused ? 'paused' : 'running' }}
        />
      )}
    </div>
  )
}
