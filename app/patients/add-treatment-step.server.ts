import { staffCaller } from '~/access/caller.server'
import type { ActionContext } from '~/accounts/action-context.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { wakeOutbox } from '~/messaging/outbox.server'
import { recordAudit } from '~/staff/audit.server'
import { enqueueNextStepEmail, stepRecord, treatmentInScope } from './treatment-plan-changes.server'
import type { TreatmentStepInput } from './treatment-plan-schemas'

export interface AddTreatmentStepInput {
  treatmentId: number
  step: TreatmentStepInput
}

/** Staff add a step at the end of a plan's timeline; a "next" step is emailed to the patient. Audited. */
export async function addTreatmentStep(context: ActionContext, { treatmentId, step }: AddTreatmentStepInput): Promise<Outcome<{ stepId: number }>> {
  const { scope } = staffCaller(context, 'treatment_plans.manage')
  const outcome = await context.db.transaction().execute(async (trx): Promise<Outcome<{ stepId: number }>> => {
    const treatment = await treatmentInScope(trx, scope, treatmentId)
    if (!treatment) return refuse('treatment_not_found')
    const last = await trx
      .selectFrom('treatment_steps')
      .select((eb) => eb.fn.max('position').as('position'))
      .where('treatment_id', '=', treatmentId)
      .executeTakeFirst()
    const { id } = await trx
      .insertInto('treatment_steps')
      .values({ treatment_id: treatmentId, position: Number(last?.position ?? 0) + 1, kind: 'custom', ...stepRecord(step) })
      .returning('id')
      .executeTakeFirstOrThrow()
    if (step.status === 'next') await enqueueNextStepEmail(trx, treatment.user_id, treatmentId, step)
    await recordAudit(trx, context, { action: 'treatment.step_add', entityType: 'treatment_step', entityId: id, after: { treatmentId, ...step } })
    return { ok: true, stepId: id }
  })
  if (outcome.ok && step.status === 'next') wakeOutbox()
  return outcome
}
