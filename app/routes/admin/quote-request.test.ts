import type { Kysely } from 'kysely'
import { beforeAll, expect, it, vi } from 'vitest'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { quoteQuestions } from '~/catalogue/quote-questions.server'
import type { Database } from '~/db/schema'
import { builderField, emptyPanel } from '~/quotes/quote-builder-form'
import { STANDARD_LINES } from '~/quotes/quote-builder-rules'
import { QuoteRequestSchema } from '~/quotes/quote-request-rules'
import { requestQuote } from '~/quotes/request-quote.server'
import { newStorageKey } from '~/storage/file-store.server'
import { conversationFileStore } from '~/storage/file-stores.server'
import { testActionContext } from '../../../tests/setup/action-context'
import { consoleForm, consoleStaff } from '../../../tests/setup/console-request'
import { documentFiles } from '../../../tests/setup/document-files'
import { insertPatient, staffConsoleCatalogue } from '../../../tests/setup/staff-console'
import { describeEachDatabase } from '../../../tests/setup/test-database'
import { loader as attachmentLoader } from './quote-request-attachment'
import { action, loader } from './quote-request'
import { loader as listLoader } from './quotes'

/*
 * The console's Quotes (issue 30) as the browser uses them without
 * JavaScript: the list by status, a request's page (only for those who
 * answer quotes: clinic staff meet a 404), its files, and the builder's one
 * form — "Prepare a quote", "Save draft" (a bad amount answers 400 by its
 * field and saves nothing), "Send to the patient" (rates frozen, the patient
 * emailed; without a rate into the patient's currency refused, still a
 * draft). The verbs' own rules are tested in app/quotes/quote-flow.test.ts.
 */

const current = vi.hoisted(() => {
  process.env.CONVERSATION_FILES_DIR = `${process.env.TMPDIR ?? '/tmp'}/claravia-console-quotes-route-${process.pid}`
  return { db: undefined as Kysely<Database> | undefined }
})
vi.mock('~/db/db.server', () => ({ database: () => current.db! }))

const post = consoleForm(action, '/admin/quotes/:requestId')
const open = consoleForm(loader, '/admin/quotes/:requestId')
const download = consoleForm(loaderOf(attachmentLoader), '/admin/quotes/:requestId/attachments/:attachmentId')
const list = (query: string) => consoleForm(listLoader, `/admin/quotes${query}`)

/** A loader whose Response (a file) is read into data: its status, type and bytes. */
function loaderOf(run: typeof attachmentLoader) {
  return async (args: Parameters<typeof attachmentLoader>[0]) => {
    const answer = await run(args)
    return { status: answer.status, type: answer.headers.get('Content-Type'), bytes: (await answer.arrayBuffer()).byteLength }
  }
}

const DAY = 86_400_000
const day = (days: number) => new Date(Date.now() + days * DAY).toISOString().slice(0, 10)
const row = (kind: string) => STANDARD_LINES.findIndex((line) => line.kind === kind)

type PageData = Awaited<ReturnType<typeof loader>>
type Failure = { errors: Record<string, string[]>; values: unknown; saved: boolean }

describeEachDatabase('the console’s Quotes', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let barcelona: { specialist: number; clinic: number }
  let bogota: { specialist: number; clinic: number }

  beforeAll(async () => {
    current.db = db()
    ids = await staffConsoleCatalogue(db())
    const specialist = async (slug: string) => {
      const found = await db().selectFrom('specialists').select(['id', 'clinic_id']).where('slug', '=', slug).executeTakeFirstOrThrow()
      return { specialist: found.id, clinic: found.clinic_id }
    }
    ;[barcelona, bogota] = await Promise.all([specialist('marc-ferrer'), specialist('valentina-rojas')])
    // Today's rates: EUR→USD (the ECB's) and EUR→COP (entered); COP→USD is found across the euro. None into CHF.
    const at = new Date().toISOString()
    await db()
      .insertInto('exchange_rates')
      .values([
        { base_currency: 'EUR', quote_currency: 'USD', rate: '1.0512', rate_date: day(0), source: 'ecb', entered_by: null, created_at: at },
        { base_currency: 'EUR', quote_currency: 'COP', rate: '4321.55', rate_date: day(0), source: 'manual', entered_by: null, created_at: at },
      ])
      .onConflict((conflict) => conflict.doNothing())
      .execute()
  }, 60_000)

  /** A patient's LASIK request (sent through the patient's verb), in `currency`; its id and the page's params. */
  async function quoteRequest(name: string, { currency = 'USD', locale = 'en' as 'en' | 'es' } = {}) {
    const patient = await insertPatient(db(), name)
    await db().updateTable('users').set({ locale }).where('id', '=', patient).execute()
    const { email } = await db().selectFrom('users').select('email').where('id', '=', patient).executeTakeFirstOrThrow()
    const session = { sessionId: 0, token: 't', via: 'cookie', user: { id: patient, name, email, locale } } as RequestSession
    const questions = await quoteQuestions(db(), ids.lasik, locale)
    const input = QuoteRequestSchema.parse({
      serviceId: ids.lasik,
      destinationIds: [],
      clinicIds: [barcelona.clinic, bogota.clinic],
      adviseMe: 'off',
      travelFrom: day(40),
      travelTo: day(60),
      country: 'US',
      currency,
      answers: questions.map((_, index) => (index === 0 ? '34' : '')),
      message: 'I would like to compare Barcelona and Bogotá.',
      healthDataConsent: 'on',
    })
    const requested = await requestQuote({ ...testActionContext(db(), { locale }), session }, input)
    if (!requested.ok) throw new Error(requested.code)
    return { id: requested.requestId, patient, email, params: { requestId: String(requested.requestId) } }
  }

  /** The builder as posted: the standard rows of every panel, `options` filled in (a specialist and amounts by line kind). */
  function builder(
    quote: { id: number; version: number },
    intent: 'save' | 'send',
    options: { specialist: number; amounts: Record<string, string> }[],
  ) {
    const fields: Record<string, string> = {
      intent,
      quoteId: String(quote.id),
      version: String(quote.version),
      note: 'Two options, as you asked.',
      validUntil: day(30),
    }
    for (let panel = 0; panel < 3; panel++) {
      const option = options[panel]
      fields[builderField.option(panel, 'specialist')] = option ? String(option.specialist) : ''
      emptyPanel().lines.forEach((line, index) => {
        fields[builderField.line(panel, index, 'kind')] = line.kind
        fields[builderField.line(panel, index, 'quantity')] = '1'
        fields[builderField.line(panel, index, 'amount')] = option?.amounts[line.kind] ?? ''
        if (line.included) fields[builderField.line(panel, index, 'included')] = 'on'
      })
    }
    return fields
  }

  /** "Prepare a quote" by `who`: the draft's id and version. */
  async function prepare(who: Awaited<ReturnType<typeof consoleStaff>>, params: { requestId: string }) {
    const answer = await post(who, params, { intent: 'start' })
    expect(answer).toMatchObject({ status: 302, toast: { title: 'Draft quote ready to fill in.', color: 'success' } })
    const draft = await db()
      .selectFrom('quotes')
      .select(['id', 'version'])
      .where('request_id', '=', Number(params.requestId))
      .where('status', '=', 'draft')
      .executeTakeFirstOrThrow()
    return draft
  }

  it('the list: waiting requests longest first by default, each status as a filter, an unknown one showing the waiting', async () => {
    const coordinator = await consoleStaff(db(), 'coordinator')
    const older = await quoteRequest('Olga Antigua')
    const newer = await quoteRequest('Nuria Nueva')
    await db()
      .updateTable('quote_requests')
      .set({ requested_at: new Date(Date.now() - 2 * DAY).toISOString() })
      .where('id', '=', older.id)
      .execute()
    await prepare(coordinator, newer.params)
    const sent = await quoteRequest('Sara Enviada')
    await db().updateTable('quote_requests').set({ status: 'sent' }).where('id', '=', sent.id).execute()

    const waiting = (await list('')(coordinator, {}, {})).data as Awaited<ReturnType<typeof listLoader>>
    expect(waiting.filter).toBe('waiting')
    const waitingIds = waiting.rows.map((entry) => entry.id)
    expect(waitingIds).toEqual(expect.arrayContaining([older.id, newer.id]))
    expect(waitingIds).not.toContain(sent.id)
    expect(waitingIds.indexOf(older.id)).toBeLessThan(waitingIds.indexOf(newer.id))
    expect(waiting.rows.find((entry) => entry.id === newer.id)).toMatchObject({
      status: 'in_preparation',
      coordinator: { name: 'Staff coordinator' },
      currency: 'USD',
      locale: 'en',
      quote: { number: 1, status: 'draft' },
    })
    expect(waiting.counts.waiting).toBeGreaterThanOrEqual(2)

    const onlySent = (await list('?status=sent')(coordinator, {}, {})).data as Awaited<ReturnType<typeof listLoader>>
    expect(onlySent.rows.map((entry) => entry.id)).toContain(sent.id)
    expect(onlySent.rows.every((entry) => entry.status === 'sent')).toBe(true)
    const preparing = (await list('?status=in_preparation')(coordinator, {}, {})).data as Awaited<ReturnType<typeof listLoader>>
    expect(preparing.rows.map((entry) => entry.id)).toEqual(expect.arrayContaining([newer.id]))
    expect(preparing.rows.map((entry) => entry.id)).not.toContain(older.id)
    const unknown = (await list('?status=nonsense')(coordinator, {}, {})).data as Awaited<ReturnType<typeof listLoader>>
    expect(unknown.filter).toBe('waiting')

    const clinicStaff = await consoleStaff(db(), 'clinic_staff', [ids.bogota])
    expect((await list('')(clinicStaff, {}, {})).status).toBe(404)
  })

  it('a request’s page: the request with its answers, files and the specialists who perform the treatment; 404 for clinic staff', async () => {
    const { id, params } = await quoteRequest('Marta Ruiz')
    const key = newStorageKey()
    await conversationFileStore().put(key, documentFiles.pdf)
    const { id: fileId } = await db()
      .insertInto('quote_request_attachments')
      .values({
        request_id: id,
        storage_key: key,
        file_name: 'topografia.pdf',
        content_type: 'application/pdf',
        byte_size: documentFiles.pdf.byteLength,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    const coordinator = await consoleStaff(db(), 'coordinator')
    const page = (await open(coordinator, params, {})).data as PageData
    expect(page.request).toMatchObject({ id, currency: 'USD', locale: 'en', message: 'I would like to compare Barcelona and Bogotá.' })
    expect(page.request.answers[0]).toMatchObject({ answer: '34' })
    expect(page.request.attachments).toMatchObject([{ id: fileId, fileName: 'topografia.pdf' }])
    expect(page.quote).toBeNull()
    expect(page.choices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ specialistId: barcelona.specialist, clinicId: barcelona.clinic, currency: 'EUR' }),
        expect.objectContaining({
          specialistId: bogota.specialist,
          clinicId: bogota.clinic,
          currency: 'COP',
          specialistName: 'Dra. Valentina Rojas',
        }),
      ]),
    )
    // Today's rates of every currency the builder may price in.
    expect(page.rates.find((rate) => rate.from === 'EUR')?.rate?.rate).toBe('1.0512')

    const file = await download(coordinator, { ...params, attachmentId: String(fileId) }, {})
    expect(file.data).toMatchObject({ status: 200, type: 'application/pdf', bytes: documentFiles.pdf.byteLength })
    const other = await quoteRequest('Otra Persona')
    expect((await download(coordinator, { requestId: String(other.id), attachmentId: String(fileId) }, {})).status).toBe(404)

    const clinicStaff = await consoleStaff(db(), 'clinic_staff', [ids.bogota])
    expect((await open(clinicStaff, params, {})).status).toBe(404)
    expect((await post(clinicStaff, params, { intent: 'start' })).status).toBe(404)
    expect((await download(clinicStaff, { ...params, attachmentId: String(fileId) }, {})).status).toBe(404)
    expect(await db().selectFrom('quotes').select('id').where('request_id', '=', id).execute()).toEqual([])
  })

  it('"Save draft" with pesos and cents: 400 by that amount’s field, what was typed kept, nothing saved', async () => {
    const { params } = await quoteRequest('Carmen Centavos')
    const coordinator = await consoleStaff(db(), 'coordinator')
    const draft = await prepare(coordinator, params)
    const answer = await post(
      coordinator,
      params,
      builder(draft, 'save', [
        { specialist: barcelona.specialist, amounts: { surgery: '1.800', tests: '150' } },
        { specialist: bogota.specialist, amounts: { surgery: '4.500.000,50' } },
      ]),
    )
    expect(answer.status).toBe(400)
    const failure = answer.data as Failure
    expect(failure.errors).toEqual({ [builderField.line(1, row('surgery'), 'amount')]: ['quotes.builder.errors.whole?currency=COP'] })
    expect(failure.saved).toBe(false)
    expect(failure.values).toMatchObject({
      options: [{ specialistId: String(barcelona.specialist) }, { specialistId: String(bogota.specialist) }, {}],
    })
    expect(await db().selectFrom('quote_options').select('id').where('quote_id', '=', draft.id).execute()).toEqual([])
    expect(await db().selectFrom('quotes').select('version').where('id', '=', draft.id).executeTakeFirstOrThrow()).toEqual({ version: 1 })

    // Corrected, it is saved and drawn again with its figures at today's rate.
    const saved = await post(
      coordinator,
      params,
      builder(draft, 'save', [
        { specialist: barcelona.specialist, amounts: { surgery: '1.800', tests: '150' } },
        { specialist: bogota.specialist, amounts: { surgery: '4.500.000' } },
      ]),
    )
    expect(saved).toMatchObject({ status: 302, toast: { title: 'Draft saved.', color: 'success' } })
    const page = (await open(coordinator, params, {})).data as PageData
    expect(page.quote).toMatchObject({ status: 'draft', version: 2 })
    expect(page.quote!.options.map((option) => [option.currency, option.figures.includedTotal])).toEqual([
      ['EUR', { clinic: 195_000, patient: 204_984 }],
      ['COP', { clinic: 450_000_000, patient: expect.any(Number) }],
    ])
    // A second save from the form drawn before the first: someone else changed it.
    const stale = await post(coordinator, params, builder(draft, 'save', [{ specialist: barcelona.specialist, amounts: { surgery: '1900' } }]))
    expect(stale.status).toBe(409)
    expect((stale.data as Failure).errors).toEqual({ '': ['console.quotes.errors.changed'] })
  })

  it('"Send to the patient": saved, sent with each option’s rate frozen, the patient emailed without amounts', async () => {
    const marta = await quoteRequest('Marta Enviada')
    const coordinator = await consoleStaff(db(), 'coordinator')
    const draft = await prepare(coordinator, marta.params)
    const answer = await post(
      coordinator,
      marta.params,
      builder(draft, 'send', [
        { specialist: barcelona.specialist, amounts: { surgery: '1.800', lens: '0', accommodation: '450' } },
        { specialist: bogota.specialist, amounts: { surgery: '4.500.000', anaesthesia: '350.000' } },
      ]),
    )
    expect(answer).toMatchObject({
      status: 302,
      location: `/admin/quotes/${marta.id}`,
      toast: { title: 'Quote sent to Marta Enviada.', color: 'success' },
    })
    const options = await db()
      .selectFrom('quote_options')
      .select(['currency', 'rate', 'rate_date'])
      .where('quote_id', '=', draft.id)
      .orderBy('position')
      .execute()
    expect(options).toEqual([
      { currency: 'EUR', rate: '1.0512', rate_date: day(0) },
      { currency: 'COP', rate: expect.stringMatching(/^0\.000243/), rate_date: day(0) },
    ])
    expect(await db().selectFrom('quote_requests').select('status').where('id', '=', marta.id).executeTakeFirstOrThrow()).toEqual({ status: 'sent' })
    const email = await db()
      .selectFrom('email_outbox')
      .select('payload')
      .where('recipient', '=', marta.email)
      .where('kind', '=', 'quote.ready')
      .executeTakeFirstOrThrow()
    const { subject, text } = JSON.parse(email.payload) as { subject: string; text: string }
    expect(subject).toBe('Your quote is ready')
    for (const secret of ['1,800', '1.800', '4,500,000', 'Barcelona', 'LASIK']) expect(text).not.toContain(secret)
    // The page shows it as sent, at the frozen rate, and offers a reissue.
    const page = (await open(coordinator, marta.params, {})).data as PageData
    expect(page.quote).toMatchObject({ status: 'sent', options: [{ rate: { rate: '1.0512', date: day(0) } }, { currency: 'COP' }] })
    expect(page.request.status).toBe('sent')
  })

  it('without a rate into the patient’s currency, sending is refused by the option, the draft saved and still a draft', async () => {
    const { params } = await quoteRequest('Heidi Franken', { currency: 'CHF' })
    const admin = await consoleStaff(db(), 'admin')
    const draft = await prepare(admin, params)
    const answer = await post(admin, params, builder(draft, 'send', [{ specialist: barcelona.specialist, amounts: { surgery: '1800' } }]))
    expect(answer.status).toBe(422)
    expect(answer.data).toEqual({
      errors: { [builderField.panel(0)]: ['quotes.builder.errors.rate_missing?from=EUR&to=CHF'] },
      values: null,
      saved: true,
    })
    const quote = await db().selectFrom('quotes').select(['status', 'version']).where('id', '=', draft.id).executeTakeFirstOrThrow()
    expect(quote).toEqual({ status: 'draft', version: 2 })
    const page = (await open(admin, params, {})).data as PageData
    expect(page.rates).toContainEqual({ from: 'EUR', to: 'CHF', rate: null })
    expect(page.quote!.options[0]!.figures.includedTotal).toEqual({ clinic: 180_000, patient: null })
  })
})
