import { useTranslations } from 'use-intl'
import { database } from '~/db/db.server'
import { refuse } from '~/errors/outcomes'
import { actionContext } from '~/accounts/action-context.server'
import { pageLocale } from '~/http/request-scope.server'
import { linkAnswer } from '~/newsletter/link-answer.server'
import { unsubscribeStatus } from '~/newsletter/newsletter.server'
import { unsubscribeFromNewsletter } from '~/newsletter/unsubscribe-from-newsletter.server'
import { LinkQuestion } from '~/newsletter/link-question'
import { NewsletterResult } from '~/newsletter/newsletter-result'
import { NewsletterToken } from '~/newsletter/schemas'
import { requireFormData } from '~/security/request-body.server'
import type { Route } from './+types/newsletter-unsubscribe'

/*
 * The unsubscribe link of every newsletter email, no sign-in needed. Opening
 * it only asks (mail scanners open every link: a GET must change nothing);
 * the button posts, with or without JavaScript. Twice is harmless.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const token = NewsletterToken.safeParse(url.searchParams.get('token'))
  const status = token.success ? await unsubscribeStatus(database(), token.data) : ('invalid' as const)
  return { status, token: token.success ? token.data : '' }
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = NewsletterToken.safeParse((await requireFormData(request)).get('token'))
  const outcome = token.success
    ? await unsubscribeFromNewsletter(actionContext(context, pageLocale(context)), { token: token.data })
    : refuse('newsletter_link_invalid')
  return linkAnswer(outcome)
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
}

export default function NewsletterUnsubscribe({ loaderData: { status, token }, actionData }: Route.ComponentProps) {
  const t = useTranslations('newsletter')
  if (actionData) return <NewsletterResult title={t('unsubscribe_title')} outcome={actionData.outcome} />
  if (status === 'subscribed') return <LinkQuestion action="unsubscribe" token={token} />
  return <NewsletterResult title={t('unsubscribe_title')} outcome={status} />
}
