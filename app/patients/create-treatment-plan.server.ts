import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from '~/staff/audit.server'
import { planRecord, planRefusal } from './treatment-plan-changes.server'
import type { TreatmentPlanInput } from './treatment-plan-schemas'

export interface CreateTreatmentPlanInput {
  patientId: number
  plan: TreatmentPlanInput
}

/** Staff create a treatment plan for a patient (never for a staff account), at a clinic they serve. Audited. */
export async function createTreatmentPlan(
  context: ActionContext,
  { patientId, plan }: CreateTreatmentPlanInput,
): Promise<Outcome<{ treatmentId: number }>> {
  const { scope } = staffCaller(context, 'treatment_plans.manage')
  return context.db.transaction().execute(async (trx) => {
    const patient = await trx.selectFrom('users').select('id').where('id', '=', patientId).where('role', '=', 'patient').executeTakeFirst()
    if (!patient) return refuse('patient_not_found')
    const refused = await planRefusal(trx, scope, plan)
    if (refused) return refused
    const { id } = await trx
      .insertInto('treatments')
      .values({ user_id: patientId, ...planRecord(plan) })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordAudit(trx, context, { action: 'treatment.create', entityType: 'treatment', entityId: id, after: { patientId, ...plan } })
    return { ok: true, treatmentId: id }
  })
}
