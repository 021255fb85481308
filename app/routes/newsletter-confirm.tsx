import { useTranslations } from 'use-intl'
import { database } from '~/db/db.server'
import { refuse } from '~/errors/outcomes'
import { actionContext } from '~/accounts/action-context.server'
import { pageLocale } from '~/http/request-scope.server'
import { confirmNewsletterSubscription } from '~/newsletter/confirm-newsletter-subscription.server'
import { linkAnswer } from '~/newsletter/link-answer.server'
import { LinkQuestion } from '~/newsletter/link-question'
import { confirmStatus } from '~/newsletter/newsletter.server'
import { NewsletterResult } from '~/newsletter/newsletter-result'
import { NewsletterToken } from '~/newsletter/schemas'
import { requireFormData } from '~/security/request-body.server'
import type { Route } from './+types/newsletter-confirm'

/*
 * The link of the confirmation email. Opening it only asks (mail scanners open
 * every link: a GET must change nothing, or a scanner would confirm an address
 * someone else typed in); the button posts, with or without JavaScript.
 * Confirming twice is harmless and says so.
 */
export async function loader({ url }: Route.LoaderArgs) {
  const token = NewsletterToken.safeParse(url.searchParams.get('token'))
  const status = token.success ? await confirmStatus(database(), token.data) : ('invalid' as const)
  return { status, token: token.success ? token.data : '' }
}

export async function action({ request, context }: Route.ActionArgs) {
  const token = NewsletterToken.safeParse((await requireFormData(request)).get('token'))
  const outcome = token.success
    ? await confirmNewsletterSubscription(actionContext(context, pageLocale(context)), { token: token.data })
    : refuse('newsletter_link_invalid')
  return linkAnswer(outcome)
}

export function headers() {
  return { 'Cache-Control': 'no-store', 'X-Robots-Tag': 'noindex' }
}

export default function NewsletterConfirm({ loaderData: { status, token }, actionData }: Route.ComponentProps) {
  const t = useTranslations('newsletter')
  if (actionData) return <NewsletterResult title={t('confirm_title')} outcome={actionData.outcome} />
  if (status === 'pending') return <LinkQuestion action="confirm" token={token} />
  return <NewsletterResult title={t('confirm_title')} outcome={status} />
}
