import type { QuoteRequestStatus, QuoteStatus } from '~/db/schema'

/*
 * What a patient is told about a quote request or a quote (issue 30): the
 * status as stored, except that a sent quote past its last day is expired from
 * the morning after (UTC, as acceptQuote and the sweep judge it), whether or
 * not the sweep has come by yet. Shared by the server and the page.
 */

/** The six statuses of a request a patient follows (never a visitor's draft). */
export type ShownRequestStatus = Exclude<QuoteRequestStatus, 'draft'>

/** Whether a sent quote whose last day is `validUntil` (YYYY-MM-DD) has run out on `today`. */
export function isPastValidity(validUntil: string | null, today: string): boolean {
  return validUntil !== null && validUntil < today
}

/** A request's status as the patient's list shows it. */
export function shownRequestStatus(
  status: QuoteRequestStatus,
  quote: { status: QuoteStatus; validUntil: string | null } | null,
  today: string,
): ShownRequestStatus {
  if (status === 'sent' && quote?.status === 'sent' && isPastValidity(quote.validUntil, today)) return 'expired'
  return status === 'draft' ? 'requested' : status
}

/**
 * Where a quote the patient opens stands: `open` while they may still decide; otherwise why not. A
 * quote replaced by a reissue says so (the newer one is the one to decide on).
 */
export type PatientQuoteState = 'open' | 'accepted' | 'declined' | 'expired' | 'replaced'

export function patientQuoteState(quote: { status: QuoteStatus; validUntil: string | null }, today: string): PatientQuoteState {
  switch (quote.status) {
    case 'sent':
      return isPastValidity(quote.validUntil, today) ? 'expired' : 'open'
    case 'accepted':
    case 'declined':
    case 'expired':
    case 'replaced':
      return quote.status
    default:
      // A draft never reaches the patient (patientQuoteId): should one, it is not theirs to decide on.
      return 'replaced'
  }
}

/** Whole days from `today` to `validUntil`, both YYYY-MM-DD (0: today is the last day). */
export function daysLeft(validUntil: string, today: string): number {
  return Math.round((Date.parse(`${validUntil}T00:00:00Z`) - Date.parse(`${today}T00:00:00Z`)) / 86_400_000)
}
