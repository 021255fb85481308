import { useCallback, useEffect, useSyncExternalStore } from 'react'
import { applyColorMode, COLOR_MODE_KEY, readPreference, type ColorMode } from './color-mode'

const listeners = new Set<() => void>()
const notify = () => listeners.forEach((listener) => listener())

function subscribe(listener: () => void) {
  listeners.add(listener)
  // Another tab changed the preference.
  const onStorage = (event: StorageEvent) => event.key === COLOR_MODE_KEY && listener()
  window.addEventListener('storage', onStorage)
  return () => {
    listeners.delete(listener)
    window.removeEventListener('storage', onStorage)
  }
}

/** The stored preference and a setter; the server renders 'system'. */
export function useColorMode() {
  const preference = useSyncExternalStore(subscribe, readPreference, () => 'system' as ColorMode)
  const setPreference = useCallback((mode: ColorMode) => {
    try {
      localStorage.setItem(COLOR_MODE_KEY, mode)
    } catch {
      // Storage may be disabled (private mode): the choice lasts for this page.
    }
    applyColorMode()
    notify()
  }, [])
  return { preference, setPreference }
}

/**
 * Keeps the page in step: follows the device setting live when the preference
 * is "system", other tabs' changes, and a route's forced mode as it changes.
 */
export function useColorModeSync(forced: ColorMode | undefined) {
  const { preference } = useColorMode()
  useEffect(() => {
    applyColorMode()
  }, [forced, preference])
  useEffect(() => {
    const media = window.matchMedia('(prefers-color-scheme: dark)')
    const onChange = () => applyColorMode()
    media.addEventListener('change', onChange)
    return () => media.removeEventListener('change', onChange)
  }, [])
}
