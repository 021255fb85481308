import { describe, expect, it } from 'vitest'
import { publishedAverage } from './rating'

describe('publishedAverage', () => {
  it('shows no average below three reviews', () => {
    expect(publishedAverage(10, 2)).toBeNull()
    expect(publishedAverage(0, 0)).toBeNull()
  })
  it('cuts to one decimal instead of rounding up', () => {
    expect(publishedAverage(14, 3)).toBe(4.6) // 4.666…
    expect(publishedAverage(47, 10)).toBe(4.7)
    expect(publishedAverage(15, 3)).toBe(5)
    expect(publishedAverage(29_999, 6_000)).toBe(4.9) // 4.9998…
  })
})
