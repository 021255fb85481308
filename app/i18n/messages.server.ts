import { compileCatalogue, compiledTranslator } from './compiled-messages.server'
import type { Locale } from './locales'
import en from './messages/en.json'
import es from './messages/es.json'

export type Messages = typeof en

/** Server-side catalogues, compiled at start-up; a page receives only its own locale's (see root loader). */
export const catalogues: Record<Locale, Messages> = { en: compileCatalogue(en), es: compileCatalogue(es) }

/** Translations for server code (actions, emails), in the given locale. */
export function serverTranslator(locale: Locale) {
  return compiledTranslator(locale, catalogues[locale])
}
