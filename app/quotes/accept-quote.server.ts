import { DateTime } from 'luxon'
import type { ActionContext } from '~/accounts/action-context.server'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { recordAudit } from '~/staff/audit.server'
import { QUOTE_TERMS_VERSION } from './quote-builder-rules'
import { openQuote, tellTheTeam } from './quote-decision.server'
import { quoteOptions } from './quote-store.server'

/*
 * The patient accepts one option of their quote (issue 30, decision 040),
 * under the quote terms whose version is recorded with the time: a planned
 * treatment plan for that clinic and specialist with the steps the option
 * implies (assessment, treatment, the follow-ups it includes), which the
 * assessment booked from it then completes.
 */

/** Standard follow-up steps, in order, and when each comes after the treatment (days). */
const FOLLOW_UPS = [
  { kind: 'first_check', afterDays: 1 },
  { kind: 'one_month_check', afterDays: 30 },
  { kind: 'three_month_check', afterDays: 90 },
] as const

const isoDay = (day: string, plusDays: number) => DateTime.fromISO(day, { zone: 'UTC' }).plus({ days: plusDays }).toISODate()!

export async function acceptQuote(
  context: ActionContext & { session: RequestSession },
  input: { quoteId: number; optionId: number; version: number; termsAccepted: boolean },
): Promise<Outcome<{ treatmentId: number; clinicId: number; serviceId: number }>> {
  const { db, session, now } = context
  if (!input.termsAccepted) return refuse('quote_terms_needed', { field: 'terms' })
  const outcome = await db.transaction().execute(async (trx) => {
    const open = await openQuote(trx, session, input.quoteId, input.version, now)
    if (!open.ok) return open
    const { quote } = open
    const option = (await quoteOptions(trx, [quote.id])).get(quote.id)!.find((candidate) => candidate.id === input.optionId)
    if (!option) return refuse('quote_option_unknown', { field: 'optionId' })
    const request = await trx
      .selectFrom('quote_requests')
      .select(['id', 'service_id', 'travel_from', 'status'])
      .where('id', '=', quote.request_id)
      .executeTakeFirstOrThrow()
    const clinic = await trx.selectFrom('clinics').select('time_zone').where('id', '=', option.clinic_id).executeTakeFirstOrThrow()
    const today = DateTime.fromJSDate(now, { zone: clinic.time_zone }).toISODate()!
    const { id: treatmentId } = await trx
      .insertInto('treatments')
      .values({
        user_id: session.user.id,
        service_id: request.service_id,
        clinic_id: option.clinic_id,
        specialist_id: option.specialist_id,
        status: 'planned',
        started_on: today,
        ended_on: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow()
    // The dates are the travel window's start until the assessment is booked and the clinic plans the rest.
    const arrival = request.travel_from > today ? request.travel_from : today
    const followUps = option.lines
      .filter((line) => line.kind === 'follow_up' && line.included === 1)
      .reduce((count, line) => count + line.quantity, 0)
    const steps = [
      { kind: 'assessment', scheduled_on: arrival, status: 'next' as const },
      { kind: 'treatment', scheduled_on: isoDay(arrival, 1), status: 'planned' as const },
      ...FOLLOW_UPS.slice(0, followUps).map((step) => ({
        kind: step.kind,
        scheduled_on: isoDay(arrival, 1 + step.afterDays),
        status: 'planned' as const,
      })),
    ]
    await trx
      .insertInto('treatment_steps')
      .values(steps.map((step, position) => ({ treatment_id: treatmentId, position, ...step })))
      .execute()
    const decidedAt = now.toISOString()
    await trx
      .updateTable('quotes')
      .set({
        status: 'accepted',
        accepted_option_id: option.id,
        terms_version: QUOTE_TERMS_VERSION,
        decided_at: decidedAt,
        treatment_id: treatmentId,
        version: quote.version + 1,
        updated_at: decidedAt,
      })
      .where('id', '=', quote.id)
      .execute()
    await trx.updateTable('quote_requests').set({ status: 'accepted', updated_at: decidedAt }).where('id', '=', quote.request_id).execute()
    const noticed = await tellTheTeam(trx, session, quote, 'quote_accepted', '', now)
    await recordAudit(trx, context, {
      action: 'quote.accept',
      entityType: 'quote',
      entityId: quote.id,
      before: { status: 'sent' },
      after: { status: 'accepted', optionId: option.id, termsVersion: QUOTE_TERMS_VERSION, quoteVersion: quote.version, treatmentId },
    })
    return { ok: true as const, treatmentId, clinicId: option.clinic_id, serviceId: request.service_id, noticed }
  })
  if (!outcome.ok) return outcome
  if (outcome.noticed) wakeOutbox()
  return { ok: true, treatmentId: outcome.treatmentId, clinicId: outcome.clinicId, serviceId: outcome.serviceId }
}
