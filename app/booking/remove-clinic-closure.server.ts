import { staffCaller } from '~/access/caller.server'
import { scopeIncludes } from '~/access/clinic-scope.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { recordAudit } from '~/staff/audit.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import type { ClinicClosure } from './add-clinic-closure.server'
import type { RemoveClinicClosureInput } from './clinic-availability-schemas'

export type ClinicClosureRemoved = Outcome<{ before: ClinicClosure; after: null }>

/**
 * Staff reopen what a closure closed, at a clinic they serve. Opening hours
 * strand no appointment, so nothing can refuse it but a wrong id (or another
 * clinic's, which is not found). Audited.
 */
export async function removeClinicClosure(context: ActionContext, { clinicId, closureId }: RemoveClinicClosureInput): Promise<ClinicClosureRemoved> {
  const { scope } = staffCaller(context, 'availability.manage')
  if (!scopeIncludes(scope, clinicId)) return refuse('clinic_not_found')
  return context.db.transaction().execute(async (trx): Promise<ClinicClosureRemoved> => {
    const removed = await trx
      .deleteFrom('clinic_closures')
      .where('id', '=', closureId)
      .where('clinic_id', '=', clinicId)
      .returning(['id', 'on_date', 'starts', 'ends'])
      .executeTakeFirst()
    if (!removed) return refuse('closure_not_found')
    const before = { id: removed.id, date: removed.on_date, starts: removed.starts, ends: removed.ends }
    await recordAudit(trx, context, { action: 'clinic.closure_remove', entityType: 'clinic', entityId: clinicId, before })
    return { ok: true, before, after: null }
  })
}
