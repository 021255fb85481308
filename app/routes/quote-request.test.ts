import fs from 'node:fs'
import type { IncomingMessage } from 'node:http'
import type { Kysely } from 'kysely'
import { RouterContextProvider } from 'react-router'
import { createTranslator } from 'use-intl'
import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import { sessionContext, type RequestSession } from '~/accounts/session-middleware.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { MAX_MESSAGE_FORM_BYTES } from '~/conversations/message-attachments.server'
import type { Database } from '~/db/schema'
import { requestInfoContext } from '~/http/request-context'
import { requestScopeMiddleware } from '~/http/request-scope.server'
import { catalogues } from '~/i18n/messages.server'
import { localizePath, type Locale } from '~/i18n/locales'
import type { QuoteFormFailure } from '~/quotes/quote-request-form'
import { closeRateLimits } from '~/security/rate-limit.server'
import { readFlashToast, type FlashToast } from '~/toast/flash-toast.server'
import { bodyLimit, streamsBody } from '../../server/bounded-body'
import { consoleStaff } from '../../tests/setup/console-request'
import { documentFiles } from '../../tests/setup/document-files'
import { insertStaffMember } from '../../tests/setup/staff-api'
import { insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { action as reviewAction, loader as reviewLoader } from './quote-request-review'
import { action, loader } from './quote-request'

/*
 * "Get a personal quote" (issue 30) as the browser uses it without
 * JavaScript: the form (multipart, its files streaming to the conversations
 * store) sent by a signed-in patient at once, or kept for a visitor as a
 * draft whose token only their cookie holds; bad input answered by the
 * field with the typed values kept and nothing stored; the review page
 * signed out (no answers shown) and signed in; sending and discarding the
 * draft, each clearing the cookie. The verbs' own rules are tested in
 * app/quotes/quote-flow.test.ts.
 */

const current = vi.hoisted(() => {
  // The conversations store of this file: a folder of its own (read once, when the store is first made).
  process.env.CONVERSATION_FILES_DIR = `${process.env.TMPDIR ?? '/tmp'}/claravia-quote-request-route-${process.pid}`
  return { db: undefined as Kysely<Database> | undefined }
})
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

type Who = { session: RequestSession } | null
type Fields = Record<string, string | string[] | File | undefined>

interface Answer {
  status: number
  location: string | null
  cookies: string[]
  toast: FlashToast | null
  data: unknown
}

let requests = 0

/** A page's loader or action called as React Router calls it: the request (with its cookies and languages), the session, the page's language from its path. */
async function call(
  handler: (args: never) => unknown,
  path: string,
  who: Who,
  { locale = 'en', form, cookie, acceptLanguage }: { locale?: Locale; form?: Fields; cookie?: string; acceptLanguage?: string } = {},
): Promise<Answer> {
  const url = new URL(localizePath(path.split('?')[0]!, locale) + (path.includes('?') ? `?${path.split('?')[1]}` : ''), 'http://localhost')
  const headers = new Headers()
  if (cookie) headers.set('Cookie', cookie)
  if (acceptLanguage) headers.set('Accept-Language', acceptLanguage)
  let body: FormData | undefined
  if (form) {
    body = new FormData()
    body.append('csrf', 'csrf-token-of-the-page')
    for (const [name, value] of Object.entries(form))
      for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) body.append(name, one)
  }
  const request = new Request(url, { method: form ? 'POST' : 'GET', headers, body })
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', requestId: `quote-request-test-${++requests}`, ip: `203.0.113.${requests % 250}` })
  context.set(sessionContext, who?.session ?? null)
  const args = { request, context, url, params: {}, pattern: path }
  await requestScopeMiddleware(args as never, async () => new Response())
  let result: unknown
  try {
    result = await handler(args as never)
  } catch (thrown) {
    result = thrown
  }
  if (result instanceof Response) {
    const cookies = result.headers.getSetCookie()
    const toastCookie = cookies.find((line) => line.startsWith('toast='))?.split(';')[0]
    const { toast } = toastCookie ? await readFlashToast(new Request('http://localhost/', { headers: { Cookie: toastCookie } })) : { toast: null }
    return { status: result.status, location: result.headers.get('Location'), cookies, toast, data: undefined }
  }
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    const { data, init } = result as { data: unknown; init: ResponseInit | null }
    return { status: init?.status ?? 200, location: null, cookies: new Headers(init?.headers).getSetCookie(), toast: null, data }
  }
  return { status: 200, location: null, cookies: [], toast: null, data: result }
}

const storedFiles = () => {
  const folder = process.env.CONVERSATION_FILES_DIR!
  return fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()) : []
}

function translate(message: string, locale: Locale) {
  const [key = '', query = ''] = message.split('?')
  const t = createTranslator({ locale, messages: catalogues[locale] }) as unknown as (key: string, values?: Record<string, unknown>) => string
  const values = Object.fromEntries(
    [...new URLSearchParams(query)].map(([name, value]) => [name, Number.isNaN(Number(value)) ? value : Number(value)]),
  )
  return key.includes('.') ? t(key, values) : t(`form.field_error_messages.${key}`, values)
}

/** A day `days` from today (YYYY-MM-DD, UTC), as a date input sends it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)

/** The draft cookie's name=value from a response's Set-Cookie lines. */
const draftCookie = (cookies: string[]) => cookies.find((line) => line.startsWith('quote_request='))?.split(';')[0]

type FormPage = Extract<Awaited<ReturnType<typeof loader>>, { step: 'form' }>
type ServicePage = Extract<Awaited<ReturnType<typeof loader>>, { step: 'service' }>
type ReviewPage = {
  draft: { counts: { answered: number; files: number }; details: unknown; service: { name: string } } | null
  account: { signUp: string; signIn: string }
}

describeEachDatabase('the request for a personal quote', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let lasik: FormPage

  beforeAll(async () => {
    current.db = db()
    ids = await staffConsoleCatalogue(db())
    await insertStaffMember(db(), 'coordinator', [], 'Ana Pérez')
    lasik = (await call(loader, '/quotes/new?service=lasik', null)).data as FormPage
  }, 60_000)

  beforeEach(async () => {
    current.db = db()
    await closeRateLimits()
  })

  async function patient(name = 'Marta Ruiz') {
    const id = await insertPatient(db(), name)
    const { token } = await createSession(db(), id, new Date())
    const session: RequestSession = { ...(await resolveSession(db(), token))!, token, via: 'cookie' }
    return { id, session }
  }

  /** A good form for LASIK: two clinics of its first destination, the next month, from Colombia, every question answered, a prescription. */
  function goodForm(overrides: Fields = {}): Fields {
    const destination = lasik.service.destinations.find((place) => place.clinics.length > 0)!
    return {
      serviceId: String(lasik.service.id),
      clinicIds: destination.clinics.map((clinic) => String(clinic.id)),
      travelFrom: inDays(30),
      travelTo: inDays(45),
      country: 'CO',
      currency: '',
      ...Object.fromEntries(lasik.service.questions.map((_, index) => [`answer.${index}`, index === 0 ? '34' : ''])),
      message: 'Quisiera comparar clínicas.',
      attachments: new File([documentFiles.pdf], 'formula.pdf', { type: 'application/pdf' }),
      healthDataConsent: 'on',
      ...overrides,
    }
  }

  const requestCount = async () =>
    Number(
      (
        await db()
          .selectFrom('quote_requests')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('the form: the treatment’s destinations with their clinics, its questions, the destination asked for ticked, the country from the browser', async () => {
    expect(lasik.service).toMatchObject({ id: ids.lasik, slug: 'lasik', name: 'LASIK' })
    expect(lasik.service.questions.length).toBeGreaterThan(3)
    expect(lasik.service.questions[0]).toBe('How old are you?')
    const bogota = lasik.service.destinations.find((place) => place.clinics.some((clinic) => clinic.id === ids.bogota))!
    expect(bogota).toBeDefined()

    const page = (
      await call(loader, `/quotes/new?service=lasik&destination=${bogota.slug}`, null, { locale: 'es', acceptLanguage: 'es-CO,es;q=0.9' })
    ).data as FormPage
    expect(page.destinationId).toBe(bogota.id)
    expect(page.defaultCountry).toBe('CO')
    expect(page.service.questions[0]).toBe('¿Qué edad tienes?')
    // Names in the page's language, by name.
    expect(page.countries.find((country) => country.code === 'DE')).toMatchObject({ name: 'Alemania', currency: 'EUR' })
    expect(page.countries.map((country) => country.name)).toEqual(
      page.countries.map((country) => country.name).toSorted(new Intl.Collator('es').compare),
    )
    expect(page.currencies.find((currency) => currency.code === 'COP')?.name).toBe('peso colombiano')
    expect(((await call(loader, '/quotes/new?service=lasik', null, { acceptLanguage: 'en' })).data as FormPage).defaultCountry).toBe('')
  })

  it('without a treatment: the treatments to choose (those offered in the destination named); an unknown one is a 404', async () => {
    const all = (await call(loader, '/quotes/new', null)).data as ServicePage
    expect(all.step).toBe('service')
    expect(all.services.map((service) => service.slug)).toContain('lasik')
    const bogota = lasik.service.destinations.find((place) => place.clinics.some((clinic) => clinic.id === ids.bogota))!
    const there = (await call(loader, `/quotes/new?destination=${bogota.slug}`, null)).data as ServicePage
    expect(there.destination).toEqual({ slug: bogota.slug, name: bogota.name })
    expect(there.services.map((service) => service.slug)).toContain('lasik')
    expect(there.services.length).toBeLessThanOrEqual(all.services.length)
    expect((await call(loader, '/quotes/new?service=no-such-treatment', null)).status).toBe(404)
    expect((await call(loader, '/quotes/new?service=Not%20a%20slug', null)).status).toBe(404)
  })

  it('a signed-in patient’s request: stored with its file, in their language, and off to their Quotes with “sent”', async () => {
    const marta = await patient()
    const filesBefore = storedFiles().length
    const answer = await call(action, '/quotes/new?service=lasik', marta, { locale: 'es', form: goodForm() })
    expect(answer).toMatchObject({
      status: 303,
      location: '/es/account/quotes',
      toast: { title: 'Tu solicitud se ha enviado a tu equipo de atención.', color: 'success' },
    })
    expect(draftCookie(answer.cookies)).toBeUndefined()
    const stored = await db().selectFrom('quote_requests').selectAll().where('patient_id', '=', marta.id).executeTakeFirstOrThrow()
    // Colombia, the currency left on "my country's": pesos.
    expect(stored).toMatchObject({ status: 'requested', service_id: ids.lasik, country: 'CO', currency: 'COP', locale: 'es', advise_me: 0 })
    expect(JSON.parse(stored.answers)[0]).toEqual({ question: '¿Qué edad tienes?', answer: '34' })
    const files = await db()
      .selectFrom('quote_request_attachments')
      .select(['file_name', 'content_type'])
      .where('request_id', '=', stored.id)
      .execute()
    expect(files).toEqual([{ file_name: 'formula.pdf', content_type: 'application/pdf' }])
    expect(storedFiles()).toHaveLength(filesBefore + 1)
    const consent = await db().selectFrom('consents').select(['kind', 'user_id']).where('quote_request_id', '=', stored.id).executeTakeFirstOrThrow()
    expect(consent).toEqual({ kind: 'health_data', user_id: marta.id })
  })

  it('a visitor’s request: kept as a draft, its token only in an HttpOnly cookie, and on to the review', async () => {
    const before = await requestCount()
    const answer = await call(action, '/quotes/new?service=lasik', null, { form: goodForm({ currency: 'EUR' }) })
    expect(answer.status).toBe(303)
    expect(answer.location).toBe('/quotes/new/review')
    const line = answer.cookies.find((cookie) => cookie.startsWith('quote_request='))!
    expect(line).toMatch(/^quote_request=[\w-]{43}; Max-Age=86400; Path=\/; HttpOnly; SameSite=Lax$/)
    expect(await requestCount()).toBe(before + 1)
    const draft = await db().selectFrom('quote_requests').selectAll().orderBy('id', 'desc').executeTakeFirstOrThrow()
    expect(draft).toMatchObject({ patient_id: null, status: 'draft', currency: 'EUR' })
    const token = draftCookie(answer.cookies)!.split('=')[1]!
    expect(draft.draft_token_hash).not.toContain(token)
    expect(await db().selectFrom('quote_request_attachments').select('file_name').where('request_id', '=', draft.id).execute()).toEqual([
      { file_name: 'formula.pdf' },
    ])
  })

  it.each([
    ['no place chosen', { clinicIds: undefined }, 'where', 'quotes.request.errors.where'],
    ['a window that ends before it starts', { travelFrom: inDays(40), travelTo: inDays(35) }, 'travelTo', 'quotes.request.errors.window'],
    ['no consent', { healthDataConsent: undefined }, 'healthDataConsent', 'quotes.request.errors.consent'],
    ['no country', { country: '' }, 'country', 'required'],
    ['a window starting yesterday', { travelFrom: inDays(-1) }, 'travelFrom', 'quotes.request.errors.travel.past'],
  ] as const)('%s: 400 (or 422) with the message by its field, the typed values kept, nothing stored', async (_, change, field, key) => {
    const marta = await patient()
    const before = await requestCount()
    const filesBefore = storedFiles().length
    const answer = await call(action, '/quotes/new?service=lasik', marta, { form: goodForm(change) })
    expect([400, 422]).toContain(answer.status)
    const failure = answer.data as QuoteFormFailure
    expect(failure.errors[field]).toBe(key)
    for (const locale of ['en', 'es'] as const) {
      const text = translate(failure.errors[field]!, locale)
      expect(text).not.toMatch(/quotes\.|form\./)
      expect(text.length).toBeGreaterThan(5)
    }
    expect(failure.values).toMatchObject({ message: 'Quisiera comparar clínicas.', answers: expect.arrayContaining(['34']) })
    // The file went back to the browser only as a note: it must be chosen again.
    expect(failure.chooseFilesAgain).toBe(true)
    expect(await requestCount()).toBe(before)
    expect(storedFiles()).toHaveLength(filesBefore)
  })

  it('everything wrong at once: every problem said together, the place and the window’s order too', async () => {
    const answer = await call(action, '/quotes/new?service=lasik', null, {
      form: goodForm({ clinicIds: undefined, travelFrom: inDays(40), travelTo: inDays(35), country: '', healthDataConsent: undefined }),
    })
    expect(answer.status).toBe(400)
    expect((answer.data as QuoteFormFailure).errors).toEqual({
      where: 'quotes.request.errors.where',
      travelTo: 'quotes.request.errors.window',
      country: 'required',
      healthDataConsent: 'quotes.request.errors.consent',
    })
  })

  it('a text file named .pdf: 415 by the file input (its name in the message), the other values kept, nothing stored', async () => {
    const before = await requestCount()
    const filesBefore = storedFiles().length
    const fake = new File([new TextEncoder().encode('My prescription: -2.50 / -0.75 x 180\n')], 'receta.pdf', { type: 'application/pdf' })
    const answer = await call(action, '/quotes/new?service=lasik', null, { locale: 'es', form: goodForm({ attachments: fake }) })
    expect(answer.status).toBe(415)
    const failure = answer.data as QuoteFormFailure
    expect(translate(failure.errors.attachments!, 'es')).toContain('receta.pdf')
    expect(translate(failure.errors.attachments!, 'en')).toBe(
      '“receta.pdf” is not a PDF, JPEG or PNG file (whatever its name says): only those can be attached.',
    )
    expect(failure.values).toMatchObject({ country: 'CO', travelFrom: inDays(30), healthDataConsent: true })
    expect(failure.chooseFilesAgain).toBe(true)
    expect(answer.cookies).toEqual([])
    expect(await requestCount()).toBe(before)
    expect(storedFiles()).toHaveLength(filesBefore)
  })

  it('a staff account is no patient: the page says so, and a post keeps nothing', async () => {
    const coordinator = await consoleStaff(db(), 'coordinator')
    expect(((await call(loader, '/quotes/new?service=lasik', coordinator)).data as FormPage).staff).toBe(true)
    const before = await requestCount()
    const filesBefore = storedFiles().length
    expect((await call(action, '/quotes/new?service=lasik', coordinator, { form: goodForm() })).status).toBe(403)
    expect(await requestCount()).toBe(before)
    expect(storedFiles()).toHaveLength(filesBefore)
  })

  it('the review: signed out, what it is about without the answers and the ways to sign up or in that come back; signed in, everything', async () => {
    const saved = await call(action, '/quotes/new?service=lasik', null, { locale: 'es', form: goodForm() })
    const cookie = draftCookie(saved.cookies)!
    expect(saved.location).toBe('/es/quotes/new/review')

    const visitor = (await call(reviewLoader, '/quotes/new/review', null, { locale: 'es', cookie })).data as ReviewPage
    expect(visitor.draft).toMatchObject({ service: { name: 'LASIK' }, counts: { answered: 1, files: 1 }, details: null })
    expect(JSON.stringify(visitor)).not.toContain('Quisiera comparar')
    expect(visitor.account).toEqual({
      signUp: '/es/sign-up?redirectTo=%2Fes%2Fquotes%2Fnew%2Freview',
      signIn: '/es/sign-in?redirectTo=%2Fes%2Fquotes%2Fnew%2Freview',
    })

    const marta = await patient()
    const signedIn = (await call(reviewLoader, '/quotes/new/review', marta, { locale: 'es', cookie })).data as ReviewPage
    expect(signedIn.draft?.details).toMatchObject({
      answers: expect.arrayContaining([{ question: '¿Qué edad tienes?', answer: '34' }]),
      message: 'Quisiera comparar clínicas.',
      files: [{ fileName: 'formula.pdf', byteSize: documentFiles.pdf.byteLength }],
    })

    // No cookie, or one naming nothing: gone (and the stale cookie is cleared).
    expect(((await call(reviewLoader, '/quotes/new/review', null)).data as ReviewPage).draft).toBeNull()
    const stale = await call(reviewLoader, '/quotes/new/review', null, { cookie: `quote_request=${'x'.repeat(43)}` })
    expect((stale.data as ReviewPage).draft).toBeNull()
    expect(stale.cookies).toEqual(['quote_request=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax'])
  })

  it('sending once signed in: the patient’s request, in their conversation, the cookie cleared; a second send finds it gone', async () => {
    const saved = await call(action, '/quotes/new?service=lasik', null, { form: goodForm() })
    const cookie = draftCookie(saved.cookies)!
    // Signed out, the send button asks to sign in first.
    expect(await call(reviewAction, '/quotes/new/review', null, { cookie, form: { intent: 'send' } })).toMatchObject({
      status: 302,
      location: '/sign-in?redirectTo=%2Fquotes%2Fnew%2Freview',
    })

    const marta = await patient('Lucía Gómez')
    const sent = await call(reviewAction, '/quotes/new/review', marta, { cookie, form: { intent: 'send' } })
    expect(sent).toMatchObject({ status: 303, location: '/account/quotes', toast: { title: 'Your request has been sent to your care team.' } })
    expect(sent.cookies).toContain('quote_request=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax')
    const request = await db().selectFrom('quote_requests').selectAll().where('patient_id', '=', marta.id).executeTakeFirstOrThrow()
    expect(request).toMatchObject({ status: 'requested', draft_token_hash: null })
    const message = await db()
      .selectFrom('care_messages')
      .select(['author_id', 'body'])
      .where('quote_request_id', '=', request.id)
      .executeTakeFirstOrThrow()
    expect(message).toEqual({ author_id: marta.id, body: 'Quisiera comparar clínicas.' })

    // The same cookie again (another tab): the page says the request is gone.
    expect(await call(reviewAction, '/quotes/new/review', marta, { cookie, form: { intent: 'send' } })).toMatchObject({
      status: 303,
      location: '/quotes/new/review',
    })
    expect(((await call(reviewLoader, '/quotes/new/review', marta, { cookie })).data as ReviewPage).draft).toBeNull()
  })

  it('discarding: the draft and its file go, the cookie is cleared, and back to the first step', async () => {
    const filesBefore = storedFiles().length
    const saved = await call(action, '/quotes/new?service=lasik', null, { form: goodForm() })
    const cookie = draftCookie(saved.cookies)!
    expect(storedFiles()).toHaveLength(filesBefore + 1)
    const before = await requestCount()
    const marta = await patient()
    const discarded = await call(reviewAction, '/quotes/new/review', marta, { locale: 'es', cookie, form: { intent: 'discard' } })
    expect(discarded).toMatchObject({ status: 303, location: '/es/quotes/new', toast: { title: 'Tu solicitud se ha descartado.' } })
    expect(discarded.cookies).toContain('quote_request=; Max-Age=0; Path=/; HttpOnly; SameSite=Lax')
    expect(await requestCount()).toBe(before - 1)
    expect(storedFiles()).toHaveLength(filesBefore)
    expect(await db().selectFrom('quote_requests').select('id').where('patient_id', '=', marta.id).execute()).toEqual([])
  })

  it('the form’s body may carry its files (5 of 10 MB), streamed, in both languages and from its script', () => {
    const multipart = { method: 'POST', headers: { 'content-type': 'multipart/form-data; boundary=x' } } as IncomingMessage
    for (const path of ['/quotes/new', '/es/quotes/new', '/quotes/new.data', '/es/quotes/new.data']) {
      expect(bodyLimit(path), path).toBe(MAX_MESSAGE_FORM_BYTES)
      expect(streamsBody(path, multipart), path).toBe(true)
    }
    expect(streamsBody('/quotes/new/review', multipart)).toBe(false)
  })
})
