import type { DeclineReason } from './provider'

/*
 * Card checks for the test payment provider. No server dependencies: the
 * browser uses them for instant feedback and the server repeats them before
 * "charging". Test mode never charges a real card, so only Stripe's PUBLIC
 * test card numbers (https://docs.stripe.com/testing) are accepted; any other
 * number, even one that passes the Luhn check, is refused as unsupported.
 *
 * Never log or store what the patient typed: these functions only return
 * verdicts, never the number.
 */

export type CardBrand = 'visa' | 'mastercard' | 'amex'

export type TestCardOutcome = { status: 'succeeded' } | { status: 'declined'; reason: DeclineReason }

export interface TestCard {
  number: string
  brand: CardBrand
  outcome: TestCardOutcome
}

const succeeds: TestCardOutcome = { status: 'succeeded' }
const declines = (reason: DeclineReason): TestCardOutcome => ({ status: 'declined', reason })

/** Stripe's public test card numbers and what each one does. */
export const TEST_CARDS: readonly TestCard[] = [
  { number: '4242424242424242', brand: 'visa', outcome: succeeds },
  { number: '4000056655665556', brand: 'visa', outcome: succeeds }, // Visa debit
  { number: '5555555555554444', brand: 'mastercard', outcome: succeeds },
  { number: '2223003122003222', brand: 'mastercard', outcome: succeeds }, // 2-series
  { number: '378282246310005', brand: 'amex', outcome: succeeds },
  { number: '4000000000000002', brand: 'visa', outcome: declines('card_declined') },
  { number: '4000000000009995', brand: 'visa', outcome: declines('insufficient_funds') },
  { number: '4000000000000069', brand: 'visa', outcome: declines('expired_card') },
  { number: '4000000000000127', brand: 'visa', outcome: declines('incorrect_cvc') },
  { number: '4000000000000119', brand: 'visa', outcome: declines('processing_error') },
]

const byNumber = new Map(TEST_CARDS.map((card) => [card.number, card]))

export interface CardInput {
  number: string
  expMonth: string | number
  expYear: string | number
  cvc: string
}

export type CardField = 'number' | 'expiry' | 'cvc'
export type CardErrorCode = 'invalid_number' | 'unsupported_card' | 'expired' | 'invalid_expiry' | 'invalid_cvc'

export type CardValidation = { ok: true; brand: CardBrand } | { ok: false; field: CardField; code: CardErrorCode }

/** Removes the spaces and dashes people type between digit groups. */
export function normalizeCardNumber(input: string): string {
  return input.replace(/[\s-]+/g, '')
}

/** The Luhn (mod 10) checksum every card number carries in its last digit. */
export function luhnValid(number: string): boolean {
  const digits = normalizeCardNumber(number)
  if (!/^\d{2,}$/.test(digits)) return false
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let digit = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return sum % 10 === 0
}

/** The test card behind this number, or undefined if it is not one. */
export function findTestCard(number: string): TestCard | undefined {
  return byNumber.get(normalizeCardNumber(number))
}

/**
 * What charging this test card does. Undefined for anything that is not one of
 * Stripe's public test numbers (validateCard refuses those first).
 */
export function testCardOutcome(number: string): TestCardOutcome | undefined {
  return findTestCard(number)?.outcome
}

/** Checks number, then expiry, then CVC, and reports the first problem. */
export function validateCard(card: CardInput, now: Date = new Date()): CardValidation {
  const digits = normalizeCardNumber(card.number)
  if (!/^\d{12,19}$/.test(digits) || !luhnValid(digits)) {
    return { ok: false, field: 'number', code: 'invalid_number' }
  }
  const testCard = byNumber.get(digits)
  if (!testCard) return { ok: false, field: 'number', code: 'unsupported_card' }

  const expiry = checkExpiry(card.expMonth, card.expYear, now)
  if (expiry) return { ok: false, field: 'expiry', code: expiry }

  const cvc = String(card.cvc).trim()
  const cvcLength = testCard.brand === 'amex' ? 4 : 3
  if (!new RegExp(`^\\d{${cvcLength}}$`).test(cvc)) return { ok: false, field: 'cvc', code: 'invalid_cvc' }

  return { ok: true, brand: testCard.brand }
}

function checkExpiry(monthInput: string | number, yearInput: string | number, now: Date): 'expired' | 'invalid_expiry' | undefined {
  const month = parseMonth(monthInput)
  const year = parseYear(yearInput)
  if (month === undefined || year === undefined) return 'invalid_expiry'

  // A card is good through the last day of its expiry month. That day ends at
  // different instants around the world, and the browser and the server must
  // agree, so compare with the month at UTC−12: the last place still in it.
  const lagging = new Date(now.getTime() - 12 * 60 * 60 * 1000)
  const currentYear = lagging.getUTCFullYear()
  const currentMonth = lagging.getUTCMonth() + 1
  if (year < currentYear || (year === currentYear && month < currentMonth)) return 'expired'
  if (year > currentYear + 50) return 'invalid_expiry'
  return undefined
}

function parseMonth(input: string | number): number | undefined {
  const text = String(input).trim()
  if (!/^\d{1,2}$/.test(text)) return undefined
  const month = Number(text)
  return month >= 1 && month <= 12 ? month : undefined
}

/** Two digits mean 20YY; four digits are taken as they are. */
function parseYear(input: string | number): number | undefined {
  if (typeof input === 'number') {
    if (!Number.isInteger(input)) return undefined
    if (input >= 0 && input <= 99) return 2000 + input
    return input >= 1000 && input <= 9999 ? input : undefined
  }
  const text = input.trim()
  if (/^\d{2}$/.test(text)) return 2000 + Number(text)
  if (/^\d{4}$/.test(text)) return Number(text)
  return undefined
}
