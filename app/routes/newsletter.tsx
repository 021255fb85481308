import { useActionData } from 'react-router'
import { useTranslations } from 'use-intl'
import { formHeaders } from '~/forms/form-result.server'
import { localeFromPath } from '~/i18n/locales'
import { PageMeta } from '~/navigation/seo-links'
import { NewsletterForm } from '~/newsletter/newsletter-form'
import { newsletterFormAction } from '~/newsletter/newsletter-form.server'
import type { Route } from './+types/newsletter'

/** Every newsletter form posts here; the page itself shows the form (and, without JavaScript, its errors). */
/** A refused attempt's Retry-After reaches the page (429). */
export const headers = formHeaders

export function action({ request, context, url }: Route.ActionArgs) {
  return newsletterFormAction({ request, context, locale: localeFromPath(url.pathname) })
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
