import { getFormProps, useForm } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useActionData, useNavigation } from 'react-router'
import { useTranslations } from 'use-intl'
import { actionContext } from '~/accounts/action-context.server'
import { database } from '~/db/db.server'
import { notFound } from '~/errors/not-found'
import { FormError, TextField } from '~/forms/fields'
import { formFailure, formHeaders, refusalFailure } from '~/forms/form-result.server'
import { pageLocale } from '~/http/request-scope.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { CancelSignIn } from '~/staff/cancel-sign-in'
import { RecoveryCodes } from '~/staff/recovery-codes'
import { TotpSetupSchema } from '~/staff/schemas'
import { confirmTotpSetup } from '~/staff/confirm-totp-setup.server'
import { requirePendingStaffSession } from '~/access/door.server'
import { completeSecondFactor, currentSession, secondFactorPendingSession } from '~/accounts/session-middleware.server'
import { isStaffRole } from '~/access/roles'
import { pendingTotpEnrolment } from '~/staff/totp.server'
import { buttonStyles } from '~/ui/button-styles'
import type { Route } from './+types/two-factor-setup'

export async function loader({ context, url }: Route.LoaderArgs) {
  const pending = secondFactorPendingSession(context)
  if (!pending) {
    // Right after the set-up's own POST the session has passed (in the same request when it came without
    // JavaScript): the page shows the action's recovery codes.
    if (isStaffRole(currentSession(context)?.role ?? 'patient')) return { enrolment: null }
    notFound(url, 'unmatched')
  }
  const enrolment = await pendingTotpEnrolment(database(), pending.user)
  // Already set up: this session needs a code, not a new secret.
  if (!enrolment) notFound(url, 'unmatched')
  return { enrolment: { qrSvg: enrolment.qrSvg, secretText: enrolment.secretText } }
}

export const headers = formHeaders

export async function action({ request, context, url }: Route.ActionArgs) {
  const session = requirePendingStaffSession(context, url)
  const submission = parseWithZod(await requireFormData(request), { schema: TotpSetupSchema })
  if (submission.status !== 'success') return formFailure(submission.reply())
  const outcome = await confirmTotpSetup({ ...actionContext(context, pageLocale(context)), session }, submission.value)
  if (!outcome.ok) return refusalFailure(submission, outcome)
  completeSecondFactor(context)
  // Shown once, in this answer only: nothing readable is kept.
  return { result: submission.reply({ resetForm: true }), recoveryCodes: outcome.recoveryCodes }
}

export default function TwoFactorSetup({ loaderData }: Route.ComponentProps) {
  const t = useTranslations('staff')
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const [form, fields] = useForm({
    id: 'two-factor-setup',
    lastResult: actionData?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: TotpSetupSchema }),
  })
  const recoveryCodes = actionData && 'recoveryCodes' in actionData ? actionData.recoveryCodes : undefined
  const { enrolment } = loaderData
  if (recoveryCodes || !enrolment) {
    return (
      <>
        <PageMeta title={recoveryCodes ? t('recovery.title') : t('setup.done')} />
        <h1 className="text-2xl font-bold tracking-tight">{recoveryCodes ? t('recovery.title') : t('setup.done')}</h1>
        {recoveryCodes ? (
          <>
            <p className="mt-2 text-ink-muted">{t('recovery.lead')}</p>
            <RecoveryCodes codes={recoveryCodes} continueTo="/admin" />
          </>
        ) : (
          <LocalizedLink to="/admin" className={`mt-6 w-full ${buttonStyles.solid}`}>
            {t('setup.continue')}
          </LocalizedLink>
        )}
      </>
    )
  }
  return (
    <>
      <PageMeta title={t('setup.title')} />
      <h1 className="text-2xl font-bold tracking-tight">{t('setup.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('setup.lead')}</p>
      <p className="mt-4">{t('setup.scan')}</p>
      {/* Drawn on the server from our own secret: no user input reaches this SVG. */}
      <div
        role="img"
        aria-label={t('setup.qr_label')}
        className="mx-auto mt-4 w-48 rounded-lg bg-white p-2"
        dangerouslySetInnerHTML={{ __html: enrolment.qrSvg }}
      />
      <p className="mt-4 text-sm font-medium">{t('setup.secret')}</p>
      <p className="mt-1 font-mono text-base break-all" data-testid="totp-secret">
        {enrolment.secretText}
      </p>
      <Form method="post" {...getFormProps(form)} className="mt-6 flex flex-col gap-4">
        <CsrfInput />
        <FormError id={form.errorId} errors={form.errors} />
        <TextField meta={fields.code} label={t('setup.code')} autoComplete="one-time-code" />
        <button type="submit" className={buttonStyles.solid} disabled={navigation.state === 'submitting'}>
          {t('setup.submit')}
        </button>
      </Form>
      <CancelSignIn />
    </>
  )
}
