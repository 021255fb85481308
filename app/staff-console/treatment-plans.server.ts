import type { Transaction } from 'kysely'
import type { ActionContext } from '~/accounts/action-context.server'
import { env } from '~/config/env.server'
import { lockRowForUpdate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { refuse, type Outcome } from '~/errors/outcomes'
import { isLocale, localizePath, type Locale } from '~/i18n/locales'
import { renderEmail } from '~/messaging/email-layout.server'
import { emailTranslator } from '~/messaging/emails.server'
import { enqueueEmail, wakeOutbox } from '~/messaging/outbox.server'
import { recordAudit } from '~/staff/audit.server'
import { clinicInScope, scopeIncludes, type ClinicScope } from '~/access/clinic-scope.server'
import type { TreatmentPlanInput, TreatmentStepInput } from './treatment-plan-schemas'

/*
 * Treatment plans staff write for a patient (issue 12, item 4): the plan
 * (service, clinic, specialist, status, dates) and its timeline of steps,
 * which the patient's account shows at once. When a step becomes "next" the
 * patient is emailed, in their language, in the same transaction. Clinic
 * staff plan only at their own clinics. Every write is audited.
 */

type Trx = Transaction<Database>

/** A patient's plan at a clinic in scope, locked for the change; undefined otherwise. */
async function treatmentInScope(trx: Trx, scope: ClinicScope, treatmentId: number) {
  await lockRowForUpdate(trx, 'treatments', treatmentId)
  return trx.selectFrom('treatments').selectAll().where('id', '=', treatmentId).where(clinicInScope('clinic_id', scope)).executeTakeFirst()
}

/** The refusal for a plan whose service, clinic or specialist do not fit together. */
async function planRefusal(trx: Trx, scope: ClinicScope, plan: TreatmentPlanInput) {
  if (!scopeIncludes(scope, plan.clinicId)) return refuse('treatment_clinic_not_allowed', { field: 'clinicId' })
  const service = await trx.selectFrom('services').select('id').where('id', '=', plan.serviceId).executeTakeFirst()
  if (!service) return refuse('treatment_service_unknown', { field: 'serviceId' })
  const specialist = await trx.selectFrom('specialists').select('clinic_id').where('id', '=', plan.specialistId).executeTakeFirst()
  if (!specialist || specialist.clinic_id !== plan.clinicId) return refuse('treatment_specialist_elsewhere', { field: 'specialistId' })
  return undefined
}

const planRecord = (plan: TreatmentPlanInput) => ({
  service_id: plan.serviceId,
  clinic_id: plan.clinicId,
  specialist_id: plan.specialistId,
  status: plan.status,
  started_on: plan.startedOn,
  ended_on: plan.endedOn ?? null,
})

/** Creates a plan for a patient (never for a staff account). */
export async function createTreatmentPlan(
  context: ActionContext,
  scope: ClinicScope,
  { patientId, plan }: { patientId: number; plan: TreatmentPlanInput },
): Promise<Outcome<{ treatmentId: number }>> {
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

/** Changes a plan's service, clinic, specialist, status or dates. */
export async function updateTreatmentPlan(
  context: ActionContext,
  scope: ClinicScope,
  { treatmentId, plan }: { treatmentId: number; plan: TreatmentPlanInput },
): Promise<Outcome> {
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

const stepRecord = (step: TreatmentStepInput) => ({
  title: step.title,
  scheduled_on: step.scheduledOn,
  status: step.status,
  patient_note: step.patientNote,
  internal_note: step.internalNote,
})

/** Adds a step at the end of a plan's timeline; a "next" step is emailed to the patient. */
export async function addTreatmentStep(
  context: ActionContext,
  scope: ClinicScope,
  { treatmentId, step }: { treatmentId: number; step: TreatmentStepInput },
): Promise<Outcome<{ stepId: number }>> {
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

/** Rewrites a staff-written step; when it becomes "next", the patient is emailed. */
export async function updateTreatmentStep(
  context: ActionContext,
  scope: ClinicScope,
  { treatmentId, stepId, step }: { treatmentId: number; stepId: number; step: TreatmentStepInput },
): Promise<Outcome> {
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

/** "Your next step": the step's title, day and note, in the patient's language, with a link to the plan. */
async function enqueueNextStepEmail(trx: Trx, userId: number, treatmentId: number, step: TreatmentStepInput) {
  const patient = await trx.selectFrom('users').select(['name', 'email', 'locale']).where('id', '=', userId).executeTakeFirstOrThrow()
  const locale: Locale = isLocale(patient.locale) ? patient.locale : 'en'
  const t = emailTranslator(locale)
  const date = new Intl.DateTimeFormat(locale, { dateStyle: 'full', timeZone: 'UTC' }).format(new Date(`${step.scheduledOn}T12:00:00Z`))
  const { html, text } = renderEmail({
    locale,
    preheader: t('treatment.next_step.preheader', { step: step.title, date }),
    heading: t('treatment.next_step.heading'),
    paragraphs: [
      t('treatment.next_step.greeting', { name: patient.name }),
      t('treatment.next_step.body', { step: step.title, date }),
      ...(step.patientNote ? [step.patientNote] : []),
    ],
    action: { label: t('treatment.next_step.action'), url: `${env().PUBLIC_BASE_URL}${localizePath(`/account/treatments/${treatmentId}`, locale)}` },
    footer: t('treatment.next_step.footer'),
  })
  await enqueueEmail(
    trx,
    { kind: 'treatment.next_step', to: patient.email, subject: t('treatment.next_step.subject', { step: step.title }), html, text },
    new Date(),
  )
}
