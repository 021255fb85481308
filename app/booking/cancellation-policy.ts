/** Cancelling at least this long before the appointment refunds the fee in full. */
export const FREE_CANCELLATION_HOURS = 48

/**
 * What cancelling gives back, by the real case, so every text (cancel dialog,
 * confirmation page, toast, payment page) and the refund itself agree:
 * - `nothing_paid`: an unpaid hold, or an appointment without an online fee;
 * - `full`: paid and at least 48 hours ahead, the whole fee back;
 * - `none`: paid but less than 48 hours ahead, nothing back.
 * Shared by server and browser (no server-only imports).
 */
export type CancelRefund =
  { kind: 'nothing_paid' } | { kind: 'full'; amountMinor: number; currency: string } | { kind: 'none'; amountMinor: number; currency: string }

export interface RefundInput {
  status: string
  /** True when a payment was taken for it (the provider's payment id is on record). */
  paid: boolean
  feeMinor: number | null
  currency: string | null
  /** ISO-8601 or Date. */
  startsAt: string | Date
}

/** True when an appointment starting at `startsAt` is still far enough ahead for a full refund. */
export function isFreeCancellation(startsAt: string | Date, now: Date = new Date()) {
  return new Date(startsAt).getTime() - now.getTime() >= FREE_CANCELLATION_HOURS * 3_600_000
}

export function refundOnCancel(appointment: RefundInput, now: Date = new Date()): CancelRefund {
  const { feeMinor, currency } = appointment
  // A visit the clinic arranged has no online fee (null): nothing was paid here.
  if (appointment.status !== 'confirmed' || !appointment.paid || feeMinor === null || feeMinor <= 0 || currency === null)
    return { kind: 'nothing_paid' }
  const money = { amountMinor: feeMinor, currency }
  return isFreeCancellation(appointment.startsAt, now) ? { kind: 'full', ...money } : { kind: 'none', ...money }
}

/** Whether the patient may still cancel it: booked or held, and not yet started. */
export function canCancel(appointment: { status: string; startsAt: string | Date }, now: Date = new Date()) {
  return (appointment.status === 'confirmed' || appointment.status === 'pending_payment') && new Date(appointment.startsAt) > now
}
