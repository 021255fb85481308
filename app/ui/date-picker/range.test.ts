import { CalendarDate, CalendarDateTime, parseDate } from '@internationalized/date'
import { describe, expect, it } from 'vitest'
import { isReversedRange, normalizeRange, normalizeRangeValue } from './range'

describe('normalizeRange', () => {
  it('keeps an ordered range as is', () => {
    const a = parseDate('2025-03-10')
    const b = parseDate('2025-03-20')
    const range = normalizeRange(a, b)
    expect(range.start).toBe(a)
    expect(range.end).toBe(b)
  })

  it('swaps an end picked before the start', () => {
    const start = parseDate('2025-03-20')
    const end = parseDate('2025-03-10')
    const range = normalizeRange(start, end)
    expect(range.start.toString()).toBe('2025-03-10')
    expect(range.end.toString()).toBe('2025-03-20')
  })

  it('accepts a one-day range', () => {
    const range = normalizeRange(new CalendarDate(2025, 1, 1), new CalendarDate(2025, 1, 1))
    expect(range.start.toString()).toBe('2025-01-01')
    expect(range.end.toString()).toBe('2025-01-01')
  })

  it('orders across months and years', () => {
    const range = normalizeRange(new CalendarDate(2026, 1, 2), new CalendarDate(2025, 12, 31))
    expect([range.start.toString(), range.end.toString()]).toEqual(['2025-12-31', '2026-01-02'])
  })

  it('compares times too (date-times on the same day)', () => {
    const late = new CalendarDateTime(2025, 5, 1, 17, 30)
    const early = new CalendarDateTime(2025, 5, 1, 9, 0)
    expect(normalizeRange(late, early)).toEqual({ start: early, end: late })
  })
})

describe('normalizeRangeValue / isReversedRange', () => {
  it('pass an empty value through', () => {
    expect(normalizeRangeValue(null)).toBeNull()
    expect(isReversedRange(null)).toBe(false)
  })

  it('detect and fix a reversed range', () => {
    const reversed = { start: parseDate('2025-03-20'), end: parseDate('2025-03-10') }
    expect(isReversedRange(reversed)).toBe(true)
    const fixed = normalizeRangeValue(reversed)
    expect(isReversedRange(fixed)).toBe(false)
    expect(fixed?.start.toString()).toBe('2025-03-10')
  })
})
