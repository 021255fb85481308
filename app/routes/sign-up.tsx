import { pageProof } from '~/security/action-guards.server'
import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, redirect, useActionData, useNavigation } from 'react-router'
import { useTranslations } from 'use-intl'
import { SignUpSchema } from '~/accounts/schemas'
import { currentSession } from '~/accounts/session-middleware.server'
import { safeRedirectPath } from '~/http/safe-redirect.server'
import { sessionCookie } from '~/accounts/session-cookie.server'
import { signUp } from '~/accounts/sign-up.server'
import { env } from '~/config/env.server'
import { policyLink } from '~/consents/policy-link'
import { schemaCheck, usePublicForm } from '~/forms/public-form'
import { CheckboxField, FormError, TextField } from '~/forms/fields'
import { formFailure, formHeaders, refusalFailure } from '~/forms/form-result.server'
import { actionContext } from '~/accounts/action-context.server'
import { localizePath } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { BotGuardFields } from '~/security/bot-guard-fields'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { flashToastHeader } from '~/toast/flash-toast.server'
import { buttonStyles } from '~/ui/button-styles'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/sign-up'

/** The query parameters it reads (where to go once signed up): the only ones the page cache keys and renders it by (docs/decisions/029). */
const QUERY = pageQuery('redirectTo')

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

export function loader({ context, url }: Route.LoaderArgs) {
  const home = localizePath('/account', pageLocale(context))
  const { redirectTo } = QUERY.read(url)
  if (currentSession(context)) throw redirect(safeRedirectPath(redirectTo, home))
  return { redirectTo: safeRedirectPath(redirectTo, '') }
}

/** A refused attempt's Retry-After reaches the page (429). */
export const headers = formHeaders

export async function action({ request, context }: Route.ActionArgs) {
  const locale = pageLocale(context)
  const formData = await requireFormData(request)
  const submission = parseWithZod(formData, { schema: SignUpSchema })
  const hideFields = ['password', 'repeatPassword']
  if (submission.status !== 'success') return formFailure(submission.reply({ hideFields }))
  const outcome = await signUp(actionContext(context, locale), { ...submission.value, proof: pageProof(request, formData) })
  if (!outcome.ok) return refusalFailure(submission, outcome, hideFields)
  const { user, session } = outcome
  const headers = new Headers()
  headers.append('Set-Cookie', sessionCookie(session.token, session.expiresAt, env().SECURE_COOKIES))
  headers.append(
    'Set-Cookie',
    await flashToastHeader({ title: serverTranslator(locale)('auth.sign_up.welcome', { name: user.name }), color: 'success' }),
  )
  // Back to where the visitor was (e.g. the booking step), else the account.
  throw redirect(safeRedirectPath(String(formData.get('redirectTo') ?? ''), localizePath('/account', locale)), { headers })
}

const checkSignUp = schemaCheck(() => import('~/accounts/schemas').then((module) => module.SignUpSchema))

export default function SignUp({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('auth')
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const { form, fields } = usePublicForm({
    id: 'sign-up',
    fieldNames: ['name', 'email', 'password', 'repeatPassword', 'acceptTerms'],
    lastResult: actionData?.result,
    loadCheck: checkSignUp,
  })
  return (
    <>
      <PageMeta title={t('sign_up.title')} description={t('sign_up.lead')} />
      <h1 className="text-2xl font-bold tracking-tight">{t('sign_up.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('sign_up.lead')}</p>
      <Form method="post" {...form.props} className="mt-6 flex flex-col gap-4">
        <CsrfInput />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <BotGuardFields form="sign-up" resetKey={actionData} />
        <FormError id={form.errorId} errors={form.errors} />
        <TextField meta={fields.name} label={t('name')} autoComplete="name" />
        <TextField meta={fields.email} label={t('email')} type="email" autoComplete="email" />
        <TextField meta={fields.password} label={t('password')} type="password" autoComplete="new-password" hint={t('password_hint')} />
        <TextField meta={fields.repeatPassword} label={t('repeat_password')} type="password" autoComplete="new-password" />
        <CheckboxField
          meta={fields.acceptTerms}
          label={t.rich('sign_up.accept_terms', { terms: policyLink('terms'), privacy: policyLink('privacy') })}
        />
        <button type="submit" className={buttonStyles.solid} disabled={navigation.state === 'submitting'}>
          {t('sign_up.submit')}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t('sign_up.have_account')}{' '}
        <LocalizedLink
          to={loaderData.redirectTo ? `/sign-in?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : '/sign-in'}
          className="font-semibold text-accent hover:underline"
        >
          {t('sign_up.sign_in')}
        </LocalizedLink>
      </p>
    </>
  )
}
