import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { hashPassword, verifyPassword } from './password.server'
import { endPendingResets } from './password-reset.server'
import { revokeUserSessions } from './sessions.server'
import { getPasswordHash, getUser, normalizeEmail } from './users.server'

export type UpdateOutcome = 'saved' | 'current_password_needed' | 'current_password_wrong' | 'email_taken'

/**
 * Updates name, email and/or password. Changing the email or the password
 * needs the current password; a new password ends the account's other
 * sessions (this one stays signed in), and either ends every pending reset
 * link. Nothing is written unless all is valid.
 */
export async function updateAccount(
  db: Kysely<Database>,
  session: { userId: number; sessionId: number },
  input: { name: string; email: string; password?: string; currentPassword?: string },
): Promise<UpdateOutcome> {
  const user = await getUser(db, session.userId)
  if (!user) return 'current_password_wrong'
  const email = normalizeEmail(input.email)
  const sensitive = email !== user.email || input.password !== undefined
  if (sensitive) {
    if (!input.currentPassword) return 'current_password_needed'
    const hash = await getPasswordHash(db, user.id)
    if (!hash || !(await verifyPassword(hash, input.currentPassword))) return 'current_password_wrong'
  }
  if (email !== user.email) {
    const taken = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', user.id).executeTakeFirst()
    if (taken) return 'email_taken'
  }
  const passwordHash = input.password !== undefined ? await hashPassword(input.password) : undefined
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({ name: input.name.trim(), email, updated_at: new Date().toISOString(), ...(passwordHash ? { password_hash: passwordHash } : {}) })
        .where('id', '=', user.id)
        .execute()
      if (passwordHash) await revokeUserSessions(trx, user.id, session.sessionId)
      if (sensitive) await endPendingResets(trx, user.id)
    })
  } catch (error) {
    // Someone registered the address between our check and the update.
    const again = await db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', user.id).executeTakeFirst()
    if (again) return 'email_taken'
    throw error
  }
  return 'saved'
}
