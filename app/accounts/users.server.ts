import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { hashPassword } from './password.server'
import { recordConsents } from '~/consents/consents.server'

export interface User {
  id: number
  name: string
  email: string
  locale: Locale
}

/** Emails are compared trimmed and case-insensitively. */
export function normalizeEmail(email: string) {
  return email.trim().toLowerCase()
}

const columns = ['id', 'name', 'email', 'locale'] as const

/** Creates an account; undefined when the email is already registered (no half-written record either way). */
/**
 * A new account. `acceptedPolicies` is the person's own acceptance of the terms and the privacy
 * policy (sign-up page and API): it is stored with the account, in the same transaction, so no
 * account made by sign-up exists without it (the demo patient accepts them too; test accounts need not).
 */
export async function createUser(
  db: Kysely<Database>,
  input: { name: string; email: string; password: string; locale: Locale; acceptedPolicies: boolean },
): Promise<User | undefined> {
  const now = new Date()
  // Hashed before the transaction: it takes a while and needs no lock.
  const passwordHash = await hashPassword(input.password)
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('users')
      .values({
        name: input.name.trim(),
        email: normalizeEmail(input.email),
        password_hash: passwordHash,
        locale: input.locale,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning(columns)
      .executeTakeFirst()
    if (row && input.acceptedPolicies) await recordConsents(trx, { userId: row.id, kinds: ['terms', 'privacy'], at: now })
    return row as User | undefined
  })
}

export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select([...columns, 'password_hash', 'role', 'disabled_at'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst()
}

export async function getUser(db: Kysely<Database>, id: number): Promise<User | undefined> {
  return (await db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst()) as User | undefined
}

export async function getPasswordHash(db: Kysely<Database>, id: number) {
  return (await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst())?.password_hash
}
