import { parseWithZod } from '@conform-to/zod/v4'
import { data, useActionData } from 'react-router'
import { z } from 'zod'
import { useFormatter, useTranslations } from 'use-intl'
import { actionContext } from '~/accounts/action-context.server'
import { database } from '~/db/db.server'
import { refuse } from '~/errors/outcomes'
import { invariantParam, notFound } from '~/errors/not-found'
import { formFailure, refusalFailure } from '~/forms/form-result.server'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { readDocumentUpload } from '~/documents/document-upload-stream.server'
import { documentStore } from '~/storage/file-stores.server'
import { attachTreatmentDocument } from '~/documents/attach-treatment-document.server'
import { removeTreatmentDocument } from '~/documents/remove-treatment-document.server'
import { listTreatmentDocuments } from '~/documents/treatment-documents.server'
import { isMultipart } from '~/security/multipart-stream.server'
import { requireFormData, unreadableForm } from '~/security/request-body.server'
import { backToPage } from '~/staff-console/console-actions.server'
import { requirePermission } from '~/access/door.server'
import { patientDetail } from '~/staff-console/patient-detail.server'
import { treatmentPlanOptions } from '~/staff-console/treatment-plan-options.server'
import { specialistFits } from '~/staff-console/treatment-plan-choices'
import { addTreatmentStep } from '~/patients/add-treatment-step.server'
import { TreatmentPlanSchema, TreatmentStepSchema } from '~/patients/treatment-plan-schemas'
import { updateTreatmentPlan } from '~/patients/update-treatment-plan.server'
import { updateTreatmentStep } from '~/patients/update-treatment-step.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { ConsoleCard } from '~/staff-console/ui/filter-fields'
import { TreatmentPlanForm, TreatmentStepForm } from '~/staff-console/ui/treatment-plan-form'
import { TreatmentDocuments } from '~/staff-console/ui/treatment-documents'
import { useTreatmentPlanNames } from '~/staff-console/ui/treatment-plan-name'
import type { Route } from './+types/treatment'

async function openTreatment({ context, url, params }: Pick<Route.LoaderArgs, 'context' | 'url' | 'params'>) {
  const { scope } = await requirePermission(context, url, 'treatment_plans.manage')
  const patientId = parseId(params.id)
  const treatmentId = parseId(params.treatmentId)
  invariantParam(patientId && treatmentId, url)
  const detail = await patientDetail(database(), scope, patientId, pageLocale(context))
  const treatment = detail?.treatments.find((candidate) => candidate.id === treatmentId)
  if (!detail || !treatment) notFound(url, 'unmatched')
  return { scope, patient: detail.patient, treatment, plans: detail.treatments }
}

export async function loader(args: Route.LoaderArgs) {
  const { scope, patient, treatment, plans } = await openTreatment(args)
  return {
    patient: { id: patient.id, name: patient.name },
    treatment,
    // The patient's plans, to name this one apart from another of the same treatment.
    plans: plans.map(({ id, startedOn, service, clinic }) => ({ id, startedOn, service, clinic })),
    documents: await listTreatmentDocuments(database(), treatment.id),
    options: await treatmentPlanOptions(database(), scope, pageLocale(args.context)),
  }
}

/** The upload form's other fields: nothing to check but the file, which the verb checks as it streams. */
const NoFields = z.object({})

/** A form's failure, named so that only that form (of the several on the page) shows it. */
function named(form: string, failure: ReturnType<typeof formFailure>) {
  return data({ form, ...failure.data }, failure.init ?? undefined)
}

export async function action(args: Route.ActionArgs) {
  const { scope, patient, treatment } = await openTreatment(args)
  const acting = actionContext(args.context, pageLocale(args.context))
  const back = backToPage(args.context, `/admin/patients/${patient.id}/treatments/${treatment.id}`)
  // The one multipart form here is the document upload: streamed to the store as it arrives (server/bounded-body.ts).
  if (isMultipart(args.request)) {
    // The documents' forms answer to their own permission, as their download and /v1/admin do.
    await requirePermission(args.context, args.url, 'documents.manage')
    const upload = await readDocumentUpload(
      args.request,
      (fileName, body) => attachTreatmentDocument(acting, documentStore(), { treatmentId: treatment.id, fileName, body }),
      { intent: 'attach-document' },
    )
    if (!upload.ok) throw unreadableForm(upload.reason)
    const submission = parseWithZod(upload.form, { schema: NoFields })
    // No file chosen is the form's own field error (400), as the browser's check says it.
    if (!upload.outcome.ok && upload.outcome.code === 'document_missing')
      return named('attach-document', formFailure(submission.reply({ fieldErrors: { file: ['console.documents.errors.missing'] } })))
    if (!upload.outcome.ok) return named('attach-document', refusalFailure(submission, upload.outcome))
    return back.done('console.documents.attached')
  }
  const form = await requireFormData(args.request)
  const intent = form.get('intent')
  if (intent === 'remove-document') await requirePermission(args.context, args.url, 'documents.manage')
  if (intent === 'remove-document') {
    const documentId = parseId(String(form.get('documentId') ?? ''))
    if (!documentId) return back.refused(refuse('document_not_found'))
    const outcome = await removeTreatmentDocument(acting, documentStore(), { treatmentId: treatment.id, documentId })
    return outcome.ok ? back.done('console.documents.removed') : back.refused(outcome)
  }
  if (intent === 'plan') {
    const submission = parseWithZod(form, { schema: TreatmentPlanSchema })
    if (submission.status !== 'success') return named('treatment-plan', formFailure(submission.reply()))
    const plan = submission.value
    // A specialist the form does not offer for that clinic and treatment is refused as a wrong choice (400): unless it is the plan's own, unchanged.
    const unchanged =
      plan.clinicId === treatment.clinic.id && plan.serviceId === treatment.service.id && plan.specialistId === treatment.specialist.id
    const { clinics, specialists } = await treatmentPlanOptions(database(), scope, acting.locale)
    if (!unchanged && clinics.some((clinic) => clinic.id === plan.clinicId) && !specialistFits(specialists, plan))
      return named('treatment-plan', formFailure(submission.reply({ fieldErrors: { specialistId: ['console.treatments.errors.specialist_fit'] } })))
    const outcome = await updateTreatmentPlan(acting, { treatmentId: treatment.id, plan })
    if (!outcome.ok) return named('treatment-plan', refusalFailure(submission, outcome))
    return back.done('console.treatments.plan_saved')
  }
  const stepId = intent === 'update-step' ? parseId(String(form.get('stepId') ?? '')) : undefined
  const formId = stepId ? `step-${stepId}` : 'add-step'
  if (intent !== 'add-step' && !stepId) return back.refused(refuse('treatment_step_not_found'))
  const submission = parseWithZod(form, { schema: TreatmentStepSchema })
  if (submission.status !== 'success') return named(formId, formFailure(submission.reply()))
  const outcome = stepId
    ? await updateTreatmentStep(acting, { treatmentId: treatment.id, stepId, step: submission.value })
    : await addTreatmentStep(acting, { treatmentId: treatment.id, step: submission.value })
  if (!outcome.ok) return named(formId, refusalFailure(submission, outcome))
  return back.done(submission.value.status === 'next' ? 'console.treatments.step_saved_next' : 'console.treatments.step_saved')
}

export default function ConsoleTreatment({ loaderData: { patient, treatment, plans, documents, options } }: Route.ComponentProps) {
  const t = useTranslations('console.treatments')
  const tDocuments = useTranslations('console.documents')
  const format = useFormatter()
  const answer = useActionData<typeof action>()
  const resultFor = (form: string) => (answer && 'form' in answer && answer.form === form ? answer.result : undefined)
  const day = (date: string) => format.dateTime(new Date(`${date}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
  const title = t('plan_title', { service: useTreatmentPlanNames(plans)(treatment), patient: patient.name })
  const plan = {
    serviceId: String(treatment.service.id),
    clinicId: String(treatment.clinic.id),
    specialistId: String(treatment.specialist.id),
    status: treatment.status,
    startedOn: treatment.startedOn,
    endedOn: treatment.endedOn ?? '',
  }
  return (
    <>
      <PageMeta title={title} />
      <p className="mb-2 text-sm">
        <LocalizedLink to={`/admin/patients/${patient.id}`} className="text-accent-strong underline">
          {t('back', { patient: patient.name })}
        </LocalizedLink>
      </p>
      <ConsolePageHeader title={title} lead={t('plan_lead')} />
      <div className="flex flex-col gap-6">
        <ConsoleCard title={t('plan')} id="plan-heading">
          <TreatmentPlanForm
            key={JSON.stringify(plan)}
            options={options}
            defaultValue={plan}
            lastResult={resultFor('treatment-plan')}
            submitLabel={t('save_plan')}
          />
        </ConsoleCard>
        <ConsoleCard title={t('timeline')} id="timeline-heading">
          {treatment.steps.length === 0 ? (
            <p className="text-sm text-ink-muted">{t('no_steps')}</p>
          ) : (
            <ol className="flex flex-col gap-4">
              {treatment.steps.map((step) => (
                <li key={step.id} className="rounded-lg border border-line p-4">
                  {step.kind === 'custom' ? (
                    <details>
                      <summary className="cursor-pointer">
                        <span className="font-medium">{step.title}</span> · {day(step.scheduledOn)} · {t(`step_statuses.${step.status as 'next'}`)}
                      </summary>
                      <div className="mt-3">
                        <TreatmentStepForm
                          key={`${step.id}-${step.status}-${step.scheduledOn}-${step.title}`}
                          id={`step-${step.id}`}
                          stepId={step.id}
                          defaultValue={{
                            title: step.title ?? '',
                            scheduledOn: step.scheduledOn,
                            status: step.status,
                            patientNote: step.patientNote ?? '',
                            internalNote: step.internalNote ?? '',
                          }}
                          lastResult={resultFor(`step-${step.id}`)}
                          submitLabel={t('save_step')}
                        />
                      </div>
                    </details>
                  ) : (
                    <p className="text-sm">
                      <span className="font-medium">{t(`standard_steps.${step.kind as 'assessment'}`)}</span> · {day(step.scheduledOn)}
                    </p>
                  )}
                </li>
              ))}
            </ol>
          )}
          <h3 className="mt-6 mb-3 font-semibold">{t('add_step')}</h3>
          <TreatmentStepForm key={treatment.steps.length} id="add-step" lastResult={resultFor('add-step')} submitLabel={t('add_step_submit')} />
        </ConsoleCard>
        <ConsoleCard title={tDocuments('title')} id="documents-heading">
          <p className="-mt-1 mb-4 text-sm text-ink-muted">{tDocuments('lead')}</p>
          <TreatmentDocuments
            documents={documents}
            basePath={`/admin/patients/${patient.id}/treatments/${treatment.id}`}
            lastResult={resultFor('attach-document')}
          />
        </ConsoleCard>
      </div>
    </>
  )
}
