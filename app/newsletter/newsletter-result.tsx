import { useTranslations } from 'use-intl'
import { LocalizedLink } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'

type Outcome = 'confirmed' | 'already_confirmed' | 'expired' | 'invalid' | 'unsubscribed' | 'already_unsubscribed'

/** The page a newsletter email link lands on: what happened, in the person's language. */
export function NewsletterResult({ title, outcome }: { title: string; outcome: Outcome }) {
  const t = useTranslations('newsletter')
  const good = outcome !== 'invalid' && outcome !== 'expired'
  return (
    <div className="mx-auto max-w-xl px-4 py-16 text-center sm:px-6">
      <PageMeta title={title} />
      <span className={`mx-auto grid size-14 place-items-center rounded-full ${good ? 'bg-accent-soft text-accent' : 'bg-alert/10 text-alert'}`}>
        <Icon name={good ? 'lucide:circle-check' : 'lucide:circle-alert'} className="size-7" />
      </span>
      <h1 className="mt-5 text-3xl font-bold tracking-tight">{title}</h1>
      <p role="status" className="mt-3 text-lg text-ink-muted">
        {t(outcome)}
      </p>
      <div className="mt-8 flex flex-wrap justify-center gap-3">
        <LocalizedLink to="/" className={buttonStyles.outline}>
          {t('back_home')}
        </LocalizedLink>
        {(outcome === 'expired' || outcome === 'unsubscribed' || outcome === 'already_unsubscribed') && (
          <LocalizedLink to="/newsletter" className={buttonStyles.solid}>
            {t('subscribe_again')}
          </LocalizedLink>
        )}
      </div>
    </div>
  )
}
