import type { Kysely } from 'kysely'
import type { RequestSession } from '~/accounts/session-middleware.server'
import type { StoredAttachment } from '~/conversations/message-attachments.server'
import { quoteQuestions } from '~/catalogue/quote-questions.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import type { CurrencyCode } from '~/quotes/money'
import type { QuoteOptionInput } from '~/quotes/quote-builder-rules'
import { QuoteRequestSchema } from '~/quotes/quote-request-rules'
import { requestQuote } from '~/quotes/request-quote.server'
import { saveQuote } from '~/quotes/save-quote.server'
import { sendQuote } from '~/quotes/send-quote.server'
import { startQuote } from '~/quotes/start-quote.server'
import { staffActionContext, testActionContext } from './action-context'
import { insertStaffMember } from './staff-api'

/*
 * A personal quote sent to a patient, made the way it is made for real: the
 * patient's request, a coordinator's draft and its sending, through the verbs
 * (issue 30). LASIK with two options: Barcelona, priced in euros, and Bogotá,
 * in Colombian pesos; the patient reads them in US dollars (or `currency`).
 * Used by the route tests and, through tests/e2e/seed-quote.ts, the journeys.
 */

const DAY = 86_400_000
const isoDay = (at: Date) => at.toISOString().slice(0, 10)

/** The reference rates the quote converts at, dated the day before `now`: the ECB's EUR→USD, a TRM for USD→COP. */
export async function insertQuoteRates(db: Kysely<Database>, now = new Date()) {
  const day = isoDay(new Date(now.getTime() - DAY))
  const rate = (base: string, quote: string, value: string, source: string) => ({
    base_currency: base,
    quote_currency: quote,
    rate: value,
    rate_date: day,
    source,
    entered_by: null,
    created_at: now.toISOString(),
  })
  await db
    .insertInto('exchange_rates')
    .values([rate('EUR', 'USD', '1.0512', 'ecb'), rate('USD', 'COP', '4150.25', 'manual'), rate('EUR', 'COP', '4362.74', 'manual')])
    .onConflict((conflict) => conflict.doNothing())
    .execute()
}

const TEXTS = {
  en: {
    message: 'I would like to compare Barcelona and Bogotá before deciding.',
    note: 'Two good options for your LASIK. Both surgeons operate with a femtosecond laser; Bogotá includes the transfers you asked about.',
    surgery: 'Femto-LASIK, both eyes',
    tests: 'Topography, pachymetry and aberrometry',
    medicines: 'Eye drops for the first month',
    accommodation: 'Three nights near the clinic',
    transfers: 'Airport to hotel and to the clinic',
    notIncluded: 'Flights and meals.',
    mayChange: 'If the assessment shows thin corneas, PRK instead of LASIK.',
  },
  es: {
    message: 'Me gustaría comparar Barcelona y Bogotá antes de decidir.',
    note: 'Dos buenas opciones para tu LASIK. Los dos cirujanos operan con láser de femtosegundo; en Bogotá van incluidos los traslados que preguntaste.',
    surgery: 'Femto-LASIK, ambos ojos',
    tests: 'Topografía, paquimetría y aberrometría',
    medicines: 'Colirios para el primer mes',
    accommodation: 'Tres noches cerca de la clínica',
    transfers: 'Del aeropuerto al hotel y a la clínica',
    notIncluded: 'Vuelos y comidas.',
    mayChange: 'Si la valoración muestra córneas finas, PRK en lugar de LASIK.',
  },
} as const

export interface SentQuote {
  requestId: number
  quoteId: number
  /** The options' ids, in order: Barcelona, Bogotá. */
  optionIds: number[]
  version: number
  coordinatorId: number
}

/** LASIK's two places of the seeded catalogue: Barcelona (EUR) with Dr Ferrer, Bogotá (COP) with Dr Rojas. */
export async function lasikPlaces(db: Kysely<Database>) {
  const specialist = (slug: string) => db.selectFrom('specialists').select(['id', 'clinic_id']).where('slug', '=', slug).executeTakeFirstOrThrow()
  const [ferrer, rojas, lasik] = await Promise.all([
    specialist('marc-ferrer'),
    specialist('valentina-rojas'),
    db.selectFrom('services').select('id').where('slug', '=', 'lasik').executeTakeFirstOrThrow(),
  ])
  return {
    serviceId: lasik.id,
    barcelona: { clinicId: ferrer.clinic_id, specialistId: ferrer.id },
    bogota: { clinicId: rojas.clinic_id, specialistId: rojas.id },
  }
}

/**
 * A sent quote for `patient` (an account that exists), written in their language, valid until
 * `validUntil` (default: three weeks from `now`). Throws if a verb refuses.
 */
export async function sendTestQuote(
  db: Kysely<Database>,
  patient: { id: number; name: string; email: string; locale: Locale },
  {
    currency = 'USD',
    validUntil,
    now = new Date(),
    attachments = [],
  }: { currency?: CurrencyCode; validUntil?: string; now?: Date; attachments?: StoredAttachment[] } = {},
): Promise<SentQuote> {
  await insertQuoteRates(db, now)
  const places = await lasikPlaces(db)
  const texts = TEXTS[patient.locale]
  const session = { sessionId: 0, token: 't', via: 'cookie', user: patient } as RequestSession
  const questions = await quoteQuestions(db, places.serviceId, patient.locale)
  const input = QuoteRequestSchema.parse({
    serviceId: places.serviceId,
    destinationIds: [],
    clinicIds: [places.barcelona.clinicId, places.bogota.clinicId],
    adviseMe: 'off',
    travelFrom: isoDay(new Date(now.getTime() + 60 * DAY)),
    travelTo: isoDay(new Date(now.getTime() + 80 * DAY)),
    country: currency === 'USD' ? 'US' : 'ES',
    currency,
    answers: questions.map((_, index) => (index === 0 ? '34' : '')),
    message: texts.message,
    healthDataConsent: 'on',
  })
  const requested = await requestQuote({ ...testActionContext(db, { locale: patient.locale, now }), session }, input, attachments)
  if (!requested.ok) throw new Error(`requestQuote: ${requested.code}`)
  const coordinatorId = await insertStaffMember(db, 'coordinator', [], 'Ana Pérez')
  const coordinator = staffActionContext(db, 'coordinator', { id: coordinatorId, now })
  const started = await startQuote(coordinator, requested.requestId)
  if (!started.ok) throw new Error(`startQuote: ${started.code}`)
  const line = (kind: QuoteOptionInput['lines'][number]['kind'], amountMinor: number, description = '', included = true, quantity = 1) => ({
    kind,
    description,
    quantity,
    amountMinor,
    included,
  })
  const options: QuoteOptionInput[] = [
    {
      ...places.barcelona,
      notIncluded: texts.notIncluded,
      mayChange: texts.mayChange,
      mayChangeMaxMinor: 30000,
      assessmentFeeMinor: 9000,
      lines: [
        line('surgery', 180000, texts.surgery),
        line('tests', 15000, texts.tests),
        line('follow_up', 0, '', true, 2),
        line('medicines', 4550, texts.medicines),
        line('accommodation', 45000, texts.accommodation, false, 3),
      ],
    },
    {
      ...places.bogota,
      notIncluded: texts.notIncluded,
      mayChange: '',
      mayChangeMaxMinor: 0,
      assessmentFeeMinor: 25000000,
      lines: [
        line('surgery', 650000000, texts.surgery),
        line('anaesthesia', 35000000),
        line('tests', 48000000, texts.tests),
        line('follow_up', 0, '', true, 3),
        line('transfers', 12000000, texts.transfers),
        line('accommodation', 60000000, texts.accommodation, false, 3),
      ],
    },
  ]
  const saved = await saveQuote(coordinator, started.quoteId, {
    version: 1,
    note: texts.note,
    validUntil: validUntil ?? isoDay(new Date(now.getTime() + 21 * DAY)),
    options,
  })
  if (!saved.ok) throw new Error(`saveQuote: ${saved.code}`)
  const sent = await sendQuote(coordinator, started.quoteId, saved.version)
  if (!sent.ok) throw new Error(`sendQuote: ${sent.code}`)
  const [quote, optionRows] = await Promise.all([
    db.selectFrom('quotes').select('version').where('id', '=', started.quoteId).executeTakeFirstOrThrow(),
    db.selectFrom('quote_options').select('id').where('quote_id', '=', started.quoteId).orderBy('position').execute(),
  ])
  return {
    requestId: requested.requestId,
    quoteId: started.quoteId,
    optionIds: optionRows.map((row) => row.id),
    version: quote.version,
    coordinatorId,
  }
}
