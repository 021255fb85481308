import type { Transaction } from 'kysely'
import { clinicInScope, scopeIncludes, type ClinicScope } from '~/access/clinic-scope.server'
import { env } from '~/config/env.server'
import { lockRowForUpdate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { refuse } from '~/errors/outcomes'
import { isLocale, localizePath, type Locale } from '~/i18n/locales'
import { renderEmail } from '~/messaging/email-layout.server'
import { emailTranslator } from '~/messaging/emails.server'
import { enqueueEmail } from '~/messaging/outbox.server'
import type { TreatmentPlanInput, TreatmentStepInput } from './treatment-plan-schemas'

/*
 * What the staff's treatment plan verbs share (issue 12, item 4:
 * create-treatment-plan, update-treatment-plan, add-treatment-step,
 * update-treatment-step). A plan (service, clinic, specialist, status, dates)
 * and its timeline of steps, which the patient's account shows at once. When
 * a step becomes "next" the patient is emailed, in their language, in the
 * same transaction. Clinic staff plan only at their own clinics. Every write
 * is audited by its verb.
 */

type Trx = Transaction<Database>

/** A patient's plan at a clinic in scope, locked for the change; undefined otherwise. */
export async function treatmentInScope(trx: Trx, scope: ClinicScope, treatmentId: number) {
  await lockRowForUpdate(trx, 'treatments', treatmentId)
  return trx.selectFrom('treatments').selectAll().where('id', '=', treatmentId).where(clinicInScope('clinic_id', scope)).executeTakeFirst()
}

/** The refusal for a plan whose service, clinic or specialist do not fit together, or whose clinic is not the caller's. */
export async function planRefusal(trx: Trx, scope: ClinicScope, plan: TreatmentPlanInput) {
  if (!scopeIncludes(scope, plan.clinicId)) return refuse('treatment_clinic_not_allowed', { field: 'clinicId' })
  const service = await trx.selectFrom('services').select('id').where('id', '=', plan.serviceId).executeTakeFirst()
  if (!service) return refuse('treatment_service_unknown', { field: 'serviceId' })
  const specialist = await trx.selectFrom('specialists').select('clinic_id').where('id', '=', plan.specialistId).executeTakeFirst()
  if (!specialist || specialist.clinic_id !== plan.clinicId) return refuse('treatment_specialist_elsewhere', { field: 'specialistId' })
  return undefined
}

/** A plan as its row's columns. */
export const planRecord = (plan: TreatmentPlanInput) => ({
  service_id: plan.serviceId,
  clinic_id: plan.clinicId,
  specialist_id: plan.specialistId,
  status: plan.status,
  started_on: plan.startedOn,
  ended_on: plan.endedOn ?? null,
})

/** A step as its row's columns. */
export const stepRecord = (step: TreatmentStepInput) => ({
  title: step.title,
  scheduled_on: step.scheduledOn,
  status: step.status,
  patient_note: step.patientNote,
  internal_note: step.internalNote,
})

/** "Your next step": the step's title, day and note, in the patient's language, with a link to the plan. */
export async function enqueueNextStepEmail(trx: Trx, userId: number, treatmentId: number, step: TreatmentStepInput) {
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
    note: t('treatment.next_step.footer'),
  })
  await enqueueEmail(
    trx,
    { kind: 'treatment.next_step', to: patient.email, subject: t('treatment.next_step.subject', { step: step.title }), html, text },
    new Date(),
  )
}
