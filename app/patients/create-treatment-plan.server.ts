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

/**
 * Staff create a treatment plan for a patient (never for a staff account), at a clinic they serve. A patient
 * who already has a plan (not cancelled) for that treatment at that clinic — the "planned" one a paid
 * booking starts, typically — gets a second only when staff confirm it (`confirmDuplicate`), so nobody
 * ends up with two LASIK plans by mistake. Audited (a confirmed duplicate names the plans it duplicates).
 */
export async function createTreatmentPlan(
  context: ActionContext,
  { patientId, plan }: CreateTreatmentPlanInput,
): Promise<Outcome<{ treatmentId: number }>> {
  const { scope } = staffCaller(context, 'treatment_plans.manage')
  const { confirmDuplicate, ...fields } = plan
  return context.db.transaction().execute(async (trx) => {
    const patient = await trx.selectFrom('users').select('id').where('id', '=', patientId).where('role', '=', 'patient').executeTakeFirst()
    if (!patient) return refuse('patient_not_found')
    const refused = await planRefusal(trx, scope, fields)
    if (refused) return refused
    const duplicates = await trx
      .selectFrom('treatments')
      .select('id')
      .where('user_id', '=', patientId)
      .where('service_id', '=', fields.serviceId)
      .where('clinic_id', '=', fields.clinicId)
      .where('status', '!=', 'cancelled')
      .orderBy('id')
      .execute()
    if (duplicates.length > 0 && !confirmDuplicate) return refuse('treatment_plan_duplicate', { field: 'confirmDuplicate' })
    const { id } = await trx
      .insertInto('treatments')
      .values({ user_id: patientId, ...planRecord(fields) })
      .returning('id')
      .executeTakeFirstOrThrow()
    await recordAudit(trx, context, {
      action: 'treatment.create',
      entityType: 'treatment',
      entityId: id,
      after: { patientId, ...fields, ...(duplicates.length > 0 ? { duplicateOf: duplicates.map((row) => row.id) } : {}) },
    })
    return { ok: true, treatmentId: id }
  })
}
