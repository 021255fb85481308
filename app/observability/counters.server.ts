import type { Outcome } from '~/errors/outcomes'
import type { LimitName } from '~/security/rate-limit.server'
import { bookings, jobLastSuccess, jobRuns, payments, rateLimitRefusals, signInFailures } from './metrics.server'

/*
 * What the domain code counts, one line at the place it happens. Outcomes are
 * counted by their refusal code (a row of app/errors/outcomes.ts), a bounded
 * set that names no person.
 */

const outcomeLabel = (outcome: Outcome) => (outcome.ok ? 'ok' : outcome.code)

/** A booking step's outcome (hold, cancel, reschedule); returns it unchanged. */
export function countBookingStep<T extends Outcome>(step: 'hold' | 'cancel' | 'reschedule', outcome: T): T {
  bookings.inc({ step, outcome: outcomeLabel(outcome) })
  return outcome
}

/** A payment's outcome: `paid`, a refusal code (a declined card), or what the Stripe webhook did. */
export function countPayment(provider: 'test' | 'stripe', outcome: string) {
  payments.inc({ provider, outcome })
}

export function countSignInFailure(reason: 'credentials' | 'rate_limited') {
  signInFailures.inc({ reason })
}

export function countRateLimitRefusal(limit: LimitName) {
  rateLimitRefusals.inc({ limit })
}

/** A background job's run: its last success is what an alert on a stuck job watches. */
export function recordJobRun(job: 'hold_sweeper' | 'content_scheduler' | 'outbox_worker' | 'quote_housekeeping' | 'review_invitations', ok: boolean) {
  jobRuns.inc({ job, outcome: ok ? 'ok' : 'error' })
  if (ok) jobLastSuccess.set({ job }, Date.now() / 1000)
}
