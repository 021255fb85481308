import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { document } from '../../tests/setup/openapi-contract'
import { startAppServer, type AppServer } from '../../tests/setup/app-server'
import { holdDetails } from '../../tests/setup/booking'
import { staffBearerToken } from '../../tests/setup/staff-api'
import { testedDialects } from '../../tests/setup/test-database'

/*
 * Issue 9 item 16: the OpenAPI document says exactly what the server requires.
 * For every documented operation, through the whole application: leaving out a
 * query parameter or JSON body field the document marks required is refused
 * (400, naming it); leaving out one it marks optional is accepted (no 400).
 */

type Json = Record<string, unknown>
type Operation = { parameters?: { name: string; in: string; required?: boolean }[]; requestBody?: { content?: Record<string, { schema?: Json }> } }
/**
 * withoutAlso: optional fields that other fields make necessary, as the
 * schema's description says (PATCH /v1/me: repeatPassword goes with password;
 * currentPassword with a new email or password); left out together with those.
 */
/** auth: true sends the patient's Bearer token, 'staff' an admin's (two-factor done). */
type Example = { path: string; query?: Record<string, string>; body?: () => Json; auth?: boolean | 'staff'; withoutAlso?: Record<string, string[]> }

const SERVICE = 'comprehensive-eye-exam'
const schemas = (document.components as { schemas: Record<string, Json> }).schemas

/** A body schema's properties and required names (following $ref and allOf). */
function fieldsOf(schema: Json | undefined): { properties: string[]; required: string[] } {
  if (!schema) return { properties: [], required: [] }
  if (typeof schema.$ref === 'string') return fieldsOf(schemas[schema.$ref.split('/').pop()!])
  const parts = ((schema.allOf ?? []) as Json[]).map(fieldsOf)
  return {
    properties: [...Object.keys((schema.properties ?? {}) as Json), ...parts.flatMap((part) => part.properties)],
    required: [...((schema.required ?? []) as string[]), ...parts.flatMap((part) => part.required)],
  }
}

const operations = Object.entries(document.paths as Record<string, Record<string, Operation>>).flatMap(([path, methods]) =>
  Object.entries(methods).map(([method, operation]) => ({ key: `${method.toUpperCase()} ${path}`, method: method.toUpperCase(), operation })),
)

const plan = () => ({ serviceId: 1, clinicId: 1, specialistId: 1, status: 'planned', startedOn: '2030-01-10', endedOn: '2030-02-10' })
const review = {
  overall: 4,
  care: 5,
  communication: null,
  result: null,
  value: null,
  body: 'Atención clara y puntual desde la primera llamada.',
  displayName: 'Lu',
  locale: 'es',
}
const step = () => ({ title: 'Control', scheduledOn: '2030-01-20', status: 'planned', patientNote: 'Ven en ayunas.', internalNote: 'Interno' })

let unique = 0
const fresh = (name: string) => `${name}-${Date.now()}-${++unique}@example.com`

for (const dialect of testedDialects) {
  describe(`every operation's required and optional fields [${dialect}]`, () => {
    let server: AppServer
    let token: string
    let staffToken: string
    let clinic: string
    let slots: string[]
    let appointmentId: number
    const examples: Record<string, Example> = {}

    async function send(method: string, example: Example, query: Record<string, string> | undefined, body: Json | undefined) {
      const url = new URL(example.path, server.origin)
      for (const [name, value] of Object.entries(query ?? {})) url.searchParams.set(name, value)
      const headers: Record<string, string> = { 'Accept-Language': 'en' }
      if (example.auth) headers.Authorization = `Bearer ${example.auth === 'staff' ? staffToken : token}`
      if (body) headers['Content-Type'] = 'application/json'
      const response = await fetch(url, { method, headers, body: body ? JSON.stringify(body) : undefined, redirect: 'manual' })
      const text = await response.text()
      return { status: response.status, problem: (text.startsWith('{') ? JSON.parse(text) : {}) as { errors?: { parameter: string }[] } }
    }

    beforeAll(async () => {
      server = await startAppServer(dialect)
      const signUp = await fetch(`${server.origin}/v1/auth/sign-up`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          name: 'Contract Patient',
          email: 'contract@example.com',
          password: 'Claravia#2026',
          repeatPassword: 'Claravia#2026',
          acceptTerms: true,
        }),
      })
      token = ((await signUp.json()) as { token: string }).token
      staffToken = (await staffBearerToken(server.databaseUrl, 'admin')).token
      const today = new Date().toISOString().slice(0, 10)
      const later = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10)
      const all = (await (await fetch(`${server.origin}/v1/availability?service=${SERVICE}&from=${today}&to=${later}`)).json()) as {
        clinics: { clinic: { slug: string }; days: { slots: { startsAt: string }[] }[] }[]
      }
      clinic = all.clinics[0]!.clinic.slug
      slots = all.clinics[0]!.days.flatMap((day) => day.slots.map((slot) => slot.startsAt))
      const hold = await fetch(`${server.origin}/v1/appointments`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify(holdDetails(SERVICE, clinic, slots[0]!)),
      })
      expect(hold.status).toBe(201)
      appointmentId = ((await hold.json()) as { id: number }).id
      const dates = { from: today, to: later }
      Object.assign(examples, {
        'GET /v1/services': { path: '/v1/services', query: { locale: 'es', q: 'lasik' } },
        'GET /v1/services/{slug}': { path: '/v1/services/lasik', query: { locale: 'es' } },
        'GET /v1/destinations': { path: '/v1/destinations', query: { locale: 'es', q: 'bogota' } },
        'GET /v1/destinations/{slug}': { path: '/v1/destinations/bogota', query: { locale: 'es' } },
        'GET /v1/blog/posts': { path: '/v1/blog/posts', query: { locale: 'es', q: 'cataratas', category: 'patient-stories', page: '1' } },
        'GET /v1/blog/posts/{slug}': { path: '/v1/blog/posts/any', query: { locale: 'es' } },
        'GET /v1/blog/categories': { path: '/v1/blog/categories', query: { locale: 'es' } },
        'GET /v1/faqs': { path: '/v1/faqs', query: { locale: 'es', q: 'vuelo' } },
        'GET /v1/availability': { path: '/v1/availability', query: { locale: 'es', service: SERVICE, clinic, ...dates } },
        'GET /v1/settings': { path: '/v1/settings', query: { setting: 'general.whatsapp_number' } },
        'GET /v1/newsletter/confirm': { path: '/v1/newsletter/confirm', query: { token: 'abcdefghijklmnop', locale: 'es' } },
        'POST /v1/newsletter/confirm': { path: '/v1/newsletter/confirm', query: { token: 'abcdefghijklmnop', locale: 'es' } },
        'GET /v1/newsletter/unsubscribe': { path: '/v1/newsletter/unsubscribe', query: { token: 'abcdefghijklmnop', locale: 'es' } },
        'POST /v1/newsletter/unsubscribe': { path: '/v1/newsletter/unsubscribe', query: { token: 'abcdefghijklmnop', locale: 'es' } },
        'GET /v1/me/treatments': { path: '/v1/me/treatments', query: { locale: 'es' }, auth: true },
        'GET /v1/me/treatments/{id}': { path: '/v1/me/treatments/999999', query: { locale: 'es' }, auth: true },
        'GET /v1/me/appointments': { path: '/v1/me/appointments', query: { locale: 'es' }, auth: true },
        'GET /v1/me/conversation': { path: '/v1/me/conversation', query: { locale: 'es' }, auth: true },
        'POST /v1/me/conversation': { path: '/v1/me/conversation', body: () => ({ body: '¿Puedo volar?', appointmentId }), auth: true },
        'POST /v1/me/conversation/read': { path: '/v1/me/conversation/read', query: { locale: 'es' }, auth: true },
        'POST /v1/auth/sign-up': {
          path: '/v1/auth/sign-up',
          body: () => ({
            name: 'New Patient',
            email: fresh('signup'),
            password: 'Claravia#2026',
            repeatPassword: 'Claravia#2026',
            locale: 'es',
            acceptTerms: true,
          }),
        },
        'POST /v1/auth/sign-in': { path: '/v1/auth/sign-in', body: () => ({ email: 'contract@example.com', password: 'Claravia#2026' }) },
        'POST /v1/auth/password-reset': { path: '/v1/auth/password-reset', body: () => ({ email: fresh('reset') }) },
        'POST /v1/auth/new-password': {
          path: '/v1/auth/new-password',
          body: () => ({ token: 'a'.repeat(43), password: 'Claravia#2026', repeatPassword: 'Claravia#2026' }),
        },
        'PATCH /v1/me': {
          path: '/v1/me',
          auth: true,
          body: () => ({
            name: 'Contract Patient',
            email: 'contract@example.com',
            password: 'Claravia#2027',
            repeatPassword: 'Claravia#2027',
            currentPassword: 'Wrong#2026',
          }),
          withoutAlso: { repeatPassword: ['password'], currentPassword: ['password', 'repeatPassword', 'email'] },
        },
        'POST /v1/appointments': {
          path: '/v1/appointments',
          auth: true,
          body: () => ({ ...holdDetails(SERVICE, clinic, slots[1 + (unique++ % 20)]!), treatment: '', locale: 'es' }),
        },
        'POST /v1/appointments/{id}/payment': {
          path: `/v1/appointments/${appointmentId}/payment`,
          auth: true,
          body: () => ({ number: '4000 0000 0000 0002', expiry: '12/40', cvc: '123', name: 'Ana Pérez' }),
        },
        'POST /v1/appointments/{id}/reschedule': {
          path: `/v1/appointments/${appointmentId}/reschedule`,
          auth: true,
          body: () => ({ startsAt: slots[0]! }),
        },
        'POST /v1/contact': {
          path: '/v1/contact',
          body: () => ({
            name: 'Ana',
            email: fresh('contact'),
            phone: '+57 300 123 4567',
            subject: 'Hola',
            message: 'Una pregunta sobre cataratas.',
            locale: 'es',
            turnstileToken: 'x',
          }),
        },
        'POST /v1/newsletter': { path: '/v1/newsletter', body: () => ({ email: fresh('news'), locale: 'es', turnstileToken: 'x' }) },
        'GET /v1/admin/appointments': {
          path: '/v1/admin/appointments',
          query: { clinicId: '1', serviceId: '1', status: 'confirmed', ...dates, patient: 'ana', after: 'x' },
          auth: 'staff',
        },
        // A patient's token has no second step: 404 once the body is read, which is all this walk needs.
        'POST /v1/auth/two-factor': { path: '/v1/auth/two-factor', body: () => ({ code: '123456' }), auth: true },
        'GET /v1/admin/patients': { path: '/v1/admin/patients', query: { q: 'contract', after: 'x' }, auth: 'staff' },
        // The refund is optional; an appointment id that does not exist is enough to check the body is read.
        'POST /v1/admin/appointments/{id}/cancel': { path: '/v1/admin/appointments/999999/cancel', body: () => ({ refundMinor: 0 }), auth: 'staff' },
        'GET /v1/admin/inbox': { path: '/v1/admin/inbox', query: { status: 'new', assignee: 'anyone', search: 'hola', page: '1' }, auth: 'staff' },
        'POST /v1/admin/inbox/{id}/reply': { path: '/v1/admin/inbox/999999/reply', body: () => ({ body: 'Hola' }), auth: 'staff' },
        'POST /v1/admin/inbox/{id}/status': { path: '/v1/admin/inbox/999999/status', body: () => ({ version: 0, status: 'closed' }), auth: 'staff' },
        'POST /v1/admin/inbox/{id}/assign': { path: '/v1/admin/inbox/999999/assign', body: () => ({ version: 0, assigneeId: null }), auth: 'staff' },
        'POST /v1/admin/staff': {
          path: '/v1/admin/staff',
          body: () => ({ email: fresh('invited'), role: 'coordinator', clinics: [], name: 'Nueva', locale: 'es' }),
          auth: 'staff',
        },
        'POST /v1/admin/staff/{id}/access': {
          path: '/v1/admin/staff/999999/access',
          body: () => ({ role: 'coordinator', clinics: [] }),
          auth: 'staff',
        },
        'GET /v1/admin/audit': { path: '/v1/admin/audit', query: { actor: 'a', action: 'staff.', ...dates, page: '1' }, auth: 'staff' },
        'POST /v1/admin/availability/{clinicId}/hours': {
          path: '/v1/admin/availability/999999/hours',
          body: () => ({ ranges: [{ weekday: 1, opens: '09:00', closes: '17:00' }] }),
          auth: 'staff',
        },
        // A partial day needs both ends: either left out goes with the other.
        'POST /v1/admin/availability/{clinicId}/closures': {
          path: '/v1/admin/availability/999999/closures',
          body: () => ({ date: '2030-01-01', starts: '09:00', ends: '10:00' }),
          auth: 'staff',
          withoutAlso: { starts: ['ends'], ends: ['starts'] },
        },
        'POST /v1/admin/availability/{clinicId}/rules': {
          path: '/v1/admin/availability/999999/rules',
          body: () => ({ places: 1, leadTimeHours: 24, horizonDays: 90 }),
          auth: 'staff',
        },
        // Content writes read their body before the record: kinds and records that do not exist are enough here.
        'GET /v1/admin/content/{kind}': { path: '/v1/admin/content/faq', query: { q: 'visa' }, auth: 'staff' },
        'POST /v1/admin/content/{kind}': { path: '/v1/admin/content/nope', body: () => ({ document: {} }), auth: 'staff' },
        'POST /v1/admin/content/{kind}/{id}': { path: '/v1/admin/content/faq/999999', body: () => ({ version: 0, document: {} }), auth: 'staff' },
        'POST /v1/admin/content/{kind}/{id}/publish': {
          path: '/v1/admin/content/faq/999999/publish',
          body: () => ({ version: 0, document: {} }),
          auth: 'staff',
        },
        'POST /v1/admin/content/{kind}/{id}/schedule': {
          path: '/v1/admin/content/faq/999999/schedule',
          body: () => ({ version: 0, document: {}, publishAt: '2030-01-01T09:00:00+01:00' }),
          auth: 'staff',
        },
        'POST /v1/admin/content/{kind}/{id}/unpublish': {
          path: '/v1/admin/content/faq/999999/unpublish',
          body: () => ({ version: 0 }),
          auth: 'staff',
        },
        'POST /v1/admin/content/{kind}/{id}/revisions/{revisionId}/restore': {
          path: '/v1/admin/content/faq/999999/revisions/1/restore',
          body: () => ({ version: 0 }),
          auth: 'staff',
        },
        // Conversation writes read a JSON body right after the door: a conversation that does not exist is enough here.
        'GET /v1/admin/conversations': {
          path: '/v1/admin/conversations',
          query: { show: 'waiting', clinic: '1', language: 'es', page: '1' },
          auth: 'staff',
        },
        'POST /v1/admin/conversations/{id}/messages': {
          path: '/v1/admin/conversations/999999/messages',
          body: () => ({ body: 'Hola' }),
          auth: 'staff',
        },
        'POST /v1/admin/conversations/{id}/notes': { path: '/v1/admin/conversations/999999/notes', body: () => ({ body: 'Hola' }), auth: 'staff' },
        'POST /v1/admin/conversations/{id}/assign': {
          path: '/v1/admin/conversations/999999/assign',
          body: () => ({ coordinatorId: 1 }),
          auth: 'staff',
        },
        'POST /v1/admin/conversations/{id}/members': { path: '/v1/admin/conversations/999999/members', body: () => ({ userId: 1 }), auth: 'staff' },
        'POST /v1/admin/conversations/{id}/status': {
          path: '/v1/admin/conversations/999999/status',
          body: () => ({ status: 'no_reply_needed' }),
          auth: 'staff',
        },
        // Quotes: a service, a quote and a request that do not exist are enough (the body is read first).
        'GET /v1/me/quotes': { path: '/v1/me/quotes', query: { locale: 'es' }, auth: true },
        'POST /v1/me/quotes': {
          path: '/v1/me/quotes',
          auth: true,
          body: () => ({
            serviceId: 999999,
            destinationIds: [1],
            clinicIds: [1],
            adviseMe: true,
            travelFrom: dates.to,
            travelTo: dates.to,
            country: 'US',
            currency: 'USD',
            answers: [],
            message: 'Hola',
            healthDataConsent: true,
          }),
        },
        'GET /v1/me/quotes/{id}': { path: '/v1/me/quotes/999999', query: { locale: 'es' }, auth: true },
        'GET /v1/me/quotes/{id}/pdf': { path: '/v1/me/quotes/999999/pdf', query: { locale: 'es' }, auth: true },
        'GET /v1/me/quote-requests/{id}': { path: '/v1/me/quote-requests/999999', query: { locale: 'es' }, auth: true },
        'POST /v1/me/quotes/{id}/accept': {
          path: '/v1/me/quotes/999999/accept',
          body: () => ({ optionId: 1, version: 1, termsAccepted: true }),
          auth: true,
        },
        'POST /v1/me/quotes/{id}/decline': { path: '/v1/me/quotes/999999/decline', body: () => ({ version: 1, reason: 'Otra clínica' }), auth: true },
        'GET /v1/admin/quotes': { path: '/v1/admin/quotes', query: { status: 'waiting' }, auth: 'staff' },
        'PUT /v1/admin/quotes/{id}': {
          path: '/v1/admin/quotes/999999',
          body: () => ({ version: 1, note: 'Dos opciones', validUntil: dates.to, options: [] }),
          auth: 'staff',
        },
        'POST /v1/admin/quotes/{id}/send': { path: '/v1/admin/quotes/999999/send', body: () => ({ version: 1 }), auth: 'staff' },
        // Reviews: an appointment and a review that do not exist are enough (the body is read first).
        'GET /v1/reviews': { path: '/v1/reviews', query: { service: SERVICE, locale: 'es', page: '1' } },
        'GET /v1/me/reviews': { path: '/v1/me/reviews', query: { locale: 'es' }, auth: true },
        'POST /v1/me/reviews': { path: '/v1/me/reviews', body: () => ({ ...review, appointmentId: 999999 }), auth: true },
        'PATCH /v1/me/reviews/{id}': { path: '/v1/me/reviews/999999', body: () => ({ ...review, version: 1 }), auth: true },
        'GET /v1/admin/reviews': { path: '/v1/admin/reviews', query: { state: 'replied', page: '1' }, auth: 'staff' },
        'POST /v1/admin/reviews/{id}/reply': { path: '/v1/admin/reviews/999999/reply', body: () => ({ body: 'Gracias', version: 1 }), auth: 'staff' },
        'POST /v1/admin/reviews/{id}/hide': { path: '/v1/admin/reviews/999999/hide', body: () => ({ reason: 'abuse', version: 1 }), auth: 'staff' },
        'POST /v1/admin/reviews/{id}/unhide': { path: '/v1/admin/reviews/999999/unhide', body: () => ({ version: 1 }), auth: 'staff' },
        'GET /v1/admin/calendar': { path: '/v1/admin/calendar', query: { clinicId: '1', date: dates.from, view: 'day' }, auth: 'staff' },
        // Writes read their body right after the door: records that do not exist are enough here.
        'POST /v1/admin/appointments/{id}/move': {
          path: '/v1/admin/appointments/999999/move',
          body: () => ({ startsAt: '2030-01-01T10:00:00Z' }),
          auth: 'staff',
        },
        'POST /v1/admin/appointments/{id}/notes': { path: '/v1/admin/appointments/999999/notes', body: () => ({ note: 'Hola' }), auth: 'staff' },
        'POST /v1/admin/patients/{id}/treatments': { path: '/v1/admin/patients/999999/treatments', body: plan, auth: 'staff' },
        'POST /v1/admin/patients/{id}/treatments/{treatmentId}': { path: '/v1/admin/patients/999999/treatments/1', body: plan, auth: 'staff' },
        'POST /v1/admin/patients/{id}/treatments/{treatmentId}/steps': {
          path: '/v1/admin/patients/999999/treatments/1/steps',
          body: step,
          auth: 'staff',
        },
        'POST /v1/admin/patients/{id}/treatments/{treatmentId}/steps/{stepId}': {
          path: '/v1/admin/patients/999999/treatments/1/steps/1',
          body: step,
          auth: 'staff',
        },
      } satisfies Record<string, Example>)
    }, 120_000)
    afterAll(async () => {
      await server?.close()
    })

    it('every operation with query parameters or a JSON body has an example here', () => {
      const needing = operations.filter(({ operation }) => {
        const query = (operation.parameters ?? []).some((parameter) => parameter.in === 'query')
        return query || fieldsOf(operation.requestBody?.content?.['application/json']?.schema).properties.length > 0
      })
      expect(needing.map(({ key }) => key).filter((key) => !examples[key])).toEqual([])
    })

    it('the untouched examples are accepted', async () => {
      for (const [key, example] of Object.entries(examples)) {
        const { status } = await send(key.split(' ')[0]!, example, example.query, example.body?.())
        expect(status, key).not.toBe(400)
        expect(status, key).toBeLessThan(500)
      }
    })

    it('a query parameter marked required is refused when left out; one marked optional is accepted', async () => {
      const failures: string[] = []
      for (const { key, method, operation } of operations) {
        const example = examples[key]
        for (const parameter of (operation.parameters ?? []).filter((p) => p.in === 'query')) {
          const query = { ...example!.query }
          delete query[parameter.name]
          const { status, problem } = await send(method, example!, query, example!.body?.())
          const named = !problem.errors || problem.errors.some((error) => error.parameter === parameter.name)
          if (parameter.required && !(status === 400 && named)) failures.push(`${key}: required ?${parameter.name} left out → ${status}`)
          if (!parameter.required && (status === 400 || status >= 500)) failures.push(`${key}: optional ?${parameter.name} left out → ${status}`)
        }
      }
      expect(failures).toEqual([])
    })

    it('a JSON body field marked required is refused when left out; one marked optional is accepted', async () => {
      const failures: string[] = []
      for (const { key, method, operation } of operations) {
        const { properties, required } = fieldsOf(operation.requestBody?.content?.['application/json']?.schema)
        for (const field of properties) {
          const body = examples[key]!.body!()
          for (const name of [field, ...(examples[key]!.withoutAlso?.[field] ?? [])]) delete body[name]
          const { status, problem } = await send(method, examples[key]!, examples[key]!.query, body)
          const named = (problem.errors ?? []).some((error) => error.parameter === field || error.parameter.startsWith(`${field}.`))
          if (required.includes(field) && !(status === 400 && named)) failures.push(`${key}: required ${field} left out → ${status}`)
          if (!required.includes(field) && (status === 400 || status >= 500)) failures.push(`${key}: optional ${field} left out → ${status}`)
        }
      }
      expect(failures).toEqual([])
    })

    it('GET /v1/availability without clinic answers for every clinic offering the service, grouped by clinic', async () => {
      const example = examples['GET /v1/availability']!
      const { clinic: _one, ...withoutClinic } = example.query!
      const url = new URL('/v1/availability', server.origin)
      for (const [name, value] of Object.entries(withoutClinic)) url.searchParams.set(name, value)
      const response = await fetch(url)
      expect(response.status).toBe(200)
      const all = (await response.json()) as { service: { slug: string }; clinics: { clinic: { slug: string }; days: unknown[] }[] }
      expect(all.service.slug).toBe(SERVICE)
      expect(all.clinics.length).toBeGreaterThan(1)
      // Each group is what the single-clinic answer says for that clinic.
      const one = await fetch(`${url}&clinic=${all.clinics[1]!.clinic.slug}`)
      const single = (await one.json()) as { clinic: { slug: string }; days: unknown[] }
      expect(all.clinics[1]).toEqual({ clinic: single.clinic, days: single.days })
    })
  })
}
