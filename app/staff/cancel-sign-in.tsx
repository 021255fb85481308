import { Form } from 'react-router'
import { useTranslations } from 'use-intl'
import { useLocalizePath } from '~/navigation/localized-link'
import { CsrfInput } from '~/security/csrf-input'

/** The other thing a session waiting for its second factor may do: sign out (ends it on the server). */
export function CancelSignIn() {
  const t = useTranslations('staff.two_factor')
  const localize = useLocalizePath()
  return (
    <Form method="post" action={localize('/sign-out')} className="mt-6 border-t border-line pt-4 text-center">
      <CsrfInput />
      <button type="submit" className="text-sm font-medium text-ink-muted underline underline-offset-4 hover:text-ink">
        {t('cancel')}
      </button>
    </Form>
  )
}
