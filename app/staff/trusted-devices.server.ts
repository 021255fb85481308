import type { Kysely, Transaction } from 'kysely'
import { parse, serialize } from 'cookie'
import { hashToken, newToken } from '~/accounts/tokens.server'
import type { Database } from '~/db/schema'

/*
 * "Remember this device for 30 days": after a second factor, a random token
 * in an HttpOnly cookie; only its hash is stored, tied to the staff member.
 * Signing in again from that browser within 30 days skips the code.
 * Resetting a staff member's two-factor, disabling them, and any change or
 * reset of their password forget all their devices (issue 25).
 */

type Db = Kysely<Database> | Transaction<Database>

export const TRUSTED_DEVICE_DAYS = 30
export const TRUSTED_DEVICE_COOKIE = 'trusted_device'

export async function trustDevice(db: Db, userId: number, now: Date) {
  const { token, hash } = newToken()
  const expiresAt = new Date(now.getTime() + TRUSTED_DEVICE_DAYS * 86_400_000)
  await db
    .insertInto('trusted_devices')
    .values({ user_id: userId, token_hash: hash, created_at: now.toISOString(), expires_at: expiresAt.toISOString() })
    .execute()
  return { token, expiresAt }
}

/** Whether this browser's token was trusted by this staff member and has not expired. */
export async function isTrustedDevice(db: Db, userId: number, token: string | undefined, now: Date) {
  if (!token || !/^[\w-]{43}$/.test(token)) return false
  const row = await db
    .selectFrom('trusted_devices')
    .select('id')
    .where('user_id', '=', userId)
    .where('token_hash', '=', hashToken(token))
    .where('expires_at', '>', now.toISOString())
    .executeTakeFirst()
  return Boolean(row)
}

/** Forgets every device the account trusted: the next sign-in from any of them asks for the code. */
export async function forgetTrustedDevices(db: Db, userId: number) {
  await db.deleteFrom('trusted_devices').where('user_id', '=', userId).execute()
}

export function trustedDeviceCookie(token: string, expiresAt: Date, secure: boolean) {
  return serialize(TRUSTED_DEVICE_COOKIE, token, { httpOnly: true, sameSite: 'lax', secure, path: '/', expires: expiresAt })
}

export function readTrustedDeviceCookie(request: Request) {
  return parse(request.headers.get('Cookie') ?? '')[TRUSTED_DEVICE_COOKIE] || undefined
}
