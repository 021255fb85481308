import type { Kysely } from 'kysely'
import { listCategories, getPost, listPosts } from '~/blog/blog.server'
import { getAvailability, getServiceAvailability } from '~/booking/availability.server'
import { getDestination, listDestinations } from '~/catalogue/destinations.server'
import { getService, listServices } from '~/catalogue/services.server'
import { listFaqs } from '~/content/faqs.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { movedSlug } from '~/content-editing/moved-slug.server'
import { json, parseQuery } from './respond.server'
import { translatedProblem } from '~/http/problem.server'
import { apiLocale } from '~/http/request-scope.server'
import { AvailabilityQuery, DetailQuery, ListQuery, PostsQuery, SlugParam } from './schemas'

/*
 * The public read API (/v1/…). Each handler: validate the query with the
 * shared schema, call the domain function, answer JSON. Route modules only
 * pass the database, request and URL in.
 */

export interface ApiContext {
  db: Kysely<Database>
  request: Request
  url: URL
}

/** A searchable list endpoint: `?locale&q` → `{ locale, query, data }`. */
function listEndpoint<T>(list: (db: Kysely<Database>, locale: Locale, q: string) => Promise<T[]>) {
  return async ({ db, request, url }: ApiContext) => {
    const query = parseQuery(url, ListQuery, apiLocale(request))
    if (!query.ok) return query.response
    const { locale, q } = query.value
    return json(request, { locale, query: q, data: await list(db, locale, q) })
  }
}

const DETAIL_PATHS = {
  service: ['service', '/v1/services'],
  destination: ['destination', '/v1/destinations'],
  post: ['blog_post', '/v1/blog/posts'],
} as const

/** A detail endpoint by slug: `?locale` → the record; an old or other-language slug → 301 to the current one; else a 404 problem. */
function detailEndpoint<T>(
  what: 'service' | 'destination' | 'post',
  find: (db: Kysely<Database>, locale: Locale, slug: string) => Promise<T | undefined>,
) {
  return async ({ db, request, url }: ApiContext, slug: string | undefined) => {
    const problemLocale = apiLocale(request)
    const query = parseQuery(url, DetailQuery, problemLocale)
    if (!query.ok) return query.response
    const valid = SlugParam.safeParse(slug)
    const found = valid.success ? await find(db, query.value.locale, valid.data) : undefined
    if (found) return json(request, found)
    const [kind, base] = DETAIL_PATHS[what]
    const moved = valid.success ? await movedSlug(db, kind, query.value.locale, valid.data) : undefined
    if (moved) return new Response(null, { status: 301, headers: { Location: `${base}/${moved}${url.search}` } })
    return translatedProblem(404, problemLocale, `errors.api.not_found.${what}`, { values: { slug: String(slug) } })
  }
}

export const listServicesHandler = listEndpoint(listServices)
export const getServiceHandler = detailEndpoint('service', getService)
export const listDestinationsHandler = listEndpoint(listDestinations)
export const getDestinationHandler = detailEndpoint('destination', getDestination)
export const getPostHandler = detailEndpoint('post', getPost)
export const listFaqsHandler = listEndpoint(listFaqs)

export async function listPostsHandler({ db, request, url }: ApiContext) {
  const problemLocale = apiLocale(request)
  const query = parseQuery(url, PostsQuery, problemLocale)
  if (!query.ok) return query.response
  const { locale, q, category, page } = query.value
  if (category && !(await listCategories(db, locale)).some((c) => c.slug === category)) {
    return translatedProblem(404, problemLocale, 'errors.api.not_found.category', { values: { slug: category } })
  }
  const result = await listPosts(db, locale, { category, query: q, page })
  return json(request, {
    locale,
    query: q,
    category: category ?? null,
    page: result.page,
    pageCount: result.pageCount,
    total: result.total,
    data: result.posts,
  })
}

export async function listCategoriesHandler({ db, request, url }: ApiContext) {
  const query = parseQuery(url, DetailQuery, apiLocale(request))
  if (!query.ok) return query.response
  return json(request, { locale: query.value.locale, query: '', data: await listCategories(db, query.value.locale) })
}

export async function availabilityHandler({ db, request, url }: ApiContext) {
  const problemLocale = apiLocale(request)
  const query = parseQuery(url, AvailabilityQuery, problemLocale)
  if (!query.ok) return query.response
  const { locale, service, clinic, from, to } = query.value
  // Without a clinic: every clinic offering the service, grouped by clinic (ServiceAvailability).
  const availability = clinic
    ? await getAvailability(db, { serviceSlug: service, clinicSlug: clinic, from, to, locale })
    : await getServiceAvailability(db, { serviceSlug: service, from, to, locale })
  if (!availability) {
    return clinic
      ? translatedProblem(404, problemLocale, 'errors.api.not_found.availability', { values: { service, clinic } })
      : translatedProblem(404, problemLocale, 'errors.api.not_found.bookable_service', { values: { service } })
  }
  // Availability changes with every booking: never cached.
  return json(request, availability, 'no-store')
}
