import { parseWithZod } from '@conform-to/zod/v4'
import { useTranslations } from 'use-intl'
import { actionContext } from '~/accounts/action-context.server'
import { formFailure, refusalFailure } from '~/forms/form-result.server'
import { untypedTranslator } from '~/http/problem.server'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CareLine } from '~/reviews/account/care-line'
import { ReviewForm } from '~/reviews/account/review-form'
import { editReview } from '~/reviews/edit-review.server'
import { EditReviewSchema } from '~/reviews/review-rules'
import { requireFormData } from '~/security/request-body.server'
import { redirectWithToast } from '~/toast/flash-toast.server'
import { Icon } from '~/ui/icon/icon'
import { ownReview } from '~/reviews/account/own-review.server'
import type { Route } from './+types/account-review-edit'

/*
 * Editing a review (issue 31): the patient's own, while it may be edited (30
 * days after it was first published, not once withdrawn); after that the page
 * says so and offers withdrawing. Anyone else's is the site's 404.
 */

export async function loader({ context, params, url }: Route.LoaderArgs) {
  const { review } = await ownReview(context, url, params.id)
  return { review }
}

export async function action({ request, context, params, url }: Route.ActionArgs) {
  const { session, review } = await ownReview(context, url, params.id)
  const locale = pageLocale(context)
  const submission = parseWithZod(await requireFormData(request), { schema: EditReviewSchema })
  if (submission.status !== 'success') return formFailure(submission.reply())
  const edited = await editReview({ ...actionContext(context, locale), session }, { ...submission.value, reviewId: review.id })
  if (!edited.ok) return refusalFailure(submission, edited)
  const t = untypedTranslator(locale)
  return redirectWithToast(localizePath('/account/reviews', locale), { title: t('my_reviews.edited_toast'), color: 'success' }, { status: 303 })
}

export default function EditReview({ loaderData: { review }, actionData }: Route.ComponentProps) {
  const t = useTranslations('my_reviews')
  const localize = useLocalizePath()
  return (
    <div className="max-w-3xl">
      <PageMeta title={t('edit_title')} />
      <LocalizedLink to="/account/reviews" className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
        <Icon name="lucide:arrow-left" />
        {t('back')}
      </LocalizedLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('edit_title')}</h1>
      <p className="mt-3">
        <CareLine care={review.care} />
      </p>
      {review.editable ? (
        <section className="mt-6 rounded-2xl border border-line bg-surface p-6">
          <ReviewForm
            action={localize(`/account/reviews/${review.id}/edit`)}
            lastResult={actionData?.result}
            hidden={{ version: review.version }}
            values={review}
            submitLabel={t('form.save')}
          />
        </section>
      ) : (
        <div role="status" className="mt-6 rounded-2xl border border-dashed border-line bg-surface p-6">
          <p>{review.status === 'withdrawn' ? t('form.withdrawn') : t('form.edit_closed')}</p>
        </div>
      )}
    </div>
  )
}
