/*
 * Colour mode: a preference (light, dark or system) kept in localStorage and
 * applied as the `dark` class on <html>. A route may force a mode through its
 * `handle.colorMode`; the document then carries data-forced-color-mode.
 */

export const colorModes = ['light', 'dark', 'system'] as const
export type ColorMode = (typeof colorModes)[number]
export const COLOR_MODE_KEY = 'color-mode'
export const FORCED_ATTRIBUTE = 'data-forced-color-mode'

export function isColorMode(value: unknown): value is ColorMode {
  return typeof value === 'string' && (colorModes as readonly string[]).includes(value)
}

export function resolveDark(mode: ColorMode, systemPrefersDark: boolean) {
  return mode === 'dark' || (mode === 'system' && systemPrefersDark)
}

/**
 * The script that runs in <head> before first paint, so the page never
 * flashes the wrong theme. Kept tiny and dependency-free; it mirrors
 * applyColorMode below.
 */
export const colorModeScript = `(function(){try{var d=document.documentElement,f=d.getAttribute('${FORCED_ATTRIBUTE}'),p=localStorage.getItem('${COLOR_MODE_KEY}'),m=f||(p==='light'||p==='dark'?p:'system'),k=m==='dark'||(m==='system'&&matchMedia('(prefers-color-scheme: dark)').matches);d.classList.toggle('dark',k);d.style.colorScheme=k?'dark':'light'}catch(e){}})()`

export function readPreference(): ColorMode {
  try {
    const stored = localStorage.getItem(COLOR_MODE_KEY)
    return isColorMode(stored) ? stored : 'system'
  } catch {
    return 'system'
  }
}

export function systemPrefersDark() {
  return window.matchMedia('(prefers-color-scheme: dark)').matches
}

/** Applies the effective mode (forced mode first, then the preference). */
export function applyColorMode(root: HTMLElement = document.documentElement) {
  const forced = root.getAttribute(FORCED_ATTRIBUTE)
  const mode = isColorMode(forced) ? forced : readPreference()
  const dark = resolveDark(mode, systemPrefersDark())
  if (root.classList.contains('dark') !== dark) withoutTransitions(root, () => root.classList.toggle('dark', dark))
  root.style.colorScheme = dark ? 'dark' : 'light'
}

/** Set on <html> while the mode switches (app.css turns transitions off under it). */
export const SWITCHING_ATTRIBUTE = 'data-switching-mode'

/**
 * A mode switch repaints every colour at once. Animated, text and its
 * background would pass through unreadable mixes for a moment, and the page
 * would shimmer: the new colours apply at once instead.
 */
function withoutTransitions(root: HTMLElement, change: () => void) {
  root.setAttribute(SWITCHING_ATTRIBUTE, '')
  change()
  // Reading a computed style makes the browser apply the new colours now, while transitions are off.
  void window.getComputedStyle(root).color
  requestAnimationFrame(() => requestAnimationFrame(() => root.removeAttribute(SWITCHING_ATTRIBUTE)))
}
