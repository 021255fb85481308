import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { spendPasswordCheck, verifyPassword } from './password.server'
import { findUserByEmail, type User } from './users.server'

/**
 * The account for these credentials, or undefined. An unknown email and a
 * wrong password take the same time and give the same answer.
 */
export async function authenticate(db: Kysely<Database>, email: string, password: string): Promise<User | undefined> {
  const found = await findUserByEmail(db, email)
  if (!found) {
    await spendPasswordCheck(password)
    return undefined
  }
  if (!(await verifyPassword(found.password_hash, password))) return undefined
  const { password_hash: _hash, ...user } = found
  return user as User
}
