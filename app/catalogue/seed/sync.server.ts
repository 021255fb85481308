import { createHash } from 'node:crypto'
import { clinicBookingRules, serviceAssessments } from '~/booking/seed/booking-rules'
import { syncBookingRules } from '~/booking/seed/sync.server'
import { blogCategories } from '~/blog/seed/blog-categories'
import { blogPosts } from '~/blog/seed/blog-posts'
import { readingMinutes } from '~/content/markdown.server'
import { company } from '~/content/seed/company'
import { faqs, faqTopics } from '~/content/seed/faqs'
import { legalPages } from '~/content/seed/legal'
import { team } from '~/content/seed/team'
import type { AnyKysely } from '~/db/dialect.server'
import { replaceSearchDocuments, type SearchDocument } from '~/db/full-text.server'
import type { Bilingual } from '~/i18n/bilingual'
import { locales, type Locale } from '~/i18n/locales'
import { clinics } from './clinics'
import { destinations } from './destinations'
import { destinationSearchContext, serviceSearchContext } from './search-context'
import { services } from './services'
import { specialists } from './specialists'

/*
 * Brings the content tables in line with the seed content shipped in this
 * folder, blog/seed and content/seed. It runs at start-up and does nothing when the content has not
 * changed since the last run (a hash kept in settings). Records are upserted
 * by slug, so ids, view counts and references from bookings survive.
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
}

/**
 * Bumped when what the search index holds changes without the content changing
 * (2: services and destinations name each other), so start-up re-indexes.
 */
const SEARCH_INDEX_VERSION = 2

export function seedHash() {
  return createHash('sha256')
    .update(JSON.stringify({ ...content, searchIndexVersion: SEARCH_INDEX_VERSION }))
    .digest('hex')
}

type Row = Record<string, unknown>

async function upsert(db: AnyKysely, table: string, slug: string, values: Row): Promise<number> {
  await db
    .insertInto(table)
    .values({ slug, ...values })
    .onConflict((conflict) => conflict.column('slug').doUpdateSet(values))
    .execute()
  const row = await db.selectFrom(table).select('id').where('slug', '=', slug).executeTakeFirstOrThrow()
  return Number(row.id)
}

async function translate(db: AnyKysely, table: string, ownerId: number, texts: (locale: Locale) => Row) {
  for (const locale of locales) {
    const values = texts(locale)
    await db
      .insertInto(`${table}_translations`)
      .values({ owner_id: ownerId, locale, ...values })
      .onConflict((conflict) => conflict.columns(['owner_id', 'locale']).doUpdateSet(values))
      .execute()
  }
}

const json = (value: unknown) => JSON.stringify(value)
const slugify = (text: string) =>
  text
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 100)

/** Ids by slug, for one table. */
type Ids = Map<string, number>
function idOf(ids: Ids, slug: string, what: string) {
  const id = ids.get(slug)
  if (id === undefined) throw new Error(`Seed content refers to an unknown ${what} "${slug}"`)
  return id
}

async function syncDestinations(db: AnyKysely, search: SearchDocument[]): Promise<Ids> {
  const ids: Ids = new Map()
  for (const [position, d] of destinations.entries()) {
    const id = await upsert(db, 'destinations', d.slug, {
      country_code: d.countryCode,
      time_zone: d.timeZone,
      currency: d.currency,
      population: d.population,
      population_year: d.populationYear,
      latitude: d.latitude,
      longitude: d.longitude,
      position,
    })
    ids.set(d.slug, id)
    await translate(db, 'destinations', id, (locale) => ({
      name: d.name[locale],
      country: d.country[locale],
      language: d.language[locale],
      summary: d.summary[locale],
      about: d.about[locale],
      attractions: json(d.attractions.map((a) => ({ name: a.name[locale], description: a.description[locale] }))),
    }))
    for (const locale of locales) {
      search.push({
        kind: 'destination',
        refId: id,
        locale,
        title: `${d.name[locale]} ${d.country[locale]}`,
        body: [
          d.summary[locale],
          d.about[locale],
          ...d.attractions.map((a) => `${a.name[locale]} ${a.description[locale]}`),
          destinationSearchContext(d),
        ].join('\n'),
      })
    }
  }
  return ids
}

async function syncClinicsAndSpecialists(db: AnyKysely, destinationIds: Ids): Promise<Ids> {
  const clinicIds: Ids = new Map()
  for (const c of clinics) {
    const id = await upsert(db, 'clinics', c.slug, {
      destination_id: idOf(destinationIds, c.destination, 'destination'),
      name: c.name,
      address: c.address,
      time_zone: c.timeZone,
      accreditations: json(c.accreditations),
    })
    clinicIds.set(c.slug, id)
    await translate(db, 'clinics', id, (locale) => ({ description: c.description[locale] }))
  }
  const specialistIds: Ids = new Map()
  for (const s of specialists) {
    const id = await upsert(db, 'specialists', s.slug, {
      clinic_id: idOf(clinicIds, s.clinic, 'clinic'),
      name: s.name,
      languages: json(s.languages),
      years_of_experience: s.yearsOfExperience,
    })
    specialistIds.set(s.slug, id)
    await translate(db, 'specialists', id, (locale) => ({ title: s.title[locale], bio: s.bio[locale] }))
  }
  return specialistIds
}

async function syncServices(db: AnyKysely, specialistIds: Ids, destinationIds: Ids, search: SearchDocument[]) {
  for (const [position, s] of services.entries()) {
    const id = await upsert(db, 'services', s.slug, {
      category: s.category,
      icon: s.icon,
      price_from: s.priceFrom,
      price_to: s.priceTo,
      currency: s.currency,
      duration_minutes: s.durationMinutes,
      recovery_days_min: s.recoveryDaysMin,
      recovery_days_max: s.recoveryDaysMax,
      position,
    })
    await translate(db, 'services', id, (locale) => ({
      name: s.name[locale],
      summary: s.summary[locale],
      about: s.about[locale],
      requirements: json(s.requirements[locale]),
      results: s.results[locale],
      procedure: json(s.procedure[locale]),
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
    for (const locale of locales) {
      search.push({
        kind: 'service',
        refId: id,
        locale,
        title: s.name[locale],
        body: [
          s.summary[locale],
          s.about[locale],
          ...s.requirements[locale],
          s.results[locale],
          ...s.procedure[locale],
          serviceSearchContext(s),
        ].join('\n'),
      })
    }
  }
}

async function syncTeamAndBlog(db: AnyKysely, search: SearchDocument[]) {
  const teamIds: Ids = new Map()
  for (const [position, m] of team.entries()) {
    const id = await upsert(db, 'team_members', m.slug, { name: m.name, position })
    teamIds.set(m.slug, id)
    await translate(db, 'team_members', id, (locale) => ({ role: m.role[locale], bio: m.bio[locale] }))
  }
  const categoryIds: Ids = new Map()
  for (const [position, c] of blogCategories.entries()) {
    const id = await upsert(db, 'blog_categories', c.slug, { position })
    categoryIds.set(c.slug, id)
    await translate(db, 'blog_categories', id, (locale) => ({ name: c.name[locale], description: c.description[locale] }))
  }
  for (const p of blogPosts) {
    const id = await upsert(db, 'blog_posts', p.slug, {
      category_id: idOf(categoryIds, p.category, 'blog category'),
      author_id: idOf(teamIds, p.author, 'team member'),
      published_at: p.publishedAt,
    })
    await translate(db, 'blog_posts', id, (locale) => ({
      title: p.title[locale],
      excerpt: p.excerpt[locale],
      body: p.body[locale],
      reading_minutes: readingMinutes(p.body[locale]),
    }))
    for (const locale of locales) {
      search.push({ kind: 'blog', refId: id, locale, title: p.title[locale], body: `${p.excerpt[locale]}\n${p.body[locale]}` })
    }
  }
}

async function syncFaqs(db: AnyKysely, search: SearchDocument[]) {
  const topicIds: Ids = new Map()
  for (const [position, t] of faqTopics.entries()) {
    const id = await upsert(db, 'faq_topics', t.slug, { position })
    topicIds.set(t.slug, id)
    await translate(db, 'faq_topics', id, (locale) => ({ name: t.name[locale] }))
  }
  for (const [position, f] of faqs.entries()) {
    const id = await upsert(db, 'faqs', slugify(f.question.en), { topic_id: idOf(topicIds, f.topic, 'FAQ topic'), position })
    await translate(db, 'faqs', id, (locale) => ({ question: f.question[locale], answer: f.answer[locale] }))
    for (const locale of locales) {
      search.push({ kind: 'faq', refId: id, locale, title: f.question[locale], body: f.answer[locale] })
    }
  }
}

async function syncPages(db: AnyKysely) {
  const pick = (value: Bilingual, locale: Locale) => value[locale]
  const companyId = await upsert(db, 'content_pages', 'our-company', { updated_at: new Date('2026-11-01').toISOString() })
  await translate(db, 'content_pages', companyId, (locale) => ({
    title: locale === 'en' ? 'Our company' : 'Nuestra empresa',
    body: company.story[locale],
    extras: json({
      vision: pick(company.vision, locale),
      mission: pick(company.mission, locale),
      values: company.values.map((v) => ({ title: v.title[locale], description: v.description[locale], icon: v.icon })),
    }),
  }))
  for (const page of legalPages) {
    const id = await upsert(db, 'content_pages', page.slug, { updated_at: new Date(page.updatedAt).toISOString() })
    await translate(db, 'content_pages', id, (locale) => ({ title: page.title[locale], body: page.body[locale], extras: '{}' }))
  }
}

/** Returns true when the catalogue was (re)written. */
export async function syncCatalogue(db: AnyKysely): Promise<boolean> {
  const hash = seedHash()
  const stored = await db.selectFrom('settings').select('value').where('key', '=', SEED_HASH_KEY).executeTakeFirst()
  if (stored?.value === hash) return false
  await db.transaction().execute(async (trx) => {
    const search: SearchDocument[] = []
    const destinationIds = await syncDestinations(trx, search)
    const specialistIds = await syncClinicsAndSpecialists(trx, destinationIds)
    await syncServices(trx, specialistIds, destinationIds, search)
    await syncTeamAndBlog(trx, search)
    await syncFaqs(trx, search)
    await syncPages(trx)
    await syncBookingRules(trx)
    await replaceSearchDocuments(trx, ['service', 'destination', 'blog', 'faq'], search)
    const now = new Date().toISOString()
    await trx
      .insertInto('settings')
      .values({ key: SEED_HASH_KEY, value: hash, updated_at: now })
      .onConflict((conflict) => conflict.column('key').doUpdateSet({ value: hash, updated_at: now }))
      .execute()
  })
  return true
}
