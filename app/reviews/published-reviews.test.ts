import { describe, expect, it } from 'vitest'
import { insertReviews } from '../../tests/setup/reviews'
import { insertStaffMember } from '../../tests/setup/staff-api'
import { staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { reviewsPageNumber, REVIEWS_PAGE_SIZE } from './public-review'
import { reviewsSection } from './published-reviews.server'

describe('reviewsPageNumber', () => {
  it('reads a positive whole number, anything else as the first page', () => {
    expect(reviewsPageNumber('3')).toBe(3)
    for (const value of [null, '', '0', '-2', '1.5', 'two', '01', '9999999']) expect(reviewsPageNumber(value)).toBe(1)
  })
})

describeEachDatabase('the public list of reviews', (db) => {
  it('lists published and hidden reviews newest first, ten a page, never a withdrawn one nor a hidden one’s text', async () => {
    const { madrid, lasik, icl } = await staffConsoleCatalogue(db())
    const coordinator = await insertStaffMember(db(), 'coordinator', [], 'Lucía Ferrer')
    // 25 reviews, the first the newest: #2 hidden, #5 withdrawn, #0 answered, #1 in Spanish and unsigned.
    const ids = await insertReviews(
      db(),
      Array.from({ length: 25 }, (_, index) => ({
        clinic_id: madrid,
        service_id: lasik,
        overall: (index % 5) + 1,
        display_name: index === 1 ? '' : `Ana${index}`,
        locale: index === 1 ? 'es' : 'en',
        body: `Review number ${index}: the care was clear and kind from the first call to the check-up.`,
        ...(index === 0 ? { reply_body: 'Thank you, Ana.', reply_by: coordinator, reply_at: '2027-01-02T09:00:00.000Z' } : {}),
        ...(index === 2 ? { status: 'hidden' as const, hidden_reason: 'personal_data' as const } : {}),
        ...(index === 5 ? { status: 'withdrawn' as const } : {}),
      })),
    )
    // Another treatment's review is not this one's.
    await insertReviews(db(), [{ clinic_id: madrid, service_id: icl }])

    const first = await reviewsSection(db(), { kind: 'service', id: lasik }, 'es', 1)
    expect(first.summary.count).toBe(23)
    expect(first.list).toMatchObject({ page: 1, pageCount: 3, listed: 24 })
    expect(first.list.reviews.map((review) => review.id)).toEqual([0, 1, 2, 3, 4, 6, 7, 8, 9, 10].map((index) => ids[index]))
    const [answered, spanish, hidden] = first.list.reviews
    expect(answered).toMatchObject({
      state: 'published',
      displayName: 'Ana0',
      treatment: 'LASIK',
      completedOn: '2026-11-12',
      reply: { body: 'Thank you, Ana.', by: 'Lucía Ferrer', at: '2027-01-02T09:00:00.000Z' },
    })
    expect(spanish).toMatchObject({ state: 'published', displayName: null, locale: 'es', reply: null })
    expect(hidden).toEqual({ id: ids[2], state: 'hidden', createdAt: expect.any(String), reason: 'personal_data' })
    expect(JSON.stringify(first)).not.toContain('Review number 2:')

    const last = await reviewsSection(db(), { kind: 'service', id: lasik }, 'en', 3)
    expect(last.list.reviews.map((review) => review.id)).toEqual(ids.slice(21))
    // A page past the last is the last.
    expect((await reviewsSection(db(), { kind: 'service', id: lasik }, 'en', 40)).list).toEqual(last.list)
    // Pages hold every listed review once.
    const second = await reviewsSection(db(), { kind: 'service', id: lasik }, 'en', 2)
    const all = [first, second, last].flatMap((section) => section.list.reviews.map((review) => review.id))
    expect(new Set(all).size).toBe(24)
    expect(second.list.reviews).toHaveLength(REVIEWS_PAGE_SIZE)

    // The clinic lists both treatments' reviews.
    expect((await reviewsSection(db(), { kind: 'clinic', id: madrid }, 'en', 1)).list.listed).toBe(25)
  })

  it('answers a target without reviews with an empty first page and no rating', async () => {
    const { bogota } = await staffConsoleCatalogue(db())
    const section = await reviewsSection(db(), { kind: 'clinic', id: bogota }, 'en', 2)
    expect(section).toEqual({
      summary: { count: 0, distribution: [0, 0, 0, 0, 0], average: null },
      list: { reviews: [], page: 1, pageCount: 1, listed: 0 },
    })
  })
})
