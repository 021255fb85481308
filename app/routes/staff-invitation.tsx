import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, redirect, useActionData, useNavigation } from 'react-router'
import { useTranslations } from 'use-intl'
import { actionContext } from '~/accounts/action-context.server'
import { sessionCookie } from '~/accounts/session-cookie.server'
import { env } from '~/config/env.server'
import { database } from '~/db/db.server'
import { invariantParam } from '~/errors/not-found'
import { FormError, TextField } from '~/forms/fields'
import { formFailure, refusalFailure } from '~/forms/form-result.server'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { acceptInvitation } from '~/staff/accept-invitation.server'
import { usableInvitation } from '~/staff/invitations.server'
import { AcceptInvitationSchema } from '~/staff/schemas'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/staff-invitation'

const TOKEN = /^[\w-]{43}$/

export async function loader({ params, url }: Route.LoaderArgs) {
  invariantParam(TOKEN.test(params.token), url)
  const invitation = await usableInvitation(database(), params.token)
  return { invitation: invitation ? { email: invitation.email, name: invitation.name } : null }
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  invariantParam(TOKEN.test(params.token), url)
  const locale = pageLocale(context)
  const hideFields = ['password', 'repeatPassword']
  const submission = parseWithZod(await requireFormData(request), { schema: AcceptInvitationSchema })
  if (submission.status !== 'success') return formFailure(submission.reply({ hideFields }))
  const outcome = await acceptInvitation(actionContext(context, locale), { token: params.token, ...submission.value })
  if (!outcome.ok) return refusalFailure(submission, outcome, hideFields)
  // Signed in up to the password: the two-factor set-up comes next.
  throw redirect(localizePath('/sign-in/two-factor/setup', locale), {
    headers: { 'Set-Cookie': sessionCookie(outcome.session.token, outcome.session.expiresAt, env().SECURE_COOKIES) },
  })
}

export default function StaffInvitation({ loaderData }: Route.ComponentProps) {
  const t = useTranslations()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'staff-invitation',
    lastResult: actionData?.result,
    defaultValue: { name: loaderData.invitation?.name ?? '' },
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: AcceptInvitationSchema }),
  })
  return (
    <>
      <PageMeta title={t('staff.invitation.title')} />
      <h1 className="text-2xl font-bold tracking-tight">{t('staff.invitation.title')}</h1>
      {loaderData.invitation ? (
        <>
          <p className="mt-2 text-ink-muted">{t('staff.invitation.lead', { email: loaderData.invitation.email })}</p>
          <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
            <CsrfInput />
            <FormError id={form.errorId} errors={form.errors} />
            <TextField meta={fields.name} label={t('auth.name')} autoComplete="name" />
            <TextField meta={fields.password} label={t('auth.password')} type="password" autoComplete="new-password" hint={t('auth.password_hint')} />
            <TextField meta={fields.repeatPassword} label={t('auth.repeat_password')} type="password" autoComplete="new-password" />
            <button type="submit" className={buttonStyles.solid} disabled={navigation.state === 'submitting'}>
              {t('staff.invitation.submit')}
            </button>
          </Form>
        </>
      ) : (
        <p role="alert" className="mt-3 text-ink-muted">
          {t('staff.invitation.invalid')}
        </p>
      )}
    </>
  )
}
