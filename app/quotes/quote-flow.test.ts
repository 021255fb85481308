import fc from 'fast-check'
import { beforeAll, describe, expect, it } from 'vitest'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { quoteQuestions } from '~/catalogue/quote-questions.server'
import type { Locale } from '~/i18n/locales'
import { staffActionContext, testActionContext } from '../../tests/setup/action-context'
import { insertStaffMember } from '../../tests/setup/staff-api'
import { insertPatient, staffConsoleCatalogue } from '../../tests/setup/staff-console'
import { describeEachDatabase } from '../../tests/setup/test-database'
import { acceptQuote } from './accept-quote.server'
import { declineQuote } from './decline-quote.server'
import { expireQuotes } from './quote-housekeeping.server'
import type { QuoteDraftInput, QuoteOptionInput } from './quote-builder-rules'
import { QuoteRequestSchema } from './quote-request-rules'
import { patientQuoteId, patientQuoteRequests, quoteRequestDetail, staffQuoteRequests } from './quote-requests.server'
import { quoteView } from './quote-view.server'
import { requestQuote } from './request-quote.server'
import { saveVisitorRequest } from './save-visitor-request.server'
import { sendVisitorRequest } from './send-visitor-request.server'
import { findVisitorRequest, sweepVisitorRequests } from './visitor-requests.server'
import { saveQuote } from './save-quote.server'
import { sendQuote } from './send-quote.server'
import { startQuote } from './start-quote.server'

/*
 * A personal quote from request to plan (issue 30), through the verbs, on
 * both databases: what each step writes, what it refuses (writing nothing),
 * and that a sent quote's figures never move when the rates do.
 */

const NOW = new Date('2026-12-01T10:00:00Z')

describeEachDatabase('personal quotes from request to plan', (db) => {
  let ids: Awaited<ReturnType<typeof staffConsoleCatalogue>>
  let coordinatorId: number
  let specialists: { barcelona: number; bogota: number }
  let clinics: { barcelona: number; bogota: number }

  beforeAll(async () => {
    ids = await staffConsoleCatalogue(db())
    coordinatorId = await insertStaffMember(db(), 'coordinator', [], 'Ana Pérez')
    // LASIK is offered in Barcelona (EUR) by Dr Ferrer and in Bogotá (COP) by Dr Rojas.
    const specialist = (slug: string) => db().selectFrom('specialists').select(['id', 'clinic_id']).where('slug', '=', slug).executeTakeFirstOrThrow()
    const [ferrer, rojas] = await Promise.all([specialist('marc-ferrer'), specialist('valentina-rojas')])
    specialists = { barcelona: ferrer.id, bogota: rojas.id }
    clinics = { barcelona: ferrer.clinic_id, bogota: rojas.clinic_id }
    await db()
      .insertInto('exchange_rates')
      .values([
        {
          base_currency: 'EUR',
          quote_currency: 'USD',
          rate: '1.0512',
          rate_date: '2026-11-30',
          source: 'ecb',
          entered_by: null,
          created_at: NOW.toISOString(),
        },
        {
          base_currency: 'EUR',
          quote_currency: 'COP',
          rate: '4321.55',
          rate_date: '2026-11-30',
          source: 'manual',
          entered_by: null,
          created_at: NOW.toISOString(),
        },
      ])
      .onConflict((conflict) => conflict.doNothing())
      .execute()
  }, 60_000)

  async function patient(locale: Locale = 'en') {
    const id = await insertPatient(db(), 'Marta Ruiz')
    await db().updateTable('users').set({ locale }).where('id', '=', id).execute()
    const session = {
      sessionId: 0,
      token: 't',
      via: 'cookie',
      user: { id, name: 'Marta Ruiz', email: `p${id}@example.com`, locale },
    } as RequestSession
    return { id, context: (now = NOW) => ({ ...testActionContext(db(), { locale, now }), session }) }
  }

  const coordinator = (now = NOW) => staffActionContext(db(), 'coordinator', { id: coordinatorId, now })

  async function requestInput(locale: Locale = 'en', overrides: Record<string, unknown> = {}) {
    const questions = await quoteQuestions(db(), ids.lasik, locale)
    return QuoteRequestSchema.parse({
      serviceId: ids.lasik,
      destinationIds: [],
      clinicIds: [clinics.barcelona, clinics.bogota],
      adviseMe: 'off',
      travelFrom: '2027-02-01',
      travelTo: '2027-02-20',
      country: 'US',
      currency: 'USD',
      answers: questions.map((_, index) => (index === 0 ? '34' : '')),
      message: 'I would like to compare Barcelona and Bogotá.',
      healthDataConsent: 'on',
      ...overrides,
    })
  }

  const line = (kind: QuoteOptionInput['lines'][number]['kind'], amountMinor: number, included = true, quantity = 1) => ({
    kind,
    description: '',
    quantity,
    amountMinor,
    included,
  })

  function options(): QuoteOptionInput[] {
    return [
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
        notIncluded: 'Flights.',
        mayChange: '',
        mayChangeMaxMinor: 0,
        assessmentFeeMinor: 25000000,
        lines: [line('surgery', 450000000), line('anaesthesia', 35000000), line('transfers', 12000000, false)],
      },
    ]
  }

  async function sentQuote(who: Awaited<ReturnType<typeof patient>>, validUntil = '2026-12-20') {
    const requested = await requestQuote(who.context(), await requestInput())
    if (!requested.ok) throw new Error(requested.code)
    const started = await startQuote(coordinator(), requested.requestId)
    if (!started.ok) throw new Error(started.code)
    const saved = await saveQuote(coordinator(), started.quoteId, { version: 1, note: 'Two good options.', validUntil, options: options() })
    if (!saved.ok) throw new Error(saved.code)
    const sent = await sendQuote(coordinator(), started.quoteId, saved.version)
    if (!sent.ok) throw new Error(sent.code)
    return { requestId: requested.requestId, quoteId: started.quoteId }
  }

  it('a request records the consent, joins the conversation waiting for the team, and is in both lists', async () => {
    const marta = await patient()
    const requested = await requestQuote(marta.context(), await requestInput())
    expect(requested).toMatchObject({ ok: true })
    if (!requested.ok) return
    const consent = await db().selectFrom('consents').selectAll().where('quote_request_id', '=', requested.requestId).executeTakeFirstOrThrow()
    expect(consent).toMatchObject({ user_id: marta.id, kind: 'health_data' })
    const message = await db().selectFrom('care_messages').selectAll().where('quote_request_id', '=', requested.requestId).executeTakeFirstOrThrow()
    expect(message).toMatchObject({ author_id: marta.id, kind: 'message', body: 'I would like to compare Barcelona and Bogotá.' })
    const conversation = await db().selectFrom('care_conversations').selectAll().where('patient_id', '=', marta.id).executeTakeFirstOrThrow()
    expect(conversation.awaiting_reply_since).not.toBeNull()
    expect(await patientQuoteRequests(db(), marta.id, 'en')).toEqual([
      expect.objectContaining({ id: requested.requestId, status: 'requested', quote: null }),
    ])
    const waiting = await staffQuoteRequests(db(), { filter: 'waiting', locale: 'es' })
    expect(waiting.map((row) => row.id)).toContain(requested.requestId)
    const detail = await quoteRequestDetail(db(), requested.requestId, 'es')
    expect(detail?.clinics.map((clinic) => clinic.id).sort()).toEqual([clinics.barcelona, clinics.bogota].sort())
  })

  it('refuses a clinic that does not offer the treatment, and a travel window in the past, writing nothing', async () => {
    const marta = await patient()
    const other = await db().selectFrom('clinics').select('id').where('id', 'not in', [clinics.barcelona, clinics.bogota]).executeTakeFirstOrThrow()
    const offersLasik = await db()
      .selectFrom('specialists as s')
      .innerJoin('service_specialists as ss', 'ss.specialist_id', 's.id')
      .select('s.id')
      .where('s.clinic_id', '=', other.id)
      .where('ss.service_id', '=', ids.lasik)
      .executeTakeFirst()
    if (!offersLasik)
      expect(await requestQuote(marta.context(), await requestInput('en', { clinicIds: [other.id] }))).toMatchObject({ code: 'quote_place_unknown' })
    expect(await requestQuote(marta.context(), await requestInput('en', { travelFrom: '2026-11-01', travelTo: '2026-11-20' }))).toMatchObject({
      code: 'quote_travel_window',
      detail: 'past',
    })
    expect(await db().selectFrom('quote_requests').select('id').where('patient_id', '=', marta.id).execute()).toEqual([])
  })

  it('a draft takes only the treatment’s specialists, whole pesos and the version it was drawn from', async () => {
    const marta = await patient()
    const requested = await requestQuote(marta.context(), await requestInput())
    if (!requested.ok) throw new Error(requested.code)
    const started = await startQuote(coordinator(), requested.requestId)
    if (!started.ok) throw new Error(started.code)
    expect(await startQuote(coordinator(), requested.requestId)).toMatchObject({ quoteId: started.quoteId, created: false })
    const request = await db().selectFrom('quote_requests').selectAll().where('id', '=', requested.requestId).executeTakeFirstOrThrow()
    expect(request).toMatchObject({ status: 'in_preparation', coordinator_id: coordinatorId })

    const draft = (changes: Partial<QuoteDraftInput>): QuoteDraftInput => ({
      version: 1,
      note: '',
      validUntil: '2026-12-20',
      options: options(),
      ...changes,
    })
    const swapped = options().map((option, index) => ({ ...option, specialistId: index === 0 ? specialists.bogota : specialists.barcelona }))
    expect(await saveQuote(coordinator(), started.quoteId, draft({ options: swapped }))).toMatchObject({ code: 'quote_specialist_not_allowed' })
    const cents = options()
    cents[1]!.lines[0]!.amountMinor = 450000050
    expect(await saveQuote(coordinator(), started.quoteId, draft({ options: cents }))).toMatchObject({ code: 'quote_incomplete', detail: 'step' })
    expect(await saveQuote(coordinator(), started.quoteId, draft({ version: 7 }))).toMatchObject({ code: 'quote_changed' })
    expect(await db().selectFrom('quote_options').select('id').where('quote_id', '=', started.quoteId).execute()).toEqual([])
    expect(await saveQuote(coordinator(), started.quoteId, draft({}))).toMatchObject({ ok: true, version: 2 })
    // The patient sees no draft.
    expect(await patientQuoteId(db(), marta.id, started.quoteId)).toBeUndefined()
  })

  it('sending freezes each option’s rate; the figures add up and never move when the rates change', async () => {
    const marta = await patient()
    const { quoteId, requestId } = await sentQuote(marta)
    const options = await db().selectFrom('quote_options').selectAll().where('quote_id', '=', quoteId).orderBy('position').execute()
    expect(options.map((option) => [option.currency, option.rate, option.rate_date])).toEqual([
      ['EUR', '1.0512', '2026-11-30'],
      ['COP', expect.stringMatching(/^0\.000243/), '2026-11-30'],
    ])
    const before = await quoteView(db(), quoteId, 'en')
    expect(before?.status).toBe('sent')
    const barcelona = before!.options[0]!.figures
    // 1,800.00 EUR × 1.0512 = 1,892.16 USD; the total is the sum of the rounded lines.
    expect(barcelona.lines[0]).toEqual({ clinic: 180000, patient: 189216 })
    expect(barcelona.includedTotal.patient).toBe(
      barcelona.lines.filter((_, index) => before!.options[0]!.lines[index]!.included).reduce((sum, l) => sum + l.patient!, 0),
    )

    await db().updateTable('exchange_rates').set({ rate: '1.2' }).where('base_currency', '=', 'EUR').where('quote_currency', '=', 'USD').execute()
    const after = await quoteView(db(), quoteId, 'en')
    expect(after!.options.map((option) => option.figures)).toEqual(before!.options.map((option) => option.figures))
    await db().updateTable('exchange_rates').set({ rate: '1.0512' }).where('base_currency', '=', 'EUR').where('quote_currency', '=', 'USD').execute()

    const request = await db().selectFrom('quote_requests').select('status').where('id', '=', requestId).executeTakeFirstOrThrow()
    expect(request.status).toBe('sent')
    const { email } = await db().selectFrom('users').select('email').where('id', '=', marta.id).executeTakeFirstOrThrow()
    const ready = await db()
      .selectFrom('email_outbox')
      .selectAll()
      .where('recipient', '=', email)
      .where('kind', '=', 'quote.ready')
      .executeTakeFirstOrThrow()
    const { subject, text } = JSON.parse(ready.payload) as { subject: string; text: string }
    expect(subject).toBe('Your quote is ready')
    expect(text).toContain(`/account/quotes/${quoteId}`)
    for (const secret of ['1,800', '1,892', '4,500,000', 'LASIK', 'Barcelona', 'corneas']) expect(text).not.toContain(secret)
    // A sent quote never changes.
    expect(await saveQuote(coordinator(), quoteId, { version: 3, note: '', validUntil: '2026-12-20', options: [] })).toMatchObject({
      code: 'quote_not_draft',
    })
  })

  it('over many random quotes and later rates, a sent quote’s lines and totals never change', async () => {
    const marta = await patient()
    const requested = await requestQuote(marta.context(), await requestInput())
    if (!requested.ok) throw new Error(requested.code)
    const rateText = fc.tuple(fc.integer({ min: 1, max: 99_999_999 }), fc.integer({ min: 0, max: 6 })).map(([units, scale]) => {
      const digits = String(units).padStart(scale + 1, '0')
      return scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`
    })
    const eurLine = fc.record({ amountMinor: fc.integer({ min: 0, max: 5_000_000 }), included: fc.boolean() })
    await fc.assert(
      fc.asyncProperty(fc.array(eurLine, { minLength: 1, maxLength: 8 }), rateText, async (lines, laterRate) => {
        lines[0]!.included = true
        const started = await startQuote(coordinator(), requested.requestId)
        if (!started.ok) throw new Error(started.code)
        const current = await db().selectFrom('quotes').select('version').where('id', '=', started.quoteId).executeTakeFirstOrThrow()
        const option = { ...options()[0]!, lines: lines.map((line) => ({ ...line, kind: 'other' as const, description: '', quantity: 1 })) }
        const saved = await saveQuote(coordinator(), started.quoteId, {
          version: current.version,
          note: '',
          validUntil: '2026-12-20',
          options: [option],
        })
        if (!saved.ok) throw new Error(saved.code)
        const sent = await sendQuote(coordinator(), started.quoteId, saved.version)
        if (!sent.ok) throw new Error(sent.code)
        const before = (await quoteView(db(), started.quoteId, 'en'))!.options.map((o) => o.figures)
        await db()
          .updateTable('exchange_rates')
          .set({ rate: laterRate })
          .where('base_currency', '=', 'EUR')
          .where('quote_currency', '=', 'USD')
          .execute()
        await db()
          .insertInto('exchange_rates')
          .values({
            base_currency: 'EUR',
            quote_currency: 'USD',
            rate: laterRate,
            rate_date: '2026-12-01',
            source: 'manual',
            entered_by: null,
            created_at: NOW.toISOString(),
          })
          .onConflict((conflict) => conflict.doNothing())
          .execute()
        expect((await quoteView(db(), started.quoteId, 'en'))!.options.map((o) => o.figures)).toEqual(before)
        // Put the table back and leave the request open for the next quote (a decline lets it be reissued).
        await db().deleteFrom('exchange_rates').where('rate_date', '=', '2026-12-01').execute()
        await db()
          .updateTable('exchange_rates')
          .set({ rate: '1.0512' })
          .where('base_currency', '=', 'EUR')
          .where('quote_currency', '=', 'USD')
          .execute()
        const view = (await quoteView(db(), started.quoteId, 'en'))!
        const declined = await declineQuote(marta.context(), { quoteId: view.id, version: view.version, reason: '' })
        if (!declined.ok) throw new Error(declined.code)
      }),
      { numRuns: 15 },
    )
  })

  it('without a rate into the patient’s currency a quote cannot be sent', async () => {
    const marta = await patient()
    const requested = await requestQuote(marta.context(), await requestInput('en', { currency: 'CHF' }))
    if (!requested.ok) throw new Error(requested.code)
    const started = await startQuote(coordinator(), requested.requestId)
    if (!started.ok) throw new Error(started.code)
    await saveQuote(coordinator(), started.quoteId, { version: 1, note: '', validUntil: '2026-12-20', options: options().slice(0, 1) })
    expect(await sendQuote(coordinator(), started.quoteId, 2)).toMatchObject({ code: 'quote_rate_missing', values: { from: 'EUR', to: 'CHF' } })
    const quote = await db().selectFrom('quotes').select('status').where('id', '=', started.quoteId).executeTakeFirstOrThrow()
    expect(quote.status).toBe('draft')
  })

  it('accepting one option makes a planned plan with its steps; only the patient’s own, open, current quote', async () => {
    const marta = await patient()
    const other = await patient()
    const { quoteId, requestId } = await sentQuote(marta)
    const view = (await quoteView(db(), quoteId, 'en'))!
    const barcelona = view.options[0]!
    expect(await acceptQuote(other.context(), { quoteId, optionId: barcelona.id, version: view.version, termsAccepted: true })).toMatchObject({
      code: 'quote_not_found',
    })
    expect(await acceptQuote(marta.context(), { quoteId, optionId: barcelona.id, version: view.version, termsAccepted: false })).toMatchObject({
      code: 'quote_terms_needed',
    })
    expect(await acceptQuote(marta.context(), { quoteId, optionId: barcelona.id, version: view.version - 1, termsAccepted: true })).toMatchObject({
      code: 'quote_changed',
    })
    const accepted = await acceptQuote(marta.context(), { quoteId, optionId: barcelona.id, version: view.version, termsAccepted: true })
    expect(accepted).toMatchObject({ ok: true, clinicId: clinics.barcelona, serviceId: ids.lasik })
    if (!accepted.ok) return
    const plan = await db().selectFrom('treatments').selectAll().where('id', '=', accepted.treatmentId).executeTakeFirstOrThrow()
    expect(plan).toMatchObject({ user_id: marta.id, clinic_id: clinics.barcelona, specialist_id: specialists.barcelona, status: 'planned' })
    const steps = await db()
      .selectFrom('treatment_steps')
      .select(['kind', 'status', 'scheduled_on'])
      .where('treatment_id', '=', plan.id)
      .orderBy('position')
      .execute()
    expect(steps).toEqual([
      { kind: 'assessment', status: 'next', scheduled_on: '2027-02-01' },
      { kind: 'treatment', status: 'planned', scheduled_on: '2027-02-02' },
      { kind: 'first_check', status: 'planned', scheduled_on: '2027-02-03' },
      { kind: 'one_month_check', status: 'planned', scheduled_on: '2027-03-04' },
    ])
    const quote = await db().selectFrom('quotes').selectAll().where('id', '=', quoteId).executeTakeFirstOrThrow()
    expect(quote).toMatchObject({ status: 'accepted', accepted_option_id: barcelona.id, terms_version: expect.any(String), treatment_id: plan.id })
    expect(await db().selectFrom('quote_requests').select('status').where('id', '=', requestId).executeTakeFirstOrThrow()).toEqual({
      status: 'accepted',
    })
    expect(await acceptQuote(marta.context(), { quoteId, optionId: barcelona.id, version: quote.version, termsAccepted: true })).toMatchObject({
      code: 'quote_not_open',
    })
    const trail = await db()
      .selectFrom('audit_log')
      .select(['action', 'actor_user_id'])
      .where('entity_type', '=', 'quote')
      .where('entity_id', '=', String(quoteId))
      .execute()
    expect(trail.map((row) => row.action)).toEqual(expect.arrayContaining(['quote.start', 'quote.save', 'quote.send', 'quote.accept']))
    expect(trail.find((row) => row.action === 'quote.accept')?.actor_user_id).toBe(marta.id)
    expect(await startQuote(coordinator(), requestId)).toMatchObject({ code: 'quote_not_open' })
  })

  it('a declined quote can be reissued: the new draft copies it, and sending replaces it', async () => {
    const marta = await patient()
    const { quoteId, requestId } = await sentQuote(marta)
    const view = (await quoteView(db(), quoteId, 'en'))!
    expect(await declineQuote(marta.context(), { quoteId, version: view.version, reason: 'Too expensive for me.' })).toEqual({ ok: true })
    const reissue = await startQuote(coordinator(), requestId)
    if (!reissue.ok) throw new Error(reissue.code)
    const copy = (await quoteView(db(), reissue.quoteId, 'en'))!
    expect(copy).toMatchObject({ number: 2, status: 'draft', validUntil: null })
    expect(copy.options.map((option) => option.lines.length)).toEqual(view.options.map((option) => option.lines.length))
  })

  describe('expiry', () => {
    it('a sent quote past its last day expires by itself, and can no longer be accepted', async () => {
      const marta = await patient()
      const { quoteId, requestId } = await sentQuote(marta, '2026-12-05')
      const later = new Date('2026-12-06T09:00:00Z')
      const view = (await quoteView(db(), quoteId, 'en'))!
      expect(
        await acceptQuote(marta.context(later), { quoteId, optionId: view.options[0]!.id, version: view.version, termsAccepted: true }),
      ).toMatchObject({
        code: 'quote_expired',
      })
      expect(await expireQuotes({ db: db(), now: later })).toBeGreaterThanOrEqual(1)
      expect(await db().selectFrom('quotes').select('status').where('id', '=', quoteId).executeTakeFirstOrThrow()).toEqual({ status: 'expired' })
      expect(await db().selectFrom('quote_requests').select('status').where('id', '=', requestId).executeTakeFirstOrThrow()).toEqual({
        status: 'expired',
      })
    })
  })

  it('a visitor’s request waits for their account, is sent once, and unsent drafts go after a day', async () => {
    const visitor = testActionContext(db(), { locale: 'es', now: NOW })
    const saved = await saveVisitorRequest(visitor, await requestInput('es'))
    if (!saved.ok) throw new Error(saved.code)
    expect(await staffQuoteRequests(db(), { filter: 'all', locale: 'es' })).not.toContainEqual(expect.objectContaining({ status: 'draft' }))
    const lucia = await patient('es')
    const sent = await sendVisitorRequest(lucia.context(), saved.token)
    expect(sent).toMatchObject({ ok: true })
    expect(await sendVisitorRequest(lucia.context(), saved.token)).toMatchObject({ code: 'quote_draft_gone' })
    expect(await patientQuoteRequests(db(), lucia.id, 'es')).toHaveLength(1)

    const forgotten = await saveVisitorRequest(testActionContext(db(), { locale: 'es', now: NOW }), await requestInput('es'))
    if (!forgotten.ok) throw new Error(forgotten.code)
    const dayLater = new Date(NOW.getTime() + 25 * 3600_000)
    expect(await findVisitorRequest(db(), forgotten.token, dayLater)).toBeUndefined()
    expect(await sweepVisitorRequests(db(), dayLater)).toBeGreaterThanOrEqual(1)
  })
})
