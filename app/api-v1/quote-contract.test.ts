import fs from 'node:fs'
import type { Kysely } from 'kysely'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { quoteQuestions } from '~/catalogue/quote-questions.server'
import { openDatabase } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { closeRateLimits } from '~/security/rate-limit.server'
import * as staffQuote from '~/routes/v1/admin/quote'
import * as staffRequest from '~/routes/v1/admin/quote-request'
import * as staffStart from '~/routes/v1/admin/quote-request-quotes'
import * as staffSend from '~/routes/v1/admin/quote-send'
import * as staffList from '~/routes/v1/admin/quotes'
import * as myQuote from '~/routes/v1/me/quote'
import * as myQuotePdf from '~/routes/v1/me/quote-pdf'
import * as myAccept from '~/routes/v1/me/quote-accept'
import * as myDecline from '~/routes/v1/me/quote-decline'
import * as myRequest from '~/routes/v1/me/quote-request'
import * as myQuotes from '~/routes/v1/me/quotes'
import { startAppServer, type AppServer } from '../../tests/setup/app-server'
import { documentFiles } from '../../tests/setup/document-files'
import { document, expectMatches } from '../../tests/setup/openapi-contract'
import { apiCaller, signedInStaff, staffBearerToken } from '../../tests/setup/staff-api'
import { insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { matching, routeCaller, type RouteCall } from '../../tests/setup/route-call'
import { describeEachDatabase, testedDialects } from '../../tests/setup/test-database'
import { QUOTE_EXAMPLES } from './openapi-quotes.server'

/*
 * Personal quotes in the API (issue 30), called through their route modules
 * as React Router calls them (a Bearer session, the request's language), on
 * each database: a patient asks (JSON, and multipart with a file), a
 * coordinator starts a draft, saves two options (euros in Barcelona, pesos in
 * Bogotá, for a patient who thinks in dollars) and sends it; the patient
 * lists, reads (the figures add up in both currencies) and accepts. Another
 * patient meets none of it; bad input is a problem naming the field and
 * changes nothing. Every answer matches the OpenAPI document, whose examples
 * match it too.
 */

const current = vi.hoisted(() => {
  // The conversations store of this file (a request's files go there): a folder of its own.
  process.env.CONVERSATION_FILES_DIR = `${process.env.TMPDIR ?? '/tmp'}/claravia-quote-contract-${process.pid}`
  return { db: undefined as Kysely<Database> | undefined }
})
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

type Problem = { status: number; title: string; detail: string; errors?: { parameter: string; message: string }[] }
type Amounts = { clinic: number; patient: number | null }
type QuoteOption = {
  id: number
  currency: string
  rate: { rate: string; date: string; source: string } | null
  lines: { kind: string; included: boolean }[]
  figures: { lines: Amounts[]; includedTotal: Amounts; optionalTotal: Amounts; mayChangeMax: Amounts; assessmentFee: Amounts }
}
type Quote = { id: number; requestId: number; status: string; version: number; patientCurrency: string; options: QuoteOption[] }
type Summary = { id: number; status: string; quote: { id: number; status: string } | null }

const storedFiles = () => {
  const folder = process.env.CONVERSATION_FILES_DIR!
  return fs.existsSync(folder) ? fs.readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile()).length : 0
}

const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
const pdf = (name = 'topografia.pdf') => new File([documentFiles.pdf], name, { type: 'application/pdf' })

const call = routeCaller('quote-contract', '10.0.0.2')

/** The parameters a problem names. */
const named = (problem: Problem) => (problem.errors ?? []).map((error) => error.parameter)

/** Each total is the sum of the lines it adds up, in both currencies. */
function expectFiguresAddUp(option: QuoteOption) {
  const sum = (included: boolean, side: 'clinic' | 'patient') =>
    option.figures.lines.filter((_, index) => option.lines[index]!.included === included).reduce((total, line) => total + line[side]!, 0)
  for (const side of ['clinic', 'patient'] as const) {
    expect(option.figures.includedTotal[side], `${option.currency} included, ${side}`).toBe(sum(true, side))
    expect(option.figures.optionalTotal[side], `${option.currency} optional, ${side}`).toBe(sum(false, side))
  }
}

/** The request bodies' and answers' examples of the document match their schemas. */
it('every example of the quotes’ operations matches its schema', () => {
  let checked = 0
  for (const [path, methods] of Object.entries(document.paths as Record<string, Record<string, Record<string, unknown>>>)) {
    if (!/^\/v1\/(me|admin)\/quote/.test(path)) continue
    for (const operation of Object.values(methods)) {
      const bodies = [
        (operation.requestBody as { content?: Record<string, { schema?: { $ref?: string }; example?: unknown }> } | undefined)?.content,
        ...Object.values(
          (operation.responses ?? {}) as Record<string, { content?: Record<string, { schema?: { $ref?: string }; example?: unknown }> }>,
        ).map((response) => response.content),
      ]
      for (const content of bodies)
        for (const media of Object.values(content ?? {}))
          if (media.example !== undefined && media.schema?.$ref) {
            expectMatches(media.schema.$ref.split('/').pop()!, media.example)
            checked += 1
          }
    }
  }
  expect(checked).toBeGreaterThanOrEqual(Object.keys(QUOTE_EXAMPLES).length)
})

describeEachDatabase('personal quotes API contract', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let clinics: { barcelona: number; bogota: number }
  let specialists: { barcelona: number; bogota: number }
  let coordinator: RequestSession

  beforeAll(async () => {
    current.db = db()
    ids = await staffConsoleCatalogue(db())
    const specialist = (slug: string) => db().selectFrom('specialists').select(['id', 'clinic_id']).where('slug', '=', slug).executeTakeFirstOrThrow()
    const [ferrer, rojas] = await Promise.all([specialist('marc-ferrer'), specialist('valentina-rojas')])
    specialists = { barcelona: ferrer.id, bogota: rojas.id }
    clinics = { barcelona: ferrer.clinic_id, bogota: rojas.clinic_id }
    coordinator = (await signedInStaff(db(), 'coordinator')).session
    // Yesterday's reference rates: the ECB's euro in dollars, and pesos per euro entered by an admin.
    const rate = (quote: string, value: string, source: string) => ({
      base_currency: 'EUR',
      quote_currency: quote,
      rate: value,
      rate_date: day(-1),
      source,
      entered_by: null,
      created_at: new Date().toISOString(),
    })
    await db()
      .insertInto('exchange_rates')
      .values([rate('USD', '1.0512', 'ecb'), rate('COP', '4321.55', 'manual')])
      .execute()
  }, 60_000)

  beforeEach(async () => {
    current.db = db()
    await closeRateLimits()
  })

  /** A patient signed in through the API (a Bearer token), in English. */
  async function patient(name = 'Marta Ruiz') {
    const id = await insertPatient(db(), name)
    await db().updateTable('users').set({ locale: 'en' }).where('id', '=', id).execute()
    const { token } = await createSession(db(), id, new Date())
    const session: RequestSession = { ...(await resolveSession(db(), token))!, token, via: 'bearer' }
    return { id, session }
  }

  /** A request for LASIK in Barcelona or Bogotá, in dollars, answering every question of the service. */
  async function requestBody(changes: Record<string, unknown> = {}) {
    const questions = await quoteQuestions(db(), ids.lasik, 'en')
    return {
      serviceId: ids.lasik,
      clinicIds: [clinics.barcelona, clinics.bogota],
      travelFrom: day(60),
      travelTo: day(80),
      country: 'US',
      currency: 'USD',
      answers: questions.map((_, index) => (index === 0 ? '34' : '')),
      message: 'I would like to compare Barcelona and Bogotá.',
      healthDataConsent: true,
      ...changes,
    }
  }

  const line = (kind: string, amountMinor: number, included = true, quantity = 1) => ({ kind, description: '', quantity, amountMinor, included })

  /** Barcelona in euros (cents), Bogotá in pesos (centavos, whole pesos). */
  const options = () => [
    {
      clinicId: clinics.barcelona,
      specialistId: specialists.barcelona,
      notIncluded: 'Flights.',
      mayChange: 'If the assessment shows thin corneas, PRK instead of LASIK.',
      mayChangeMaxMinor: 30000,
      assessmentFeeMinor: 9000,
      lines: [line('surgery', 180000), line('tests', 15000), line('follow_up', 0, true, 2), line('accommodation', 45000, false, 3)],
    },
    {
      clinicId: clinics.bogota,
      specialistId: specialists.bogota,
      mayChangeMaxMinor: 0,
      assessmentFeeMinor: 25000000,
      lines: [line('surgery', 450000000), line('anaesthesia', 35000000), line('transfers', 12000000, false)],
    },
  ]

  const ask = (session: RequestSession | null, extra: Omit<RouteCall, 'session'>) =>
    call(myQuotes.action, '/v1/me/quotes', { session, method: 'POST', ...extra })
  const at = (path: string, id: number) => ({ path: path.replace('{id}', String(id)), params: { id: String(id) } })

  async function requested(session: RequestSession, changes: Record<string, unknown> = {}) {
    return (await matching<{ requestId: number }>(await ask(session, { json: await requestBody(changes) }), 201, 'QuoteRequestCreated')).requestId
  }

  async function start(requestId: number, expected = 201) {
    const path = at('/v1/admin/quote-requests/{id}/quotes', requestId)
    return matching<{ quoteId: number; created: boolean }>(
      await call(staffStart.action, path.path, { session: coordinator, params: path.params, method: 'POST' }),
      expected,
      'QuoteStarted',
    )
  }

  const save = (quoteId: number, json: unknown, headers: Record<string, string> = {}) => {
    const path = at('/v1/admin/quotes/{id}', quoteId)
    return call(staffQuote.action, path.path, { session: coordinator, params: path.params, method: 'PUT', json, headers })
  }

  const send = (quoteId: number, version: number) => {
    const path = at('/v1/admin/quotes/{id}/send', quoteId)
    return call(staffSend.action, path.path, { session: coordinator, params: path.params, method: 'POST', json: { version } })
  }

  const staffView = async (quoteId: number) => {
    const path = at('/v1/admin/quotes/{id}', quoteId)
    return matching<Quote>(await call(staffQuote.loader, path.path, { session: coordinator, params: path.params }), 200, 'Quote')
  }

  /** A request answered with a sent quote of both options: its ids and the quote as sent. */
  async function sentQuote(session: RequestSession, changes: Record<string, unknown> = {}) {
    const requestId = await requested(session, changes)
    const { quoteId } = await start(requestId)
    const saved = await matching<{ version: number }>(
      await save(quoteId, { version: 1, note: 'Two good options.', validUntil: day(20), options: options() }),
      200,
      'QuoteSaved',
    )
    const quote = await matching<Quote>(await send(quoteId, saved.version), 200, 'Quote')
    return { requestId, quoteId, quote }
  }

  const myQuoteAt = (session: RequestSession | null, quoteId: number) => {
    const path = at('/v1/me/quotes/{id}', quoteId)
    return call(myQuote.loader, path.path, { session, params: path.params })
  }
  const myPdfAt = (session: RequestSession | null, quoteId: number, query = '') => {
    const path = at('/v1/me/quotes/{id}/pdf', quoteId)
    return call(myQuotePdf.loader, path.path + query, { session, params: path.params })
  }
  const myRequestAt = (session: RequestSession | null, requestId: number) => {
    const path = at('/v1/me/quote-requests/{id}', requestId)
    return call(myRequest.loader, path.path, { session, params: path.params })
  }
  const accept = (session: RequestSession | null, quoteId: number, json: unknown, headers: Record<string, string> = {}) => {
    const path = at('/v1/me/quotes/{id}/accept', quoteId)
    return call(myAccept.action, path.path, { session, params: path.params, method: 'POST', json, headers })
  }

  it('the whole flow: a patient asks, a coordinator starts, saves two options and sends; the patient lists, reads and accepts', async () => {
    const marta = await patient()
    const requestId = await requested(marta.session)

    const listed = await matching<{ requests: Summary[] }>(
      await call(myQuotes.loader, '/v1/me/quotes', { session: marta.session }),
      200,
      'PatientQuoteRequestList',
    )
    expect(listed.requests).toEqual([expect.objectContaining({ id: requestId, status: 'requested', serviceName: 'LASIK', quote: null })])
    const mine = await matching<Record<string, unknown>>(await myRequestAt(marta.session, requestId), 200, 'PatientQuoteRequest')
    expect(mine).toMatchObject({
      id: requestId,
      status: 'requested',
      service: { id: ids.lasik },
      travelFrom: day(60),
      currency: 'USD',
      message: 'I would like to compare Barcelona and Bogotá.',
      attachments: [],
      quotes: [],
    })
    expect((mine.clinics as { id: number }[]).map((clinic) => clinic.id).sort()).toEqual([clinics.barcelona, clinics.bogota].sort())
    expect((mine.answers as { answer: string }[])[0]).toMatchObject({ question: expect.any(String), answer: '34' })
    expect(mine).not.toHaveProperty('patient')

    // The coordinator finds it waiting, opens it and starts the quote (once: a second start answers the same draft).
    const waiting = await matching<{ requests: { id: number; waitingSince: string | null }[] }>(
      await call(staffList.loader, '/v1/admin/quotes?status=waiting', { session: coordinator }),
      200,
      'StaffQuoteRequestList',
    )
    expect(waiting.requests.find((row) => row.id === requestId)?.waitingSince).toEqual(expect.any(String))
    const detail = at('/v1/admin/quote-requests/{id}', requestId)
    const opened = await matching<Record<string, unknown>>(
      await call(staffRequest.loader, detail.path, { session: coordinator, params: detail.params }),
      200,
      'StaffQuoteRequest',
    )
    expect(opened).toMatchObject({ id: requestId, patient: { id: marta.id }, status: 'requested' })
    const { quoteId, created } = await start(requestId)
    expect(created).toBe(true)
    expect(await start(requestId, 200)).toEqual({ quoteId, created: false })
    const draft = await staffView(quoteId)
    expect(draft).toMatchObject({ id: quoteId, status: 'draft', version: 1, patientCurrency: 'USD', options: [] })
    // The patient sees no draft, nor its PDF.
    await matching(await myQuoteAt(marta.session, quoteId), 404, 'Problem')
    await matching(await myPdfAt(marta.session, quoteId), 404, 'Problem')

    const saved = await matching<{ version: number }>(
      await save(quoteId, { version: 1, note: 'Two good options.', validUntil: day(20), options: options() }),
      200,
      'QuoteSaved',
    )
    expect(saved).toEqual({ version: 2 })
    // A draft converts at the rates it would be sent with today.
    const preview = await staffView(quoteId)
    expect(preview.options.map((option) => [option.currency, option.rate?.date])).toEqual([
      ['EUR', day(-1)],
      ['COP', day(-1)],
    ])
    expect(preview.options[0]!.figures.lines[0]).toEqual({ clinic: 180000, patient: 189216 })

    const sent = await matching<Quote>(await send(quoteId, saved.version), 200, 'Quote')
    expect(sent).toMatchObject({ status: 'sent', version: 3 })
    expect(sent.options.map((option) => [option.currency, option.rate?.rate, option.rate?.source])).toEqual([
      ['EUR', '1.0512', 'ecb'],
      ['COP', expect.stringMatching(/^0\.000243/), expect.stringMatching(/^(ecb\+manual|manual\+ecb)$/)],
    ])
    await matching(await send(quoteId, sent.version), 409, 'Problem')

    // The patient lists it and reads it: amounts in minor units of both currencies, totals that add the lines as shown.
    const after = await matching<{ requests: Summary[] }>(
      await call(myQuotes.loader, '/v1/me/quotes', { session: marta.session }),
      200,
      'PatientQuoteRequestList',
    )
    expect(after.requests[0]).toMatchObject({ id: requestId, status: 'sent', quote: { id: quoteId, status: 'sent' } })
    const quote = await matching<Quote>(await myQuoteAt(marta.session, quoteId), 200, 'Quote')
    expect(quote).toMatchObject({ id: quoteId, requestId, status: 'sent', patientCurrency: 'USD', version: 3 })
    const [barcelona, bogota] = quote.options
    expect(barcelona!.figures.lines[0]).toEqual({ clinic: 180000, patient: 189216 })
    expect(barcelona!.figures.includedTotal).toEqual({ clinic: 195000, patient: 189216 + 15768 })
    expect(barcelona!.figures.assessmentFee).toEqual({ clinic: 9000, patient: 9461 })
    expect(bogota!.figures.includedTotal.clinic).toBe(485000000)
    for (const option of quote.options) expectFiguresAddUp(option)
    // Its PDF, to keep or forward, in the language asked.
    const file = await myPdfAt(marta.session, quoteId, '?locale=es')
    expect(file.status).toBe(200)
    expect(file.headers.get('Content-Type')).toBe('application/pdf')
    expect(file.headers.get('Content-Disposition')).toBe(`attachment; filename="claravia-quote-${requestId}-1.pdf"`)
    expect(file.headers.get('Cache-Control')).toBe('private, no-store')
    expect(new TextDecoder().decode((await file.arrayBuffer()).slice(0, 5))).toBe('%PDF-')

    // Accepting takes the version read, a real option and the terms; refused, nothing changes.
    await matching(await accept(marta.session, quoteId, { optionId: bogota!.id, version: 2, termsAccepted: true }), 409, 'Problem')
    const terms = await matching<Problem>(
      await accept(marta.session, quoteId, { optionId: bogota!.id, version: 3, termsAccepted: false }),
      400,
      'Problem',
    )
    expect(terms.errors).toEqual([{ parameter: 'termsAccepted', message: expect.stringMatching(/terms/) }])
    const unknown = await matching<Problem>(
      await accept(marta.session, quoteId, { optionId: 987_654_321, version: 3, termsAccepted: true }),
      422,
      'Problem',
    )
    expect(named(unknown)).toEqual(['optionId'])
    expect((await db().selectFrom('quotes').select('status').where('id', '=', quoteId).executeTakeFirstOrThrow()).status).toBe('sent')

    const accepted = await matching<{ treatmentId: number; booking: { serviceSlug: string; clinicSlug: string } }>(
      await accept(marta.session, quoteId, { optionId: bogota!.id, version: 3, termsAccepted: true }),
      200,
      'QuoteAccepted',
    )
    expect(accepted.booking).toEqual({ serviceSlug: 'lasik', clinicSlug: 'clinica-vision-andina' })
    const plan = await db().selectFrom('treatments').selectAll().where('id', '=', accepted.treatmentId).executeTakeFirstOrThrow()
    expect(plan).toMatchObject({ user_id: marta.id, clinic_id: clinics.bogota, specialist_id: specialists.bogota, status: 'planned' })
    expect(await matching<Quote>(await myQuoteAt(marta.session, quoteId), 200, 'Quote')).toMatchObject({
      status: 'accepted',
      acceptedOptionId: bogota!.id,
      treatmentId: accepted.treatmentId,
    })
    await matching(await accept(marta.session, quoteId, { optionId: bogota!.id, version: 4, termsAccepted: true }), 409, 'Problem')
    // A request whose quote was accepted is done.
    const again = at('/v1/admin/quote-requests/{id}/quotes', requestId)
    await matching(await call(staffStart.action, again.path, { session: coordinator, params: again.params, method: 'POST' }), 409, 'Problem')
    const accepteds = await matching<{ requests: { id: number }[] }>(
      await call(staffList.loader, '/v1/admin/quotes?status=accepted', { session: coordinator }),
      200,
      'StaffQuoteRequestList',
    )
    expect(accepteds.requests.map((row) => row.id)).toContain(requestId)
  })

  it('another patient gets 404 for the quote, the request and the decisions, as for ones that do not exist', async () => {
    const marta = await patient('Lucía Gómez')
    const { requestId, quoteId, quote } = await sentQuote(marta.session)
    const other = await patient('Otra Persona')
    const theirs = {
      quote: await myQuoteAt(other.session, quoteId),
      pdf: await myPdfAt(other.session, quoteId),
      request: await myRequestAt(other.session, requestId),
      accept: await accept(other.session, quoteId, { optionId: quote.options[0]!.id, version: quote.version, termsAccepted: true }),
      decline: await call(myDecline.action, `/v1/me/quotes/${quoteId}/decline`, {
        session: other.session,
        params: { id: String(quoteId) },
        method: 'POST',
        json: { version: quote.version },
      }),
    }
    const missing = {
      quote: await myQuoteAt(other.session, 987_654_321),
      request: await myRequestAt(other.session, 987_654_321),
    }
    for (const [name, response] of Object.entries(theirs)) expect((await matching<Problem>(response, 404, 'Problem')).detail, name).toBeTruthy()
    for (const response of Object.values(missing)) await matching(response, 404, 'Problem')
    expect(
      await matching<{ requests: unknown[] }>(
        await call(myQuotes.loader, '/v1/me/quotes', { session: other.session }),
        200,
        'PatientQuoteRequestList',
      ),
    ).toEqual({
      requests: [],
    })
    expect((await db().selectFrom('quotes').select('status').where('id', '=', quoteId).executeTakeFirstOrThrow()).status).toBe('sent')

    // Declined by its patient, with a reason: the quote as it now is.
    const declined = await matching<Quote & { declineReason: string | null }>(
      await call(myDecline.action, `/v1/me/quotes/${quoteId}/decline`, {
        session: marta.session,
        params: { id: String(quoteId) },
        method: 'POST',
        json: { version: quote.version, reason: 'I found a clinic closer to home.' },
      }),
      200,
      'Quote',
    )
    expect(declined).toMatchObject({ status: 'declined', declineReason: 'I found a clinic closer to home.' })
  })

  it('signed out: 401; a staff token on /v1/me/quotes and a patient, clinic staff or visitor on /v1/admin/quotes: 404', async () => {
    for (const response of [await call(myQuotes.loader, '/v1/me/quotes', { session: null }), await ask(null, { json: await requestBody() })]) {
      await matching(response, 401, 'Problem')
      expect(response.headers.get('WWW-Authenticate')).toBe('Bearer')
    }
    const staffToken = (await signedInStaff(db(), 'admin')).session
    for (const response of [
      await call(myQuotes.loader, '/v1/me/quotes', { session: staffToken }),
      await ask(staffToken, { json: await requestBody() }),
    ])
      expect((await matching<Problem>(response, 404, 'Problem')).detail).toMatch(/^There is no API endpoint at \/v1\/me\/quotes/)
    const marta = await patient('Inés Paz')
    const clinicStaff = (await signedInStaff(db(), 'clinic_staff', { clinicIds: [ids.bogota] })).session
    for (const session of [marta.session, clinicStaff, null]) {
      await matching(await call(staffList.loader, '/v1/admin/quotes', { session }), 404, 'Problem')
      await matching(
        await call(staffStart.action, '/v1/admin/quote-requests/1/quotes', { session, params: { id: '1' }, method: 'POST' }),
        404,
        'Problem',
      )
      await matching(
        await call(staffQuote.action, '/v1/admin/quotes/1', { session, params: { id: '1' }, method: 'PUT', json: { version: 1, options: [] } }),
        404,
        'Problem',
      )
    }
    // Methods an address does not take.
    expect(
      (await call(staffQuote.action, '/v1/admin/quotes/1', { session: coordinator, params: { id: '1' }, method: 'POST' })).headers.get('Allow'),
    ).toBe('GET, HEAD, PUT')
    expect((await call(myQuotes.action, '/v1/me/quotes', { session: marta.session, method: 'DELETE' })).status).toBe(405)
  })

  it('a request’s refusals are problems naming the field, in the language asked, and keep nothing (files included)', async () => {
    const marta = await patient('Rosa Prieto')
    const spanish = { 'Accept-Language': 'es' }
    const count = async () =>
      Number(
        (
          await db()
            .selectFrom('quote_requests')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('patient_id', '=', marta.id)
            .executeTakeFirstOrThrow()
        ).n,
      )
    const files = storedFiles()

    const consent = await matching<Problem>(
      await ask(marta.session, { json: await requestBody({ healthDataConsent: false }), headers: spanish }),
      400,
      'Problem',
    )
    expect(consent).toMatchObject({ title: 'Solicitud incorrecta', detail: 'Algunos campos no son válidos.' })
    expect(consent.errors).toEqual([
      { parameter: 'healthDataConsent', message: 'Para preparar tu presupuesto necesitamos tu consentimiento para tratar tus datos de salud.' },
    ])
    const { answers: _answers, ...withoutAnswers } = await requestBody()
    expect(named(await matching<Problem>(await ask(marta.session, { json: withoutAnswers }), 400, 'Problem'))).toEqual(['answers'])
    const nowhere = await matching<Problem>(await ask(marta.session, { json: await requestBody({ clinicIds: [] }) }), 400, 'Problem')
    expect(nowhere.errors).toEqual([{ parameter: 'destinationIds', message: 'Choose at least one destination or clinic, or ask us to advise you.' }])
    expect(named(await matching<Problem>(await ask(marta.session, { json: await requestBody({ travelTo: day(50) }) }), 400, 'Problem'))).toEqual([
      'travelTo',
    ])

    const past = await matching<Problem>(
      await ask(marta.session, { json: await requestBody({ travelFrom: day(-3) }), headers: spanish }),
      422,
      'Problem',
    )
    expect(past).toMatchObject({
      title: 'Contenido no procesable',
      errors: [{ parameter: 'travelFrom', message: 'Las fechas de tu viaje deben empezar hoy o más adelante.' }],
    })
    const elsewhere = await db()
      .selectFrom('clinics')
      .select('id')
      .where(
        'id',
        'not in',
        db()
          .selectFrom('specialists as s')
          .innerJoin('service_specialists as ss', 'ss.specialist_id', 's.id')
          .select('s.clinic_id')
          .where('ss.service_id', '=', ids.lasik),
      )
      .executeTakeFirstOrThrow()
    const place = await matching<Problem>(
      await ask(marta.session, { body: form(await requestBody({ clinicIds: [elsewhere.id] }), [pdf()]) }),
      422,
      'Problem',
    )
    expect(named(place)).toEqual(['clinicIds'])
    const oneMore = [...(await requestBody()).answers, 'An answer to a question that is not there']
    const changedQuestions = await matching<Problem>(await ask(marta.session, { json: await requestBody({ answers: oneMore }) }), 409, 'Problem')
    expect(named(changedQuestions)).toEqual(['answers'])
    const wrongFile = await matching<Problem>(
      await ask(marta.session, { body: form(await requestBody(), [pdf(), new File([documentFiles.html], 'informe.jpg', { type: 'image/jpeg' })]) }),
      415,
      'Problem',
    )
    expect(wrongFile.errors).toEqual([{ parameter: 'attachments', message: expect.stringContaining('informe.jpg') }])
    await matching(
      await ask(marta.session, {
        body: form(
          await requestBody(),
          Array.from({ length: 6 }, (_, index) => pdf(`${index}.pdf`)),
        ),
      }),
      422,
      'Problem',
    )
    await matching(await ask(marta.session, { body: 'serviceId=1', headers: { 'Content-Type': 'text/plain' } }), 415, 'Problem')
    expect(await count()).toBe(0)
    expect(storedFiles()).toBe(files)

    // A multipart form with a file, as the page sends it: the request keeps it.
    const created = await matching<{ requestId: number }>(
      await ask(marta.session, { body: form(await requestBody(), [pdf('topografia.pdf')]) }),
      201,
      'QuoteRequestCreated',
    )
    const withFile = await matching<{ attachments: { fileName: string; contentType: string; byteSize: number }[]; answers: { answer: string }[] }>(
      await myRequestAt(marta.session, created.requestId),
      200,
      'PatientQuoteRequest',
    )
    expect(withFile.attachments).toEqual([
      { id: expect.any(Number), fileName: 'topografia.pdf', contentType: 'application/pdf', byteSize: documentFiles.pdf.byteLength },
    ])
    expect(withFile.answers[0]!.answer).toBe('34')
    expect(storedFiles()).toBe(files + 1)

    // Five requests an hour, refused ones too (the past window, the clinic, the questions, the one sent): the fifth, then the sixth is refused with the wait.
    expect(named(await matching<Problem>(await ask(marta.session, { json: await requestBody({ serviceId: 987_654_321 }) }), 422, 'Problem'))).toEqual(
      ['serviceId'],
    )
    const limited = await ask(marta.session, { json: await requestBody() })
    expect(Number(limited.headers.get('Retry-After'))).toBeGreaterThan(0)
    expect((await matching<Problem>(limited, 429, 'Problem')).detail).toMatch(/^You have sent several quote requests in a short time/)
    expect(await count()).toBe(1)
  })

  it('a draft’s refusals name the field and change nothing: a bad body 400, another clinic’s specialist and centavos 422, an old version 409, no rate 422', async () => {
    const marta = await patient('Carmen Soto')
    const requestId = await requested(marta.session)
    const { quoteId } = await start(requestId)
    const draft = (changes: Record<string, unknown> = {}) => ({ version: 1, note: '', validUntil: day(20), options: options(), ...changes })

    expect(named(await matching<Problem>(await save(quoteId, { note: 'x', options: [] }), 400, 'Problem'))).toEqual(['version'])
    const negative = options()
    negative[0]!.lines[0]!.amountMinor = -5
    expect(named(await matching<Problem>(await save(quoteId, draft({ options: negative })), 400, 'Problem'))).toEqual([
      'options.0.lines.0.amountMinor',
    ])
    const swapped = options().map((option, index) => ({ ...option, specialistId: index === 0 ? specialists.bogota : specialists.barcelona }))
    expect(named(await matching<Problem>(await save(quoteId, draft({ options: swapped })), 422, 'Problem'))).toEqual(['options.0.specialistId'])
    const centavos = options()
    centavos[1]!.lines[0]!.amountMinor = 450000050
    const steps = await matching<Problem>(await save(quoteId, draft({ options: centavos }), { 'Accept-Language': 'es' }), 422, 'Problem')
    expect(named(steps)).toEqual(['options.1'])
    expect(steps.detail).toMatch(/^Completa esta opción/)
    await matching(await save(quoteId, draft({ version: 7 })), 409, 'Problem')
    await matching(await save(987_654_321, draft()), 404, 'Problem')
    expect(await staffView(quoteId)).toMatchObject({ version: 1, options: [] })

    // Not sendable yet: no options; then, with options, a validity past 180 days.
    expect(named(await matching<Problem>(await send(quoteId, 1), 422, 'Problem'))).toEqual(['options'])
    await matching(await save(quoteId, draft({ validUntil: day(400) })), 200, 'QuoteSaved')
    expect(named(await matching<Problem>(await send(quoteId, 2), 422, 'Problem'))).toEqual(['validUntil'])

    // A patient who thinks in Brazilian reais: no rate from euros or pesos to BRL, so the quote cannot be sent.
    const reais = await requested((await patient('Joana Silva')).session, { country: 'BR', currency: 'BRL' })
    const { quoteId: inReais } = await start(reais)
    await matching(await save(inReais, draft()), 200, 'QuoteSaved')
    const noRate = await staffView(inReais)
    expect(noRate.options.map((option) => [option.rate, option.figures.includedTotal.patient])).toEqual([
      [null, null],
      [null, null],
    ])
    const refused = await matching<Problem>(await send(inReais, 2), 422, 'Problem')
    expect(refused).toMatchObject({ errors: [{ parameter: 'options.0' }] })
    expect(refused.detail).toContain('from EUR to BRL')
    expect((await staffView(inReais)).status).toBe('draft')
  })
})

/** A multipart form as the page sends it: each field (lists repeated, the answers as answer.0, answer.1…), and each file as an `attachments` part. */
function form(fields: Record<string, unknown>, files: File[] = []) {
  const body = new FormData()
  for (const [name, value] of Object.entries(fields)) {
    if (name === 'answers') (value as string[]).forEach((answer, index) => body.append(`answer.${index}`, answer))
    else if (Array.isArray(value)) value.forEach((item) => body.append(name, String(item)))
    else if (typeof value === 'boolean') {
      if (value) body.append(name, 'on')
    } else body.append(name, String(value))
  }
  for (const file of files) body.append('attachments', file)
  return body
}

/* Through the whole application: the server streams a request's files to the route (server/bounded-body.ts), as it will in production. */
for (const dialect of testedDialects) {
  describe(`personal quotes through the whole application [${dialect}]`, () => {
    let server: AppServer
    let patientToken: string
    let lasik: { id: number; clinics: number[]; questions: number }

    beforeAll(async () => {
      server = await startAppServer(dialect)
      const signUp = await apiCaller(server.origin)('/v1/auth/sign-up', undefined, {
        method: 'POST',
        body: { name: 'Api Paciente', email: 'quote-api@example.com', password: 'Claravia#2026', repeatPassword: 'Claravia#2026', acceptTerms: true },
      })
      patientToken = ((await signUp.json()) as { token: string }).token
      const handle = openDatabase<Database>(server.databaseUrl)
      try {
        const service = await handle.db.selectFrom('services').select('id').where('slug', '=', 'lasik').executeTakeFirstOrThrow()
        const clinics = await handle.db
          .selectFrom('specialists as s')
          .innerJoin('service_specialists as ss', 'ss.specialist_id', 's.id')
          .select('s.clinic_id')
          .distinct()
          .where('ss.service_id', '=', service.id)
          .execute()
        lasik = {
          id: service.id,
          clinics: clinics.map((row) => row.clinic_id).slice(0, 1),
          questions: (await quoteQuestions(handle.db, service.id, 'es')).length,
        }
      } finally {
        await handle.destroy()
      }
    }, 180_000)
    afterAll(async () => {
      await server?.close()
    })

    it('a request with a PDF, in Spanish, reaches the coordinators with its file; a file of another type is refused in Spanish', async () => {
      const post = (body: FormData) =>
        fetch(new URL('/v1/me/quotes', server.origin), {
          method: 'POST',
          headers: { Authorization: `Bearer ${patientToken}`, 'Accept-Language': 'es' },
          body,
        })
      const fields = {
        serviceId: lasik.id,
        clinicIds: lasik.clinics,
        travelFrom: day(30),
        travelTo: day(45),
        country: 'MX',
        currency: 'MXN',
        answers: Array.from({ length: lasik.questions }, () => 'Sí'),
        healthDataConsent: true,
      }
      const { requestId } = await matching<{ requestId: number }>(await post(form(fields, [pdf('informe.pdf')])), 201, 'QuoteRequestCreated')
      const coordinator = (await staffBearerToken(server.databaseUrl, 'coordinator')).token
      const detail = await matching<{ locale: string; attachments: { fileName: string }[]; answers: { answer: string }[] }>(
        await apiCaller(server.origin)(`/v1/admin/quote-requests/${requestId}`, coordinator),
        200,
        'StaffQuoteRequest',
      )
      expect(detail).toMatchObject({ locale: 'es', attachments: [{ fileName: 'informe.pdf' }] })
      const refused = await matching<Problem>(await post(form(fields, [new File([documentFiles.html], 'receta.jpg')])), 415, 'Problem')
      expect(refused.errors?.[0]).toMatchObject({ parameter: 'attachments', message: expect.stringContaining('«receta.jpg»') })
    })
  })
}
