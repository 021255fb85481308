import type { Locale } from '~/i18n/locales'

/**
 * The PDF's file name: which quote it is, in the reader's language, and nothing else (no patient's name,
 * no treatment: a file name travels in mail headers and download lists). ASCII only.
 */
export function quotePdfFileName(quote: { requestId: number; number: number }, locale: Locale) {
  return `claravia-${locale === 'es' ? 'presupuesto' : 'quote'}-${quote.requestId}-${quote.number}.pdf`
}
