import { describe, expect, it } from 'vitest'
import { safeRedirectPath } from './safe-redirect.server'

const fallback = '/account'

describe('safeRedirectPath', () => {
  it('keeps our own paths, with query and hash', () => {
    for (const path of ['/', '/es/account', '/account?tab=appointments', '/#home-contact', '/es/medical-services/lasik?x=1#book']) {
      expect(safeRedirectPath(path, fallback)).toBe(path)
    }
  })

  it('refuses what a browser would take off the site', () => {
    for (const path of [
      '/\t/evil.example/phish',
      '/\n/evil.example',
      '/\r\n/evil.example',
      '//evil.example',
      '/\\evil.example',
      '\\/evil.example',
      '/..//evil.example',
      'https://evil.example/',
      'evil.example',
      ' /account',
    ]) {
      expect(safeRedirectPath(path, fallback), JSON.stringify(path)).toBe(fallback)
    }
  })

  it('refuses what would not fit a Location header (control characters, above U+00FF)', () => {
    for (const path of ['/\u0000/x', '/a\u007fb', '/caf\u00e9', '/\u0101', '/\u{1F600}']) {
      expect(safeRedirectPath(path, fallback), JSON.stringify(path)).toBe(fallback)
    }
    // Each accepted path is a valid header value.
    expect(() => new Headers({ Location: safeRedirectPath('/%0a/evil.com', fallback) })).not.toThrow()
  })

  it('falls back when there is nothing', () => {
    expect(safeRedirectPath(null, fallback)).toBe(fallback)
    expect(safeRedirectPath('', fallback)).toBe(fallback)
  })
})
