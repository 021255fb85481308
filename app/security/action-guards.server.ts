import { limitRefusal, refuse, type Refusal, type RefusalCode } from '~/errors/outcomes'
import { checkApiBotGuard, checkBotGuard, cookieStamps, type ApiBotGuardFields, type BotGuardRefusal, type GuardedForm } from './bot-guard.server'
import { consumeAll, type LimitName } from './rate-limit.server'

/*
 * The two guards a public action runs before it changes anything, as
 * refusals (errors/outcomes.ts): the bot guard and the rate limits. The
 * action names its own limits and bot-guard form; the page or API only hands
 * over the proof it received.
 */

/** What a request brings to prove it is a person: a page's form fields (and stamp cookies), or an API body's. */
export type BotProof = { form: FormData; cookieStamps?: Partial<Record<GuardedForm, string>> } | { api: ApiBotGuardFields }

/** A page form's proof: its fields, and the stamps a browser without JavaScript got as cookies. */
export function pageProof(request: Request, form: FormData): BotProof {
  return { form, cookieStamps: cookieStamps(request) }
}

const PAGE_REFUSALS: Record<BotGuardRefusal, RefusalCode> = {
  rejected: 'bot_rejected',
  too_fast: 'bot_too_fast',
  expired: 'bot_form_expired',
  unstamped: 'bot_form_unstamped',
  challenge_failed: 'challenge_failed',
  challenge_unavailable: 'challenge_unavailable',
}

/** Undefined when the proof passes, else the refusal. A page's stamp is only good for its own form. */
export async function botRefusal(proof: BotProof, form: GuardedForm, ip: string): Promise<Refusal | undefined> {
  if ('form' in proof) {
    const guard = await checkBotGuard(proof.form, { form, ip, cookieStamp: proof.cookieStamps?.[form] })
    return guard.ok ? undefined : refuse(PAGE_REFUSALS[guard.reason])
  }
  const guard = await checkApiBotGuard(proof.api, { ip })
  if (guard.ok) return undefined
  // The API's honeypot is a field a documented client leaves out: its message says so.
  return refuse(guard.reason === 'rejected' ? 'bot_trap_filled' : PAGE_REFUSALS[guard.reason])
}

/** Counts one attempt against each limit; undefined when all allow it, else the 429 refusal. */
export async function limitsRefusal(limits: [LimitName, string][]): Promise<Refusal | undefined> {
  const attempt = await consumeAll(limits)
  return attempt.allowed ? undefined : limitRefusal(attempt.retryAfterSeconds)
}
