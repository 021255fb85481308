import { useFormatter } from 'use-intl'

/** A quote's day (YYYY-MM-DD: valid until, a rate's date) in the page's language: "20 December 2026", "20 de diciembre de 2026". */
export function useQuoteDay() {
  const format = useFormatter()
  return (day: string) => format.dateTime(new Date(`${day.slice(0, 10)}T12:00:00Z`), { dateStyle: 'long', timeZone: 'UTC' })
}
