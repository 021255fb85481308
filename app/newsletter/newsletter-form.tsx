import { getFormProps, getInputProps, useForm, type SubmissionResult } from '@conform-to/react'
import { parseWithZod } from '@conform-to/zod/v4'
import { useEffect } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { useTranslations } from 'use-intl'
import { FieldError } from '~/forms/field-error'
import { FormError } from '~/forms/fields'
import { useLocalizePath } from '~/navigation/localized-link'
import { BotGuardFields } from '~/security/bot-guard-fields'
import { CsrfInput } from '~/security/csrf-input'
import { toast } from '~/toast/toast-store'
import type { ToastColor } from '~/toast/toast-types'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { NewsletterSchema } from './schemas'

export type NewsletterActionData = {
  result: SubmissionResult<string[]>
  toast?: { title: string; description?: string; color: ToastColor }
}

/**
 * The newsletter signup (footer of every page, and /newsletter). With
 * JavaScript it posts in the background and shows a toast; without, the
 * browser posts to /newsletter and is sent back to this page with the toast.
 */
export function NewsletterForm({ id = 'newsletter', actionData, compact = false }: { id?: string; actionData?: NewsletterActionData; compact?: boolean }) {
  const t = useTranslations('newsletter')
  const fetcher = useFetcher<NewsletterActionData>()
  const localize = useLocalizePath()
  const location = useLocation()
  const [form, fields] = useForm({
    id,
    lastResult: (fetcher.data ?? actionData)?.result,
    shouldValidate: 'onBlur',
    shouldRevalidate: 'onBlur',
    onValidate: ({ formData }) => parseWithZod(formData, { schema: NewsletterSchema }),
  })
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.toast) return
    const { title, description, color } = fetcher.data.toast
    toast.add({ title, description, color, icon: <Icon name={color === 'success' ? 'lucide:mail' : 'lucide:info'} /> })
  }, [fetcher.state, fetcher.data])
  const email = fields.email
  const inputProps = getInputProps(email, { type: 'email' })
  const hintId = `${id}-hint`
  const redirectTo = location.pathname.replace(/\/newsletter$/, '') || '/'
  return (
    <fetcher.Form method="post" action={localize('/newsletter')} preventScrollReset {...getFormProps(form)} className="relative">
      <CsrfInput />
      <input type="hidden" name="redirectTo" value={`${redirectTo}${location.search}`} />
      <BotGuardFields resetKey={fetcher.data} />
      <FormError id={form.errorId} errors={form.errors} />
      <label htmlFor={email.id} className={compact ? 'sr-only' : 'text-sm font-medium'}>
        {t('email')}
      </label>
      <div className={`flex gap-2 ${compact ? '' : 'mt-1.5'} ${form.errors ? 'mt-3' : ''}`}>
        <input
          {...inputProps}
          key={inputProps.key}
          autoComplete="email"
          maxLength={254}
          placeholder={t('email_placeholder')}
          aria-describedby={[email.errors ? email.errorId : undefined, hintId].filter(Boolean).join(' ')}
          className="block w-full min-w-0 flex-1 rounded-full border border-line bg-canvas px-4 py-2 text-sm text-ink placeholder:text-ink-muted aria-invalid:border-alert"
        />
        <button type="submit" className={`${buttonStyles.solid} shrink-0 px-4 py-2 text-sm`} disabled={fetcher.state !== 'idle'}>
          {t('submit')}
        </button>
      </div>
      <FieldError id={email.errorId} errors={email.errors} />
      <p id={hintId} className="mt-2 text-xs text-ink-muted">
        {t('privacy')}
      </p>
    </fetcher.Form>
  )
}
