import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import type { User } from './users.server'
import { hashToken, newToken } from './tokens.server'

export const SESSION_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000
/** Sliding expiry is extended at most once an hour, to spare a write per request. */
const RENEW_AFTER_MS = 60 * 60 * 1000

export async function createSession(db: Kysely<Database>, userId: number, now = new Date()) {
  const { token, hash } = newToken()
  const { id } = await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hash,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: new Date(now.getTime() + SESSION_DAYS * DAY_MS).toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id, token, expiresAt: new Date(now.getTime() + SESSION_DAYS * DAY_MS) }
}

export interface ActiveSession {
  sessionId: number
  user: User
  expiresAt: Date
  /** True when the expiry moved: the cookie should be sent again. */
  renewed: boolean
  /** True when it was last used over an hour ago: the next renewal would move the expiry. */
  renewalDue: boolean
}

/**
 * The live session of a token; undefined when unknown, revoked or expired.
 * Its expiry slides (at most once an hour) unless `renew: false`: then the
 * caller decides, after seeing its answer, whether to call renewSession.
 */
export async function resolveSession(
  db: Kysely<Database>,
  token: string,
  now = new Date(),
  { renew = true }: { renew?: boolean } = {},
): Promise<ActiveSession | undefined> {
  if (!/^[\w-]{43}$/.test(token)) return undefined
  const row = await db
    .selectFrom('sessions as s')
    .innerJoin('users as u', 'u.id', 's.user_id')
    .select(['s.id as sessionId', 's.expires_at', 's.last_used_at', 'u.id', 'u.name', 'u.email', 'u.locale'])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst()
  if (!row) return undefined
  const expiresAt = toDate(row.expires_at)
  if (expiresAt <= now) {
    await db.deleteFrom('sessions').where('id', '=', row.sessionId).execute()
    return undefined
  }
  const user = { id: row.id, name: row.name, email: row.email, locale: row.locale } as User
  const renewalDue = now.getTime() - toDate(row.last_used_at).getTime() >= RENEW_AFTER_MS
  if (!renewalDue || !renew) return { sessionId: row.sessionId, user, expiresAt, renewed: false, renewalDue }
  return { sessionId: row.sessionId, user, expiresAt: await renewSession(db, row.sessionId, now), renewed: true, renewalDue: false }
}

/** Moves a session's expiry to SESSION_DAYS from now; returns the new expiry. */
export async function renewSession(db: Kysely<Database>, sessionId: number, now = new Date()) {
  const renewedUntil = new Date(now.getTime() + SESSION_DAYS * DAY_MS)
  await db
    .updateTable('sessions')
    .set({ last_used_at: now.toISOString(), expires_at: renewedUntil.toISOString() })
    .where('id', '=', sessionId)
    .execute()
  return renewedUntil
}

export async function revokeSession(db: Kysely<Database>, token: string) {
  await db.deleteFrom('sessions').where('token_hash', '=', hashToken(token)).execute()
}

/** Ends every session of a user, except `keepSessionId` when given (the one changing its password). */
export async function revokeUserSessions(db: Kysely<Database>, userId: number, keepSessionId?: number) {
  let query = db.deleteFrom('sessions').where('user_id', '=', userId)
  if (keepSessionId !== undefined) query = query.where('id', '!=', keepSessionId)
  await query.execute()
}
