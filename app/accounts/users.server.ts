import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { hashPassword } from './password.server'

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
export async function createUser(
  db: Kysely<Database>,
  input: { name: string; email: string; password: string; locale: Locale },
): Promise<User | undefined> {
  const now = new Date().toISOString()
  const row = await db
    .insertInto('users')
    .values({
      name: input.name.trim(),
      email: normalizeEmail(input.email),
      password_hash: await hashPassword(input.password),
      locale: input.locale,
      created_at: now,
      updated_at: now,
    })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returning(columns)
    .executeTakeFirst()
  return row as User | undefined
}

export async function findUserByEmail(db: Kysely<Database>, email: string) {
  return db
    .selectFrom('users')
    .select([...columns, 'password_hash'])
    .where('email', '=', normalizeEmail(email))
    .executeTakeFirst()
}

export async function getUser(db: Kysely<Database>, id: number): Promise<User | undefined> {
  return (await db.selectFrom('users').select(columns).where('id', '=', id).executeTakeFirst()) as User | undefined
}

export async function getPasswordHash(db: Kysely<Database>, id: number) {
  return (await db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirst())?.password_hash
}
