import type { QuoteLineKind, QuoteStatus } from '~/db/schema'
import type { CurrencyCode } from './money'
import type { OptionFigures } from './quote-figures'

/*
 * A quote as the patient reads it (their page, its PDF, GET /v1/me/quotes/{id})
 * and as staff preview it: everything needed to draw it, read once
 * (quote-view.server.ts), the figures computed once (quote-figures.ts).
 */

export interface QuoteViewLine {
  id: number
  kind: QuoteLineKind
  /** In the quote's language: the lens's brand and model, the hotel… ('' when the kind says it all). */
  description: string
  quantity: number
  included: boolean
}

export interface QuoteViewOption {
  id: number
  position: number
  clinic: {
    id: number
    name: string
    address: string
    /** The destination's name and country, in the reader's language. */
    city: string
    country: string
  }
  specialist: {
    id: number
    name: string
    title: string
    yearsOfExperience: number
    languages: string[]
    /** The portrait's address (null: none; the page draws initials). */
    imageUrl: string | null
    imageAlt: string
  }
  /** The clinic's currency: every amount of the option is in it (and in the patient's beside it). */
  currency: CurrencyCode
  /** Units of the patient's currency per unit of the clinic's; its date and source. Null: same currency, or a draft with no rate. */
  rate: { rate: string; date: string; source: string } | null
  lines: QuoteViewLine[]
  notIncluded: string
  mayChange: string
  figures: OptionFigures
}

export interface QuoteView {
  id: number
  requestId: number
  number: number
  status: QuoteStatus
  /** The language its texts were written in. */
  locale: string
  patientCurrency: CurrencyCode
  patientName: string
  service: { id: number; name: string; slug: string }
  note: string
  /** YYYY-MM-DD, the last day it may be accepted. */
  validUntil: string | null
  sentAt: string | null
  decidedAt: string | null
  declineReason: string | null
  acceptedOptionId: number | null
  treatmentId: number | null
  version: number
  options: QuoteViewOption[]
}
