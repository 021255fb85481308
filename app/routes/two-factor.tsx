import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, redirect, useActionData, useNavigation } from 'react-router'
import { useTranslations } from 'use-intl'
import { actionContext } from '~/accounts/action-context.server'
import { env } from '~/config/env.server'
import { database } from '~/db/db.server'
import { CheckboxField, FormError, TextField } from '~/forms/fields'
import { formFailure, formHeaders, refusalFailure } from '~/forms/form-result.server'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { CancelSignIn } from '~/staff/cancel-sign-in'
import { SecondFactorSchema } from '~/staff/schemas'
import { passSecondFactor } from '~/staff/pass-second-factor.server'
import { requirePendingStaffSession } from '~/access/door.server'
import { hasConfirmedTotp } from '~/staff/totp.server'
import { trustedDeviceCookie } from '~/staff/trusted-devices.server'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/two-factor'

export async function loader({ context, url }: Route.LoaderArgs) {
  const session = requirePendingStaffSession(context, url)
  // No authenticator yet (new, or reset by an admin): set it up before anything else.
  if (!(await hasConfirmedTotp(database(), session.user.id))) throw redirect(localizePath('/sign-in/two-factor/setup', pageLocale(context)))
  return null
}

/** A refused attempt's Retry-After reaches the page (429). */
export const headers = formHeaders

export async function action({ request, context, url }: Route.ActionArgs) {
  const session = requirePendingStaffSession(context, url)
  const locale = pageLocale(context)
  const submission = parseWithZod(await requireFormData(request), { schema: SecondFactorSchema })
  if (submission.status !== 'success') return formFailure(submission.reply({ hideFields: ['code'] }))
  const outcome = await passSecondFactor({ ...actionContext(context, locale), session }, submission.value)
  if (!outcome.ok) return refusalFailure(submission, outcome, ['code'])
  const headers = new Headers()
  if (outcome.trustedDevice) {
    headers.append('Set-Cookie', trustedDeviceCookie(outcome.trustedDevice.token, outcome.trustedDevice.expiresAt, env().SECURE_COOKIES))
  }
  throw redirect(localizePath('/admin', locale), { headers })
}

export default function TwoFactor() {
  const t = useTranslations('staff.two_factor')
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'two-factor',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: SecondFactorSchema }),
  })
  return (
    <>
      <PageMeta title={t('title')} />
      <h1 className="text-2xl font-bold tracking-tight">{t('title')}</h1>
      <p className="mt-2 text-ink-muted">{t('lead')}</p>
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <CsrfInput />
        <FormError id={form.errorId} errors={form.errors} />
        <TextField meta={fields.code} label={t('code')} autoComplete="one-time-code" />
        <CheckboxField meta={fields.rememberDevice} label={t('remember')} />
        <button type="submit" className={buttonStyles.solid} disabled={navigation.state === 'submitting'}>
          {t('submit')}
        </button>
      </Form>
      <CancelSignIn />
    </>
  )
}
