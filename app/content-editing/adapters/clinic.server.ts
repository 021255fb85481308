import type { ContentAdapter } from './adapter'
import { json, number, optionalNumber, parseList, strings, text, texts } from './document-values'
import { freeKey, localized, readTranslations, upsertTranslations, writeRow } from './translations.server'
import { slugify } from '../fields'

/*
 * A clinic: name, address, place and time zone, accreditations, and a
 * description per language. A new clinic starts with booking rules and no
 * opening hours: staff set its hours in Availability before it can be booked.
 */

const NEW_CLINIC_RULES = { places: 1, slot_minutes: 60, lead_time_hours: 24, horizon_days: 90 }

export const clinicAdapter: ContentAdapter = {
  table: 'clinics',
  searchKinds: ['service', 'destination'],

  async read(db, refId) {
    const row = await db.selectFrom('clinics').selectAll().where('id', '=', refId).executeTakeFirst()
    if (!row) return undefined
    const t = await readTranslations(db, 'clinics', refId)
    return {
      name: row.name,
      description: localized(t, (r) => r.description, ''),
      destination: row.destination_id,
      address: row.address,
      timeZone: row.time_zone,
      latitude: row.latitude,
      longitude: row.longitude,
      accreditations: parseList<string>(row.accreditations),
    }
  },

  async write(db, refId, document) {
    const values = {
      name: text(document, 'name'),
      destination_id: number(document, 'destination'),
      address: text(document, 'address'),
      time_zone: text(document, 'timeZone'),
      latitude: optionalNumber(document, 'latitude'),
      longitude: optionalNumber(document, 'longitude'),
      accreditations: json(strings(document, 'accreditations')),
    }
    const id = await writeRow(db, 'clinics', refId, values, async () => ({ slug: await freeKey(db, 'clinics', slugify(values.name)) }))
    // A new clinic can take bookings once it has hours: it starts with the usual rules.
    if (refId === null)
      await db
        .insertInto('clinic_booking_rules')
        .values({ clinic_id: id, ...NEW_CLINIC_RULES })
        .execute()
    await upsertTranslations(db, 'clinics', id, (locale) => ({ description: texts(document, 'description')[locale] }))
    return id
  },
}
