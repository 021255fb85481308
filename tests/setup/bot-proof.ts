import type { BotProof } from '~/security/action-guards.server'
import { HONEYPOT_FIELD, issueFormStamp, STAMP_FIELD, type GuardedForm } from '~/security/bot-guard.server'

/**
 * The bot-guard fields of a page's form as a person sends them: an empty
 * honeypot and the stamp served with `form` a while ago (longer than the
 * minimum fill time). Each call is a new page load: a stamp passes once.
 */
export function servedFormProof(form: GuardedForm, fields: Record<string, string> = {}): BotProof {
  const data = new FormData()
  data.set(HONEYPOT_FIELD, '')
  data.set(STAMP_FIELD, issueFormStamp(form, Date.now() - 30_000))
  for (const [name, value] of Object.entries(fields)) data.set(name, value)
  return { form: data }
}

/** A /v1 body's proof from a client written against the documentation (no Turnstile keys in tests). */
export const apiProof: BotProof = { api: {} }
