import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useActionData, useNavigation } from 'react-router'
import { useTranslations } from 'use-intl'
import { actionContext } from '~/accounts/action-context.server'
import { database } from '~/db/db.server'
import { FormError, TextField } from '~/forms/fields'
import { formFailure, refusalFailure } from '~/forms/form-result.server'
import { pageLocale } from '~/http/request-scope.server'
import { locales } from '~/i18n/locales'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { backToPage } from '~/staff-console/console-actions.server'
import { requirePermission } from '~/access/door.server'
import { clinicsInScope } from '~/access/clinic-scope.server'
import { roleMay } from '~/access/permissions'
import { STAFF_ROLES, type StaffRole } from '~/access/roles'
import { ConsolePageHeader } from '~/staff-console/ui/console-page-header'
import { ConsoleCard } from '~/staff-console/ui/filter-fields'
import { RoleAndClinics } from '~/staff-console/ui/role-and-clinics'
import { StaffStateBadges } from '~/staff-console/ui/staff-badges'
import { inviteStaff } from '~/staff/invite-staff.server'
import { InviteStaffSchema } from '~/staff/schemas'
import { listStaff } from '~/staff/staff-directory.server'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/staff'

/**
 * Admins ('staff.manage') see the team and invite any role; coordinators only
 * invite clinic staff for the clinics they work with: no list, no changes.
 */
export async function loader({ context, url }: Route.LoaderArgs) {
  const { member, scope } = await requirePermission(context, url, 'staff.invite_clinic_staff')
  const manages = roleMay(member.role, 'staff.manage')
  const [staff, clinics] = await Promise.all([manages ? listStaff(database()) : null, clinicsInScope(database(), scope)])
  return {
    staff,
    roles: manages ? STAFF_ROLES : (['clinic_staff'] as const),
    clinics: clinics.map(({ slug, name }) => ({ slug, name })),
  }
}

export async function action({ context, url, request }: Route.ActionArgs) {
  await requirePermission(context, url, 'staff.invite_clinic_staff')
  const submission = parseWithZod(await requireFormData(request), { schema: InviteStaffSchema })
  if (submission.status !== 'success') return formFailure(submission.reply())
  const outcome = await inviteStaff(actionContext(context, pageLocale(context)), submission.value)
  if (!outcome.ok) return refusalFailure(submission, outcome)
  return backToPage(context, '/admin/staff').done('console.staff.invited', { email: submission.value.email })
}

export default function ConsoleStaff({ loaderData: { staff, clinics, roles } }: Route.ComponentProps) {
  const t = useTranslations('console')
  if (!staff)
    return (
      <>
        <PageMeta title={t('staff.title')} />
        <ConsolePageHeader title={t('staff.title')} lead={t('staff.lead_coordinator')} />
        <div className="max-w-2xl">
          <InviteForm clinics={clinics} roles={roles} />
        </div>
      </>
    )
  return (
    <>
      <PageMeta title={t('staff.title')} />
      <ConsolePageHeader title={t('staff.title')} lead={t('staff.lead')} />
      <div className="grid gap-6 xl:grid-cols-[3fr_2fr]">
        <ConsoleCard title={t('staff.members')} id="members-heading">
          <ul className="divide-y divide-line">
            {staff.map((member) => (
              <li key={member.id} className="flex flex-wrap items-center gap-x-4 gap-y-1 py-3">
                <span className="min-w-0 flex-1">
                  <LocalizedLink to={`/admin/staff/${member.id}`} className="font-medium text-accent-strong underline">
                    {member.name || member.email}
                  </LocalizedLink>
                  <span className="block truncate text-sm text-ink-muted">
                    {member.email} · {t(`roles.${member.role}`)}
                    {member.clinics.length > 0 && ` · ${member.clinics.map((clinic) => clinic.name).join(', ')}`}
                  </span>
                </span>
                <StaffStateBadges member={member} />
              </li>
            ))}
          </ul>
        </ConsoleCard>
        {/* A fresh form after each invitation (the team grew by one). */}
        <InviteForm key={staff.length} clinics={clinics} roles={roles} />
      </div>
    </>
  )
}

function InviteForm({ clinics, roles }: { clinics: { slug: string; name: string }[]; roles: readonly StaffRole[] }) {
  const t = useTranslations('console.staff')
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'invite-staff',
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    defaultValue: { role: roles[0], locale: 'en' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onInput',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: InviteStaffSchema }),
  })
  return (
    <ConsoleCard title={roles.length === 1 ? t('invite_clinic_staff') : t('invite')} id="invite-heading">
      <p className="mb-4 text-sm text-ink-muted">{t('invite_lead')}</p>
      <Form method="post" {...getFormProps(form)} className="flex flex-col gap-4">
        <CsrfInput />
        <FormError id={form.errorId} errors={form.errors} />
        <TextField meta={fields.email} label={t('email')} type="email" autoComplete="off" />
        <TextField meta={fields.name} label={t('name')} autoComplete="off" />
        <RoleAndClinics role={fields.role} clinics={fields.clinics} allClinics={clinics} roles={roles} />
        <div>
          <label htmlFor={fields.locale.id} className="text-sm font-medium">
            {t('language')}
          </label>
          <select
            id={fields.locale.id}
            name={fields.locale.name}
            defaultValue={String(fields.locale.initialValue ?? 'en')}
            className="mt-1.5 block w-full rounded-xl border border-line bg-surface px-3.5 py-2.5 text-ink"
          >
            {locales.map((locale) => (
              <option key={locale} value={locale}>
                {t(`languages.${locale}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={`${buttonStyles.solid} self-start`} disabled={navigation.state === 'submitting'}>
          {t('send_invitation')}
        </button>
      </Form>
    </ConsoleCard>
  )
}
