import { describe, expect, it } from 'vitest'
import { TEST_CARDS, luhnValid, normalizeCardNumber, testCardOutcome, validateCard } from './test-cards'

const now = new Date('2026-06-15T12:00:00Z')
const valid = { expMonth: 12, expYear: 2030, cvc: '123' }

describe('luhnValid', () => {
  it('accepts numbers with a correct check digit', () => {
    expect(luhnValid('4242424242424242')).toBe(true)
    expect(luhnValid('378282246310005')).toBe(true)
    expect(luhnValid('4111 1111 1111 1111')).toBe(true)
    expect(luhnValid('79927398713')).toBe(true)
  })

  it('rejects a wrong check digit and non-digits', () => {
    expect(luhnValid('4242424242424241')).toBe(false)
    expect(luhnValid('79927398710')).toBe(false)
    expect(luhnValid('')).toBe(false)
    expect(luhnValid('4242a24242424242')).toBe(false)
  })
})

describe('normalizeCardNumber', () => {
  it('strips spaces and dashes', () => {
    expect(normalizeCardNumber(' 4242 4242-4242\t4242 ')).toBe('4242424242424242')
  })
})

describe('validateCard', () => {
  const expected: Record<string, { brand: string; outcome: ReturnType<typeof testCardOutcome> }> = {
    '4242424242424242': { brand: 'visa', outcome: { status: 'succeeded' } },
    '4000056655665556': { brand: 'visa', outcome: { status: 'succeeded' } },
    '5555555555554444': { brand: 'mastercard', outcome: { status: 'succeeded' } },
    '2223003122003222': { brand: 'mastercard', outcome: { status: 'succeeded' } },
    '378282246310005': { brand: 'amex', outcome: { status: 'succeeded' } },
    '4000000000000002': { brand: 'visa', outcome: { status: 'declined', reason: 'card_declined' } },
    '4000000000009995': { brand: 'visa', outcome: { status: 'declined', reason: 'insufficient_funds' } },
    '4000000000000069': { brand: 'visa', outcome: { status: 'declined', reason: 'expired_card' } },
    '4000000000000127': { brand: 'visa', outcome: { status: 'declined', reason: 'incorrect_cvc' } },
    '4000000000000119': { brand: 'visa', outcome: { status: 'declined', reason: 'processing_error' } },
  }

  it('lists exactly the documented test cards', () => {
    expect(TEST_CARDS.map((card) => card.number).sort()).toEqual(Object.keys(expected).sort())
  })

  it.each(Object.entries(expected))('accepts test card %s', (number, { brand, outcome }) => {
    const cvc = brand === 'amex' ? '1234' : '123'
    expect(luhnValid(number)).toBe(true)
    expect(validateCard({ ...valid, number, cvc }, now)).toEqual({ ok: true, brand })
    expect(testCardOutcome(number)).toEqual(outcome)
  })

  it('accepts numbers typed with spaces or dashes', () => {
    expect(validateCard({ ...valid, number: '4242 4242 4242 4242' }, now)).toEqual({ ok: true, brand: 'visa' })
    expect(validateCard({ ...valid, number: '3782-822463-10005', cvc: '1234' }, now)).toEqual({ ok: true, brand: 'amex' })
    expect(testCardOutcome('4000 0000 0000 0002')).toEqual({ status: 'declined', reason: 'card_declined' })
  })

  it('refuses Luhn-valid numbers that are not test cards', () => {
    expect(validateCard({ ...valid, number: '4111111111111111' }, now)).toEqual({
      ok: false,
      field: 'number',
      code: 'unsupported_card',
    })
    expect(validateCard({ ...valid, number: '5105105105105100' }, now)).toMatchObject({ code: 'unsupported_card' })
    expect(testCardOutcome('4111111111111111')).toBeUndefined()
  })

  it('refuses malformed numbers', () => {
    for (const number of ['4242424242424241', '4242', '', '4242x42424242424', '42424242424242424242']) {
      expect(validateCard({ ...valid, number }, now)).toEqual({ ok: false, field: 'number', code: 'invalid_number' })
    }
  })

  it('refuses expired cards at month granularity', () => {
    const card = { number: '4242424242424242', cvc: '123' }
    expect(validateCard({ ...card, expMonth: 5, expYear: 2026 }, now)).toEqual({
      ok: false,
      field: 'expiry',
      code: 'expired',
    })
    expect(validateCard({ ...card, expMonth: 12, expYear: 2025 }, now)).toMatchObject({ code: 'expired' })
    expect(validateCard({ ...card, expMonth: '05', expYear: '26' }, now)).toMatchObject({ code: 'expired' })
    // Valid through the end of its month.
    expect(validateCard({ ...card, expMonth: 6, expYear: 2026 }, now)).toMatchObject({ ok: true })
    expect(validateCard({ ...card, expMonth: '06', expYear: '26' }, now)).toMatchObject({ ok: true })
    expect(validateCard({ ...card, expMonth: 6, expYear: 2026 }, new Date('2026-06-30T23:59:00Z'))).toMatchObject({
      ok: true,
    })
    expect(validateCard({ ...card, expMonth: 6, expYear: 2026 }, new Date('2026-07-02T00:00:00Z'))).toMatchObject({
      code: 'expired',
    })
  })

  it('refuses impossible expiry dates', () => {
    const card = { number: '4242424242424242', cvc: '123' }
    for (const [expMonth, expYear] of [
      [0, 2030],
      [13, 2030],
      ['1a', '2030'],
      ['', '2030'],
      [1.5, 2030],
      [6, '203'],
      [6, '02030'],
      [6, ''],
      [6, 2030.5],
      [6, 2150],
    ] as const) {
      expect(validateCard({ ...card, expMonth, expYear }, now)).toEqual({
        ok: false,
        field: 'expiry',
        code: 'invalid_expiry',
      })
    }
  })

  it('requires 3 CVC digits, or 4 for American Express', () => {
    const visa = { ...valid, number: '4242424242424242' }
    const amex = { ...valid, number: '378282246310005' }
    const bad = { ok: false, field: 'cvc', code: 'invalid_cvc' }
    expect(validateCard({ ...visa, cvc: '12' }, now)).toEqual(bad)
    expect(validateCard({ ...visa, cvc: '1234' }, now)).toEqual(bad)
    expect(validateCard({ ...visa, cvc: '12a' }, now)).toEqual(bad)
    expect(validateCard({ ...visa, cvc: '' }, now)).toEqual(bad)
    expect(validateCard({ ...amex, cvc: '123' }, now)).toEqual(bad)
    expect(validateCard({ ...amex, cvc: '1234' }, now)).toEqual({ ok: true, brand: 'amex' })
  })

  it('reports the number before the expiry and the expiry before the CVC', () => {
    expect(validateCard({ number: '4111111111111111', expMonth: 13, expYear: 1, cvc: 'x' }, now)).toMatchObject({
      field: 'number',
    })
    expect(validateCard({ number: '4242424242424242', expMonth: 13, expYear: 1, cvc: 'x' }, now)).toMatchObject({
      field: 'expiry',
    })
  })
})
