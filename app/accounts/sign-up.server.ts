import { refuse, type Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import { botRefusal, limitsRefusal, type BotProof } from '~/security/action-guards.server'
import { createSession } from './session-store.server'
import { createUser, type User } from './users.server'

export interface SignUpInput {
  name: string
  email: string
  password: string
  /** The person accepted the terms and the privacy policy (the schema insists). */
  acceptTerms: boolean
  proof: BotProof
}

export type SignedUp = Outcome<{ user: User; session: { id: number; token: string; expiresAt: Date } }>

/**
 * Creates an account in the context's language and signs it in (the sign-up
 * page and POST /v1/auth/sign-up), once the bot guard and the per-address
 * sign-up limit let it.
 */
export async function signUp({ db, ip, locale, now }: ActionContext, { name, email, password, acceptTerms, proof }: SignUpInput): Promise<SignedUp> {
  const refused = (await botRefusal(proof, 'sign-up', ip)) ?? (await limitsRefusal([['signUpAddress', ip]]))
  if (refused) return refused
  const user = await createUser(db, { name, email, password, locale, acceptedPolicies: acceptTerms })
  // Saying that the email is taken is the honest answer here; the sign-up limit keeps it from being a cheap oracle.
  if (!user) return refuse('account_exists')
  return { ok: true, user, session: await createSession(db, user.id, now) }
}
