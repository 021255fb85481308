import type { ActionContext } from '~/accounts/action-context.server'
import { hashPassword } from '~/accounts/password.server'
import { createSession } from '~/accounts/session-store.server'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from './audit.server'
import { spendInvitation } from './invitations.server'

export interface AcceptInvitationInput {
  token: string
  name: string
  password: string
}

export type InvitationAccepted = Outcome<{ session: { id: number; token: string; expiresAt: Date } }>

/**
 * Accepts a staff invitation once: sets the name and the password, and opens a
 * session that has not passed two-factor yet (TOTP set-up comes next). Refused
 * when the link is unknown, used or expired (also when two requests race).
 */
export async function acceptInvitation(context: ActionContext, { token, name, password }: AcceptInvitationInput): Promise<InvitationAccepted> {
  const { db, now } = context
  // Hashed before the transaction: it takes a while and needs no lock.
  const passwordHash = await hashPassword(password)
  return db.transaction().execute(async (trx) => {
    const userId = await spendInvitation(trx, token, now)
    if (userId === undefined) return refuse('invitation_spent')
    const before = await trx.selectFrom('users').select(['name', 'role', 'email']).where('id', '=', userId).executeTakeFirstOrThrow()
    await trx
      .updateTable('users')
      .set({ name: name.trim(), password_hash: passwordHash, updated_at: now.toISOString() })
      .where('id', '=', userId)
      .execute()
    const session = await createSession(trx, userId, now, { role: before.role })
    await recordAudit(trx, context, {
      actor: { id: userId, email: before.email },
      action: 'staff.accept_invitation',
      entityType: 'user',
      entityId: userId,
      before: { name: before.name, passwordSet: false },
      after: { name: name.trim(), passwordSet: true },
    })
    return { ok: true, session }
  })
}
