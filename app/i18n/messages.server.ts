import { compileCatalogue, compiledTranslator } from './compiled-messages.server'
import type { Locale } from './locales'
import { CONSOLE_NAMESPACES, PATIENT_NAMESPACES, type MessageArea } from './message-areas'
import en from './messages/en.json'
import es from './messages/es.json'

export type Messages = typeof en

/** Server-side catalogues, compiled at start-up; a page receives only its own locale's (see root loader). */
export const catalogues: Record<Locale, Messages> = { en: compileCatalogue(en), es: compileCatalogue(es) }

/** Translations for server code (actions, emails), in the given locale. */
export function serverTranslator(locale: Locale) {
  return compiledTranslator(locale, catalogues[locale])
}

type Catalogue = Record<string, unknown>

function without(catalogue: Catalogue, namespaces: readonly string[]): Catalogue {
  return Object.fromEntries(Object.entries(catalogue).filter(([namespace]) => !namespaces.includes(namespace)))
}

/** The public part keeps, of the console's wording, only the banner a staff member previewing a draft sees on a public page. */
function publicPart(catalogue: Catalogue): Catalogue {
  const { content } = catalogue.console as { content: { preview: unknown } }
  return { ...without(catalogue, [...CONSOLE_NAMESPACES, ...PATIENT_NAMESPACES]), console: { content: { preview: content.preview } } }
}

function parts(catalogue: Messages): Record<MessageArea, Messages> {
  const whole = catalogue as unknown as Catalogue
  return {
    public: publicPart(whole) as Messages,
    patient: { ...publicPart(whole), ...Object.fromEntries(PATIENT_NAMESPACES.map((namespace) => [namespace, whole[namespace]])) } as Messages,
    console: catalogue,
  }
}

/** Each area's part of each catalogue, cut once at start-up (message-areas.ts says who gets what). */
const areaCatalogues: Record<Locale, Record<MessageArea, Messages>> = { en: parts(catalogues.en), es: parts(catalogues.es) }

/** What a page of `area` receives (typed as the whole catalogue: the rest is simply absent). */
export function pageMessages(locale: Locale, area: MessageArea): Messages {
  return areaCatalogues[locale][area]
}
