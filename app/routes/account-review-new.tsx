import { parseWithZod } from '@conform-to/zod/v4'
import { data } from 'react-router'
import { useTranslations } from 'use-intl'
import { actionContext } from '~/accounts/action-context.server'
import { requirePatientSession } from '~/accounts/patient-session.server'
import { database } from '~/db/db.server'
import { refusalMessage, refusalStatus, refuse } from '~/errors/outcomes'
import { formFailure, refusalFailure } from '~/forms/form-result.server'
import { untypedTranslator } from '~/http/problem.server'
import { parseId } from '~/http/params'
import { pageLocale } from '~/http/request-scope.server'
import { localizePath } from '~/i18n/locales'
import { LocalizedLink, useLocalizePath } from '~/navigation/localized-link'
import { PageMeta } from '~/navigation/seo-links'
import { CareLine, newReviewPath } from '~/reviews/account/care-line'
import { ReviewForm } from '~/reviews/account/review-form'
import { careToReview } from '~/reviews/patient-reviews.server'
import { NewReviewSchema, type ReviewSubject } from '~/reviews/review-rules'
import { writeReview } from '~/reviews/write-review.server'
import { requireFormData } from '~/security/request-body.server'
import { redirectWithToast } from '~/toast/flash-toast.server'
import { Icon } from '~/ui/icon/icon'
import type { Route } from './+types/account-review-new'

/*
 * Writing a review (issue 31) of one completed appointment (?appointment=)
 * or done treatment step (?step=) of the signed-in patient. Anything else,
 * someone else's or not completed, is the page's plain refusal (403, or 409
 * once reviewed), never a form; a post to it is refused the same way and
 * nothing is stored.
 */

function subjectOf(url: URL): ReviewSubject | undefined {
  const appointmentId = parseId(url.searchParams.get('appointment'))
  if (appointmentId !== undefined) return { appointmentId }
  const treatmentStepId = parseId(url.searchParams.get('step'))
  return treatmentStepId === undefined ? undefined : { treatmentStepId }
}

export async function loader({ context, url }: Route.LoaderArgs) {
  const session = requirePatientSession(context, url)
  const subject = subjectOf(url)
  const found = subject ? await careToReview(database(), session.user.id, subject, pageLocale(context)) : undefined
  if (!subject || !found?.care) {
    const refusal = found?.refusal ?? refuse('review_not_eligible')
    return data({ care: null, subject: null, refusal: refusalMessage(refusal).key }, { status: refusalStatus(refusal) })
  }
  return { care: found.care, subject, refusal: null }
}

export async function action({ request, context, url }: Route.ActionArgs) {
  const session = requirePatientSession(context, url)
  const locale = pageLocale(context)
  const submission = parseWithZod(await requireFormData(request), { schema: NewReviewSchema })
  if (submission.status !== 'success') return formFailure(submission.reply())
  const written = await writeReview({ ...actionContext(context, locale), session }, submission.value)
  if (!written.ok) return refusalFailure(submission, written)
  const t = untypedTranslator(locale)
  return redirectWithToast(localizePath('/account/reviews', locale), { title: t('my_reviews.published_toast'), color: 'success' }, { status: 303 })
}

export default function NewReview({ loaderData, actionData }: Route.ComponentProps) {
  const t = useTranslations('my_reviews')
  const say = useTranslations() as unknown as (key: string) => string
  const localize = useLocalizePath()
  return (
    <div className="max-w-3xl">
      <PageMeta title={t('new_title')} />
      <LocalizedLink to="/account/reviews" className="inline-flex items-center gap-1 text-sm font-medium text-accent hover:underline">
        <Icon name="lucide:arrow-left" />
        {t('back')}
      </LocalizedLink>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{t('new_title')}</h1>
      {loaderData.care ? (
        <>
          <p className="mt-3">
            <CareLine care={loaderData.care} />
          </p>
          <section className="mt-6 rounded-2xl border border-line bg-surface p-6">
            <ReviewForm
              action={localize(newReviewPath(loaderData.care))}
              lastResult={actionData?.result}
              hidden={loaderData.subject}
              submitLabel={t('form.publish')}
            />
          </section>
        </>
      ) : (
        <div role="status" className="mt-6 rounded-2xl border border-dashed border-line bg-surface p-6">
          <p>{say(loaderData.refusal)}</p>
          <p className="mt-2 text-sm text-ink-muted">{t('only_completed')}</p>
        </div>
      )}
    </div>
  )
}
