import { z } from 'zod'
import { requiredText } from '~/forms/rules'
import { planStepStatuses, treatmentStatuses } from './treatment-steps'

/*
 * A treatment plan and its steps as staff write them: the console's forms
 * (instant feedback), /v1/admin's bodies and the verbs that take them
 * (create-treatment-plan.server.ts…). Dates are calendar days (YYYY-MM-DD),
 * as the patient's timeline shows them.
 */

const id = z.coerce.number({ error: 'required' }).int().positive({ error: 'required' }).max(2_147_483_647)
const day = z.iso.date({ error: 'console.treatments.errors.date' })
const note = z
  .string()
  .trim()
  .max(2000, { error: 'console.treatments.errors.too_long' })
  .optional()
  .transform((value) => value || null)

export const TreatmentPlanSchema = z
  .object({
    serviceId: id,
    clinicId: id,
    specialistId: id,
    status: z.enum(treatmentStatuses, { error: 'required' }),
    startedOn: day,
    endedOn: day.optional().or(z.literal('').transform(() => undefined)),
    confirmDuplicate: z
      .boolean()
      .optional()
      .describe(
        'Creating a plan: create it even though the patient already has a plan (not cancelled) for this treatment at this clinic; without it that is refused (409, treatment_plan_duplicate). Ignored when changing a plan.',
      ),
  })
  .refine((plan) => !plan.endedOn || plan.endedOn >= plan.startedOn, { path: ['endedOn'], message: 'console.treatments.errors.ends_before_start' })
export type TreatmentPlanInput = z.infer<typeof TreatmentPlanSchema>

export const TreatmentStepSchema = z.object({
  title: requiredText().pipe(z.string().max(200, { error: 'console.treatments.errors.too_long' })),
  scheduledOn: day,
  status: z.enum(planStepStatuses, { error: 'required' }),
  patientNote: note,
  internalNote: note,
})
export type TreatmentStepInput = z.infer<typeof TreatmentStepSchema>
