import type { Bilingual } from '~/i18n/bilingual'

/*
 * The shape of the catalogue's seed content. Every text a person reads exists
 * in English and Spanish, written natively in each language (not translated
 * word for word). One slug per record, shared by both locales.
 * Markdown fields allow paragraphs, **bold**, lists and links; no HTML.
 */

export interface BilingualList {
  en: string[]
  es: string[]
}

/**
 * One accreditation of a seeded clinic. The scheme and its issuer are real;
 * the clinic is fictional, so the number and the date are examples (the
 * register will not list them). `registerUrl` is the issuer's real public
 * search, or null where the scheme has none (ISO 9001 certificates are issued
 * by many certification bodies, with no one public register).
 */
export interface AccreditationSeed {
  issuer: string
  /** An example number, in the issuer's usual form. */
  number: string
  /** YYYY-MM-DD, an example. */
  validUntil: string
  registerUrl: string | null
}

export interface ClinicSeed {
  slug: string
  /** The Spanish page's slug (the English page uses `slug`): the clinic's name as Spanish speakers write it. */
  slugEs: string
  name: string
  destination: string // DestinationSeed.slug
  address: string
  /** IANA time zone of the clinic, e.g. America/Bogota. */
  timeZone: string
  /** ISO 639-1 codes of the languages its staff speak with patients. */
  languages: string[]
  /** Real accreditation schemes (e.g. JCI, ICONTEC); only where plausible for this kind of clinic. */
  accreditations: AccreditationSeed[]
  description: Bilingual
  /** Plain text, one short paragraph: from the real airport to the clinic, how long and roughly what it costs. */
  gettingThere: Bilingual
  /** Equipment that matters to patients, real platforms, one item per entry; line n in English is line n in Spanish. */
  equipment: BilingualList
  /** What it charges per treatment its specialists perform (ServiceSeed.slug), whole units of its destination's currency. */
  prices: Record<string, { from: number; to: number }>
}

export interface SpecialistSeed {
  slug: string
  /** The Spanish page's slug (the name is the same in both languages, so usually the same slug). */
  slugEs?: string
  name: string // e.g. "Dra. Laura Méndez" — use "Dr."/"Dra." consistently; fictional people
  title: Bilingual // e.g. { en: 'Refractive surgeon', es: 'Cirujana refractiva' }
  clinic: string // ClinicSeed.slug
  languages: string[] // ISO 639-1 codes spoken, e.g. ['es', 'en']
  yearsOfExperience: number
  bio: Bilingual // 2–3 sentences
  /** An example number in the real issuing body's form (the person is fictional: no register lists it). */
  licenceNumber: string
  /** The real body that issues such licences, e.g. "ReTHUS, Ministerio de Salud y Protección Social". */
  licenceBody: string
  /** Surgeons: a plausible yearly count; null for non-surgical practice. */
  proceduresPerYear: number | null
  /** Degrees and residencies, one per entry, line n in English is line n in Spanish. */
  education: BilingualList
  fellowships: BilingualList
}

export interface ServiceSeed {
  slug: string // English, kebab-case, e.g. 'lasik'
  category: 'eye' | 'other'
  /** An icon name from app/ui/icon/icons.json, e.g. 'lucide:eye'. */
  icon: string
  name: Bilingual
  summary: Bilingual // one sentence for cards and meta descriptions (≤ 160 chars)
  about: Bilingual // markdown, 2–4 paragraphs: what it is, who it is for
  requirements: BilingualList // candidate criteria, 4–7 items
  results: Bilingual // markdown, 1–3 paragraphs: realistic outcomes, honest about risks
  procedure: BilingualList // ordered steps of the day of treatment and recovery, 4–8 items
  /** What a request for a personal quote asks (issue 30): at most 12, line n in English is line n in Spanish. */
  quoteQuestions: BilingualList
  /** Indicative price range for the treatment abroad, whole units of currency. */
  priceFrom: number
  priceTo: number
  currency: string // ISO 4217, e.g. 'USD'
  /** Time in the operating/treatment room, minutes. */
  durationMinutes: number
  /** Typical recovery before normal activities, days. */
  recoveryDaysMin: number
  recoveryDaysMax: number
  specialists: string[] // SpecialistSeed.slug
  destinations: string[] // DestinationSeed.slug
}

export interface AttractionSeed {
  name: Bilingual
  description: Bilingual // one or two sentences
}

export interface DestinationSeed {
  slug: string // e.g. 'bogota'
  name: Bilingual // e.g. { en: 'Bogotá', es: 'Bogotá' }
  country: Bilingual
  countryCode: string // ISO 3166-1 alpha-2, e.g. 'CO'
  language: Bilingual // main language, e.g. { en: 'Spanish', es: 'Español' }
  timeZone: string // IANA, e.g. 'America/Bogota'
  currency: string // ISO 4217, e.g. 'COP'
  population: number // city proper, latest official figure
  populationYear: number
  latitude: number
  longitude: number
  summary: Bilingual // one sentence (≤ 160 chars)
  about: Bilingual // markdown, 2–3 paragraphs: why patients come, climate, getting there
  attractions: AttractionSeed[] // 3–5
}
