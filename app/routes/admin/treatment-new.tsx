import type { SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { data, useActionData } from 'react-router'
import { useTranslations } from 'use-intl'
import { actionContext } from '~/accounts/action-context.server'
import { database } from '~/db/db.server'
import { invariantParam, notFound } from '~/errors/not-found'
import { formFailure, refusalFailure } from '~/forms/form-result.server'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { requireFormData } from '~/security/request-body.server'
import { backToPage } from '~/staff-console/console-actions.server'
import { requirePermission } from '~/access/door.server'
import { patientDetail } from '~/staff-console/patient-detail.server'
import { duplicatePlans, treatmentPlanOptions, type DuplicatePlan } from '~/staff-console/treatment-plan-options.server'
import { specialistFits } from '~/staff-console/treatment-plan-choices'
import { createTreatmentPlan } from '~/patients/create-treatment-plan.server'
import { TreatmentPlanSchema } from '~/patients/treatment-plan-schemas'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { ConsoleCard } from '~/staff-console/ui/filter-fields'
import { TreatmentPlanForm } from '~/staff-console/ui/treatment-plan-form'
import { DuplicatePlanWarning } from '~/staff-console/ui/treatment-plan-duplicates'
import type { Route } from './+types/treatment-new'

async function openPatient({ context, url, params }: Pick<Route.LoaderArgs, 'context' | 'url' | 'params'>) {
  const { scope } = await requirePermission(context, url, 'treatment_plans.manage')
  const id = parseId(params.id)
  invariantParam(id, url)
  const detail = await patientDetail(database(), scope, id, pageLocale(context))
  if (!detail) notFound(url, 'unmatched')
  return { scope, patient: detail.patient }
}

export async function loader(args: Route.LoaderArgs) {
  const { scope, patient } = await openPatient(args)
  return { patient: { id: patient.id, name: patient.name }, options: await treatmentPlanOptions(database(), scope, pageLocale(args.context)) }
}

export async function action(args: Route.ActionArgs) {
  const { scope, patient } = await openPatient(args)
  const locale = pageLocale(args.context)
  const form = await requireFormData(args.request)
  // Without JavaScript, "Show specialists" sends the form to list the chosen clinic's: the same form back, unjudged.
  if (form.get('show') === 'specialists') return formFailure({ initialValue: formValues(form) } satisfies SubmissionResult<string[]>, 200)
  const submission = parseWithZod(form, { schema: TreatmentPlanSchema })
  if (submission.status !== 'success') return formFailure(submission.reply())
  const plan = submission.value
  // A clinic they do not serve is the verb's refusal (422); at one of theirs, only a listed specialist fits.
  const { clinics, specialists } = await treatmentPlanOptions(database(), scope, locale)
  if (clinics.some((clinic) => clinic.id === plan.clinicId) && !specialistFits(specialists, plan))
    return formFailure(submission.reply({ fieldErrors: { specialistId: ['console.treatments.errors.specialist_fit'] } }))
  const outcome = await createTreatmentPlan(actionContext(args.context, locale), { patientId: patient.id, plan })
  if (!outcome.ok) {
    const failure = refusalFailure(submission, outcome)
    if (outcome.code !== 'treatment_plan_duplicate') return failure
    const duplicates: DuplicatePlan[] = await duplicatePlans(database(), scope, { patientId: patient.id, ...plan }, locale)
    return data({ result: (failure.data as { result: SubmissionResult<string[]> }).result, duplicates }, failure.init ?? undefined)
  }
  return backToPage(args.context, `/admin/patients/${patient.id}/treatments/${outcome.treatmentId}`).done('console.treatments.created')
}

/** The form's fields as typed (the CSRF token and the buttons left out). */
function formValues(form: FormData) {
  return Object.fromEntries(
    [...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string' && !['csrf', 'intent', 'show'].includes(entry[0])),
  )
}

export default function ConsoleNewTreatment({ loaderData: { patient, options } }: Route.ComponentProps) {
  const t = useTranslations('console.treatments')
  const answer = useActionData<typeof action>()
  const duplicates = answer && 'duplicates' in answer ? (answer.duplicates as DuplicatePlan[]) : []
  return (
    <>
      <PageMeta title={t('new_title', { patient: patient.name })} />
      <p className="mb-2 text-sm">
        <LocalizedLink to={`/admin/patients/${patient.id}`} className="text-accent-strong underline">
          {t('back', { patient: patient.name })}
        </LocalizedLink>
      </p>
      <ConsolePageHeader title={t('new_title', { patient: patient.name })} lead={t('new_lead')} />
      <ConsoleCard>
        <TreatmentPlanForm
          options={options}
          lastResult={answer?.result}
          submitLabel={t('create')}
          duplicateWarning={duplicates.length > 0 ? <DuplicatePlanWarning patient={patient} duplicates={duplicates} /> : undefined}
        />
      </ConsoleCard>
    </>
  )
}
