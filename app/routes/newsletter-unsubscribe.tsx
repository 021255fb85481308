import { useTranslations } from 'use-intl'
import { database } from '~/db/db.server'
import { unsubscribe } from '~/newsletter/newsletter.server'
import { NewsletterResult } from '~/newsletter/newsletter-result'
import { NewsletterToken } from '~/newsletter/schemas'
import type { Route } from './+types/newsletter-unsubscribe'

/** The unsubscribe link of every newsletter email: one click, no sign-in; twice is harmless. */
export async function loader({ url }: Route.LoaderArgs) {
  const token = NewsletterToken.safeParse(url.searchParams.get('token'))
  const outcome = token.success ? await unsubscribe(database(), token.data) : ('invalid' as const)
  return { outcome }
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
}

export default function NewsletterUnsubscribe({ loaderData: { outcome } }: Route.ComponentProps) {
  const t = useTranslations('newsletter')
  return <NewsletterResult title={t('unsubscribe_title')} outcome={outcome} />
}
