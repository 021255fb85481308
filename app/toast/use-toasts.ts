import { useSyncExternalStore } from 'react'
import { toast, type ToastStore } from './toast-store'
import type { Toast } from './toast-types'

// Toasts are client-side only: the server renders an empty region.
const NONE: readonly Toast[] = []
const serverSnapshot = () => NONE

/** The current toasts (newest first), re-rendering on every change. */
export function useToasts(store: ToastStore = toast): readonly Toast[] {
  return useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot)
}
