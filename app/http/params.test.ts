import { describe, expect, it } from 'vitest'
import { isSlug, parseId } from './params'

describe('ids and slugs in URLs', () => {
  it('an id is 1 to 999,999,999 written plainly', () => {
    expect(parseId('1')).toBe(1)
    expect(parseId('999999999')).toBe(999_999_999)
    for (const bad of ['0', '01', '-1', '+1', '1e3', '1.0', '1000000000', ' 1', '', null, undefined])
      expect(parseId(bad), String(bad)).toBeUndefined()
  })

  it('a slug is lower-case words joined by single hyphens, at most 120 characters', () => {
    expect(isSlug('lasik-eye-surgery')).toBe(true)
    expect(isSlug('a'.repeat(120))).toBe(true)
    for (const bad of ['Lasik', 'lasik--surgery', '-lasik', 'lasik-', 'lásik', 'a'.repeat(121), '', undefined])
      expect(isSlug(bad), String(bad)).toBe(false)
  })
})
