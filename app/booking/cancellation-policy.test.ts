import { describe, expect, it } from 'vitest'
import { canCancel, isFreeCancellation, refundOnCancel } from './cancellation-policy'

const now = new Date('2026-03-01T12:00:00Z')
const hoursAhead = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString()
const paid = { status: 'confirmed', paid: true, feeMinor: 12_000, currency: 'USD' }

describe('refundOnCancel: what cancelling gives back, by the real case', () => {
  it('an unpaid hold three weeks away has nothing to refund (never the 48-hour rule)', () => {
    expect(refundOnCancel({ ...paid, status: 'pending_payment', paid: false, startsAt: hoursAhead(21 * 24) }, now)).toEqual({ kind: 'nothing_paid' })
  })

  it('a confirmed appointment without an online payment has nothing to refund', () => {
    expect(refundOnCancel({ ...paid, paid: false, startsAt: hoursAhead(100) }, now)).toEqual({ kind: 'nothing_paid' })
    expect(refundOnCancel({ ...paid, feeMinor: null, startsAt: hoursAhead(100) }, now)).toEqual({ kind: 'nothing_paid' })
  })

  it('paid and 48 hours or more ahead: the whole fee back; less: nothing back', () => {
    expect(refundOnCancel({ ...paid, startsAt: hoursAhead(48) }, now)).toEqual({ kind: 'full', amountMinor: 12_000, currency: 'USD' })
    expect(refundOnCancel({ ...paid, startsAt: hoursAhead(47.9) }, now)).toEqual({ kind: 'none', amountMinor: 12_000, currency: 'USD' })
  })

  it('says whether an hour is still far enough ahead for a free cancellation', () => {
    expect(isFreeCancellation(hoursAhead(49), now)).toBe(true)
    expect(isFreeCancellation(hoursAhead(30), now)).toBe(false)
  })

  it('only booked or held appointments that have not started can be cancelled', () => {
    expect(canCancel({ status: 'pending_payment', startsAt: hoursAhead(1) }, now)).toBe(true)
    expect(canCancel({ status: 'confirmed', startsAt: hoursAhead(-1) }, now)).toBe(false)
    expect(canCancel({ status: 'cancelled', startsAt: hoursAhead(100) }, now)).toBe(false)
    expect(canCancel({ status: 'expired', startsAt: hoursAhead(100) }, now)).toBe(false)
  })
})
