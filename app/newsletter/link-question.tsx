import { Form } from 'react-router'
import { useTranslations } from 'use-intl'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'

/** The two emailed links that ask before they act (mail scanners open every link). */
const wording = {
  confirm: { title: 'confirm_title', question: 'confirm_question', explanation: 'confirm_explanation', submit: 'confirm_submit', leave: 'back_home' },
  unsubscribe: {
    title: 'unsubscribe_title',
    question: 'unsubscribe_question',
    explanation: 'unsubscribe_explanation',
    submit: 'unsubscribe_submit',
    leave: 'unsubscribe_keep',
  },
} as const

/** The question a confirmation or unsubscribe link opens on: one button, a plain form post. */
export function LinkQuestion({ action, token }: { action: keyof typeof wording; token: string }) {
  const t = useTranslations('newsletter')
  const words = wording[action]
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <PageMeta title={t(words.title)} />
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent-soft text-accent">
        <Icon name="lucide:mail" className="size-7" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight">{t(words.question)}</h1>
      <p className="mt-3 text-lg text-ink-muted">{t(words.explanation)}</p>
      <Form method="post" className="mt-8 flex flex-wrap justify-center gap-3">
        <CsrfInput />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonStyles.solid}>
          {t(words.submit)}
        </button>
        <LocalizedLink to="/" className={buttonStyles.outline}>
          {t(words.leave)}
        </LocalizedLink>
      </Form>
    </div>
  )
}
