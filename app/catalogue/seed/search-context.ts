import type { Bilingual } from '~/i18n/bilingual'
import { locales } from '~/i18n/locales'
import { clinics } from './clinics'
import { destinations } from './destinations'
import { services } from './services'
import { specialists } from './specialists'
import type { DestinationSeed, ServiceSeed } from './types'

/*
 * What a patient types mixes a treatment and a place: "lasik bogota". Search
 * needs every word in one document (full-text.server.ts), so each service's
 * document also names where it is offered (destinations, their countries, the
 * clinics of its specialists), and each destination's names the services
 * offered there and its clinics. Names go in both languages ("Mexico City",
 * "Ciudad de México"; "cataract", "cataratas"): a patient may type either on
 * either site. This text goes into the body, so a match on a document's own
 * title still ranks first.
 */

const bothLanguages = (text: Bilingual) => locales.map((locale) => text[locale])

function unique(words: string[]) {
  return [...new Set(words)].join('\n')
}

/** Where a service is offered, and its name in every language. */
export function serviceSearchContext(service: ServiceSeed): string {
  const offeredIn = destinations.filter((destination) => service.destinations.includes(destination.slug))
  const clinicSlugs = specialists.filter((specialist) => service.specialists.includes(specialist.slug)).map((specialist) => specialist.clinic)
  const clinicNames = clinics.filter((clinic) => clinicSlugs.includes(clinic.slug)).map((clinic) => clinic.name)
  return unique([
    ...bothLanguages(service.name),
    ...offeredIn.flatMap((destination) => [...bothLanguages(destination.name), ...bothLanguages(destination.country)]),
    ...clinicNames,
  ])
}

/** What a destination offers (services, clinics), and its names in every language. */
export function destinationSearchContext(destination: DestinationSeed): string {
  const offered = services.filter((service) => service.destinations.includes(destination.slug))
  const clinicNames = clinics.filter((clinic) => clinic.destination === destination.slug).map((clinic) => clinic.name)
  return unique([
    ...bothLanguages(destination.name),
    ...bothLanguages(destination.country),
    ...offered.flatMap((service) => bothLanguages(service.name)),
    ...clinicNames,
  ])
}
