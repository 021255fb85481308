import { pageProof } from '~/security/action-guards.server'
import type { PageCacheHandle } from '~/http/page-cache-policy'
import { parseWithZod } from '@conform-to/zod/v4'
import { Form, useActionData, useNavigation } from 'react-router'
import { useTranslations } from 'use-intl'
import { requestPasswordReset } from '~/accounts/request-password-reset.server'
import { ResetRequestSchema } from '~/accounts/schemas'
import { schemaCheck, usePublicForm } from '~/forms/public-form'
import { FormError, TextField } from '~/forms/fields'
import { formFailure, formHeaders, refusalFailure } from '~/forms/form-result.server'
import { actionContext } from '~/accounts/action-context.server'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { BotGuardFields } from '~/security/bot-guard-fields'
import { CsrfInput } from '~/security/csrf-input'
import { requireFormData } from '~/security/request-body.server'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { pageLocale } from '~/http/request-scope.server'
import type { Route } from './+types/reset-password'

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true }

/** A refused attempt's Retry-After reaches the page (429). */
export const headers = formHeaders

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await requireFormData(request)
  const submission = parseWithZod(formData, { schema: ResetRequestSchema })
  if (submission.status !== 'success') return formFailure(submission.reply())
  const outcome = await requestPasswordReset(actionContext(context, pageLocale(context)), {
    ...submission.value,
    proof: pageProof(request, formData),
    locale: pageLocale(context),
  })
  if (!outcome.ok) return refusalFailure(submission, outcome)
  // The same answer whether or not the account exists.
  return { sent: true as const }
}

const checkResetRequest = schemaCheck(() => import('~/accounts/schemas').then((module) => module.ResetRequestSchema))

export default function ResetPassword() {
  const t = useTranslations('auth')
  const actionData = useActionData<typeof action>()
  const navigation = useNavigation()
  const { form, fields } = usePublicForm({
    id: 'reset-password',
    fieldNames: ['email'],
    lastResult: actionData && 'result' in actionData ? actionData.result : undefined,
    loadCheck: checkResetRequest,
  })
  if (actionData && 'sent' in actionData) {
    return (
      <>
        <PageMeta title={t('reset.title')} />
        <span className="grid size-12 place-items-center rounded-full bg-accent-soft text-accent">
          <Icon name="lucide:mail" className="size-6" />
        </span>
        <h1 className="mt-4 text-2xl font-bold tracking-tight">{t('reset.sent_title')}</h1>
        <p role="status" className="mt-2 text-ink-muted">
          {t('reset.sent')}
        </p>
        <LocalizedLink to="/sign-in" className={`mt-6 w-full ${buttonStyles.outline}`}>
          {t('reset.back')}
        </LocalizedLink>
      </>
    )
  }
  return (
    <>
      <PageMeta title={t('reset.title')} description={t('reset.lead')} />
      <h1 className="text-2xl font-bold tracking-tight">{t('reset.title')}</h1>
      <p className="mt-2 text-ink-muted">{t('reset.lead')}</p>
      <Form method="post" {...form.props} className="mt-6 flex flex-col gap-4">
        <CsrfInput />
        <BotGuardFields form="reset-password" resetKey={actionData} />
        <FormError id={form.errorId} errors={form.errors} />
        <TextField meta={fields.email} label={t('email')} type="email" autoComplete="email" />
        <button type="submit" className={buttonStyles.solid} disabled={navigation.state === 'submitting'}>
          {t('reset.submit')}
        </button>
      </Form>
      <p className="mt-6 text-center text-sm">
        <LocalizedLink to="/sign-in" className="font-semibold text-accent hover:underline">
          {t('reset.back')}
        </LocalizedLink>
      </p>
    </>
  )
}
