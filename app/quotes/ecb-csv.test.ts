import { describe, expect, it } from 'vitest'
import { ecbDate, parseEcbCsv } from './ecb-csv'

/** The day's file as the ECB writes it: spaces after the commas, a trailing comma, a long date. */
const DAILY = [
  'Date, USD, JPY, BGN, CZK, DKK, GBP, HUF, PLN, RON, SEK, CHF, ISK, NOK, TRY, AUD, BRL, CAD, CNY, HKD, IDR, ILS, INR, KRW, MXN, MYR, NZD, PHP, SGD, THB, ZAR, ',
  '27 November 2026, 1.0512, 162.45, 1.9558, 25.288, 7.4582, 0.83138, 410.45, 4.3350, 4.9767, 11.5240, 0.92620, 145.30, 11.5860, 36.2193, 1.6074, 6.0797, 1.4645, 7.5817, 8.1540, 16616.80, 3.9198, 88.4170, 1463.02, 21.2940, 4.6808, 1.7874, 61.650, 1.4068, 36.294, 18.9345, ',
  '',
].join('\n')

/** The history file: ISO dates, no spaces, N/A for currencies not quoted that day, newest first, CRLF. */
const HISTORY = [
  'Date,USD,JPY,CYP,GBP,HUF,CHF,MXN,BRL,',
  '2026-11-27,1.0512,162.45,N/A,0.83138,410.45,0.92620,21.2940,6.0797,',
  '2026-11-26,1.0498,161.90,N/A,0.83210,409.80,0.92710,21.3120,6.0655,',
  '2026-11-25,1.0475,161.33,N/A,0.83302,,0.92805,21.3405,6.0512,',
  '2007-12-31,1.4721,163.55,0.585274,0.73335,253.73,1.6547,16.0521,2.6024,',
].join('\r\n')

describe('the ECB’s daily file', () => {
  it('is read into one euro-based rate per currency, in its shortest exact form', () => {
    const parsed = parseEcbCsv(DAILY)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.rates).toHaveLength(30)
    expect(parsed.rates[0]).toEqual({ rateDate: '2026-11-27', base: 'EUR', quote: 'USD', rate: '1.0512' })
    expect(parsed.rates.find((row) => row.quote === 'PLN')).toEqual({ rateDate: '2026-11-27', base: 'EUR', quote: 'PLN', rate: '4.335' })
    expect(parsed.rates.find((row) => row.quote === 'IDR')?.rate).toBe('16616.8')
  })

  it('with a byte-order mark and Windows line ends too', () => {
    const parsed = parseEcbCsv(`\uFEFF${DAILY.replaceAll('\n', '\r\n')}`)
    expect(parsed.ok && parsed.rates.length).toBe(30)
  })
})

describe('the ECB’s history file', () => {
  it('gives every day’s rates, skipping the currencies not quoted that day', () => {
    const parsed = parseEcbCsv(HISTORY)
    expect(parsed.ok).toBe(true)
    if (!parsed.ok) return
    expect(parsed.rates.filter((row) => row.rateDate === '2026-11-27')).toHaveLength(7)
    expect(parsed.rates.filter((row) => row.rateDate === '2026-11-25').map((row) => row.quote)).toEqual(['USD', 'JPY', 'GBP', 'CHF', 'MXN', 'BRL'])
    expect(parsed.rates.find((row) => row.quote === 'CYP')).toEqual({ rateDate: '2007-12-31', base: 'EUR', quote: 'CYP', rate: '0.585274' })
    expect(parsed.rates).toHaveLength(7 + 7 + 6 + 8)
  })
})

describe('a file that is not right is refused whole, saying where and why', () => {
  const refusal = (text: string) => {
    const parsed = parseEcbCsv(text)
    if (parsed.ok) throw new Error('accepted')
    return parsed.problem
  }

  it('an empty file, or a header alone', () => {
    expect(refusal('')).toMatchObject({ code: 'empty', line: 1 })
    expect(refusal('Date, USD, JPY,\n\n')).toMatchObject({ code: 'empty' })
  })

  it('a header that is not the ECB’s', () => {
    expect(refusal('Day, USD\n27 November 2026, 1.05')).toMatchObject({ code: 'header', line: 1, message: expect.stringContaining('"Day"') })
    expect(refusal('Date,\n27 November 2026,')).toMatchObject({ code: 'header' })
    expect(refusal('Date, usd\n27 November 2026, 1.05')).toMatchObject({ code: 'currency', message: expect.stringContaining('"usd"') })
    expect(refusal('Date, USD, USD\n27 November 2026, 1.05, 1.05')).toMatchObject({ code: 'currency', message: 'USD appears twice in the header.' })
  })

  it('a row with more or fewer values than the header', () => {
    expect(refusal('Date, USD, JPY\n27 November 2026, 1.05')).toMatchObject({ code: 'columns', line: 2 })
    expect(refusal('Date, USD\n\n27 November 2026, 1.05, 162.45')).toMatchObject({ code: 'columns', line: 3 })
  })

  it('a date that is not one', () => {
    for (const date of ['31 November 2026', '2026-02-29', '27/11/2026', 'November 27 2026', '2026-13-01', ''])
      expect(refusal(`Date, USD\n${date}, 1.05`), date).toMatchObject({ code: 'date', line: 2 })
    expect(refusal('Date,USD\n2026-11-27,1.05\n2026-11-27,1.06')).toMatchObject({ code: 'duplicate_date', line: 3 })
  })

  it('a value that is not a rate', () => {
    expect(refusal('Date, USD, JPY\n27 November 2026, 1.05, 162,45')).toMatchObject({ code: 'columns' })
    const cases: [string, string][] = [
      ['-1.05', 'not a decimal'],
      ['1.05e2', 'not a decimal'],
      ['abc', 'not a decimal'],
      ['0', 'more than zero'],
      ['0.0000', 'more than zero'],
      ['1 050', 'not a decimal'],
    ]
    for (const [value, why] of cases) {
      const problem = refusal(`Date, USD, JPY\n27 November 2026, 1.0512, ${value}`)
      expect(problem, value).toMatchObject({ code: 'rate', line: 2 })
      expect(problem.message, value).toContain('JPY on line 2 (2026-11-27)')
      expect(problem.message, value).toContain(why)
    }
  })
})

describe('ECB dates', () => {
  it('read both spellings, and only real days', () => {
    expect(ecbDate('27 November 2026')).toBe('2026-11-27')
    expect(ecbDate('2 January 2026')).toBe('2026-01-02')
    expect(ecbDate('2026-11-27')).toBe('2026-11-27')
    expect(ecbDate('29 February 2024')).toBe('2024-02-29')
    expect(ecbDate('29 February 2026')).toBeUndefined()
    expect(ecbDate('27 Novembre 2026')).toBeUndefined()
    expect(ecbDate('0 November 2026')).toBeUndefined()
  })
})
