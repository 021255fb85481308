import type { SubmissionResult } from '@conform-to/react'
import { useEffect } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { useTranslations } from 'use-intl'
import { FormError, TextAreaField, TextField } from '~/forms/fields'
import { schemaCheck, usePublicForm } from '~/forms/public-form'
import { useLocalizePath } from '~/navigation/localized-link'
import { BotGuardFields } from '~/security/bot-guard-fields'
import { CsrfInput } from '~/security/csrf-input'
import { NoScriptToast } from '~/toast/noscript-toast'
import { toast } from '~/toast/toast-store'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { CONTACT_LIMITS } from './limits'

const checkContact = schemaCheck(() => import('./schemas').then((module) => module.ContactSchema))

export type ContactActionData = { result: SubmissionResult<string[]>; toast?: { title: string; description: string; color: 'success' | 'alert' } }

/**
 * The contact form of /contact-us and the home page. With JavaScript it posts
 * in the background and answers with a toast; without, the browser posts to
 * /contact-us and comes back here with the toast (or to /contact-us with the
 * errors and what was typed). `actionData` is the page's own action result.
 */
export function ContactForm({ id = 'contact-form', actionData }: { id?: string; actionData?: ContactActionData }) {
  const t = useTranslations('contact')
  const fetcher = useFetcher<ContactActionData>()
  const localize = useLocalizePath()
  const location = useLocation()
  const reply = fetcher.data ?? actionData
  const { form, fields } = usePublicForm({
    id,
    fieldNames: ['name', 'email', 'phone', 'subject', 'message'],
    lastResult: reply?.result,
    loadCheck: checkContact,
  })
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.toast) return
    const { title, description, color } = fetcher.data.toast
    toast.add({ title, description, color, icon: <Icon name={color === 'success' ? 'lucide:circle-check' : 'lucide:circle-x'} /> })
  }, [fetcher.state, fetcher.data])
  const busy = fetcher.state !== 'idle'
  return (
    <>
      {/* Without JavaScript, a failure comes back as this page: show its toast too. */}
      {actionData?.toast && <NoScriptToast toast={actionData.toast} />}
      <fetcher.Form method="post" action={localize('/contact-us')} preventScrollReset {...form.props} className="relative flex flex-col gap-4">
        <CsrfInput />
        <input type="hidden" name="redirectTo" value={`${location.pathname}#${id}`} />
        <BotGuardFields form="contact" resetKey={fetcher.data} />
        <FormError id={form.errorId} errors={form.errors} />
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.name} label={t('name')} autoComplete="name" maxLength={CONTACT_LIMITS.name} />
          <TextField meta={fields.email} label={t('email')} type="email" autoComplete="email" maxLength={254} />
        </div>
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField meta={fields.phone} label={t('phone')} type="tel" autoComplete="tel" hint={t('phone_hint')} maxLength={CONTACT_LIMITS.phone} />
          <TextField meta={fields.subject} label={t('subject')} maxLength={CONTACT_LIMITS.subject} />
        </div>
        <TextAreaField meta={fields.message} label={t('message')} hint={t('message_hint')} maxLength={CONTACT_LIMITS.message} />
        <div>
          <button type="submit" className={buttonStyles.solid} disabled={busy}>
            <Icon name="lucide:send" />
            {busy ? t('sending') : t('submit')}
          </button>
        </div>
      </fetcher.Form>
    </>
  )
}
