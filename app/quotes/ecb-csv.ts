import { parseRate, rateText } from './money'

/*
 * The European Central Bank's euro foreign exchange reference rates, as the
 * CSV files it publishes every working day around 16:00 CET
 * (https://www.ecb.europa.eu/stats/eurofxref/):
 *
 *   eurofxref.csv (the day's):       Date, USD, JPY, BGN, …, ZAR,
 *                                    27 November 2026, 1.0512, 162.45, …, 18.9345,
 *   eurofxref-hist.csv (every day):  Date,USD,JPY,BGN,CYP,…,
 *                                    2026-11-27,1.0512,162.45,N/A,…,
 *
 * Each value is the units of that currency one euro buys. Both shapes are
 * read alike: cells trimmed, the trailing comma ignored, "N/A" or an empty
 * cell meaning "not published that day" (a currency replaced by the euro, a
 * suspended one). Anything else that is not a rate refuses the whole file,
 * naming the line, the currency and the value: an import is all or nothing.
 */

export interface EcbRate {
  /** The day the ECB published it, YYYY-MM-DD. */
  rateDate: string
  base: 'EUR'
  /** As the file names it (three capital letters); whether the site knows it is the import's business. */
  quote: string
  /** An exact decimal in its shortest form ("1.0512"). */
  rate: string
}

export type EcbCsvProblemCode = 'empty' | 'header' | 'currency' | 'columns' | 'date' | 'duplicate_date' | 'rate'

export interface EcbCsvProblem {
  code: EcbCsvProblemCode
  /** 1-based line of the file. */
  line: number
  /** What is wrong, in English, for the admin and the logs. */
  message: string
}

export type EcbCsvParse = { ok: true; rates: EcbRate[] } | { ok: false; problem: EcbCsvProblem }

const MONTHS = ['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']

/** "27 November 2026" or "2026-11-27" as YYYY-MM-DD, if it is a real day. */
export function ecbDate(text: string): string | undefined {
  let year: number, month: number, day: number
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text)
  const long = /^(\d{1,2}) ([A-Za-z]+) (\d{4})$/.exec(text)
  if (iso) [year, month, day] = [Number(iso[1]), Number(iso[2]), Number(iso[3])]
  else if (long) [day, month, year] = [Number(long[1]), MONTHS.indexOf(long[2]!.toLowerCase()) + 1, Number(long[3])]
  else return undefined
  const date = new Date(Date.UTC(year, month - 1, day))
  if (month < 1 || date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day) return undefined
  return date.toISOString().slice(0, 10)
}

function cellsOf(line: string) {
  const cells = line.split(',').map((cell) => cell.trim())
  while (cells.length > 1 && cells.at(-1) === '') cells.pop()
  return cells
}

export function parseEcbCsv(text: string): EcbCsvParse {
  const lines = text
    .replace(/^\uFEFF/, '')
    .split(/\r\n|\r|\n/)
    .map((content, index) => ({ number: index + 1, cells: cellsOf(content), blank: content.trim() === '' }))
    .filter((line) => !line.blank)
  const refuse = (code: EcbCsvProblemCode, line: number, message: string): EcbCsvParse => ({ ok: false, problem: { code, line, message } })

  const [header, ...rows] = lines
  if (!header || rows.length === 0)
    return refuse('empty', header?.number ?? 1, 'The file has no header row and rates: is it the ECB’s eurofxref CSV?')
  if (header.cells[0]?.toLowerCase() !== 'date')
    return refuse('header', header.number, `The first row should start with "Date", then the currencies; it starts with "${header.cells[0]}".`)
  const currencies = header.cells.slice(1)
  if (currencies.length === 0) return refuse('header', header.number, 'The header row names no currency.')
  const seenCurrencies = new Set<string>()
  for (const code of currencies) {
    if (!/^[A-Z]{3}$/.test(code)) return refuse('currency', header.number, `"${code}" in the header is not a currency code (three capital letters).`)
    if (seenCurrencies.has(code)) return refuse('currency', header.number, `${code} appears twice in the header.`)
    seenCurrencies.add(code)
  }

  const rates: EcbRate[] = []
  const seenDates = new Set<string>()
  for (const row of rows) {
    if (row.cells.length !== header.cells.length)
      return refuse('columns', row.number, `Line ${row.number} has ${row.cells.length} values where the header has ${header.cells.length} columns.`)
    const rateDate = ecbDate(row.cells[0]!)
    if (!rateDate) return refuse('date', row.number, `"${row.cells[0]}" on line ${row.number} is not a date such as 27 November 2026 or 2026-11-27.`)
    if (seenDates.has(rateDate)) return refuse('duplicate_date', row.number, `${rateDate} appears twice (again on line ${row.number}).`)
    seenDates.add(rateDate)
    for (const [index, quote] of currencies.entries()) {
      const value = row.cells[index + 1]!
      if (value === '' || value.toUpperCase() === 'N/A') continue
      const parsed = parseRate(value)
      if (!parsed.ok) return refuse('rate', row.number, `${quote} on line ${row.number} (${rateDate}): ${parsed.reason}.`)
      rates.push({ rateDate, base: 'EUR', quote, rate: rateText(parsed.rate) })
    }
  }
  return { ok: true, rates }
}
