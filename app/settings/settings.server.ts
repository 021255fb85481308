import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'

/** Settings the public may read (GET /v1/settings); anything else stays private. */
export const PUBLIC_SETTING_PREFIX = 'general.'

export const DEFAULT_SETTINGS: Record<string, string> = {
  'general.whatsapp_number': '+57 310 555 0148',
  'general.social_instagram': 'https://www.instagram.com/claravia.health',
  'general.social_facebook': 'https://www.facebook.com/claravia.health',
  'general.social_youtube': 'https://www.youtube.com/@claravia.health',
  'general.social_tiktok': 'https://www.tiktok.com/@claravia.health',
  // The ways to reach us shown on /contact-us.
  'general.contact_phone': '+57 601 555 0190',
  'general.contact_email': 'care@claravia.example',
  'general.address': 'Carrera 7 # 71-21, Torre B, Bogotá, Colombia',
  'general.hours_weekdays': '08:00–18:00',
  'general.hours_saturday': '09:00–13:00',
  // The clinic network's time zone (IANA): its business hours above are read there (working time, issue 29).
  'general.time_zone': 'America/Bogota',
}

/** The contact details of /contact-us, in display order. */
export const CONTACT_SETTINGS = [
  'general.contact_phone',
  'general.whatsapp_number',
  'general.contact_email',
  'general.address',
  'general.hours_weekdays',
  'general.hours_saturday',
] as const

export type ContactDetails = Partial<Record<(typeof CONTACT_SETTINGS)[number], string>>

export async function readContactDetails(db: Kysely<Database>): Promise<ContactDetails> {
  return readSettings(db, [...CONTACT_SETTINGS])
}

/** The social profiles shown in "Follow us", in display order. */
export const SOCIAL_SETTINGS = [
  { key: 'general.social_instagram', network: 'Instagram', icon: 'simple-icons:instagram' },
  { key: 'general.social_facebook', network: 'Facebook', icon: 'simple-icons:facebook' },
  { key: 'general.social_youtube', network: 'YouTube', icon: 'simple-icons:youtube' },
  { key: 'general.social_tiktok', network: 'TikTok', icon: 'simple-icons:tiktok' },
] as const

export async function readSocialLinks(db: Kysely<Database>) {
  const values = await readSettings(
    db,
    SOCIAL_SETTINGS.map((social) => social.key),
  )
  return SOCIAL_SETTINGS.filter((social) => values[social.key]).map((social) => ({
    network: social.network,
    icon: social.icon,
    url: values[social.key]!,
  }))
}

export function isPublicSettingKey(key: string) {
  return key.startsWith(PUBLIC_SETTING_PREFIX) && /^[a-z0-9_.]{1,120}$/.test(key)
}

/** Reads the given keys; keys without a stored value are absent from the result. */
export async function readSettings(db: Kysely<Database>, keys: string[]): Promise<Record<string, string>> {
  if (keys.length === 0) return {}
  const rows = await db.selectFrom('settings').select(['key', 'value']).where('key', 'in', keys).execute()
  return Object.fromEntries(rows.map((row) => [row.key, row.value]))
}

export async function writeSetting(db: Kysely<Database>, key: string, value: string) {
  await db
    .insertInto('settings')
    .values({ key, value, updated_at: new Date().toISOString() })
    .onConflict((conflict) => conflict.column('key').doUpdateSet({ value, updated_at: new Date().toISOString() }))
    .execute()
}

/** Inserts defaults that are missing; never overwrites a value someone changed. */
export async function seedDefaultSettings(db: Kysely<Database>) {
  const now = new Date().toISOString()
  await db
    .insertInto('settings')
    .values(Object.entries(DEFAULT_SETTINGS).map(([key, value]) => ({ key, value, updated_at: now })))
    .onConflict((conflict) => conflict.column('key').doNothing())
    .execute()
}
