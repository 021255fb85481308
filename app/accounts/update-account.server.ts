import { limitRefusal, refuse, type Outcome } from '~/errors/outcomes'
import type { ActionContext } from '~/accounts/action-context.server'
import type { RequestSession } from './session-middleware.server'
import { countPasswordGuess, forgetPasswordGuesses } from './password-guesses.server'
import { hashPassword, verifyPassword } from './password.server'
import { endPendingResets } from './password-reset.server'
import { revokeUserSessions } from './session-store.server'
import { recordAudit } from '~/staff/audit.server'
import { isStaffRole } from '~/access/roles'
import { forgetTrustedDevices } from '~/staff/trusted-devices.server'
import { getPasswordHash, getUser, normalizeEmail, type User } from './users.server'

/** What the account form and PATCH /v1/me may change; a name or email left out stays as it is. */
export interface AccountChanges {
  name?: string
  email?: string
  password?: string
  currentPassword?: string
}

export type AccountUpdated = Outcome<{ user: User }>

/**
 * Updates the signed-in account's name, email and/or password (the account
 * page and PATCH /v1/me). Changing the email or the password needs the
 * current password, and either ends the account's other sessions (this one
 * stays signed in: whoever changed the address or the password from a stolen
 * session keeps no other door open, nor does the thief after the owner does),
 * every pending reset link and every remembered device. A staff member's
 * change is audited. Nothing is written unless all is valid.
 */
export async function updateAccount(context: ActionContext & { session: RequestSession }, changes: AccountChanges): Promise<AccountUpdated> {
  const { db, ip, session, now } = context
  const user = await getUser(db, session.user.id)
  if (!user) return refuse('current_password_wrong', { field: 'currentPassword' })
  const email = normalizeEmail(changes.email ?? user.email)
  const sensitive = email !== user.email || changes.password !== undefined
  if (sensitive) {
    if (!changes.currentPassword) return refuse('current_password_needed', { field: 'currentPassword' })
    // Each check of the current password is a guess, counted like a sign-in.
    const guess = await countPasswordGuess(user.email, ip)
    if (!guess.allowed) return limitRefusal(guess.retryAfterSeconds)
    const hash = await getPasswordHash(db, user.id)
    if (!hash || !(await verifyPassword(hash, changes.currentPassword))) return refuse('current_password_wrong', { field: 'currentPassword' })
    await forgetPasswordGuesses(user.email)
  }
  if (email !== user.email && (await emailTaken(db, email, user.id))) return refuse('email_taken', { field: 'email' })
  const passwordHash = changes.password !== undefined ? await hashPassword(changes.password) : undefined
  const name = (changes.name ?? user.name).trim()
  try {
    await db.transaction().execute(async (trx) => {
      await trx
        .updateTable('users')
        .set({
          name,
          email,
          updated_at: now.toISOString(),
          ...(passwordHash ? { password_hash: passwordHash } : {}),
        })
        .where('id', '=', user.id)
        .execute()
      if (sensitive) {
        await revokeUserSessions(trx, user.id, session.sessionId)
        await endPendingResets(trx, user.id, now)
        await forgetTrustedDevices(trx, user.id)
      }
      if (isStaffRole(session.role)) {
        await recordAudit(trx, context, {
          action: 'staff.account_update',
          entityType: 'user',
          entityId: user.id,
          before: { name: user.name, email: user.email },
          after: { name, email, passwordChanged: passwordHash !== undefined },
        })
      }
    })
  } catch (error) {
    // Someone registered the address between our check and the update.
    if (await emailTaken(db, email, user.id)) return refuse('email_taken', { field: 'email' })
    throw error
  }
  return { ok: true, user: (await getUser(db, user.id))! }
}

function emailTaken(db: ActionContext['db'], email: string, exceptUserId: number) {
  return db.selectFrom('users').select('id').where('email', '=', email).where('id', '!=', exceptUserId).executeTakeFirst()
}
