import { Form } from 'react-router'
import { useFormatter, useTranslations } from 'use-intl'
import { FieldError, FormError } from '~/forms/field-error'
import type { ModeratedReviewRow } from '~/reviews/moderation-queue.server'
import { HIDDEN_REASONS, REPLY_MAX } from '~/reviews/moderation-rules'
import { Stars } from '~/reviews/ui/stars'
import { CsrfInput } from '~/security/csrf-input'
import { buttonStyles } from '~/ui/button-styles'

/*
 * One review in the console's Reviews (issue 31): what it is about, its stars
 * and words exactly as the patient wrote them (no form changes them), and
 * the moderation forms — the public reply, hide with a listed reason (asked
 * to confirm first), or show again. Plain forms: they work without script.
 */

const fieldClass = 'mt-1 block w-full rounded-lg border border-line bg-surface px-3 py-2 text-sm text-ink aria-invalid:border-alert'
const smallButton = 'inline-flex items-center justify-center rounded-full px-4 py-2 text-sm font-semibold'

/** What the page's action said about this review's forms: a failure (errors and what was typed), or the hide confirmation asked for. */
export interface ReviewFormState {
  form: 'reply' | 'hide' | 'unhide'
  formErrors?: string[]
  fieldErrors?: Record<string, string[] | null>
  typed?: string
  confirmReason?: (typeof HIDDEN_REASONS)[number]
}

function Hidden({ review }: { review: ModeratedReviewRow }) {
  return (
    <>
      <CsrfInput />
      <input type="hidden" name="reviewId" value={review.id} />
      <input type="hidden" name="version" value={review.version} />
    </>
  )
}

export function ModeratedReview({ review, state }: { review: ModeratedReviewRow; state?: ReviewFormState }) {
  const t = useTranslations('console.reviews')
  const format = useFormatter()
  const day = (at: string) => format.dateTime(new Date(at), { dateStyle: 'medium', timeZone: 'UTC' })
  const id = (name: string) => `review-${review.id}-${name}`
  const replyErrors = state?.form === 'reply' ? (state.fieldErrors?.body ?? undefined) : undefined
  return (
    <article aria-labelledby={id('title')} className="rounded-xl border border-line bg-surface p-4 sm:p-5" data-review-id={review.id}>
      <header className="flex flex-wrap items-center gap-x-3 gap-y-1">
        <h2 id={id('title')} className="font-semibold">
          {t('about', { clinic: review.clinic.name, treatment: review.treatment })}
        </h2>
        <Stars value={review.overall} />
        <span className="text-sm">{t('stars', { stars: review.overall })}</span>
      </header>
      <p className="mt-1 text-sm text-ink-muted">
        {review.specialist ? t('specialist', { name: review.specialist.name }) : t('no_specialist')} ·{' '}
        {review.displayName ? t('by', { name: review.displayName }) : t('unsigned')} · {t('written_on', { day: day(review.createdAt) })}{' '}
        {review.locale === 'en' || review.locale === 'es' ? t(`written_in.${review.locale}`) : review.locale}
      </p>
      <blockquote lang={review.locale} className="mt-3 border-l-4 border-line pl-4 whitespace-pre-line">
        {review.body}
      </blockquote>

      {review.hidden ? (
        <div className="mt-4 rounded-lg bg-surface-muted p-3 text-sm">
          <p>
            {t('hidden_for', {
              name: review.hidden.by ?? '—',
              day: review.hidden.at ? day(review.hidden.at) : '—',
              reason: review.hidden.reason ? t(`reasons.${review.hidden.reason}`) : '—',
            })}
          </p>
          <Form method="post" className="mt-2 flex flex-wrap items-center gap-3">
            <Hidden review={review} />
            <button type="submit" name="intent" value="unhide" className={`${smallButton} border border-line bg-surface hover:bg-surface-muted`}>
              {t('unhide_submit')}
            </button>
            <span className="text-ink-muted">{t('unhide_hint')}</span>
          </Form>
          {state?.form === 'unhide' && <FormError id={id('unhide-error')} errors={state.formErrors} />}
        </div>
      ) : (
        <div className="mt-4 grid gap-4 lg:grid-cols-[1fr_18rem]">
          <Form method="post">
            <Hidden review={review} />
            {review.reply && (
              <p className="mb-2 text-sm text-ink-muted">{t('replied_by', { name: review.reply.by ?? '—', day: day(review.reply.at) })}</p>
            )}
            {state?.form === 'reply' && <FormError id={id('reply-form-error')} errors={state.formErrors} />}
            <label htmlFor={id('reply')} className="text-sm font-medium">
              {t('reply_label')}
            </label>
            <textarea
              id={id('reply')}
              name="body"
              rows={3}
              required
              maxLength={REPLY_MAX}
              defaultValue={state?.form === 'reply' && state.typed !== undefined ? state.typed : (review.reply?.body ?? '')}
              aria-invalid={replyErrors ? true : undefined}
              aria-describedby={`${id('reply-hint')}${replyErrors ? ` ${id('reply-error')}` : ''}`}
              className={fieldClass}
            />
            <p id={id('reply-hint')} className="mt-1 text-xs text-ink-muted">
              {t('reply_hint')}
            </p>
            <FieldError id={id('reply-error')} errors={replyErrors} />
            <button type="submit" name="intent" value="reply" className={`mt-2 ${smallButton} bg-accent text-on-accent hover:bg-accent-strong`}>
              {review.reply ? t('reply_update') : t('reply_submit')}
            </button>
          </Form>
          <HideForm review={review} state={state?.form === 'hide' ? state : undefined} />
        </div>
      )}
    </article>
  )
}

/** Hide with a listed reason; the first post asks to confirm (here, on the page: the same with or without script). */
function HideForm({ review, state }: { review: ModeratedReviewRow; state?: ReviewFormState }) {
  const t = useTranslations('console.reviews')
  const id = (name: string) => `review-${review.id}-${name}`
  const reasonErrors = state?.fieldErrors?.reason ?? undefined
  if (state?.confirmReason) {
    return (
      <Form method="post" className="rounded-lg border border-alert/40 bg-alert/10 p-3 text-sm" aria-labelledby={id('confirm')}>
        <Hidden review={review} />
        <input type="hidden" name="reason" value={state.confirmReason} />
        <input type="hidden" name="confirm" value="1" />
        <p id={id('confirm')} className="font-medium">
          {t('hide_confirm', { reason: t(`reasons.${state.confirmReason}`) })}
        </p>
        <div className="mt-3 flex flex-wrap gap-2">
          {/* The confirmation is what the coordinator asked for last: the keyboard lands on it. */}
          <button type="submit" name="intent" value="hide" autoFocus className={`${smallButton} ${buttonStyles.danger}`}>
            {t('hide_confirm_yes')}
          </button>
        </div>
      </Form>
    )
  }
  return (
    <Form method="post" className="rounded-lg border border-line p-3">
      <Hidden review={review} />
      <p className="text-sm font-medium">{t('hide_title')}</p>
      {state && <FormError id={id('hide-form-error')} errors={state.formErrors} />}
      <label htmlFor={id('reason')} className="mt-2 block text-sm">
        {t('hide_reason')}
      </label>
      <select
        id={id('reason')}
        name="reason"
        required
        defaultValue=""
        aria-invalid={reasonErrors ? true : undefined}
        aria-describedby={`${id('hide-hint')}${reasonErrors ? ` ${id('reason-error')}` : ''}`}
        className={fieldClass}
      >
        <option value="" disabled>
          {t('hide_reason_pick')}
        </option>
        {HIDDEN_REASONS.map((reason) => (
          <option key={reason} value={reason}>
            {t(`reasons.${reason}`)}
          </option>
        ))}
      </select>
      <FieldError id={id('reason-error')} errors={reasonErrors} />
      <p id={id('hide-hint')} className="mt-1 text-xs text-ink-muted">
        {t('hide_hint')}
      </p>
      <button
        type="submit"
        name="intent"
        value="hide"
        className={`mt-2 ${smallButton} border border-alert/60 text-red-800 hover:bg-alert/10 dark:text-red-300`}
      >
        {t('hide_submit')}
      </button>
    </Form>
  )
}
