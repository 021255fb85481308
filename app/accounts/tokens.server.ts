import { createHash, randomBytes } from 'node:crypto'
import type { Transaction } from 'kysely'
import type { Database } from '~/db/schema'

/** A random 256-bit token for the person, and the hash we keep instead of it. */
export function newToken() {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashToken(token) }
}

export function hashToken(token: string) {
  return createHash('sha256').update(token).digest('hex')
}

/** What newToken gives out: anything else is not one of ours (and costs no query). */
export const TOKEN_SHAPE = /^[\w-]{43}$/

/**
 * Spends a single-use emailed token (a reset link, a staff invitation) in
 * `trx`: the account it was for, or undefined when it is unknown, used or
 * expired — also for the loser when two requests race for it.
 */
export async function spendEmailedToken(trx: Transaction<Database>, table: 'password_resets' | 'staff_invitations', token: string, now: Date) {
  if (!TOKEN_SHAPE.test(token)) return undefined
  const spent = await (trx as Transaction<Pick<Database, 'password_resets'>>)
    .updateTable(table as 'password_resets')
    .set({ used_at: now.toISOString() })
    .where('token_hash', '=', hashToken(token))
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString())
    .returning('user_id')
    .executeTakeFirst()
  return spent?.user_id
}
