import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useActionData, useNavigation } from 'react-router'
import { useTranslations } from 'use-intl'
import { isUsableResetToken } from '~/accounts/password-reset.server'
import { NewPasswordSchema } from '~/accounts/schemas'
import { clearSessionCookie } from '~/accounts/session-cookie.server'
import { setNewPassword } from '~/accounts/set-new-password.server'
import { env } from '~/config/env.server'
import { database } from '~/db/db.server'
import { invariantParam } from '~/errors/not-found'
import { schemaCheck, usePublicForm } from '~/forms/public-form'
import { FormError, TextField } from '~/forms/fields'
import { formFailure, refusalFailure } from '~/forms/form-result.server'
import { actionContext } from '~/accounts/action-context.server'
import { localizePath } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { redirectWithToast } from '~/toast/flash-toast.server'
import { buttonStyles } from '~/ui/button-styles'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/new-password'

const TOKEN = /^[\w-]{43}$/

export async function loader({ params, url }: Route.LoaderArgs) {
  invariantParam(TOKEN.test(params.token), url)
  return { usable: await isUsableResetToken(database(), params.token) }
}

export async function action({ request, params, context, url }: Route.ActionArgs) {
  invariantParam(TOKEN.test(params.token), url)
  const locale = pageLocale(context)
  const hideFields = ['password', 'repeatPassword']
  const submission = parseWithZod(await requireFormData(request), { schema: NewPasswordSchema })
  if (submission.status !== 'success') return formFailure(submission.reply({ hideFields }))
  const outcome = await setNewPassword(actionContext(context, locale), { token: params.token, password: submission.value.password })
  if (!outcome.ok) return refusalFailure(submission, outcome, hideFields)
  // Every session ended, this browser's included: the person signs in with the new password.
  return redirectWithToast(
    localizePath('/sign-in', locale),
    { title: serverTranslator(locale)('auth.new_password.done'), color: 'success' },
    { headers: { 'Set-Cookie': clearSessionCookie(env().SECURE_COOKIES) } },
  )
}

const checkNewPassword = schemaCheck(() => import('~/accounts/schemas').then((module) => module.NewPasswordSchema))

export default function NewPassword({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('auth')
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const { form, fields } = usePublicForm({
    id: 'new-password',
    fieldNames: ['password', 'repeatPassword'],
    lastResult: actionData?.result,
    loadCheck: checkNewPassword,
  })
  return (
    <>
      <PageMeta title={t('new_password.title')} />
      <h1 className="text-2xl font-bold tracking-tight">{t('new_password.title')}</h1>
      {loaderData.usable ? (
        <>
          <p className="mt-2 text-ink-muted">{t('new_password.lead')}</p>
          <Form method="post" {...form.props} className="mt-6 flex flex-col gap-4">
            <CsrfInput />
            <FormError id={form.errorId} errors={form.errors} />
            <TextField meta={fields.password} label={t('password')} type="password" autoComplete="new-password" hint={t('password_hint')} />
            <TextField meta={fields.repeatPassword} label={t('repeat_password')} type="password" autoComplete="new-password" />
            <button type="submit" className={buttonStyles.solid} disabled={navigation.state === 'submitting'}>
              {t('new_password.submit')}
            </button>
          </Form>
        </>
      ) : (
        <>
          <p role="alert" className="mt-3 text-ink-muted">
            {t('new_password.invalid')}
          </p>
          <LocalizedLink to="/reset-password" className={`mt-6 w-full ${buttonStyles.solid}`}>
            {t('new_password.request_new')}
          </LocalizedLink>
        </>
      )}
    </>
  )
}
