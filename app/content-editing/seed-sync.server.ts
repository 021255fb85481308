import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { createHash } from 'node:crypto'
import { clinicBookingRules, serviceAssessments } from '~/booking/seed/booking-rules'
import { syncBookingRules } from '~/booking/seed/sync.server'
import { blogCategories } from '~/blog/seed/blog-categories'
import { blogPosts } from '~/blog/seed/blog-posts'
import { formatQuoteQuestions } from '~/catalogue/quote-questions'
import { clinics } from '~/catalogue/seed/clinics'
import { destinations } from '~/catalogue/seed/destinations'
import { services } from '~/catalogue/seed/services'
import { specialists } from '~/catalogue/seed/specialists'
import { readingMinutes } from '~/content/markdown.server'
import { company } from '~/content/seed/company'
import { faqs, faqTopics } from '~/content/seed/faqs'
import { legalPages } from '~/content/seed/legal'
import { team } from '~/content/seed/team'
import type { AnyKysely } from '~/db/dialect.server'
import { rebuildSearchIndex } from '~/search/search-index.server'
import { synonymGroups } from '~/search/seed/synonyms'
import type { Bilingual } from '~/i18n/bilingual'
import type { Locale } from '~/i18n/locales'
import { minorUnitsPerUnit } from '~/i18n/money'
import { SETTINGS_REF_ID } from './adapters/pages.server'
import { upsertTranslations } from './adapters/translations.server'
import { bumpContentVersion } from './content-version.server'
import { slugify } from './fields'

/*
 * Brings the content tables in line with the seed content shipped in
 * catalogue/seed, blog/seed, content/seed and search/seed, with a content record for each
 * (which is why it lives beside the editor, not under the site it fills). It
 * runs at start-up and does nothing when the content has not changed since
 * the last run (a hash kept in settings). Records are upserted by slug, so
 * ids, view counts and references from bookings survive. A record staff have
 * edited in the console is never written again (issue 13): the seed fills an
 * empty database and follows its own changes only where nobody has taken
 * over. The search index is rebuilt from the tables, edits included.
 */

const SEED_HASH_KEY = 'catalogue.seed_hash'
const content = {
  destinations,
  clinics,
  specialists,
  services,
  team,
  blogCategories,
  blogPosts,
  faqTopics,
  faqs,
  company,
  legalPages,
  clinicBookingRules,
  serviceAssessments,
  synonymGroups,
}

/**
 * Bumped when what the search index holds changes without the content changing
 * (2: services and destinations name each other; 3: built from the tables,
 * which also gives databases from before content editing their content records;
 * 4: word forms, issue 31),
 * so start-up re-indexes.
 */
const SEARCH_INDEX_VERSION = 4

export function seedHash() {
  return createHash('sha256')
    .update(JSON.stringify({ ...content, searchIndexVersion: SEARCH_INDEX_VERSION }))
    .digest('hex')
}

type Row = Record<string, unknown>

/** The content kinds the seed writes, as the console's content records name them. */
type SeedKind = Exclude<keyof typeof SEED_TABLES, never>

interface SeedTarget {
  id: number
  /** False once staff have edited the record: the seed leaves it as they made it. */
  write: boolean
}

/**
 * Writes one seed record's language-neutral row, unless staff edited it in the
 * console, and makes sure it has its content record (found by its seed key, the
 * slug it was seeded with, so a record staff renamed is still recognised).
 */
async function upsert(db: AnyKysely, kind: SeedKind, slug: string, values: Row, titles: Bilingual): Promise<SeedTarget> {
  const record = await db
    .selectFrom('content_records')
    .select(['ref_id', 'edited'])
    .where('kind', '=', kind)
    .where('seed_key', '=', slug)
    .executeTakeFirst()
  if (record && Number(record.edited) === 1 && record.ref_id !== null) return { id: Number(record.ref_id), write: false }
  const table = SEED_TABLES[kind]
  await db
    .insertInto(table)
    .values({ slug, ...values })
    .onConflict((conflict) => conflict.column('slug').doUpdateSet(values))
    .execute()
  const row = await db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirstOrThrow()
  const id = Number(row.id)
  const now = new Date().toISOString()
  await db
    .insertInto('content_records')
    .values({ kind, ref_id: id, seed_key: slug, status: 'published', title_en: titles.en, title_es: titles.es, updated_at: now })
    .onConflict((conflict) => conflict.columns(['kind', 'seed_key']).doUpdateSet({ ref_id: id, title_en: titles.en, title_es: titles.es }))
    .execute()
  return { id, write: true }
}

const SEED_TABLES = {
  destination: 'destinations',
  clinic: 'clinics',
  specialist: 'specialists',
  service: 'services',
  team_member: 'team_members',
  blog_category: 'blog_categories',
  blog_post: 'blog_posts',
  faq_topic: 'faq_topics',
  faq: 'faqs',
  company_page: 'content_pages',
  legal_page: 'content_pages',
  search_synonym: 'search_synonyms',
}

const sameInBoth = (text: string): Bilingual => ({ en: text, es: text })

const json = (value: unknown) => JSON.stringify(value)

/** Ids by slug, for one table. */
type Ids = Map<string, number>
function idOf(ids: Ids, slug: string, what: string) {
  const id = ids.get(slug)
  if (id === undefined) throw new Error(`Seed content refers to an unknown ${what} "${slug}"`)
  return id
}

async function syncDestinations(db: AnyKysely): Promise<Ids> {
  const ids: Ids = new Map()
  for (const [position, d] of destinations.entries()) {
    const values = {
      country_code: d.countryCode,
      time_zone: d.timeZone,
      currency: d.currency,
      population: d.population,
      population_year: d.populationYear,
      latitude: d.latitude,
      longitude: d.longitude,
      position,
    }
    const target = await upsert(db, 'destination', d.slug, values, d.name)
    ids.set(d.slug, target.id)
    if (!target.write) continue
    await upsertTranslations(db, 'destinations', target.id, (locale) => ({
      slug: d.slug,
      name: d.name[locale],
      country: d.country[locale],
      language: d.language[locale],
      summary: d.summary[locale],
      about: d.about[locale],
      attractions: json(d.attractions.map((a) => ({ name: a.name[locale], description: a.description[locale] }))),
    }))
  }
  return ids
}

/** The seeded clinics, by slug, that the seed still writes (nobody edited them): their prices follow the services. */
type Written = Map<string, number>

/*
 * The seeded clinics and specialists are fictional: each is marked as an
 * example profile (example = 1), which their public pages say; their
 * licence and accreditation numbers are examples too (see the seed files).
 */
async function syncClinicsAndSpecialists(db: AnyKysely, destinationIds: Ids): Promise<{ specialistIds: Ids; clinicsWritten: Written }> {
  const clinicIds: Ids = new Map()
  const clinicsWritten: Written = new Map()
  for (const c of clinics) {
    const values = {
      destination_id: idOf(destinationIds, c.destination, 'destination'),
      name: c.name,
      address: c.address,
      time_zone: c.timeZone,
      languages: json(c.languages),
      accreditations: json(c.accreditations),
      example: 1,
    }
    const target = await upsert(db, 'clinic', c.slug, values, sameInBoth(c.name))
    clinicIds.set(c.slug, target.id)
    if (!target.write) continue
    clinicsWritten.set(c.slug, target.id)
    await upsertTranslations(db, 'clinics', target.id, (locale) => ({
      slug: locale === 'es' ? c.slugEs : c.slug,
      description: c.description[locale],
      getting_there: c.gettingThere[locale],
      equipment: c.equipment[locale].join('\n'),
    }))
  }
  const specialistIds: Ids = new Map()
  for (const s of specialists) {
    const values = {
      clinic_id: idOf(clinicIds, s.clinic, 'clinic'),
      name: s.name,
      languages: json(s.languages),
      years_of_experience: s.yearsOfExperience,
      licence_number: s.licenceNumber,
      licence_body: s.licenceBody,
      procedures_per_year: s.proceduresPerYear,
      example: 1,
    }
    const target = await upsert(db, 'specialist', s.slug, values, sameInBoth(s.name))
    specialistIds.set(s.slug, target.id)
    if (!target.write) continue
    await upsertTranslations(db, 'specialists', target.id, (locale) => ({
      slug: locale === 'es' ? (s.slugEs ?? s.slug) : s.slug,
      title: s.title[locale],
      bio: s.bio[locale],
      education: s.education[locale].join('\n'),
      fellowships: s.fellowships[locale].join('\n'),
    }))
  }
  return { specialistIds, clinicsWritten }
}

/** Each written clinic's prices per treatment, in its currency's minor units (the seed has whole units). */
async function syncClinicPrices(db: AnyKysely, clinicsWritten: Written, serviceIds: Ids) {
  for (const c of clinics) {
    const clinicId = clinicsWritten.get(c.slug)
    if (clinicId === undefined) continue
    const currency = destinations.find((d) => d.slug === c.destination)!.currency
    const perUnit = minorUnitsPerUnit(currency)
    await db.deleteFrom('clinic_treatment_prices').where('clinic_id', '=', clinicId).execute()
    for (const [service, price] of Object.entries(c.prices)) {
      await db
        .insertInto('clinic_treatment_prices')
        .values({
          clinic_id: clinicId,
          service_id: idOf(serviceIds, service, 'service'),
          price_from: price.from * perUnit,
          price_to: price.to * perUnit,
        })
        .execute()
    }
  }
}

async function syncServices(db: AnyKysely, specialistIds: Ids, destinationIds: Ids): Promise<Ids> {
  const serviceIds: Ids = new Map()
  for (const [position, s] of services.entries()) {
    const values = {
      category: s.category,
      icon: s.icon,
      price_from: s.priceFrom,
      price_to: s.priceTo,
      currency: s.currency,
      duration_minutes: s.durationMinutes,
      recovery_days_min: s.recoveryDaysMin,
      recovery_days_max: s.recoveryDaysMax,
      position,
    }
    const target = await upsert(db, 'service', s.slug, values, s.name)
    serviceIds.set(s.slug, target.id)
    if (!target.write) continue
    const id = target.id
    await upsertTranslations(db, 'services', id, (locale) => ({
      slug: s.slug,
      name: s.name[locale],
      summary: s.summary[locale],
      about: s.about[locale],
      requirements: json(s.requirements[locale]),
      results: s.results[locale],
      procedure: json(s.procedure[locale]),
      quote_questions: formatQuoteQuestions(s.quoteQuestions[locale]),
    }))
    await db.deleteFrom('service_specialists').where('service_id', '=', id).execute()
    await db.deleteFrom('service_destinations').where('service_id', '=', id).execute()
    for (const [order, slug] of s.specialists.entries()) {
      await db
        .insertInto('service_specialists')
        .values({ service_id: id, specialist_id: idOf(specialistIds, slug, 'specialist'), position: order })
        .execute()
    }
    for (const [order, slug] of s.destinations.entries()) {
      await db
        .insertInto('service_destinations')
        .values({ service_id: id, destination_id: idOf(destinationIds, slug, 'destination'), position: order })
        .execute()
    }
  }
  return serviceIds
}

async function syncTeamAndBlog(db: AnyKysely) {
  const teamIds: Ids = new Map()
  for (const [position, m] of team.entries()) {
    const target = await upsert(db, 'team_member', m.slug, { name: m.name, position }, sameInBoth(m.name))
    teamIds.set(m.slug, target.id)
    if (target.write) await upsertTranslations(db, 'team_members', target.id, (locale) => ({ role: m.role[locale], bio: m.bio[locale] }))
  }
  const categoryIds: Ids = new Map()
  for (const [position, c] of blogCategories.entries()) {
    const target = await upsert(db, 'blog_category', c.slug, { position }, c.name)
    categoryIds.set(c.slug, target.id)
    if (target.write) {
      await upsertTranslations(db, 'blog_categories', target.id, (locale) => ({ name: c.name[locale], description: c.description[locale] }))
    }
  }
  for (const p of blogPosts) {
    const values = {
      category_id: idOf(categoryIds, p.category, 'blog category'),
      author_id: idOf(teamIds, p.author, 'team member'),
      published_at: p.publishedAt,
    }
    const target = await upsert(db, 'blog_post', p.slug, values, p.title)
    if (!target.write) continue
    await upsertTranslations(db, 'blog_posts', target.id, (locale) => ({
      slug: p.slug,
      title: p.title[locale],
      excerpt: p.excerpt[locale],
      body: p.body[locale],
      reading_minutes: readingMinutes(p.body[locale]),
    }))
  }
}

async function syncFaqs(db: AnyKysely) {
  const topicIds: Ids = new Map()
  for (const [position, t] of faqTopics.entries()) {
    const target = await upsert(db, 'faq_topic', t.slug, { position }, t.name)
    topicIds.set(t.slug, target.id)
    if (target.write) await upsertTranslations(db, 'faq_topics', target.id, (locale) => ({ name: t.name[locale] }))
  }
  for (const [position, f] of faqs.entries()) {
    const target = await upsert(db, 'faq', slugify(f.question.en), { topic_id: idOf(topicIds, f.topic, 'FAQ topic'), position }, f.question)
    if (target.write) await upsertTranslations(db, 'faqs', target.id, (locale) => ({ question: f.question[locale], answer: f.answer[locale] }))
  }
}

async function syncSynonymGroups(db: AnyKysely) {
  for (const [position, group] of synonymGroups.entries()) {
    const target = await upsert(db, 'search_synonym', group.slug, { position, finds: json(group.finds) }, group.name)
    if (target.write) {
      await upsertTranslations(db, 'search_synonyms', target.id, (locale) => ({ name: group.name[locale], words: json(group.words[locale]) }))
    }
  }
}

const SETTINGS_TITLE: Bilingual = { en: 'Site settings', es: 'Ajustes del sitio' }

/** The settings' one content record (the values themselves are seeded by settings.server.ts, never overwritten). */
async function ensureSettingsRecord(db: AnyKysely) {
  await db
    .insertInto('content_records')
    .values({
      kind: 'settings',
      ref_id: SETTINGS_REF_ID,
      seed_key: 'general',
      status: 'published',
      title_en: SETTINGS_TITLE.en,
      title_es: SETTINGS_TITLE.es,
      updated_at: new Date().toISOString(),
    })
    .onConflict((conflict) => conflict.columns(['kind', 'seed_key']).doNothing())
    .execute()
}

const COMPANY_TITLE: Bilingual = { en: 'Our company', es: 'Nuestra empresa' }

async function syncPages(db: AnyKysely) {
  const pick = (value: Bilingual, locale: Locale) => value[locale]
  const company_ = await upsert(db, 'company_page', 'our-company', { updated_at: new Date('2026-11-01').toISOString() }, COMPANY_TITLE)
  if (company_.write) {
    await upsertTranslations(db, 'content_pages', company_.id, (locale) => ({
      title: COMPANY_TITLE[locale],
      body: company.story[locale],
      extras: json({
        vision: pick(company.vision, locale),
        mission: pick(company.mission, locale),
        values: company.values.map((v) => ({ title: v.title[locale], description: v.description[locale], icon: v.icon })),
      }),
    }))
  }
  for (const page of legalPages) {
    const target = await upsert(db, 'legal_page', page.slug, { updated_at: new Date(page.updatedAt).toISOString() }, page.title)
    if (target.write) {
      await upsertTranslations(db, 'content_pages', target.id, (locale) => ({ title: page.title[locale], body: page.body[locale], extras: '{}' }))
    }
  }
}

/** Returns true when the catalogue was (re)written. */
export async function syncCatalogue(db: Kysely<Database>): Promise<boolean> {
  const hash = seedHash()
  const stored = await db.selectFrom('settings').select('value').where('key', '=', SEED_HASH_KEY).executeTakeFirst()
  if (stored?.value === hash) return false
  await db.transaction().execute(async (trx) => {
    const destinationIds = await syncDestinations(trx)
    const { specialistIds, clinicsWritten } = await syncClinicsAndSpecialists(trx, destinationIds)
    const serviceIds = await syncServices(trx, specialistIds, destinationIds)
    await syncClinicPrices(trx, clinicsWritten, serviceIds)
    await syncTeamAndBlog(trx)
    await syncFaqs(trx)
    await syncPages(trx)
    await syncSynonymGroups(trx)
    await syncBookingRules(trx)
    await ensureSettingsRecord(trx)
    await rebuildSearchIndex(trx)
    await bumpContentVersion(trx, new Date())
    const now = new Date().toISOString()
    await trx
      .insertInto('settings')
      .values({ key: SEED_HASH_KEY, value: hash, updated_at: now })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: hash, updated_at: now }))
      .execute()
  })
  return true
}
