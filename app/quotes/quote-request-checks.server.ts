import type { Kysely } from 'kysely'
import { DateTime } from 'luxon'
import { quoteQuestions } from '~/catalogue/quote-questions.server'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { refuse, type Refusal } from '~/errors/outcomes'
import type { QuoteRequestInput } from './quote-request-rules'
import { travelWindowProblem } from './quote-request-rules'

/*
 * What a request must be beyond its form's rules, checked against the
 * catalogue as it is now: a published service, destinations it is offered in,
 * clinics where a specialist offers it, a travel window from today, and
 * answers to the questions the patient was shown (their text, in the
 * patient's language, is stored beside each answer).
 */

export interface CheckedRequest {
  answers: { question: string; answer: string }[]
}

/** Today's date where the patient is (their zone, else the site's), as the travel window is told. */
export function patientToday(now: Date, timeZone: string | null | undefined) {
  return DateTime.fromJSDate(now, { zone: timeZone ?? 'UTC' }).toISODate() ?? now.toISOString().slice(0, 10)
}

export async function checkQuoteRequest(
  db: Kysely<Database>,
  input: QuoteRequestInput,
  { locale, today }: { locale: Locale; today: string },
): Promise<{ ok: true; checked: CheckedRequest } | Refusal> {
  const service = await db.selectFrom('services').select('id').where('id', '=', input.serviceId).where('published', '=', 1).executeTakeFirst()
  if (!service) return refuse('quote_service_unknown', { field: 'serviceId' })
  if (input.destinationIds.length > 0) {
    const offered = await db
      .selectFrom('service_destinations')
      .select('destination_id')
      .where('service_id', '=', input.serviceId)
      .where('destination_id', 'in', input.destinationIds)
      .execute()
    if (offered.length !== input.destinationIds.length) return refuse('quote_place_unknown', { field: 'destinationIds' })
  }
  if (input.clinicIds.length > 0) {
    const offered = await db
      .selectFrom('service_specialists as ss')
      .innerJoin('specialists as sp', 'sp.id', 'ss.specialist_id')
      .select('sp.clinic_id')
      .distinct()
      .where('ss.service_id', '=', input.serviceId)
      .where('sp.clinic_id', 'in', input.clinicIds)
      .execute()
    if (offered.length !== input.clinicIds.length) return refuse('quote_place_unknown', { field: 'clinicIds' })
  }
  const travel = travelWindowProblem(input, today)
  if (travel) return refuse('quote_travel_window', { field: 'travelFrom', detail: travel })
  const questions = await quoteQuestions(db, input.serviceId, locale)
  // Answers to other questions than these (the service's questions changed while the form was open): shown again.
  if (input.answers.length !== questions.length) return refuse('quote_answers_mismatch', { field: 'answers' })
  return { ok: true, checked: { answers: questions.map((question, index) => ({ question, answer: input.answers[index] ?? '' })) } }
}

/** The request's row values that come from the form. */
export function requestColumns(input: QuoteRequestInput, checked: CheckedRequest, locale: string) {
  return {
    service_id: input.serviceId,
    advise_me: input.adviseMe ? 1 : 0,
    destination_ids: input.destinationIds.join(','),
    clinic_ids: input.clinicIds.join(','),
    travel_from: input.travelFrom,
    travel_to: input.travelTo,
    country: input.country,
    currency: input.currency,
    answers: JSON.stringify(checked.answers),
    message: input.message,
    locale,
  }
}
