import type { Kysely } from 'kysely'
import { toDate } from '~/db/dialect.server'
import type { Database, UserRole } from '~/db/schema'
import type { User } from './users.server'
import { hashToken, newToken } from './tokens.server'

export const SESSION_DAYS = 30
const DAY_MS = 24 * 60 * 60 * 1000
/** Staff sessions end after 12 hours without a request (issue 12); patients keep SESSION_DAYS. */
export const STAFF_IDLE_HOURS = 12
const HOUR_MS = 60 * 60 * 1000

/**
 * How long a session lives without use, and how often its expiry slides: at
 * most once an hour for patients (to spare a write per request), every minute
 * for staff, whose 12-hour idle limit must be measured more finely.
 */
function sessionTiming(role: UserRole) {
  return role === 'patient'
    ? { lifetimeMs: SESSION_DAYS * DAY_MS, renewAfterMs: HOUR_MS }
    : { lifetimeMs: STAFF_IDLE_HOURS * HOUR_MS, renewAfterMs: 60_000 }
}

/**
 * Opens a session. A staff member's starts without its two-factor step unless
 * `twoFactorDone` (a trusted device); the second-factor step marks it later
 * (app/staff/pass-second-factor.server.ts, confirm-totp-setup.server.ts).
 */
export async function createSession(
  db: Kysely<Database>,
  userId: number,
  now = new Date(),
  { role = 'patient', twoFactorDone = false }: { role?: UserRole; twoFactorDone?: boolean } = {},
) {
  const { token, hash } = newToken()
  const expiresAt = new Date(now.getTime() + sessionTiming(role).lifetimeMs)
  const { id } = await db
    .insertInto('sessions')
    .values({
      user_id: userId,
      token_hash: hash,
      created_at: now.toISOString(),
      last_used_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
      two_factor_at: twoFactorDone ? now.toISOString() : null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { id, token, expiresAt }
}

export interface ActiveSession {
  sessionId: number
  user: User
  /** 'patient', or the staff role (app/staff/roles.ts). */
  role: UserRole
  /** For staff: the second factor was given in this session (or its device is trusted). */
  twoFactorDone: boolean
  expiresAt: Date
  /** True when the expiry moved: the cookie should be sent again. */
  renewed: boolean
  /** True when it was last used long enough ago (see sessionTiming) that the next renewal would move the expiry. */
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
    .select([
      's.id as sessionId',
      's.expires_at',
      's.last_used_at',
      's.two_factor_at',
      'u.id',
      'u.name',
      'u.email',
      'u.locale',
      'u.role',
      'u.disabled_at',
    ])
    .where('s.token_hash', '=', hashToken(token))
    .executeTakeFirst()
  if (!row) return undefined
  const expiresAt = toDate(row.expires_at)
  // Disabling a staff member ends their sessions; this also covers one opened while it happened.
  if (expiresAt <= now || row.disabled_at) {
    await db.deleteFrom('sessions').where('id', '=', row.sessionId).execute()
    return undefined
  }
  const user = { id: row.id, name: row.name, email: row.email, locale: row.locale } as User
  const found = { sessionId: row.sessionId, user, role: row.role, twoFactorDone: row.two_factor_at !== null }
  const renewalDue = now.getTime() - toDate(row.last_used_at).getTime() >= sessionTiming(row.role).renewAfterMs
  if (!renewalDue || !renew) return { ...found, expiresAt, renewed: false, renewalDue }
  return { ...found, expiresAt: await renewSession(db, found, now), renewed: true, renewalDue: false }
}

/** Moves a session's expiry to its full lifetime (30 days, or 12 hours for staff) from now; returns the new expiry. */
export async function renewSession(db: Kysely<Database>, { sessionId, role }: { sessionId: number; role: UserRole }, now = new Date()) {
  const renewedUntil = new Date(now.getTime() + sessionTiming(role).lifetimeMs)
  await db
    .updateTable('sessions')
    .set({ last_used_at: now.toISOString(), expires_at: renewedUntil.toISOString() })
    .where('id', '=', sessionId)
    .execute()
  return renewedUntil
}

/** Records that a staff session passed its second factor (app/staff/pass-second-factor.server.ts, confirm-totp-setup.server.ts). */
export async function markTwoFactorDone(db: Kysely<Database>, sessionId: number, now: Date) {
  await db.updateTable('sessions').set({ two_factor_at: now.toISOString() }).where('id', '=', sessionId).execute()
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
