/*
 * The fixed vocabularies of the account area: a treatment's timeline steps,
 * and the statuses and kinds of treatments and appointments. Shared by server
 * and browser code; the UI labels them via the message catalogue
 * (account.steps.<kind>, account.treatment_status.<status>, …).
 */

/** A treatment's timeline, in the order the steps happen. */
export const stepKinds = ['pre_screening', 'assessment', 'travel', 'treatment', 'first_check', 'one_month_check', 'three_month_check'] as const
/** custom: a step staff wrote, with its own title (the console's treatment plans). */
export type StepKind = (typeof stepKinds)[number] | 'custom'

/** next and planned: the statuses of staff-written steps (next is the one the patient is told about). */
export const stepStatuses = ['done', 'upcoming', 'cancelled', 'next', 'planned'] as const
/** What staff choose for a step they write. */
export const planStepStatuses = ['done', 'next', 'planned'] as const
export type StepStatus = (typeof stepStatuses)[number]

export const treatmentStatuses = ['planned', 'active', 'completed', 'cancelled'] as const
export type TreatmentStatus = (typeof treatmentStatuses)[number]

export const appointmentKinds = ['assessment', 'treatment', 'follow_up'] as const
export type AppointmentKind = (typeof appointmentKinds)[number]

export const appointmentStatuses = ['pending_payment', 'confirmed', 'completed', 'no_show', 'cancelled', 'expired'] as const
export type AppointmentStatus = (typeof appointmentStatuses)[number]
