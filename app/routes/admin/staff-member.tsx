import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { lazy, Suspense, useState } from 'react'
import { data, Form, useActionData, useNavigation } from 'react-router'
import { useTranslations } from 'use-intl'
import { actionContext } from '~/accounts/action-context.server'
import { database } from '~/db/db.server'
import { refuse } from '~/errors/outcomes'
import { invariantParam, notFound } from '~/errors/not-found'
import { FormError } from '~/forms/fields'
import { formFailure, refusalFailure } from '~/forms/form-result.server'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { backToPage } from '~/staff-console/console-actions.server'
import { requirePermission } from '~/access/door.server'
import { clinicsInScope } from '~/access/clinic-scope.server'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { ConsoleCard } from '~/staff-console/ui/filter-fields'
import { RoleAndClinics } from '~/staff-console/ui/role-and-clinics'
import { DisableStaffStep, type DisableFailure } from '~/staff-console/ui/disable-staff-confirm'
import { StaffStateBadges } from '~/staff-console/ui/staff-badges'
import { changeStaffAccess } from '~/staff/change-staff-access.server'
import { disableStaff } from '~/staff/disable-staff.server'
import { enableStaff } from '~/staff/enable-staff.server'
import { resetStaffTwoFactor } from '~/staff/reset-staff-two-factor.server'
import { ChangeStaffAccessSchema, StaffProfileSchema } from '~/staff/schemas'
import { setStaffProfile } from '~/staff/set-staff-profile.server'
import { staffProfile } from '~/staff/staff-profile.server'
import { StaffProfileForm } from '~/staff-console/ui/staff-profile-form'
import { StaffDisableReasonSchema } from '~/staff/staff-disable-reason'
import { getStaffListing } from '~/staff/staff-directory.server'
import { buttonStyles } from '~/ui/button-styles'
import { useHydrated } from '~/ui/use-hydrated'
import type { Route } from './+types/staff-member'

async function openMember({ context, url, params }: Pick<Route.LoaderArgs, 'context' | 'url' | 'params'>) {
  const { member: admin } = await requirePermission(context, url, 'staff.manage')
  const id = parseId(params.id)
  invariantParam(id, url)
  const member = await getStaffListing(database(), id)
  if (!member) notFound(url, 'unmatched')
  return { admin, member }
}

export async function loader(args: Route.LoaderArgs) {
  const { admin, member } = await openMember(args)
  const [clinics, profile] = await Promise.all([clinicsInScope(database(), { kind: 'all' }), staffProfile(database(), member.id)])
  return { member, self: admin.id === member.id, clinics: clinics.map(({ slug, name }) => ({ slug, name })), ...profile }
}

export async function action(args: Route.ActionArgs) {
  const { member } = await openMember(args)
  const { context, request } = args
  const form = await requireFormData(request)
  const acting = actionContext(context, pageLocale(context))
  const back = backToPage(context, `/admin/staff/${member.id}`)
  const intent = form.get('intent')
  if (intent === 'access') {
    const submission = parseWithZod(form, { schema: ChangeStaffAccessSchema })
    if (submission.status !== 'success') return formFailure(submission.reply())
    const outcome = await changeStaffAccess(acting, { userId: member.id, ...submission.value })
    if (!outcome.ok) return refusalFailure(submission, outcome)
    return back.done('console.staff.access_saved')
  }
  if (intent === 'disable') {
    // Asked first (the dialog, or the page's step without script), then posted again with a reason.
    if (form.get('confirm') !== '1') return disableStep()
    const reason = StaffDisableReasonSchema.safeParse(Object.fromEntries(form))
    if (!reason.success) {
      const issue = reason.error.issues[0]!
      return disableStep({
        error: { field: issue.path[0] === 'reason_text' ? 'reason_text' : 'reason', message: issue.message },
        values: { reason: form.get('reason')?.toString(), reason_text: form.get('reason_text')?.toString().slice(0, 500) },
      })
    }
    const outcome = await disableStaff(acting, { userId: member.id, reason: reason.data })
    return outcome.ok ? back.done('console.staff.disabled', { name: member.name || member.email }) : back.refused(outcome)
  }
  if (intent === 'profile') {
    const parsed = StaffProfileSchema.safeParse({ languages: form.getAll('languages'), teamMemberId: form.get('teamMemberId') ?? '' })
    if (!parsed.success) return back.refused(refuse('staff_team_record_unknown'))
    const outcome = await setStaffProfile(acting, { userId: member.id, ...parsed.data })
    return outcome.ok ? back.done('console.staff.profile.saved') : back.refused(outcome)
  }
  if (intent === 'enable') {
    const outcome = await enableStaff(acting, { userId: member.id })
    return outcome.ok ? back.done('console.staff.enabled', { name: member.name || member.email }) : back.refused(outcome)
  }
  if (intent === 'reset_two_factor') {
    const outcome = await resetStaffTwoFactor(acting, { userId: member.id })
    return outcome.ok ? back.done('console.staff.two_factor_reset', { name: member.name || member.email }) : back.refused(outcome)
  }
  return back.refused(refuse('staff_only'))
}

/** The disable confirmation's answer, with the reason's error and what was typed when there is one. */
function disableStep(failed?: Required<DisableFailure>) {
  const answer: { disableStep: true } & DisableFailure = { disableStep: true, ...failed }
  return data(answer, { status: failed ? 400 : 200 })
}

const DisableStaffDialog = lazy(() => import('~/staff-console/ui/disable-staff-dialog'))

export default function ConsoleStaffMember({ loaderData: { member, self, clinics, profile, teamRecords } }: Route.ComponentProps) {
  const t = useTranslations('console')
  const hydrated = useHydrated()
  const answer = useActionData<typeof action>()
  const asked = answer && 'disableStep' in answer ? answer : undefined
  const [closedFor, setClosedFor] = useState<typeof asked>()
  const failed: DisableFailure = asked ? { error: asked.error, values: asked.values } : {}
  return (
    <>
      <PageMeta title={member.name || member.email} />
      <p className="mb-2 text-sm">
        <LocalizedLink to="/admin/staff" className="text-accent-strong underline">
          {t('staff.back')}
        </LocalizedLink>
      </p>
      <ConsolePageHeader
        title={member.name || member.email}
        lead={`${member.email} · ${t(`roles.${member.role}`)}`}
        actions={<StaffStateBadges member={member} />}
      />
      {asked &&
        !member.disabled &&
        (hydrated ? (
          <Suspense fallback={null}>
            <DisableStaffDialog
              member={member}
              isOpen={closedFor !== asked}
              onOpenChange={(open) => {
                setClosedFor(open ? undefined : asked)
                // Opened from the action's answer: focus goes back to the Disable button.
                if (!open) requestAnimationFrame(() => document.getElementById('disable-submit')?.focus())
              }}
              {...failed}
            />
          </Suspense>
        ) : (
          <section aria-labelledby="disable-step-heading" className="mb-6 rounded-2xl border-2 border-alert bg-surface p-5">
            <h2 id="disable-step-heading" className="text-lg font-semibold">
              {t('staff.disable_confirm.title')}
            </h2>
            <DisableStaffStep member={member} idPrefix="disable-step" {...failed} />
          </section>
        ))}
      <div className="grid gap-6 lg:grid-cols-2">
        <AccessForm member={member} clinics={clinics} />
        <ConsoleCard title={t('staff.account')} id="account-heading">
          {self ? (
            <p className="text-sm text-ink-muted">{t('staff.self_hint')}</p>
          ) : (
            <div className="flex flex-col gap-5">
              <IntentForm
                intent={member.disabled ? 'enable' : 'disable'}
                label={member.disabled ? t('staff.enable') : t('staff.disable')}
                hint={member.disabled ? t('staff.enable_hint') : t('staff.disable_hint')}
                danger={!member.disabled}
              />
              <IntentForm intent="reset_two_factor" label={t('staff.reset_two_factor')} hint={t('staff.reset_two_factor_hint')} />
            </div>
          )}
        </ConsoleCard>
        <StaffProfileForm profile={profile} teamRecords={teamRecords} />
      </div>
    </>
  )
}

function IntentForm({ intent, label, hint, danger = false }: { intent: string; label: string; hint: string; danger?: boolean }) {
  return (
    <Form method="post">
      <CsrfInput />
      <input type="hidden" name="intent" value={intent} />
      <p className="mb-2 text-sm text-ink-muted">{hint}</p>
      <button
        id={`${intent}-submit`}
        type="submit"
        className={danger ? buttonStyles.danger : buttonStyles.outline}
        aria-haspopup={intent === 'disable' ? 'dialog' : undefined}
      >
        {label}
      </button>
    </Form>
  )
}

function AccessForm({ member, clinics }: { member: { role: string; clinics: { slug: string }[] }; clinics: { slug: string; name: string }[] }) {
  const t = useTranslations('console.staff')
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'staff-access',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: { role: member.role, clinics: member.clinics.map((clinic) => clinic.slug) },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: ChangeStaffAccessSchema }),
  })
  return (
    <ConsoleCard title={t('access')} id="access-heading">
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <CsrfInput />
        <input type="hidden" name="intent" value="access" />
        <FormError id={form.errorId} errors={form.errors} />
        <RoleAndClinics role={fields.role} clinics={fields.clinics} allClinics={clinics} />
        <button type="submit" className={`${buttonStyles.solid} self-start`} disabled={navigation.state === 'submitting'}>
          {t('save_access')}
        </button>
      </Form>
    </ConsoleCard>
  )
}
