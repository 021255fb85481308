import { describe, expect, it } from 'vitest'
import { yearPage, yearPageStart, YEARS_PER_PAGE } from './year-grid'

describe('yearPage', () => {
  it('gives 12 consecutive years', () => {
    const page = yearPage(2025)
    expect(page).toHaveLength(YEARS_PER_PAGE)
    page.forEach((year, i) => expect(year).toBe((page[0] ?? 0) + i))
  })

  it('aligns pages to multiples of 12', () => {
    expect(yearPage(2025)).toEqual([2016, 2017, 2018, 2019, 2020, 2021, 2022, 2023, 2024, 2025, 2026, 2027])
    expect(yearPageStart(2016)).toBe(2016)
    expect(yearPageStart(2027)).toBe(2016)
    expect(yearPageStart(2028)).toBe(2028)
  })

  it('contains the year it was asked for, and every year of a page gives the same page', () => {
    for (const year of [1, 11, 12, 1999, 2000, 2024, 2030]) {
      const page = yearPage(year)
      expect(page).toContain(year)
      for (const other of page) expect(yearPage(other)).toEqual(page)
    }
  })

  it('pages follow each other without gaps', () => {
    const page = yearPage(2025)
    expect(yearPage((page[11] ?? 0) + 1)[0]).toBe((page[11] ?? 0) + 1)
    expect(yearPage((page[0] ?? 0) - 1)[11]).toBe((page[0] ?? 0) - 1)
  })
})
