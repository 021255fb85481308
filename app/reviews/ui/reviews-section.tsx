import { useTranslations } from 'use-intl'
import { HydrateWhenSeen } from '~/ui/hydrate-when-seen'
import { PageSection } from '~/ui/page-section'
import type { ReviewsSection as Section } from '../published-reviews.server'
import { RatingSummary } from './rating-summary'
import { ReviewList } from './review-list'

/**
 * What a page's reviews section holds: the rating, how reviews are collected, the list with its pages. At the
 * foot of its page, it hydrates when it comes near the screen (ui/hydrate-when-seen).
 */
export function ReviewsBody({ reviews }: { reviews: Section }) {
  return (
    <HydrateWhenSeen>
      <ReviewsContent reviews={reviews} />
    </HydrateWhenSeen>
  )
}

function ReviewsContent({ reviews }: { reviews: Section }) {
  const t = useTranslations('review_list')
  return (
    <>
      <RatingSummary summary={reviews.summary} />
      <p className="mt-3 text-sm text-ink-muted">{t('how')}</p>
      <div className="mt-6">
        <ReviewList list={reviews.list} />
      </div>
    </>
  )
}

/** The reviews of a clinic, specialist or treatment page (#reviews), under its own heading. */
export function ReviewsSection({ reviews }: { reviews: Section }) {
  const t = useTranslations('review_list')
  return (
    <PageSection id="reviews" title={t('title')}>
      <ReviewsBody reviews={reviews} />
    </PageSection>
  )
}
