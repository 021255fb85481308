import { pageProof } from '~/security/action-guards.server'
import type { PageCacheHandle } from '~/http/page-cache-policy'
import { parseWithZod } from '@conform-to/zod/v4'
import { useActionData } from 'react-router'
import { useTranslations } from 'use-intl'
import { formFailure, formHeaders, readFormWithinLimit, refusalFailure, toastSuccess } from '~/forms/form-result.server'
import { actionContext } from '~/accounts/action-context.server'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { PageMeta } from '~/navigation/seo-links'
import { NewsletterForm } from '~/newsletter/newsletter-form'
import { subscribeToast } from '~/newsletter/newsletter-form.server'
import { NewsletterSchema } from '~/newsletter/schemas'
import { subscribeToNewsletter } from '~/newsletter/subscribe-to-newsletter.server'
import type { Route } from './+types/newsletter'

/** The same for every anonymous visitor: kept by the page cache (docs/decisions/020). */
export const handle: PageCacheHandle = { pageCache: true }

/** A refused attempt's Retry-After reaches the page (429). */
export const headers = formHeaders

/** Every newsletter form posts here (sent back to its page without JavaScript); this page shows the form and, without JavaScript, its errors. */
export async function action({ request, context }: Route.ActionArgs) {
  const locale = pageLocale(context)
  const body = await readFormWithinLimit(request, 'errors.payload_too_large')
  if (!body.ok) return body.failure
  const submission = parseWithZod(body.form, { schema: NewsletterSchema })
  if (submission.status !== 'success') return formFailure(submission.reply())
  const outcome = await subscribeToNewsletter(actionContext(context, locale), { email: submission.value.email, proof: pageProof(request, body.form) })
  if (!outcome.ok) return refusalFailure(submission, outcome)
  return toastSuccess(request, body.form, submission, subscribeToast(outcome.status, locale), localizePath('/', locale))
}

export default function Newsletter() {
  const t = useTranslations('newsletter')
  const actionData = useActionData<typeof action>()
  return (
    <div className="mx-auto max-w-xl px-4 py-16 sm:px-6">
      <PageMeta title={t('page_title')} description={t('lead')} />
      <h1 className="text-3xl font-bold tracking-tight">{t('page_title')}</h1>
      <p className="mt-3 text-ink-muted">{t('lead')}</p>
      <div className="mt-8 rounded-2xl border border-line bg-surface p-6">
        <NewsletterForm id="newsletter-page" actionData={actionData && 'result' in actionData ? actionData : undefined} />
      </div>
    </div>
  )
}
