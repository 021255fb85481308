import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import type { RefusalCode } from '~/errors/outcomes'
import { BULK_LIMIT } from './bulk-limit'
import { recordAppointmentOutcome } from './record-appointment-outcome.server'

export interface MarkAppointmentsCompletedInput {
  appointmentIds: number[]
}

/** Why an appointment of the selection was left as it was: not started yet, no longer confirmed, not one of the caller's, or being changed at that moment. */
export type BulkSkipReason = 'not_started' | 'closed' | 'not_found' | 'busy'

export interface MarkedCompleted {
  ok: true
  /** Marked completed, in the order asked. */
  completed: number[]
  skipped: Array<{ appointmentId: number; reason: BulkSkipReason }>
}

/**
 * Staff mark several appointments completed at once (the appointment list's
 * bulk action). Each goes through recordAppointmentOutcome, one at a time and
 * in its own transaction, so each is checked as the single mark checks it
 * (confirmed, started, in the caller's clinics), writes its own audit entry
 * and emails its patient; one that may not be marked is skipped with the
 * reason, and the others are still marked.
 */
export async function markAppointmentsCompleted(
  context: ActionContext,
  { appointmentIds }: MarkAppointmentsCompletedInput,
): Promise<MarkedCompleted> {
  staffCaller(context, 'appointments.manage')
  // The form refuses more (400); a longer list here is a caller's bug, never half done.
  if (appointmentIds.length > BULK_LIMIT) throw new RangeError(`At most ${BULK_LIMIT} appointments at once`)
  const completed: number[] = []
  const skipped: MarkedCompleted['skipped'] = []
  for (const appointmentId of [...new Set(appointmentIds)]) {
    const outcome = await recordAppointmentOutcome(context, { appointmentId, outcome: 'completed' })
    if (outcome.ok) completed.push(appointmentId)
    else skipped.push({ appointmentId, reason: skipReason(outcome.code) })
  }
  return { ok: true, completed, skipped }
}

function skipReason(code: RefusalCode): BulkSkipReason {
  if (code === 'appointment_not_started') return 'not_started'
  if (code === 'appointment_closed') return 'closed'
  if (code === 'appointment_not_found') return 'not_found'
  return 'busy'
}
