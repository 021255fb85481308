import { beforeAll, expect, it } from 'vitest'
import { syncCatalogue } from '~/content-editing/seed-sync.server'
import { seedDefaultSettings } from '~/settings/settings.server'
import { document, expectMatches } from '../../tests/setup/openapi-contract'
import { describeEachDatabase } from '../../tests/setup/test-database'
import * as handlers from './handlers.server'

/*
 * Contract tests: every endpoint's responses, successful and failed, are
 * validated against the OpenAPI document served at /v1/openapi.json.
 */

type Case = { path: string; call: (ctx: handlers.ApiContext) => Promise<Response>; status: number; schema: string }

const cases: Case[] = [
  { path: '/v1/services', call: handlers.listServicesHandler, status: 200, schema: 'ServiceList' },
  { path: '/v1/services?locale=es&q=cirugia', call: handlers.listServicesHandler, status: 200, schema: 'ServiceList' },
  { path: '/v1/services?locale=fr', call: handlers.listServicesHandler, status: 400, schema: 'Problem' },
  { path: '/v1/services/lasik?locale=es', call: (c) => handlers.getServiceHandler(c, 'lasik'), status: 200, schema: 'ServiceDetail' },
  { path: '/v1/services/nope', call: (c) => handlers.getServiceHandler(c, 'nope'), status: 404, schema: 'Problem' },
  { path: '/v1/services/Bad_Slug', call: (c) => handlers.getServiceHandler(c, 'Bad_Slug'), status: 404, schema: 'Problem' },
  { path: '/v1/destinations?q=bogota', call: handlers.listDestinationsHandler, status: 200, schema: 'DestinationList' },
  { path: '/v1/destinations/bogota', call: (c) => handlers.getDestinationHandler(c, 'bogota'), status: 200, schema: 'DestinationDetail' },
  { path: '/v1/destinations/atlantis', call: (c) => handlers.getDestinationHandler(c, 'atlantis'), status: 404, schema: 'Problem' },
  { path: '/v1/blog/posts?page=2', call: handlers.listPostsHandler, status: 200, schema: 'PostPage' },
  { path: '/v1/blog/posts?category=patient-stories&locale=es', call: handlers.listPostsHandler, status: 200, schema: 'PostPage' },
  { path: '/v1/blog/posts?page=zero', call: handlers.listPostsHandler, status: 400, schema: 'Problem' },
  { path: '/v1/blog/posts?category=nope', call: handlers.listPostsHandler, status: 404, schema: 'Problem' },
  { path: '/v1/blog/categories?locale=es', call: handlers.listCategoriesHandler, status: 200, schema: 'BlogCategoryList' },
  { path: '/v1/faqs?q=flight', call: handlers.listFaqsHandler, status: 200, schema: 'FaqList' },
  { path: '/v1/faqs?q=' + 'x'.repeat(101), call: handlers.listFaqsHandler, status: 400, schema: 'Problem' },
  {
    path: '/v1/availability?service=lasik&clinic=clinica-vision-andina&from=2026-11-23&to=2026-11-29',
    call: handlers.availabilityHandler,
    status: 200,
    schema: 'Availability',
  },
  {
    path: '/v1/availability?service=lasik&clinic=nowhere&from=2026-11-23&to=2026-11-29',
    call: handlers.availabilityHandler,
    status: 404,
    schema: 'Problem',
  },
  {
    path: '/v1/availability?service=lasik&from=2026-11-23&to=2026-11-29',
    call: handlers.availabilityHandler,
    status: 200,
    schema: 'ServiceAvailability',
  },
  { path: '/v1/availability?service=nothing&from=2026-11-23&to=2026-11-29', call: handlers.availabilityHandler, status: 404, schema: 'Problem' },
  {
    path: '/v1/availability?clinic=clinica-vision-andina&from=2026-11-23&to=2026-11-29',
    call: handlers.availabilityHandler,
    status: 400,
    schema: 'Problem',
  },
  {
    path: '/v1/availability?service=lasik&clinic=clinica-vision-andina&from=2026-11-29&to=2026-11-23',
    call: handlers.availabilityHandler,
    status: 400,
    schema: 'Problem',
  },
  {
    path: '/v1/availability?service=lasik&clinic=clinica-vision-andina&from=2026-11-23&to=2027-11-29',
    call: handlers.availabilityHandler,
    status: 400,
    schema: 'Problem',
  },
]

describeEachDatabase('public API contract', (db) => {
  beforeAll(async () => {
    await seedDefaultSettings(db())
    await syncCatalogue(db())
  }, 60_000)

  it.each(cases)('$path → $status matches $schema', async ({ path, call, status, schema }) => {
    const url = new URL(path, 'http://localhost')
    const response = await call({ db: db(), request: new Request(url), url })
    expect(response.status).toBe(status)
    expect(response.headers.get('Content-Type')).toMatch(status < 400 ? /^application\/json/ : /^application\/problem\+json/)
    expectMatches(schema, await response.json())
  })

  it('a post detail matches, with related posts', async () => {
    const url = new URL('/v1/blog/posts', 'http://localhost')
    const list = (await (await handlers.listPostsHandler({ db: db(), request: new Request(url), url })).json()) as {
      data: { slug: string }[]
    }
    const slug = list.data[0]!.slug
    const detailUrl = new URL(`/v1/blog/posts/${slug}`, 'http://localhost')
    const response = await handlers.getPostHandler({ db: db(), request: new Request(detailUrl), url: detailUrl }, slug)
    expect(response.status).toBe(200)
    expectMatches('PostDetail', await response.json())
  })

  it('searches services by treatment and place (GET /v1/services?q=lasik bogota)', async () => {
    const url = new URL('/v1/services?locale=es&q=lasik%20bogota', 'http://localhost')
    const body = (await (await handlers.listServicesHandler({ db: db(), request: new Request(url), url })).json()) as { data: { slug: string }[] }
    expect(body.data[0]?.slug).toBe('lasik')
  })

  it('answers a matching If-None-Match with 304 and no body', async () => {
    const url = new URL('/v1/services', 'http://localhost')
    const first = await handlers.listServicesHandler({ db: db(), request: new Request(url), url })
    const etag = first.headers.get('ETag')!
    expect(first.headers.get('Cache-Control')).toMatch(/max-age=\d+/)
    const second = await handlers.listServicesHandler({
      db: db(),
      request: new Request(url, { headers: { 'If-None-Match': etag } }),
      url,
    })
    expect(second.status).toBe(304)
    expect(await second.text()).toBe('')
  })
})

it('every documented path is exercised by a contract case', () => {
  const tested = new Set(cases.map((c) => c.path.split('?')[0]!.replace(/\/(lasik|nope|Bad_Slug|bogota|atlantis)$/, '/{slug}')))
  tested.add('/v1/blog/posts/{slug}')
  tested.add('/v1/settings') // covered end to end in tests/e2e/chat.spec.ts
  tested.add('/v1/webhooks/stripe') // covered in app/booking/stripe-webhook.test.ts
  // Covered in account-contract.test.ts:
  for (const path of ['sign-up', 'sign-in', 'sign-out', 'password-reset', 'new-password']) tested.add(`/v1/auth/${path}`)
  tested.add('/v1/auth/two-factor') // covered in app/staff/staff.test.ts
  // Covered in contact-contract.test.ts:
  for (const path of ['/v1/contact', '/v1/newsletter', '/v1/newsletter/confirm', '/v1/newsletter/unsubscribe']) tested.add(path)
  for (const path of ['/v1/me', '/v1/me/treatments', '/v1/me/treatments/{id}', '/v1/me/appointments']) tested.add(path)
  // Covered in booking-contract.test.ts.
  for (const path of ['/v1/appointments', '/v1/appointments/{id}/payment', '/v1/appointments/{id}/cancel', '/v1/appointments/{id}/reschedule'])
    tested.add(path)
  // Covered in admin-contract.test.ts (through the whole application, staff tokens).
  for (const path of ['', '/{id}', '/{id}/complete', '/{id}/no-show', '/{id}/cancel']) tested.add(`/v1/admin/appointments${path}`)
  tested.add('/v1/admin/patients')
  for (const path of ['/today', '/calendar', '/appointments/{id}/move', '/appointments/{id}/notes', '/patients/{id}', '/patients/{id}/treatments'])
    tested.add(`/v1/admin${path}`)
  for (const path of ['', '/steps', '/steps/{stepId}']) tested.add(`/v1/admin/patients/{id}/treatments/{treatmentId}${path}`)
  for (const path of ['', '/{id}', '/{id}/reply', '/{id}/status', '/{id}/assign']) tested.add(`/v1/admin/inbox${path}`)
  for (const path of ['', '/{id}', '/{id}/access', '/{id}/disable', '/{id}/enable', '/{id}/reset-two-factor']) tested.add(`/v1/admin/staff${path}`)
  tested.add('/v1/admin/audit')
  // Covered in admin-content-contract.test.ts.
  for (const path of ['', '/images', '/{kind}', '/{kind}/{id}', '/{kind}/{id}/publish', '/{kind}/{id}/schedule', '/{kind}/{id}/unpublish'])
    tested.add(`/v1/admin/content${path}`)
  for (const path of ['', '/{revisionId}', '/{revisionId}/restore']) tested.add(`/v1/admin/content/{kind}/{id}/revisions${path}`)
  for (const path of ['', '/{documentId}']) tested.add(`/v1/admin/patients/{id}/treatments/{treatmentId}/documents${path}`)
  tested.add('/v1/me/treatments/{id}/documents/{documentId}')
  for (const path of ['', '/hours', '/closures', '/closures/{closureId}', '/rules']) tested.add(`/v1/admin/availability/{clinicId}${path}`)
  // Covered in conversation-contract.test.ts.
  for (const path of ['', '/read', '/attachments/{attachmentId}']) tested.add(`/v1/me/conversation${path}`)
  for (const path of ['', '/{id}', '/{id}/messages', '/{id}/notes', '/{id}/assign', '/{id}/members', '/{id}/status', '/{id}/read'])
    tested.add(`/v1/admin/conversations${path}`)
  tested.add('/v1/admin/conversations/{id}/attachments/{attachmentId}')
  // Covered in quote-contract.test.ts.
  for (const path of ['', '/{id}', '/{id}/pdf', '/{id}/accept', '/{id}/decline']) tested.add(`/v1/me/quotes${path}`)
  tested.add('/v1/me/quote-requests/{id}')
  // Covered in review-contract.test.ts.
  for (const path of ['/v1/reviews', '/v1/me/reviews', '/v1/me/reviews/{id}', '/v1/me/reviews/{id}/withdraw']) tested.add(path)
  // Covered in review-moderation-contract.test.ts.
  for (const path of ['', '/{id}/reply', '/{id}/hide', '/{id}/unhide']) tested.add(`/v1/admin/reviews${path}`)
  for (const path of ['/quotes', '/quotes/{id}', '/quotes/{id}/send', '/quote-requests/{id}', '/quote-requests/{id}/quotes'])
    tested.add(`/v1/admin${path}`)
  expect(Object.keys(document.paths as object).filter((path) => !tested.has(path))).toEqual([])
})
