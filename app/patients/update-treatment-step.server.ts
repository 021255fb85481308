import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { recordAudit } from '~/staff/audit.server'
import { enqueueNextStepEmail, stepRecord, treatmentInScope } from './treatment-plan-changes.server'
import type { TreatmentStepInput } from './treatment-plan-schemas'

export interface UpdateTreatmentStepInput {
  treatmentId: number
  stepId: number
  step: TreatmentStepInput
}

/** Staff rewrite a step they wrote; when it becomes "next", the patient is emailed. Audited. */
export async function updateTreatmentStep(context: ActionContext, { treatmentId, stepId, step }: UpdateTreatmentStepInput): Promise<Outcome> {
  const { scope } = staffCaller(context, 'treatment_plans.manage')
  const outcome = await context.db.transaction().execute(async (trx): Promise<Outcome & { emailed?: boolean }> => {
    const treatment = await treatmentInScope(trx, scope, treatmentId)
    if (!treatment) return refuse('treatment_not_found')
    const before = await trx
      .selectFrom('treatment_steps')
      .selectAll()
      .where('id', '=', stepId)
      .where('treatment_id', '=', treatmentId)
      .executeTakeFirst()
    if (!before || before.kind !== 'custom') return refuse('treatment_step_not_found')
    await trx.updateTable('treatment_steps').set(stepRecord(step)).where('id', '=', stepId).execute()
    const becomesNext = step.status === 'next' && before.status !== 'next'
    if (becomesNext) await enqueueNextStepEmail(trx, treatment.user_id, treatmentId, step)
    await recordAudit(trx, context, {
      action: 'treatment.step_update',
      entityType: 'treatment_step',
      entityId: stepId,
      before: {
        title: before.title,
        scheduledOn: before.scheduled_on,
        status: before.status,
        patientNote: before.patient_note,
        internalNote: before.internal_note,
      },
      after: step,
    })
    return { ok: true, emailed: becomesNext }
  })
  if (outcome.ok && outcome.emailed) wakeOutbox()
  return outcome.ok ? { ok: true } : outcome
}
