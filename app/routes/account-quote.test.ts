import type { Kysely } from 'kysely'
import { RouterContextProvider } from 'react-router'
import { createTranslator } from 'use-intl'
import { beforeAll, beforeEach, expect, it, vi } from 'vitest'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { sessionContext } from '~/accounts/session-middleware.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import type { Database } from '~/db/schema'
import { requestInfoContext } from '~/http/request-context'
import { requestScopeMiddleware } from '~/http/request-scope.server'
import { localizePath, type Locale } from '~/i18n/locales'
import { catalogues } from '~/i18n/messages.server'
import { startQuote } from '~/quotes/start-quote.server'
import { closeRateLimits } from '~/security/rate-limit.server'
import { conversationFileStore } from '~/storage/file-stores.server'
import { newStorageKey } from '~/storage/file-store.server'
import { staffActionContext } from '../../tests/setup/action-context'
import { consoleForm, consoleStaff } from '../../tests/setup/console-request'
import { documentFiles } from '../../tests/setup/document-files'
import { lasikPlaces, sendTestQuote } from '../../tests/setup/sent-quote'
import { insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { action as careTeamAction } from './account-care-team'
import { loader as pdfLoader } from './account-quote-pdf'
import { loader as attachmentLoader } from './account-quote-request-attachment'
import { loader as requestLoader } from './account-quote-request'
import { action, loader } from './account-quote'
import { loader as listLoader } from './account-quotes'

/*
 * The account's Quotes pages (issue 30) as the browser uses them without
 * JavaScript: the list, a quote (only the patient's own, never a draft), its
 * PDF, the request with its files, and the decisions posted as plain forms —
 * accept under the terms (the plan made, the booking opened at that clinic),
 * decline with a reason, and the refusals that change nothing. The verbs'
 * own rules are tested in app/quotes/quote-flow.test.ts.
 */

const current = vi.hoisted(() => {
  process.env.CONVERSATION_FILES_DIR = `${process.env.TMPDIR ?? '/tmp'}/claravia-quote-route-${process.pid}`
  return { db: undefined as Kysely<Database> | undefined }
})
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const openQuote = consoleForm(loader, '/account/quotes/:id')
const post = consoleForm(action, '/account/quotes/:id')
const openList = consoleForm(listLoader, '/account/quotes')
const openRequest = consoleForm(requestLoader, '/account/quote-requests/:id')
const postToCareTeam = consoleForm(careTeamAction, '/account/care-team')

type QuotePage = Awaited<ReturnType<typeof loader>>
type Failure = { result: { error: Record<string, string[] | null> } }

function translate(message: string, locale: Locale) {
  const [key = '', query = ''] = message.split('?')
  const t = createTranslator({ locale, messages: catalogues[locale] }) as unknown as (key: string, values?: Record<string, unknown>) => string
  return t(
    key,
    Object.fromEntries([...new URLSearchParams(query)].map(([name, value]) => [name, Number.isNaN(Number(value)) ? value : Number(value)])),
  )
}

/** A resource route's loader as React Router calls it on a GET: its Response, or what it threw. */
async function download(
  routeLoader: (args: never) => unknown,
  pattern: string,
  who: { session: RequestSession },
  params: Record<string, string>,
  locale: Locale = 'en',
) {
  const url = new URL(
    localizePath(
      pattern.replace(/:(\w+)/g, (_, name: string) => params[name]!),
      locale,
    ),
    'http://localhost',
  )
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', requestId: 'download-test', ip: '192.0.2.1' })
  context.set(sessionContext, who.session)
  const args = { request: new Request(url), params, context, url, pattern }
  await requestScopeMiddleware(args as never, async () => new Response())
  try {
    return (await (routeLoader as (args: unknown) => unknown)(args)) as Response
  } catch (thrown) {
    if (thrown instanceof Error) throw thrown
    const status = (thrown as { init?: { status?: number } }).init?.status ?? (thrown instanceof Response ? thrown.status : 500)
    return new Response(null, { status })
  }
}

describeEachDatabase('the account’s quotes', (db) => {
  let places: Awaited<ReturnType<typeof lasikPlaces>>
  let barcelonaSlug: string

  beforeAll(async () => {
    current.db = db()
    await staffConsoleCatalogue(db())
    places = await lasikPlaces(db())
    barcelonaSlug = (await db().selectFrom('clinics').select('slug').where('id', '=', places.barcelona.clinicId).executeTakeFirstOrThrow()).slug
  }, 60_000)

  beforeEach(async () => {
    current.db = db()
    await closeRateLimits()
  })

  /** A patient signed in on the website (cookie session), in `locale`. */
  async function patient(name = 'Marta Ruiz', locale: Locale = 'en') {
    const id = await insertPatient(db(), name)
    await db().updateTable('users').set({ locale }).where('id', '=', id).execute()
    const { token } = await createSession(db(), id, new Date())
    const session: RequestSession = { ...(await resolveSession(db(), token))!, token, via: 'cookie' }
    return { id, session, user: { id, name, email: session.user.email, locale } }
  }

  const quoteRow = (id: number) => db().selectFrom('quotes').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
  const plansOf = (patientId: number) => db().selectFrom('treatments').selectAll().where('user_id', '=', patientId).execute()

  it('the list shows each request with where it stands; a quote past its last day reads as expired', async () => {
    const marta = await patient()
    expect((await openList(marta, {}, {})).data).toEqual({ requests: [] })
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10)
    const fresh = await sendTestQuote(db(), marta.user)
    const lapsed = await sendTestQuote(db(), marta.user, { validUntil: yesterday, now: new Date(Date.now() - 5 * 86_400_000) })
    const { requests } = (await openList(marta, {}, {})).data as Awaited<ReturnType<typeof listLoader>>
    expect(requests.map((request) => [request.id, request.status, request.quote?.id])).toEqual([
      [lapsed.requestId, 'expired', lapsed.quoteId],
      [fresh.requestId, 'sent', fresh.quoteId],
    ])
    // Another patient's requests are not in it.
    const stranger = await patient('Otra Persona')
    expect((await openList(stranger, {}, {})).data).toEqual({ requests: [] })
  })

  it('the patient’s own quote: both options with their figures, the booking of each, open until its last day', async () => {
    const marta = await patient()
    const sent = await sendTestQuote(db(), marta.user)
    const answer = await openQuote(marta, { id: String(sent.quoteId) }, {}, { locale: 'es' })
    expect(answer.status).toBe(200)
    const page = answer.data as QuotePage
    expect(page.state).toBe('open')
    expect(page.daysLeft).toBe(21)
    expect(page.coordinatorName).toBe('Ana Pérez')
    expect(page.quote.options[0]!.specialist).toMatchObject({ name: 'Dr. Marc Ferrer Soler', yearsOfExperience: 14, languages: ['ca', 'es', 'en'] })
    expect(page.quote.patientCurrency).toBe('USD')
    expect(page.quote.options.map((option) => [option.currency, option.rate?.source])).toEqual([
      ['EUR', 'ecb'],
      ['COP', 'manual'],
    ])
    // 1,800.00 EUR × 1.0512 = 1,892.16 USD, line by line; the total adds the lines shown.
    expect(page.quote.options[0]!.figures.lines[0]).toEqual({ clinic: 180000, patient: 189216 })
    expect(page.bookingPaths[sent.optionIds[0]!]).toBe(`/appointments/new?service=lasik&clinic=${barcelonaSlug}`)
    expect(page.confirm).toBeNull()
    // Without JavaScript, "Accept this option" opens its confirmation on the page.
    const confirming = await consoleForm(loader, `/account/quotes/:id?accept=${sent.optionIds[1]}`)(marta, { id: String(sent.quoteId) }, {})
    expect((confirming.data as QuotePage).confirm).toEqual({ kind: 'accept', optionId: sent.optionIds[1] })
  })

  it('another patient’s quote, a draft, a staff member, or an id that is no id: the ordinary 404', async () => {
    const marta = await patient()
    const other = await patient('Otra Persona')
    const sent = await sendTestQuote(db(), marta.user)
    expect((await openQuote(other, { id: String(sent.quoteId) }, {})).status).toBe(404)
    expect((await post(other, { id: String(sent.quoteId) }, { intent: 'decline', version: String(sent.version), reason: '' })).status).toBe(404)
    expect((await quoteRow(sent.quoteId)).status).toBe('sent')
    expect((await openQuote(await consoleStaff(db(), 'coordinator'), { id: String(sent.quoteId) }, {})).status).toBe(404)
    expect((await openQuote(marta, { id: 'abc' }, {})).status).toBe(404)

    // A reissue started by the coordinator is a draft: not the patient's to see yet.
    await post(marta, { id: String(sent.quoteId) }, { intent: 'decline', version: String(sent.version), reason: '' })
    const reissue = await startQuote(staffActionContext(db(), 'coordinator', { id: sent.coordinatorId }), sent.requestId)
    if (!reissue.ok) throw new Error(reissue.code)
    expect((await openQuote(marta, { id: String(reissue.quoteId) }, {})).status).toBe(404)
    expect((await openRequest(other, { id: String(sent.requestId) }, {})).status).toBe(404)
  })

  it('signed out: the sign-in page, which brings the patient back to the quote', async () => {
    expect(await openQuote(null, { id: '7' }, {}, { locale: 'es' })).toMatchObject({
      status: 302,
      location: '/es/sign-in?redirectTo=%2Fes%2Faccount%2Fquotes%2F7',
    })
  })

  it('accepting an option under its terms makes the plan and opens the booking at that clinic, with the toast', async () => {
    const marta = await patient('Marta Ruiz', 'es')
    const sent = await sendTestQuote(db(), marta.user)
    const answer = await post(
      marta,
      { id: String(sent.quoteId) },
      { intent: 'accept', optionId: String(sent.optionIds[0]), version: String(sent.version), terms: 'on' },
      { locale: 'es' },
    )
    expect(answer).toMatchObject({
      status: 303,
      location: `/es/appointments/new?service=lasik&clinic=${barcelonaSlug}`,
      toast: { title: 'Tu plan está listo: elige la hora de tu valoración', color: 'success' },
    })
    const [plan] = await plansOf(marta.id)
    expect(plan).toMatchObject({ clinic_id: places.barcelona.clinicId, specialist_id: places.barcelona.specialistId, status: 'planned' })
    const quote = await quoteRow(sent.quoteId)
    expect(quote).toMatchObject({
      status: 'accepted',
      accepted_option_id: sent.optionIds[0],
      treatment_id: plan!.id,
      terms_version: expect.any(String),
    })
    expect(quote.decided_at).not.toBeNull()

    const page = (await openQuote(marta, { id: String(sent.quoteId) }, {}, { locale: 'es' })).data as QuotePage
    expect(page.state).toBe('accepted')
    expect(page.quote.treatmentId).toBe(plan!.id)
    // Accepted is final: a second accept changes nothing.
    const again = await post(
      marta,
      { id: String(sent.quoteId) },
      { intent: 'accept', optionId: String(sent.optionIds[1]), version: String(page.quote.version), terms: 'on' },
    )
    expect(again.status).toBe(409)
    expect(translate((again.data as Failure).result.error['']![0]!, 'en')).toMatch(/^This quote is no longer open/)
    expect(await plansOf(marta.id)).toHaveLength(1)

    // Until the assessment is booked the page offers its booking; once it is, only the plan.
    expect(page.bookingPaths[sent.optionIds[0]!]).toBe(`/appointments/new?service=lasik&clinic=${barcelonaSlug}`)
    const startsAt = new Date(Date.now() + 10 * 86_400_000).toISOString()
    const { id: appointmentId } = await db()
      .insertInto('appointments')
      .values({
        user_id: marta.id,
        treatment_id: plan!.id,
        service_id: plan!.service_id,
        clinic_id: plan!.clinic_id,
        kind: 'assessment',
        status: 'confirmed',
        starts_at: startsAt,
        ends_at: startsAt,
        created_at: startsAt,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    await db()
      .updateTable('treatment_steps')
      .set({ appointment_id: appointmentId, status: 'upcoming' })
      .where('treatment_id', '=', plan!.id)
      .where('kind', '=', 'assessment')
      .execute()
    const booked = (await openQuote(marta, { id: String(sent.quoteId) }, {}, { locale: 'es' })).data as QuotePage
    expect(booked.bookingPaths).toEqual({})
  })

  it('an accept without the terms box ticked: 400 with the message by the box, and nothing changes', async () => {
    const marta = await patient()
    const sent = await sendTestQuote(db(), marta.user)
    const answer = await post(
      marta,
      { id: String(sent.quoteId) },
      { intent: 'accept', optionId: String(sent.optionIds[0]), version: String(sent.version) },
    )
    expect(answer.status).toBe(400)
    const [message] = (answer.data as Failure).result.error.terms!
    expect(translate(message!, 'en')).toBe('Tick the box to accept the terms: your acceptance is recorded with them.')
    expect(translate(message!, 'es')).toBe('Marca la casilla para aceptar las condiciones: tu aceptación queda registrada con ellas.')
    expect(await quoteRow(sent.quoteId)).toMatchObject({ status: 'sent', version: sent.version, accepted_option_id: null })
    expect(await plansOf(marta.id)).toEqual([])
  })

  it('a stale version or an option of no quote of theirs: refused with its message, nothing changes', async () => {
    const marta = await patient()
    const sent = await sendTestQuote(db(), marta.user)
    const stale = await post(
      marta,
      { id: String(sent.quoteId) },
      { intent: 'accept', optionId: String(sent.optionIds[0]), version: String(sent.version - 1), terms: 'on' },
    )
    expect(stale.status).toBe(409)
    expect(translate((stale.data as Failure).result.error['']![0]!, 'en')).toMatch(/^This quote changed while you were reading it/)
    const unknown = await post(
      marta,
      { id: String(sent.quoteId) },
      { intent: 'accept', optionId: '999999', version: String(sent.version), terms: 'on' },
    )
    expect(unknown.status).toBe(422)
    expect(translate((unknown.data as Failure).result.error['']![0]!, 'es')).toMatch(/^Esa opción no forma parte de este presupuesto/)
    expect(await quoteRow(sent.quoteId)).toMatchObject({ status: 'sent', version: sent.version })
    expect(await plansOf(marta.id)).toEqual([])
  })

  it('declining with a reason: back to the quote with the toast, the reason kept; a reason too long is refused', async () => {
    const marta = await patient()
    const sent = await sendTestQuote(db(), marta.user)
    const long = await post(marta, { id: String(sent.quoteId) }, { intent: 'decline', version: String(sent.version), reason: 'x'.repeat(1001) })
    expect(long.status).toBe(400)
    expect(translate((long.data as Failure).result.error.reason![0]!, 'en')).toBe('A reason can have at most 1,000 characters.')
    expect((await quoteRow(sent.quoteId)).status).toBe('sent')

    const answer = await post(
      marta,
      { id: String(sent.quoteId) },
      { intent: 'decline', version: String(sent.version), reason: '  Prefiero esperar al verano.\r\n  ' },
    )
    expect(answer).toMatchObject({
      status: 303,
      location: `/account/quotes/${sent.quoteId}`,
      toast: { title: 'Quote declined. Your care team has been told.', color: 'success' },
    })
    expect(await quoteRow(sent.quoteId)).toMatchObject({ status: 'declined', decline_reason: 'Prefiero esperar al verano.' })
    const page = (await openQuote(marta, { id: String(sent.quoteId) }, {})).data as QuotePage
    expect(page.state).toBe('declined')
    expect(page.quote.declineReason).toBe('Prefiero esperar al verano.')
    // The confirmation no longer opens on a quote that is not open.
    const asked = await consoleForm(loader, `/account/quotes/:id?decline=1`)(marta, { id: String(sent.quoteId) }, {})
    expect((asked.data as QuotePage).confirm).toBeNull()
    expect(await plansOf(marta.id)).toEqual([])
  })

  it('the PDF: the owner’s download (application/pdf, named by the quote only, never cached); anyone else’s 404', async () => {
    const marta = await patient()
    const other = await patient('Otra Persona')
    const sent = await sendTestQuote(db(), marta.user)
    const file = await download(pdfLoader, '/account/quotes/:id/pdf', marta, { id: String(sent.quoteId) }, 'es')
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('application/pdf')
    expect(file.headers.get('Content-Disposition')).toBe(`attachment; filename="claravia-presupuesto-${sent.requestId}-1.pdf"`)
    expect(file.headers.get('Cache-Control')).toBe('private, no-store')
    const bytes = new Uint8Array(await file.arrayBuffer())
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-')
    expect(bytes.byteLength).toBe(Number(file.headers.get('Content-Length')))
    expect((await download(pdfLoader, '/account/quotes/:id/pdf', other, { id: String(sent.quoteId) })).status).toBe(404)
  })

  it('the request as sent, with its file to download again; another patient gets 404 for both', async () => {
    const marta = await patient()
    const other = await patient('Otra Persona')
    const storageKey = newStorageKey()
    await conversationFileStore().put(storageKey, documentFiles.pdf)
    const sent = await sendTestQuote(db(), marta.user, {
      attachments: [{ storageKey, fileName: 'topografia.pdf', contentType: 'application/pdf', byteSize: documentFiles.pdf.byteLength }],
    })
    const page = (await openRequest(marta, { id: String(sent.requestId) }, {})).data as Awaited<ReturnType<typeof requestLoader>>
    expect(page.request).toMatchObject({
      status: 'sent',
      currency: 'USD',
      message: 'I would like to compare Barcelona and Bogotá before deciding.',
      quotes: [{ id: sent.quoteId, number: 1 }],
    })
    const [attachment] = page.request.attachments
    const params = { id: String(sent.requestId), attachmentId: String(attachment!.id) }
    const file = await download(attachmentLoader, '/account/quote-requests/:id/attachments/:attachmentId', marta, params)
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('application/pdf')
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(documentFiles.pdf)
    expect((await download(attachmentLoader, '/account/quote-requests/:id/attachments/:attachmentId', other, params)).status).toBe(404)
  })

  it('“Ask a question” opens the care team with the quote request chosen; a message about it is stored with it, another’s refused', async () => {
    const marta = await patient()
    const other = await patient('Otra Persona')
    const sent = await sendTestQuote(db(), marta.user)
    const theirs = await sendTestQuote(db(), other.user)
    const answer = await postToCareTeam(
      marta,
      {},
      { body: '¿El precio incluye las dos revisiones?', about: `quote-${sent.requestId}` },
      { multipart: true },
    )
    expect(answer.status).toBe(303)
    const stored = await db()
      .selectFrom('care_messages')
      .select(['body', 'quote_request_id'])
      .where('author_id', '=', marta.id)
      .where('body', '=', '¿El precio incluye las dos revisiones?')
      .executeTakeFirstOrThrow()
    expect(stored.quote_request_id).toBe(sent.requestId)
    const refused = await postToCareTeam(marta, {}, { body: 'Hola', about: `quote-${theirs.requestId}` }, { multipart: true })
    expect(refused.status).toBe(404)
    expect((refused.data as Failure).result.error.about).toEqual(['errors.not_found.title'])
  })
})
