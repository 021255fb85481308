import type { Kysely } from 'kysely'
import type { ClinicAccreditation, Database } from '~/db/schema'
import { parseAccreditations } from '~/catalogue/clinic-profile.server'
import { minorUnitsPerUnit } from '~/i18n/money'
import { localizePath } from '~/i18n/locales'
import type { ContentAdapter } from './adapter'
import { imageAlt, imageId, joinLines, json, lists, number, optionalNumber, parseList, splitLines, strings, text, texts } from './document-values'
import { freeKey, localized, readTranslations, upsertTranslations, writeRow } from './translations.server'
import { slugify, type RecordValue } from '../fields'

/*
 * A clinic: name, address, place and time zone, and its public profile
 * (issue 31): a page slug, description, how to get there from the airport
 * and its equipment (one item per line) per language, its picture, the
 * languages its staff speak, its accreditations as records, and what it
 * charges per treatment: in the document whole units of its currency (its
 * destination's), in clinic_treatment_prices the currency's minor units.
 * A new clinic starts with booking rules and no opening hours: staff set its
 * hours in Availability before it can be booked.
 */

const NEW_CLINIC_RULES = { places: 1, slot_minutes: 60, lead_time_hours: 24, horizon_days: 90 }

/** Accreditations as the table keeps them (ClinicAccreditation) and as the document has them (blank texts ''). */
function toAccreditations(rows: RecordValue[]): ClinicAccreditation[] {
  return rows.map((row) => ({
    issuer: String(row.issuer ?? ''),
    number: String(row.number ?? ''),
    validUntil: (row.validUntil as string | null) || null,
    registerUrl: (row.registerUrl as string | null) || null,
  }))
}

async function currencyOf(db: Kysely<Database>, destinationId: number) {
  const row = await db.selectFrom('destinations').select('currency').where('id', '=', destinationId).executeTakeFirst()
  return minorUnitsPerUnit(row?.currency ?? 'USD')
}

export const clinicAdapter: ContentAdapter = {
  table: 'clinics',
  searchKinds: ['service', 'destination'],

  async read(db, refId) {
    const row = await db.selectFrom('clinics').selectAll().where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations(db, 'clinics', refId)
    const perUnit = await currencyOf(db, row.destination_id)
    const prices = await db
      .selectFrom('clinic_treatment_prices as p')
      .innerJoin('services as s', 's.id', 'p.service_id')
      .select(['p.service_id', 'p.price_from', 'p.price_to'])
      .where('p.clinic_id', '=', refId)
      .orderBy('s.position')
      .orderBy('s.id')
      .execute()
    return {
      name: row.name,
      slug: localized(t, (r) => r.slug ?? '', ''),
      description: localized(t, (r) => r.description, ''),
      gettingThere: localized(t, (r) => r.getting_there, ''),
      equipment: localized(t, (r) => splitLines(r.equipment), [] as string[]),
      destination: row.destination_id,
      address: row.address,
      timeZone: row.time_zone,
      latitude: row.latitude,
      longitude: row.longitude,
      languages: parseList<string>(row.languages),
      accreditations: parseAccreditations(row.accreditations).map((accreditation): RecordValue => ({ ...accreditation })),
      treatmentPrices: prices.map((price) => ({
        service: price.service_id,
        from: Number(price.price_from) / perUnit,
        to: Number(price.price_to) / perUnit,
      })),
      example: row.example === 1,
      image: row.image_id,
      imageAlt: localized(t, (r) => r.image_alt ?? '', ''),
    }
  },

  async write(db, refId, document) {
    const slug = texts(document, 'slug')
    const values = {
      name: text(document, 'name'),
      destination_id: number(document, 'destination'),
      address: text(document, 'address'),
      time_zone: text(document, 'timeZone'),
      latitude: optionalNumber(document, 'latitude'),
      longitude: optionalNumber(document, 'longitude'),
      languages: json(strings(document, 'languages')),
      accreditations: json(toAccreditations((document.accreditations as RecordValue[] | undefined) ?? [])),
      example: document.example === true ? 1 : 0,
      image_id: imageId(document),
    }
    // The stable key (booking links, map images): set once from the first slug (or the name), never renamed with the pages' slugs.
    const id = await writeRow(db, 'clinics', refId, values, async () => ({ slug: await freeKey(db, 'clinics', slug?.en || slugify(values.name)) }))
    // A new clinic can take bookings once it has hours: it starts with the usual rules.
    if (refId === null)
      await db
        .insertInto('clinic_booking_rules')
        .values({ clinic_id: id, ...NEW_CLINIC_RULES })
        .execute()
    await upsertTranslations(db, 'clinics', id, (locale) => ({
      slug: slug?.[locale] || null,
      description: texts(document, 'description')[locale],
      getting_there: texts(document, 'gettingThere')?.[locale] ?? '',
      equipment: joinLines(lists(document, 'equipment')?.[locale]),
      image_alt: imageAlt(document, locale),
    }))
    const perUnit = await currencyOf(db, values.destination_id)
    const prices = ((document.treatmentPrices as RecordValue[] | undefined) ?? []).map((row) => ({
      clinic_id: id,
      service_id: Number(row.service),
      price_from: Number(row.from) * perUnit,
      price_to: Number(row.to) * perUnit,
    }))
    await db.deleteFrom('clinic_treatment_prices').where('clinic_id', '=', id).execute()
    if (prices.length > 0) await db.insertInto('clinic_treatment_prices').values(prices).execute()
    return id
  },

  publicPath: (document, locale) => localizePath(`/clinics/${texts(document, 'slug')[locale]}`, locale),
}
