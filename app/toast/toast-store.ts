import type { Toast, ToastInput } from './toast-types'

export const DEFAULT_TIMEOUT = 5000

type Listener = () => void

export interface ToastStore {
  /** Shows a toast and returns its id; an id already shown is not added again. */
  add(input: ToastInput): Toast['id']
  /** Closes a toast and calls its callback; unknown ids are ignored. */
  remove(id: Toast['id']): void
  /** Closes every toast (each callback is called). */
  clear(): void
  subscribe(listener: Listener): () => void
  /** Newest first. The array is replaced on every change (useSyncExternalStore needs that). */
  getSnapshot(): readonly Toast[]
}

/**
 * A framework-free store, so toasts can be raised from anywhere (event
 * handlers, fetch helpers) and tested without React. Timers live in the
 * component (pausing is a UI concern); the callback-once guarantee lives here,
 * because every way of closing ends in `remove`.
 */
export function createToastStore(now: () => number = Date.now): ToastStore {
  let toasts: readonly Toast[] = []
  let lastGenerated = 0
  const listeners = new Set<Listener>()

  // Ids are compared as strings: 1 and '1' would clash as React keys.
  const has = (id: Toast['id']) => toasts.some((t) => String(t.id) === String(id))

  const emit = () => listeners.forEach((listener) => listener())

  /** A timestamp string that never repeats, even for adds in the same millisecond. */
  const nextId = () => {
    let stamp = Math.max(now(), lastGenerated + 1)
    while (has(String(stamp))) stamp += 1
    lastGenerated = stamp
    return String(stamp)
  }

  return {
    add(input) {
      if (input.id !== undefined && has(input.id)) return input.id
      const toast: Toast = {
        ...input,
        id: input.id ?? nextId(),
        closeButton: input.closeButton ?? true,
        timeout: input.timeout ?? DEFAULT_TIMEOUT,
        actions: input.actions ?? [],
        color: input.color ?? 'primary',
      }
      toasts = [toast, ...toasts]
      emit()
      return toast.id
    },
    remove(id) {
      const closing = toasts.find((t) => String(t.id) === String(id))
      if (!closing) return
      toasts = toasts.filter((t) => t !== closing)
      emit()
      // Once removed it cannot be found again, so the callback runs once.
      closing.callback?.()
    },
    clear() {
      const closing = toasts
      if (closing.length === 0) return
      toasts = []
      emit()
      closing.forEach((t) => t.callback?.())
    },
    subscribe(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    getSnapshot: () => toasts,
  }
}

/** The app-wide store: `toast.add({ title, color: 'success' })`. */
export const toast = createToastStore()
