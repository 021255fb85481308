import { pageQuery, type PageCacheHandle } from '~/http/page-cache-policy'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, redirect, useActionData, useNavigation } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { SignInSchema } from '~/accounts/schemas'
import { signIn } from '~/accounts/sign-in.server'
import { currentSession, secondFactorPendingSession } from '~/accounts/session-middleware.server'
import { safeRedirectPath } from '~/http/safe-redirect.server'
import { sessionCookie } from '~/accounts/session-cookie.server'
import { env } from '~/config/env.server'
import { schemaCheck, usePublicForm } from '~/forms/public-form'
import { FormError, TextField } from '~/forms/fields'
import { formFailure, formHeaders, refusalFailure } from '~/forms/form-result.server'
import { actionContext } from '~/accounts/action-context.server'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { isStaffRole } from '~/access/roles'
import { readTrustedDeviceCookie } from '~/staff/trusted-devices.server'
import { now } from '~/time/clock.server'
import type { Route } from './+types/sign-in'

/**
 * The query parameters it reads (where to go once signed in; whether the visitor was just signed
 * out; until when and on which clock their hour stays held, when they were paying for one): the
 * only ones the page cache keys and renders it by (docs/decisions/029).
 */
const QUERY = pageQuery('redirectTo', 'signedOut', 'heldUntil', 'zone')

/** How long a hold can last (10 minutes) with room: a later "held until" is not one the payment page sent. */
const LONGEST_HOLD_MS = 15 * 60_000

/** Until when the hour stays held, as the payment page's redirect said it (held-hour.server.ts), if it is one it could have said. */
function heldHour(heldUntil: string | null, zone: string | null, at: Date) {
  if (!heldUntil || !/^\d{1,15}$/.test(heldUntil) || !zone) return null
  const until = Number(heldUntil)
  if (until <= at.getTime() || until > at.getTime() + LONGEST_HOLD_MS) return null
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone })
  } catch {
    return null
  }
  return { until: new Date(until).toISOString(), timeZone: zone }
}

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true, query: QUERY }

/** Sent back to the payment page (step 3): a hold is waiting there. */
const PAYMENT_PAGE = /^(\/es)?\/stripe\?/

export function loader({ context, url }: Route.LoaderArgs) {
  const home = localizePath('/account', pageLocale(context))
  // A staff member between their password and their code goes back to the code.
  if (secondFactorPendingSession(context)) throw redirect(localizePath('/sign-in/two-factor', pageLocale(context)))
  const session = currentSession(context)
  if (session)
    throw redirect(safeRedirectPath(QUERY.read(url).redirectTo, isStaffRole(session.role) ? localizePath('/admin', pageLocale(context)) : home))
  const asked = QUERY.read(url)
  const redirectTo = safeRedirectPath(asked.redirectTo, '')
  const signedOut = asked.signedOut === '1'
  const duringPayment = signedOut && PAYMENT_PAGE.test(redirectTo)
  return { redirectTo, signedOut, duringPayment, held: duringPayment ? heldHour(asked.heldUntil, asked.zone, now()) : null }
}

/** A refused attempt's Retry-After reaches the page (429). */
export const headers = formHeaders

export async function action({ request, context }: Route.ActionArgs) {
  const locale = pageLocale(context)
  const formData = await requireFormData(request)
  const submission = parseWithZod(formData, { schema: SignInSchema })
  const hideFields = ['password']
  if (submission.status !== 'success') return formFailure(submission.reply({ hideFields }))
  const outcome = await signIn(actionContext(context, locale), { ...submission.value, trustedDeviceToken: readTrustedDeviceCookie(request) })
  if (!outcome.ok) return refusalFailure(submission, outcome, hideFields)
  // Staff: the password was only the first step (unless this device is trusted).
  const next = outcome.secondFactorNeeded
    ? localizePath('/sign-in/two-factor', locale)
    : safeRedirectPath(String(formData.get('redirectTo') ?? ''), localizePath(outcome.staff ? '/admin' : '/account', locale))
  throw redirect(next, {
    headers: { 'Set-Cookie': sessionCookie(outcome.session.token, outcome.session.expiresAt, env().SECURE_COOKIES) },
  })
}

const checkSignIn = schemaCheck(() => import('~/accounts/schemas').then((module) => module.SignInSchema))

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('auth')
  const format = useFormatter()
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const { form, fields } = usePublicForm({
    id: 'sign-in',
    fieldNames: ['email', 'password'],
    lastResult: actionData?.result,
    loadCheck: checkSignIn,
  })
  return (
    <>
      <PageMeta title={t('sign_in.title')} description={t('sign_in.lead')} />
      <h1 className="text-2xl font-bold tracking-tight">{t('sign_in.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('sign_in.lead')}</p>
      {loaderData.signedOut && (
        <div role="status" className="mt-5 flex gap-3 rounded-xl border border-warning/50 bg-warning/10 p-4 text-sm">
          <Icon name="lucide:info" className="mt-0.5 size-5 shrink-0" />
          <div>
            <p className="font-semibold">{t('sign_in.signed_out_title')}</p>
            <p className="mt-1">{t('sign_in.signed_out')}</p>
            {loaderData.duringPayment && <p className="mt-1">{t('sign_in.signed_out_payment')}</p>}
            {loaderData.held && (
              <p className="mt-1 font-medium">
                {t('sign_in.held_until', {
                  time: format.dateTime(new Date(loaderData.held.until), { timeStyle: 'short', timeZone: loaderData.held.timeZone }),
                })}
              </p>
            )}
          </div>
        </div>
      )}
      <Form method="post" {...form.props} className="mt-6 flex flex-col gap-4">
        <CsrfInput />
        <input type="hidden" name="redirectTo" value={loaderData.redirectTo} />
        <FormError id={form.errorId} errors={form.errors} />
        <TextField meta={fields.email} label={t('email')} type="email" autoComplete="email" />
        <TextField meta={fields.password} label={t('password')} type="password" autoComplete="current-password" />
        <LocalizedLink to="/reset-password" className="-mt-1 self-end text-sm font-medium text-accent hover:underline">
          {t('sign_in.forgot')}
        </LocalizedLink>
        <button type="submit" className={buttonStyles.solid} disabled={navigation.state === 'submitting'}>
          {t('sign_in.submit')}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm text-ink-muted">
        {t('sign_in.no_account')}{' '}
        <LocalizedLink
          to={loaderData.redirectTo ? `/sign-up?redirectTo=${encodeURIComponent(loaderData.redirectTo)}` : '/sign-up'}
          className="font-semibold text-accent hover:underline"
        >
          {t('sign_in.create')}
        </LocalizedLink>
      </p>
    </>
  )
}
