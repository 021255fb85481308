import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { withPictures } from '~/media/pictures.server'
import { ratingSummary } from '~/reviews/rating-summary.server'
import type { RatingSummary } from '~/reviews/rating'
import type { PictureData } from '~/ui/content-picture'
import { lines, paragraphs, parseLanguages } from './clinic-profile.server'

/*
 * A specialist's public profile (issue 31): credentials a patient can check,
 * where they practise and what they perform, read in one set of queries.
 * Unknown facts stay empty (or null): the page leaves them out.
 */

export interface SpecialistProfile {
  /** The page's slug in the page's language. */
  slug: string
  /** The specialist's stable key: never changes with an edit. */
  key: string
  name: string
  /** A fictional person shown as an example (the seed's): the page says so. */
  example: boolean
  title: string
  bio: string[]
  yearsOfExperience: number
  proceduresPerYear: number | null
  licenceNumber: string
  licenceBody: string
  education: string[]
  fellowships: string[]
  /** ISO 639-1 codes. */
  languages: string[]
  picture: PictureData | null
  clinic: { slug: string; key: string; name: string; address: string; destinationSlug: string; destinationName: string; country: string }
  /** The treatments they perform, in catalogue order. */
  treatments: { slug: string; key: string; name: string; icon: string }[]
  rating: RatingSummary
}

/** The published specialist (at a published clinic) whose slug in `locale` is `slug`. */
export async function getSpecialistProfile(db: Kysely<Database>, locale: Locale, slug: string): Promise<SpecialistProfile | undefined> {
  const row = await db
    .selectFrom('specialists as s')
    .innerJoin('specialists_translations as t', (join) => join.onRef('t.owner_id', '=', 's.id').on('t.locale', '=', locale))
    .innerJoin('clinics as c', 'c.id', 's.clinic_id')
    .innerJoin('clinics_translations as ct', (join) => join.onRef('ct.owner_id', '=', 'c.id').on('ct.locale', '=', locale))
    .innerJoin('destinations_translations as dt', (join) => join.onRef('dt.owner_id', '=', 'c.destination_id').on('dt.locale', '=', locale))
    .select([
      's.id',
      't.slug',
      's.slug as key',
      's.name',
      's.example',
      't.title',
      't.bio',
      's.years_of_experience as yearsOfExperience',
      's.procedures_per_year as proceduresPerYear',
      's.licence_number as licenceNumber',
      's.licence_body as licenceBody',
      't.education',
      't.fellowships',
      's.languages',
      's.image_id as imageId',
      't.image_alt as imageAlt',
      'ct.slug as clinicSlug',
      'c.slug as clinicKey',
      'c.name as clinicName',
      'c.address as clinicAddress',
      'dt.slug as destinationSlug',
      'dt.name as destinationName',
      'dt.country',
    ])
    .where('t.slug', '=', slug)
    .where('s.published', '=', 1)
    .where('c.published', '=', 1)
    .executeTakeFirst()
  if (!row) return undefined
  const [treatments, [withPicture], rating] = await Promise.all([
    db
      .selectFrom('service_specialists as ss')
      .innerJoin('services as sv', 'sv.id', 'ss.service_id')
      .innerJoin('services_translations as st', (join) => join.onRef('st.owner_id', '=', 'sv.id').on('st.locale', '=', locale))
      .select(['st.slug', 'sv.slug as key', 'st.name', 'sv.icon'])
      .where('ss.specialist_id', '=', row.id)
      .where('sv.published', '=', 1)
      .orderBy('sv.position')
      .execute(),
    withPictures(db, [{ imageId: row.imageId, imageAlt: row.imageAlt }]),
    ratingSummary(db, 'specialist', row.id),
  ])
  return {
    slug: row.slug,
    key: row.key,
    name: row.name,
    example: Number(row.example) === 1,
    title: row.title,
    bio: paragraphs(row.bio),
    yearsOfExperience: row.yearsOfExperience,
    proceduresPerYear: row.proceduresPerYear,
    licenceNumber: row.licenceNumber.trim(),
    licenceBody: row.licenceBody.trim(),
    education: lines(row.education),
    fellowships: lines(row.fellowships),
    languages: parseLanguages(row.languages),
    picture: withPicture!.picture,
    clinic: {
      slug: row.clinicSlug,
      key: row.clinicKey,
      name: row.clinicName,
      address: row.clinicAddress,
      destinationSlug: row.destinationSlug,
      destinationName: row.destinationName,
      country: row.country,
    },
    treatments,
    rating,
  }
}
