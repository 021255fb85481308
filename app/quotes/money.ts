/*
 * Money in personal quotes (issue 30; docs/decisions/038), shared by the
 * browser and the server. No floating point touches an amount:
 *
 * - An amount is an integer number of minor units of its currency, as the
 *   rest of the site stores and charges them (app/i18n/money.ts counts them
 *   the same way: 10^exponent per unit). It travels as a `number` (database
 *   columns, JSON, formatMinorMoney), always a safe integer no larger in size
 *   than MAX_AMOUNT_MINOR; every computation is done in BigInt and anything
 *   outside that bound, coming in or going out, is refused (RangeError).
 * - An exchange rate is an exact decimal ("4321.55": COP per 1 EUR), held as
 *   a scaled BigInt: units / 10^scale.
 * - One rounding rule, everywhere: half away from zero (the rule of the euro
 *   conversion regulation, EC 1103/97 art. 5, and of Intl.NumberFormat).
 * - What a patient reads adds up: a conversion rounds to the smallest amount
 *   the currency is shown with (its display step: a whole peso for COP, whose
 *   ISO exponent is 2 but which is shown without decimals), and a total is the
 *   sum of the rounded lines, never the conversion of a total.
 */

/** How a currency is counted (ISO 4217 minor-unit exponent) and shown (decimals a patient sees). */
export interface CurrencyRules {
  /** ISO 4217 minor-unit exponent: an amount of 1 unit is stored as 10^exponent (equal to app/i18n/money.ts's minorUnitsPerUnit). */
  readonly exponent: number
  /**
   * Decimals shown to patients (Intl's, CLDR's): fewer than the exponent for COP and HUF, whose
   * minor units exist on paper and in the payment provider's counting but not in prices.
   */
  readonly displayDecimals: number
}

/**
 * The currencies the site knows: the clinics' (destinations' currencies) and those patients
 * think in. The ECB publishes a daily rate against the euro for USD, GBP, CHF, CAD, MXN, BRL and the
 * European ones; COP, CRC, CLP, ARS and PEN need a rate entered by an admin (source 'manual').
 */
export const CURRENCIES = {
  EUR: { exponent: 2, displayDecimals: 2 },
  USD: { exponent: 2, displayDecimals: 2 },
  GBP: { exponent: 2, displayDecimals: 2 },
  CHF: { exponent: 2, displayDecimals: 2 },
  CAD: { exponent: 2, displayDecimals: 2 },
  MXN: { exponent: 2, displayDecimals: 2 },
  COP: { exponent: 2, displayDecimals: 0 },
  CRC: { exponent: 2, displayDecimals: 2 },
  CLP: { exponent: 0, displayDecimals: 0 },
  ARS: { exponent: 2, displayDecimals: 2 },
  BRL: { exponent: 2, displayDecimals: 2 },
  PEN: { exponent: 2, displayDecimals: 2 },
  NOK: { exponent: 2, displayDecimals: 2 },
  SEK: { exponent: 2, displayDecimals: 2 },
  DKK: { exponent: 2, displayDecimals: 2 },
  PLN: { exponent: 2, displayDecimals: 2 },
  CZK: { exponent: 2, displayDecimals: 2 },
  HUF: { exponent: 2, displayDecimals: 0 },
  RON: { exponent: 2, displayDecimals: 2 },
} as const satisfies Record<string, CurrencyRules>

export type CurrencyCode = keyof typeof CURRENCIES

export const CURRENCY_CODES = Object.keys(CURRENCIES) as CurrencyCode[]

export function isCurrencyCode(code: string): code is CurrencyCode {
  return Object.hasOwn(CURRENCIES, code)
}

/** The currency the ECB's reference rates are quoted against, and the first pivot of a cross rate. */
export const EURO: CurrencyCode = 'EUR'

/**
 * The smallest amount a patient sees, in minor units: 1, or 100 for COP and HUF (whole pesos and
 * forints). Every converted amount is a multiple of it, so what Intl prints is the amount itself,
 * never a rounding of it, and printed lines add up to the printed total.
 */
export function displayStep(code: CurrencyCode): number {
  const { exponent, displayDecimals } = CURRENCIES[code]
  return 10 ** (exponent - displayDecimals)
}

/** Whether an amount can be shown as it is (a multiple of the display step): entered prices must be. */
export function isOnDisplayStep(amountMinor: number, code: CurrencyCode): boolean {
  return isAmountMinor(amountMinor) && amountMinor % displayStep(code) === 0
}

/*
 * The currency a patient from each country is offered first (they may pick another). Where the
 * country's own currency is not one the site knows: US dollars in the Americas (the usual reference
 * for large purchases there, and the legal tender of several), euros in Europe. A territory using
 * another country's currency, or one pegged to it at par, takes that one (the French Caribbean: EUR;
 * Gibraltar, the Falklands and the Crown dependencies: GBP; Greenland: DKK). Elsewhere: USD.
 */
/** Countries whose own currency the site knows. */
const OWN_CURRENCY: Record<CurrencyCode, string> = {
  EUR: 'AT BE BG HR CY EE FI FR DE GR IE IT LV LT LU MT NL PT SK SI ES AX AD MC SM VA ME GF GP MQ BL MF PM',
  USD: 'US EC SV PA PR VI BQ TC VG UM',
  GBP: 'GB GG JE IM GI FK',
  CHF: 'CH LI',
  CAD: 'CA',
  MXN: 'MX',
  COP: 'CO',
  CRC: 'CR',
  CLP: 'CL',
  ARS: 'AR',
  BRL: 'BR',
  PEN: 'PE',
  NOK: 'NO SJ',
  SEK: 'SE',
  DKK: 'DK FO GL',
  PLN: 'PL',
  CZK: 'CZ',
  HUF: 'HU',
  RON: 'RO',
}
/** The Americas whose currency the site does not know: US dollars. */
const AMERICAS_IN_USD = 'AG AI AW BB BM BO BS BZ CU CW DM DO GD GT GY HN HT JM KN KY LC MS NI PY SR SX TT UY VC VE'
/** Europe whose currency the site does not know: euros. */
const EUROPE_IN_EUR = 'AL AM AZ BA BY GE IS MD MK RS RU TR UA'

/** ISO 3166-1 alpha-2 → the currency a patient from there is offered first. */
export const COUNTRY_CURRENCY: Readonly<Record<string, CurrencyCode>> = Object.fromEntries([
  ...Object.entries(OWN_CURRENCY).flatMap(([code, countries]) => countries.split(' ').map((country) => [country, code])),
  ...AMERICAS_IN_USD.split(' ').map((country) => [country, 'USD']),
  ...EUROPE_IN_EUR.split(' ').map((country) => [country, 'EUR']),
])

/** The currency offered first to a patient from `country` (ISO 3166-1 alpha-2, any case); USD for a country not listed. */
export function defaultCurrencyFor(country: string): CurrencyCode {
  return COUNTRY_CURRENCY[country.toUpperCase()] ?? 'USD'
}

/* ---------------------------------------------------------------- amounts */

/**
 * The largest amount, in minor units, either way: 10^15 − 1 (ten trillion euros). Well under 2^53, so
 * every amount is an exact `number`, and small enough that formatMinorMoney's division by 100
 * still prints every cent right. Quotes are many orders of magnitude below it.
 */
export const MAX_AMOUNT_MINOR = 999_999_999_999_999

const MAX_AMOUNT = BigInt(MAX_AMOUNT_MINOR)

/** A safe integer within ±MAX_AMOUNT_MINOR. */
export function isAmountMinor(value: unknown): value is number {
  return typeof value === 'number' && Number.isSafeInteger(value) && Math.abs(value) <= MAX_AMOUNT_MINOR
}

function amountIn(value: number): bigint {
  if (!isAmountMinor(value)) throw new RangeError(`Not an amount in minor units (an integer within ±${MAX_AMOUNT_MINOR}): ${value}`)
  return BigInt(value)
}

function amountOut(value: bigint): number {
  if (value > MAX_AMOUNT || value < -MAX_AMOUNT) throw new RangeError(`Amount out of range: ${value} minor units (at most ±${MAX_AMOUNT_MINOR})`)
  return Number(value)
}

/** The exact total of amounts in one currency. */
export function sumLines(amounts: readonly number[]): number {
  return amountOut(amounts.reduce((total, amount) => total + amountIn(amount), 0n))
}

/* ---------------------------------------------------------- exchange rates */

/**
 * How many units of the quote currency one unit of the base currency buys, exactly: units / 10^scale
 * ("4321.55" COP per EUR is { units: 432155n, scale: 2 }). Normalised: no trailing zero in the decimals.
 */
export interface ExchangeRate {
  readonly units: bigint
  readonly scale: number
}

/** Digits a rate may have, before and after its point ("1.0512", "4321.55", "0.000231"). */
const RATE_INTEGER_DIGITS = 12
const RATE_DECIMALS = 18

/** Significant digits of a rate derived from stored ones (an inverse, a cross): relative error ≤ 5·10⁻¹². */
export const DERIVED_RATE_DIGITS = 12

export type RateParse = { ok: true; rate: ExchangeRate } | { ok: false; reason: string }

/** Reads a rate written as a plain positive decimal ("1.0512"); no sign, exponent, spaces or thousands separators. */
export function parseRate(text: string): RateParse {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(text)
  if (!match) return { ok: false, reason: `"${text}" is not a decimal number such as 1.0512` }
  const [, integer = '', decimals = ''] = match
  if (integer.replace(/^0+(?=\d)/, '').length > RATE_INTEGER_DIGITS)
    return { ok: false, reason: `"${text}" has more than ${RATE_INTEGER_DIGITS} digits before the point` }
  if (decimals.length > RATE_DECIMALS) return { ok: false, reason: `"${text}" has more than ${RATE_DECIMALS} decimals` }
  const units = BigInt(integer + decimals)
  if (units === 0n) return { ok: false, reason: 'a rate must be more than zero' }
  return { ok: true, rate: normalised(units, decimals.length) }
}

/** parseRate for a rate already checked (a stored one): throws on a malformed one. */
export function rateFrom(text: string): ExchangeRate {
  const parsed = parseRate(text)
  if (!parsed.ok) throw new RangeError(`Invalid exchange rate: ${parsed.reason}`)
  return parsed.rate
}

function normalised(units: bigint, scale: number): ExchangeRate {
  while (scale > 0 && units % 10n === 0n) {
    units /= 10n
    scale -= 1
  }
  return { units, scale }
}

/** The rate as an exact decimal, its shortest form ("1.05", "4321.55", "1"): what is stored and frozen in a quote. */
export function rateText({ units, scale }: ExchangeRate): string {
  const digits = units.toString().padStart(scale + 1, '0')
  return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
}

/**
 * numerator / denominator rounded to an integer, half away from zero (2.5 → 3, −2.5 → −3,
 * 2.4999 → 2): the one rounding rule of quotes. `denominator` must be positive.
 */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError('The denominator must be positive')
  const magnitude = numerator < 0n ? -numerator : numerator
  let quotient = magnitude / denominator
  if (2n * (magnitude % denominator) >= denominator) quotient += 1n
  return numerator < 0n ? -quotient : quotient
}

/**
 * A positive ratio as a rate of DERIVED_RATE_DIGITS significant digits, rounded by the rule (whole units at least,
 * RATE_DECIMALS decimals at most).
 */
function rateFromRatio(numerator: bigint, denominator: bigint): ExchangeRate {
  const smallest = 10n ** BigInt(DERIVED_RATE_DIGITS - 1)
  let scale = 0
  while (scale < RATE_DECIMALS && (numerator * 10n ** BigInt(scale)) / denominator < smallest) scale += 1
  const units = divideRounded(numerator * 10n ** BigInt(scale), denominator)
  if (units === 0n) throw new RangeError('Derived rate below the smallest rate a quote can hold')
  if (units >= 10n ** BigInt(RATE_INTEGER_DIGITS + scale)) throw new RangeError('Derived rate above the largest rate a quote can hold')
  return normalised(units, scale)
}

/** One step of a derived rate: a rate as stored, or its inverse (stored EUR→USD, used USD→EUR). */
export interface RateLeg {
  readonly rate: ExchangeRate
  readonly inverted?: boolean
}

/**
 * The rate of a chain of conversions (A→EUR then EUR→B), computed exactly and rounded once to
 * DERIVED_RATE_DIGITS significant digits. One leg that is not inverted is returned as it is.
 */
export function deriveRate(legs: readonly RateLeg[]): ExchangeRate {
  if (legs.length === 0) throw new RangeError('A derived rate needs at least one leg')
  if (legs.length === 1 && !legs[0]!.inverted) return legs[0]!.rate
  let numerator = 1n
  let denominator = 1n
  for (const { rate, inverted } of legs) {
    const [top, bottom] = inverted ? [10n ** BigInt(rate.scale), rate.units] : [rate.units, 10n ** BigInt(rate.scale)]
    numerator *= top
    denominator *= bottom
  }
  return rateFromRatio(numerator, denominator)
}

/** The rate the other way (EUR→USD 1.0512 → USD→EUR 0.951293759513), to DERIVED_RATE_DIGITS significant digits. */
export function invertRate(rate: ExchangeRate): ExchangeRate {
  return deriveRate([{ rate, inverted: true }])
}

/* -------------------------------------------------------------- conversion */

/**
 * `amountMinor` of `from` in minor units of `to`, at `rate` (units of `to` per unit of `from`),
 * rounded half away from zero to the display step of `to`. The same currency needs the rate 1.
 */
export function convert(amountMinor: number, from: CurrencyCode, to: CurrencyCode, rate: ExchangeRate): number {
  const amount = amountIn(amountMinor)
  if (from === to) {
    if (rate.units !== 1n || rate.scale !== 0) throw new RangeError(`A conversion from ${from} to itself takes the rate 1, not ${rateText(rate)}`)
    return amountMinor
  }
  const step = BigInt(displayStep(to))
  // amount / 10^exp(from) units of `from` × rate = units of `to`; × 10^exp(to) minor units; / step.
  const numerator = amount * rate.units * 10n ** BigInt(CURRENCIES[to].exponent)
  const denominator = 10n ** BigInt(rate.scale + CURRENCIES[from].exponent) * step
  return amountOut(divideRounded(numerator, denominator) * step)
}

export interface ConvertedLines {
  /** Each line in the patient's currency, rounded by itself. */
  lines: number[]
  /** Their sum: what the patient can add up from the lines they read. */
  total: number
}

/**
 * Lines of a quote in the patient's currency: each converted and rounded alone, the total the sum of
 * those (not the converted total of the original lines, which may differ by a few display steps).
 */
export function convertLines(amounts: readonly number[], from: CurrencyCode, to: CurrencyCode, rate: ExchangeRate): ConvertedLines {
  const lines = amounts.map((amount) => convert(amount, from, to, rate))
  return { lines, total: sumLines(lines) }
}

/* ------------------------------------------------------------ typed amounts */

/**
 * An amount a coordinator typed ("1250", "1.250,50", "1,250.50", "4 500 000") in minor units of
 * `code`, or undefined when it is not one. Spaces and apostrophes group digits; with both "." and
 * ",", the last is the decimal mark; with one kind only, it is a decimal mark when followed by at most
 * the currency's displayed decimals (one or two digits) and once, else it groups thousands
 * ("1.250" and "1,250" are both one thousand two hundred and fifty, as either language reads them).
 * Never through a float: the digits are joined and read as an integer.
 */
export function parseAmountText(text: string, code: CurrencyCode): number | undefined {
  const compact = text.trim().replace(/[\s'\u00a0\u202f]/g, '')
  if (!/^\d[\d.,]*$/.test(compact)) return undefined
  const { exponent, displayDecimals } = CURRENCIES[code]
  const lastMark = Math.max(compact.lastIndexOf('.'), compact.lastIndexOf(','))
  let integer = compact
  let decimals = ''
  if (lastMark >= 0) {
    const mark = compact[lastMark]!
    const after = compact.slice(lastMark + 1)
    const both = compact.includes('.') && compact.includes(',')
    const once = compact.indexOf(mark) === lastMark
    if (both || (once && after.length >= 1 && after.length <= Math.max(displayDecimals, 0) && after.length !== 3)) {
      integer = compact.slice(0, lastMark)
      decimals = after
      if (integer.includes(mark)) return undefined
    }
    // What is left of the integer part: digits grouped by threes.
    if (!/^\d{1,3}([.,]\d{3})*$|^\d+$/.test(integer)) return undefined
    integer = integer.replace(/[.,]/g, '')
  }
  if (decimals.length > displayDecimals) return undefined
  const minor = BigInt(integer + decimals.padEnd(exponent, '0'))
  return minor > BigInt(MAX_AMOUNT_MINOR) ? undefined : Number(minor)
}
