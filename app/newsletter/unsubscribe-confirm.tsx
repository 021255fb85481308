import { Form } from 'react-router'
import { useTranslations } from 'use-intl'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'

/** The question an unsubscribe link opens on: one button, a plain form post. */
export function UnsubscribeConfirm({ token }: { token: string }) {
  const t = useTranslations('newsletter')
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <PageMeta title={t('unsubscribe_title')} />
      <span className="mx-auto grid size-14 place-items-center rounded-full bg-accent-soft text-accent">
        <Icon name="lucide:mail" className="size-7" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight">{t('unsubscribe_question')}</h1>
      <p className="mt-3 text-lg text-ink-muted">{t('unsubscribe_explanation')}</p>
      <Form method="post" className="mt-8 flex flex-wrap justify-center gap-3">
        <CsrfInput />
        <input type="hidden" name="token" value={token} />
        <button type="submit" className={buttonStyles.solid}>
          {t('unsubscribe_submit')}
        </button>
        <LocalizedLink to="/" className={buttonStyles.outline}>
          {t('unsubscribe_keep')}
        </LocalizedLink>
      </Form>
    </div>
  )
}
