import type { ReactNode } from 'react'

export type ToastColor = 'primary' | 'success' | 'warning' | 'alert' | 'gray'

export interface ToastAction {
  label: string
  onClick?: () => void
  variant?: 'solid' | 'outline'
}

export interface ToastAvatar {
  src: string
  alt: string
}

/** A toast as stored: defaults already applied, so components never guess. */
export interface Toast {
  id: string | number
  title?: string
  description?: string
  /** Usually an `<Icon name="lucide:…" />` element; shown when there is no avatar. */
  icon?: ReactNode
  avatar?: ToastAvatar
  /** Show the close button (default true). */
  closeButton: boolean
  /** Milliseconds before it closes by itself (default 5000); 0 keeps it until closed. */
  timeout: number
  actions: ToastAction[]
  /** Called exactly once when the toast closes, however it closes. */
  callback?: () => void
  color: ToastColor
}

/** What callers pass to `toast.add`: everything optional. */
export type ToastInput = Partial<Toast>
