import { createTranslator } from 'use-intl'
import type { Locale } from './locales'
import en from './messages/en.json'
import es from './messages/es.json'

export type Messages = typeof en

/** Server-side catalogues; a page receives only its own locale's (see root loader). */
export const catalogues: Record<Locale, Messages> = { en, es }

/** Translations for server code (actions, emails), in the given locale. */
export function serverTranslator(locale: Locale) {
  return createTranslator({ locale, messages: catalogues[locale] })
}
