// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { applyColorMode, colorModeScript, COLOR_MODE_KEY, FORCED_ATTRIBUTE, resolveDark, SWITCHING_ATTRIBUTE } from './color-mode'

function mockSystemDark(dark: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: dark && query.includes('dark'), media: query }))
  window.matchMedia = globalThis.matchMedia
}

describe('colour mode', () => {
  beforeEach(() => {
    localStorage.clear()
    document.documentElement.className = ''
    document.documentElement.removeAttribute(FORCED_ATTRIBUTE)
  })

  it('resolves system mode from the device setting', () => {
    expect(resolveDark('system', true)).toBe(true)
    expect(resolveDark('system', false)).toBe(false)
    expect(resolveDark('light', true)).toBe(false)
    expect(resolveDark('dark', false)).toBe(true)
  })

  it.each([
    ['dark', false, true],
    ['light', true, false],
    [null, true, true],
    ['nonsense', false, false],
  ])('stored %s with system dark=%s gives dark=%s (script and runtime agree)', (stored, system, dark) => {
    mockSystemDark(system)
    if (stored) localStorage.setItem(COLOR_MODE_KEY, stored)
    new Function(colorModeScript)()
    expect(document.documentElement.classList.contains('dark')).toBe(dark)
    document.documentElement.className = ''
    applyColorMode()
    expect(document.documentElement.classList.contains('dark')).toBe(dark)
  })

  it('switches without transitions (no unreadable half-way colours), and only when the mode changes', async () => {
    mockSystemDark(false)
    document.documentElement.className = ''
    localStorage.setItem(COLOR_MODE_KEY, 'dark')
    applyColorMode()
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    expect(document.documentElement.hasAttribute(SWITCHING_ATTRIBUTE)).toBe(true)
    await vi.waitFor(() => expect(document.documentElement.hasAttribute(SWITCHING_ATTRIBUTE)).toBe(false))
    applyColorMode()
    expect(document.documentElement.hasAttribute(SWITCHING_ATTRIBUTE)).toBe(false)
  })

  it('a forced mode wins over the stored preference', () => {
    mockSystemDark(false)
    localStorage.setItem(COLOR_MODE_KEY, 'light')
    document.documentElement.setAttribute(FORCED_ATTRIBUTE, 'dark')
    new Function(colorModeScript)()
    expect(document.documentElement.classList.contains('dark')).toBe(true)
    applyColorMode()
    expect(document.documentElement.classList.contains('dark')).toBe(true)
  })
})
