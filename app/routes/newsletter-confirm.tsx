import { useTranslations } from 'use-intl'
import { database } from '~/db/db.server'
import { confirmSubscription } from '~/newsletter/newsletter.server'
import { NewsletterResult } from '~/newsletter/newsletter-result'
import { NewsletterToken } from '~/newsletter/schemas'
import type { Route } from './+types/newsletter-confirm'

/** The link of the confirmation email: confirming twice is harmless and says so. */
export async function loader({ url }: Route.LoaderArgs) {
  const token = NewsletterToken.safeParse(url.searchParams.get('token'))
  const outcome = token.success ? await confirmSubscription(database(), token.data) : ('invalid' as const)
  return { outcome }
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
}

export default function NewsletterConfirm({ loaderData: { outcome } }: Route.ComponentProps) {
  const t = useTranslations('newsletter')
  return <NewsletterResult title={t('confirm_title')} outcome={outcome} />
}
