import type { Kysely } from 'kysely'
import type { Database, UserRole } from '~/db/schema'
import { spendPasswordCheck, verifyPassword } from './password.server'
import { findUserByEmail, type User } from './users.server'

/**
 * The account for these credentials, with its role, or undefined. An unknown
 * email, a wrong password and a disabled staff account take the same time and
 * give the same answer.
 */
export async function authenticate(db: Kysely<Database>, email: string, password: string): Promise<(User & { role: UserRole }) | undefined> {
  const found = await findUserByEmail(db, email)
  if (!found) {
    await spendPasswordCheck(password)
    return undefined
  }
  if (!(await verifyPassword(found.password_hash, password)) || found.disabled_at) return undefined
  const { password_hash: _hash, disabled_at: _disabled, ...user } = found
  return user as User & { role: UserRole }
}
