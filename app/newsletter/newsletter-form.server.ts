import type { Locale } from '~/i18n/locales'
import { serverTranslator } from '~/i18n/messages.server'
import type { SubscribeOutcome } from './newsletter.server'

/** What the newsletter form shows after a signup: a toast saying what happened, in the page's language. */
export function subscribeToast(outcome: SubscribeOutcome, locale: Locale) {
  const t = serverTranslator(locale)
  if (outcome === 'already_subscribed') return { title: t('newsletter.already_subscribed'), color: 'primary' as const }
  if (outcome === 'confirmation_resent') return { title: t('newsletter.resent'), description: t('newsletter.check_inbox'), color: 'success' as const }
  return { title: t('newsletter.check_inbox'), description: t('newsletter.check_inbox_description'), color: 'success' as const }
}
