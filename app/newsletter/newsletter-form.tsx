import type { SubmissionResult } from '@conform-to/react'
import { useEffect, useRef, useState } from 'react'
import { useFetcher, useLocation } from 'react-router'
import { useTranslations } from 'use-intl'
import { FieldError, FormError } from '~/forms/field-error'
import { useLocalizePath } from '~/navigation/localized-link'
import { BotGuardFields } from '~/security/bot-guard-fields'
import { CsrfInput } from '~/security/csrf-input'
import { toast } from '~/toast/toast-store'
import type { ToastColor } from '~/toast/toast-types'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { emailRuleError } from '~/forms/rule-messages'

export type NewsletterActionData = {
  result: SubmissionResult<string[]>
  toast?: { title: string; description?: string; color: ToastColor }
}

/**
 * The newsletter signup (footer of every page, and /newsletter). With
 * JavaScript it posts in the background and shows a toast; without, the
 * browser posts to /newsletter and is sent back to this page with the toast.
 */
export function NewsletterForm({
  id = 'newsletter',
  actionData,
  compact = false,
}: {
  id?: string
  actionData?: NewsletterActionData
  compact?: boolean
}) {
  const t = useTranslations('newsletter')
  const fetcher = useFetcher<NewsletterActionData>()
  const localize = useLocalizePath()
  const location = useLocation()
  const formRef = useRef<HTMLFormElement>(null)
  // Checked in the browser on blur and on change (spec §5) with the rule the server applies
  // (NewsletterSchema); kept free of conform and zod because this form is on every page.
  const [checked, setChecked] = useState<{ error?: string; shown: boolean }>({ shown: false })
  const result = (fetcher.data ?? actionData)?.result
  const serverError = result?.error
  const fieldErrors = checked.shown && checked.error ? [checked.error] : (serverError?.email ?? undefined)
  const formErrors = serverError?.[''] ?? undefined
  useEffect(() => {
    if (fetcher.state !== 'idle' || !fetcher.data?.toast) return
    const { title, description, color } = fetcher.data.toast
    toast.add({ title, description, color, icon: <Icon name={color === 'success' ? 'lucide:mail' : 'lucide:info'} /> })
    if (color === 'success' || color === 'primary') formRef.current?.reset()
  }, [fetcher.state, fetcher.data])
  const inputId = `${id}-email`
  const errorId = `${inputId}-error`
  const hintId = `${id}-hint`
  const redirectTo = location.pathname.replace(/\/newsletter$/, '') || '/'
  return (
    <fetcher.Form
      ref={formRef}
      id={id}
      method="post"
      action={localize('/newsletter')}
      preventScrollReset
      noValidate
      aria-describedby={formErrors ? `${id}-error` : undefined}
      onSubmit={(event) => {
        const error = emailRuleError(new FormData(event.currentTarget).get('email'))
        if (!error) return
        event.preventDefault()
        setChecked({ error, shown: true })
        event.currentTarget.querySelector<HTMLInputElement>('input[name=email]')?.focus()
      }}
      className="relative"
    >
      <CsrfInput />
      <input type="hidden" name="redirectTo" value={`${redirectTo}${location.search}`} />
      <BotGuardFields form="newsletter" resetKey={fetcher.data} />
      <FormError id={`${id}-error`} errors={formErrors} />
      <label htmlFor={inputId} className={compact ? 'sr-only' : 'text-sm font-medium'}>
        {t('email')}
      </label>
      <div className={`flex gap-2 ${compact ? '' : 'mt-1.5'} ${formErrors ? 'mt-3' : ''}`}>
        <input
          id={inputId}
          name="email"
          type="email"
          required
          autoComplete="email"
          maxLength={254}
          placeholder={t('email_placeholder')}
          aria-invalid={fieldErrors ? true : undefined}
          aria-describedby={[fieldErrors ? errorId : undefined, hintId].filter(Boolean).join(' ')}
          onBlur={(event) => setChecked({ error: emailRuleError(event.currentTarget.value), shown: true })}
          onChange={(event) => {
            // Read now: the updater may run after the event is done (a replayed event, a busy render).
            const error = emailRuleError(event.currentTarget.value)
            setChecked((before) => ({ error, shown: before.shown }))
          }}
          className="block w-full min-w-0 flex-1 rounded-full border border-line bg-canvas px-4 py-2 text-sm text-ink placeholder:text-ink-muted aria-invalid:border-alert"
        />
        <button type="submit" className={`${buttonStyles.solid} shrink-0 px-4 py-2 text-sm`} disabled={fetcher.state !== 'idle'}>
          {t('submit')}
        </button>
      </div>
      <FieldError id={errorId} errors={fieldErrors} />
      <p id={hintId} className="mt-2 text-xs text-ink-muted">
        {t('privacy')}
      </p>
    </fetcher.Form>
  )
}
