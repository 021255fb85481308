import { parseWithZod } from '@conform-to/zod/v4'
import { useActionData } from 'react-router'
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
import { treatmentPlanOptions } from '~/staff-console/treatment-plan-options.server'
import { createTreatmentPlan } from '~/patients/create-treatment-plan.server'
import { TreatmentPlanSchema } from '~/patients/treatment-plan-schemas'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { ConsoleCard } from '~/staff-console/ui/filter-fields'
import { TreatmentPlanForm } from '~/staff-console/ui/treatment-plan-form'
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
  const { patient } = await openPatient(args)
  const submission = parseWithZod(await requireFormData(args.request), { schema: TreatmentPlanSchema })
  if (submission.status !== 'success') return formFailure(submission.reply())
  const outcome = await createTreatmentPlan(actionContext(args.context, pageLocale(args.context)), { patientId: patient.id, plan: submission.value })
  if (!outcome.ok) return refusalFailure(submission, outcome)
  return backToPage(args.context, `/admin/patients/${patient.id}/treatments/${outcome.treatmentId}`).done('console.treatments.created')
}

export default function ConsoleNewTreatment({ loaderData: { patient, options } }: Route.ComponentProps) {
  const t = useTranslations('console.treatments')
  const answer = useActionData<typeof action>()
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
        <TreatmentPlanForm options={options} lastResult={answer?.result} submitLabel={t('create')} />
      </ConsoleCard>
    </>
  )
}
