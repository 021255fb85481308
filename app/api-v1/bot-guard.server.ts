import type { RouterContextProvider } from 'react-router'
import { requestInfoContext } from '~/http/request-context'
import type { Locale } from '~/i18n/locales'
import { botGuardMessageKey, checkApiBotGuard, type ApiBotGuardFields } from '~/security/bot-guard.server'
import { translatedProblem } from '~/http/problem.server'

/**
 * The bot guard of the endpoints anyone can post to: undefined when the body
 * passes, else the problem to answer (403, or 503 when Turnstile cannot be
 * asked), worded in the caller's language. Call before anything is stored or
 * counted.
 */
export async function refuseBots(context: Readonly<RouterContextProvider>, locale: Locale, fields: ApiBotGuardFields): Promise<Response | undefined> {
  const guard = await checkApiBotGuard(fields, { ip: context.get(requestInfoContext).ip })
  if (guard.ok) return undefined
  const key = guard.reason === 'rejected' ? 'bot_guard.api_rejected' : botGuardMessageKey(guard.reason)
  return translatedProblem(guard.reason === 'challenge_unavailable' ? 503 : 403, locale, key)
}
