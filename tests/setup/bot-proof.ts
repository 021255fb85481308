import type { BotProof } from '~/security/action-guards.server'
import { HONEYPOT_FIELD, issueFormStamp, STAMP_FIELD, type GuardedForm } from '~/security/bot-guard.server'
import { TURNSTILE_FIELD } from '~/security/turnstile.server'

/**
 * What a page's form brings to the bot guard (action-guards.server.ts): a
 * stamp for `form` served `servedMsAgo` ago (long enough to pass), an empty
 * honeypot, unless the test says otherwise. Each call is a new page load: a
 * stamp passes once.
 */
export function pageProof(
  form: GuardedForm,
  fields: { servedMsAgo?: number; stamp?: string; website?: string; turnstileToken?: string } = {},
): BotProof {
  const data = new FormData()
  data.set(STAMP_FIELD, fields.stamp ?? issueFormStamp(form, Date.now() - (fields.servedMsAgo ?? 10_000)))
  data.set(HONEYPOT_FIELD, fields.website ?? '')
  if (fields.turnstileToken !== undefined) data.set(TURNSTILE_FIELD, fields.turnstileToken)
  return { form: data }
}

/** A /v1 body's proof; by default from a client written against the documentation (no trap filled, no Turnstile token). */
export function apiProof(fields: { turnstileToken?: string; website?: string } = {}): BotProof {
  return { api: fields }
}
