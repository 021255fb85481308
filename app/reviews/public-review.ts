import type { RatingTargetKind, ReviewHiddenReason } from '~/db/schema'

/*
 * What the public reads of reviews (issue 31), shared by the server's reader
 * (published-reviews.server.ts) and the pages' components (ui/).
 */

export const REVIEWS_PAGE_SIZE = 10

/** The query parameter of the page of reviews (?reviews-page=2#reviews): the pages read it through their pageQuery. */
export const REVIEWS_PAGE_PARAM = 'reviews-page'

export interface ReviewTarget {
  kind: RatingTargetKind
  id: number
}

export interface PublishedReview {
  id: number
  state: 'published'
  /** When it was first published (ISO). */
  createdAt: string
  overall: number
  /** The optional sub-scores, 1–5, null where the patient gave none. */
  scores: { care: number | null; communication: number | null; result: number | null; value: number | null }
  body: string
  /** The language it was written in, shown as such to readers of the other one (never translated). */
  locale: string
  /** A first name or initials; null for "Verified patient" alone. */
  displayName: string | null
  /** The treatment's name in the page's language ("Verified patient · LASIK · November 2026"). */
  treatment: string
  /** YYYY-MM-DD the care took place. */
  completedOn: string
  /** The care team's public answer, with who wrote it and when. */
  reply: { body: string; by: string | null; at: string } | null
}

export interface HiddenReview {
  id: number
  state: 'hidden'
  createdAt: string
  /** Why (always set by the hide verb; null only for a row written otherwise). */
  reason: ReviewHiddenReason | null
}

export type PublicReview = PublishedReview | HiddenReview

export interface ReviewsPage {
  reviews: PublicReview[]
  /** 1-based, within 1…pageCount. */
  page: number
  pageCount: number
  /** Reviews listed across all pages (published and hidden). */
  listed: number
}

/** The page number a `?reviews-page=` value asks for: a positive whole number, else the first page. */
export function reviewsPageNumber(value: string | null): number {
  if (value === null || !/^[1-9]\d{0,5}$/.test(value)) return 1
  return Number(value)
}
