import { describe, expect, it } from 'vitest'
import { CONTACT_LIMITS } from '~/contact/limits'
import { LONGEST_FIELD_LENGTH } from './limits'

describe('LONGEST_FIELD_LENGTH', () => {
  // A longer field would lose what was typed when its form is shown again.
  it('is at least as long as the contact message', () => {
    expect(Math.max(...Object.values(CONTACT_LIMITS))).toBeLessThanOrEqual(LONGEST_FIELD_LENGTH)
  })
})
