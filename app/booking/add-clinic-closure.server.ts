import type { ActionContext } from '~/accounts/action-context.server'
import { recordAudit } from '~/staff/audit.server'
import type { ClinicClosureInput } from './clinic-availability-schemas'
import { changeClinicSchedule, withClosure, type ScheduleChanged } from './clinic-schedule-change.server'

export interface ClinicClosure {
  id: number
  date: string
  /** Both null: the whole day. */
  starts: string | null
  ends: string | null
}

export type ClinicClosureAdded = ScheduleChanged<{ before: null; after: ClinicClosure }>

/**
 * Closes a clinic for a day or part of one (the console's closures form).
 * Refused when a confirmed appointment or live hold falls inside it (listed in
 * the refusal): it has to be moved or cancelled first.
 */
export async function addClinicClosure(context: ActionContext, { clinicId, ...closure }: ClinicClosureInput): Promise<ClinicClosureAdded> {
  return changeClinicSchedule(context.db, clinicId, context.now, {
    change: withClosure(closure),
    write: async (trx) => {
      const { id } = await trx
        .insertInto('clinic_closures')
        .values({ clinic_id: clinicId, on_date: closure.date, starts: closure.starts ?? null, ends: closure.ends ?? null })
        .returning('id')
        .executeTakeFirstOrThrow()
      const after = { id, date: closure.date, starts: closure.starts ?? null, ends: closure.ends ?? null }
      await recordAudit(trx, context, { action: 'clinic.closure_add', entityType: 'clinic', entityId: clinicId, after })
      return { before: null, after }
    },
  })
}
