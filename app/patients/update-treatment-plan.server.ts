import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'
import { planRecord, planRefusal, treatmentInScope } from './treatment-plan-changes.server'
import type { TreatmentPlanInput } from './treatment-plan-schemas'

export interface UpdateTreatmentPlanInput {
  treatmentId: number
  plan: TreatmentPlanInput
}

/** Staff change a plan's service, clinic, specialist, status or dates, at clinics they serve. Audited. */
export async function updateTreatmentPlan(context: ActionContext, { treatmentId, plan }: UpdateTreatmentPlanInput): Promise<Outcome> {
  const { scope } = staffCaller(context, 'treatment_plans.manage')
  return context.db.transaction().execute(async (trx) => {
    const before = await treatmentInScope(trx, scope, treatmentId)
    if (!before) return refuse('treatment_not_found')
    const refused = await planRefusal(trx, scope, plan)
    if (refused) return refused
    await trx.updateTable('treatments').set(planRecord(plan)).where('id', '=', treatmentId).execute()
    await recordAudit(trx, context, { action: 'treatment.update', entityType: 'treatment', entityId: treatmentId, before, after: planRecord(plan) })
    return { ok: true }
  })
}
