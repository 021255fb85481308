import { Form, useNavigation } from 'react-router'
import { useTranslations } from 'use-intl'
import { actionContext } from '~/accounts/action-context.server'
import { refusalMessage } from '~/errors/outcomes'
import { untypedTranslator } from '~/http/problem.server'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CareLine } from '~/reviews/account/care-line'
import { withdrawReview } from '~/reviews/withdraw-review.server'
import { CsrfInput } from '~/security/csrf-input'
import { redirectWithToast } from '~/toast/flash-toast.server'
import { buttonStyles } from '~/ui/button-styles'
import { Icon } from '~/ui/icon/icon'
import { ownReview } from '~/reviews/account/own-review.server'
import type { Route } from './+types/account-review-withdraw'

/*
 * Withdrawing a review (issue 31): a page that asks first, what it means
 * (gone from the public pages and the ratings, for good), and the form that
 * does it; it works without script. Anyone else's review is the site's 404.
 */

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { review } = await ownReview(context, url, params.id)
  return { review }
}

export async function action({ context, params, url }: Route.ActionArgs) {
  const { session, review } = await ownReview(context, url, params.id)
  const locale = pageLocale(context)
  const t = untypedTranslator(locale)
  const back = localizePath('/account/reviews', locale)
  const withdrawn = await withdrawReview({ ...actionContext(context, locale), session }, { reviewId: review.id })
  if (!withdrawn.ok) return redirectWithToast(back, { title: t(refusalMessage(withdrawn).key), color: 'warning' }, { status: 303 })
  return redirectWithToast(back, { title: t('my_reviews.withdrawn_toast'), color: 'success' }, { status: 303 })
}

export default function WithdrawReview({ loaderData: { review } }: Route.ComponentProps) {
  const t = useTranslations('my_reviews')
  const localize = useLocalizePath()
  const navigation = useNavigation()
  const action = localize(`/account/reviews/${review.id}/withdraw`)
  const sending = navigation.state !== 'idle' && navigation.formAction === action
  return (
    <div className="max-w-2xl">
      <PageMeta title={t('withdraw_title')} />
      <LocalizedLink to="/account/reviews" className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
        <Icon name="lucide:arrow-left" />
        {t('back')}
      </LocalizedLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('withdraw_title')}</h1>
      <section className="mt-6 rounded-2xl border border-line bg-surface p-6">
        <p>
          <CareLine care={review.care} />
        </p>
        {review.status === 'withdrawn' ? (
          <p role="status" className="mt-3 text-ink-muted">
            {t('already_withdrawn')}
          </p>
        ) : (
          <>
            <p className="mt-3 text-ink-muted">{t('withdraw_body')}</p>
            <Form method="post" action={action} className="mt-6 flex flex-wrap justify-end gap-3">
              <CsrfInput />
              <LocalizedLink to="/account/reviews" className={buttonStyles.outline}>
                {t('withdraw_keep')}
              </LocalizedLink>
              <button type="submit" className={buttonStyles.danger} disabled={sending}>
                <Icon name={sending ? 'lucide:loader-circle' : 'lucide:rotate-ccw'} className={sending ? 'size-4 animate-spin' : 'size-4'} />
                {t('withdraw_confirm')}
              </button>
            </Form>
          </>
        )}
      </section>
    </div>
  )
}
