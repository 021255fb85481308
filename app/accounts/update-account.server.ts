import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { countPasswordGuess, forgetPasswordGuesses } from './password-guesses.server'
import { hashPassword, verifyPassword } from './password.server'
import { endPendingResets } from './password-reset.server'
import { revokeUserSessions } from './sessions.server'
import { getPasswordHash, getUser, normalizeEmail } from './users.server'

export type UpdateOutcome =
  | { outcome: 'saved' | 'current_password_needed' | 'current_password_wrong' | 'email_taken' }
  | { outcome: 'rate_limited'; retryAfterSeconds: number }

/**
 * Updates name, email and/or password. Changing the email or the password
 * needs the current password, and either ends the account's other sessions
 * (this one stays signed in: whoever changed the address or the password from
 * a stolen session keeps no other door open, nor does the thief after the
 * owner does) and every pending reset link. Nothing is written unless all is valid.
 */
export async function updateAccount(
  db: Kysely<Database>,
  session: { userId: number; sessionId: number; ip: string },
  input: { name: string; email: string; password?: string; currentPassword?: string },
): Promise<UpdateOutcome> {
  const user = await getUser(db, session.userId)
  if (!user) return { outcome: 'current_password_wrong' }
  const email = normalizeEmail(input.email)
  const sensitive = email !== user.email || input.password !== undefined
  if (sensitive) {
    if (!input.currentPassword) return { outcome: 'current_password_needed' }
    // Each check of the current password is a guess, counted like a sign-in.
    const attempt = await countPasswordGuess(user.email, session.ip)
    if (!attempt.allowed) return { outcome: 'rate_limited', retryAfterSeconds: attempt.retryAfterSeconds }
    const hash = await getPasswordHash(db, user.id)
    if (!hash || !(await verifyPassword(hash, input.currentPassword))) return { outcome: 'current_password_wrong' }
    await forgetPasswordGuesses(user.email)
  }
  if (email !== user.email) {
    const taken = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', user.id).executeTakeFirst()
    if (taken) return { outcome: 'email_taken' }
  }
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ name: input.name.trim(), email, updated_at: new Date().toISOString(), ...(passwordHash ? { password_hash: passwordHash } : {}) })
        .where('id', '=', user.id)
        .execute()
      if (sensitive) {
        await revokeUserSessions(trx, user.id, session.sessionId)
        await endPendingResets(trx, user.id)
      }
    })
  } catch (error) {
    // Someone registered the address between our check and the update.
    const again = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', user.id).executeTakeFirst()
    if (again) return { outcome: 'email_taken' }
    throw error
  }
  return { outcome: 'saved' }
}
