import { staffCaller } from '~/access/caller.server'
import { scopeIncludes } from '~/access/clinic-scope.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse } from '~/errors/outcomes'
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
 * Staff close a clinic they serve for a day or part of one (the console's
 * closures form; another clinic is not found). Refused when a confirmed
 * appointment or live hold falls inside it (listed in the refusal): it has to
 * be moved or cancelled first. Audited.
 */
export async function addClinicClosure(context: ActionContext, { clinicId, ...closure }: ClinicClosureInput): Promise<ClinicClosureAdded> {
  const { scope } = staffCaller(context, 'availability.manage')
  if (!scopeIncludes(scope, clinicId)) return refuse('clinic_not_found')
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
