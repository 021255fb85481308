import type { Kysely, Transaction } from 'kysely'
import { generateSecret, generateURI, verify } from 'otplib'
import QRCode from 'qrcode'
import type { Database } from '~/db/schema'

/*
 * TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, as every authenticator
 * app expects) through otplib. The secret stays on the server; set-up shows it
 * once as a QR code drawn here (SVG) and as text, and is confirmed by the first
 * valid code. Each accepted time step is remembered, so a code cannot be used twice.
 */

type Db = Kysely<Database> | Transaction<Database>

/** The issuer authenticator apps show next to the account. */
const ISSUER = 'Claravia'
/** One step either side: a phone clock a little off still works. */
const TOLERANCE_SECONDS = 30

export interface TotpEnrolment {
  secret: string
  /** The secret grouped in fours, for typing it by hand. */
  secretText: string
  qrSvg: string
}

/** Whether the staff member's TOTP is set up and confirmed. */
export async function hasConfirmedTotp(db: Db, userId: number) {
  const row = await db.selectFrom('staff_totp').select('confirmed_at').where('user_id', '=', userId).executeTakeFirst()
  return Boolean(row?.confirmed_at)
}

/**
 * The pending set-up of a staff member without confirmed TOTP: the secret
 * made on their first visit (kept across reloads, so the QR code they scanned
 * stays valid), or undefined when TOTP is already confirmed.
 */
export async function pendingTotpEnrolment(
  db: Kysely<Database>,
  user: { id: number; email: string },
  now = new Date(),
): Promise<TotpEnrolment | undefined> {
  const existing = await db.selectFrom('staff_totp').select(['secret', 'confirmed_at']).where('user_id', '=', user.id).executeTakeFirst()
  if (existing?.confirmed_at) return undefined
  let secret = existing?.secret
  if (!secret) {
    secret = generateSecret()
    await db
      .insertInto('staff_totp')
      .values({ user_id: user.id, secret, created_at: now.toISOString(), confirmed_at: null, last_used_step: null })
      .onConflict((conflict) => conflict.column('user_id').doNothing())
      .execute()
    // Two first visits at once: the secret that was stored wins.
    secret = (await db.selectFrom('staff_totp').select('secret').where('user_id', '=', user.id).executeTakeFirstOrThrow()).secret
  }
  const uri = generateURI({ issuer: ISSUER, label: user.email, secret })
  const qrSvg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' })
  return { secret, secretText: secret.replace(/(.{4})(?=.)/g, '$1 '), qrSvg }
}

/**
 * Checks a code against the staff member's secret (`confirmed`: the set-up one
 * or the pending one) and spends its time step. False for a wrong code, a
 * replayed one, or no secret in that state.
 */
export async function acceptTotpCode(db: Db, userId: number, code: string, { confirmed, now }: { confirmed: boolean; now: Date }) {
  if (!/^\d{6}$/.test(code)) return false
  const row = await db.selectFrom('staff_totp').select(['secret', 'confirmed_at', 'last_used_step']).where('user_id', '=', userId).executeTakeFirst()
  if (!row || Boolean(row.confirmed_at) !== confirmed) return false
  const result = await verify({
    secret: row.secret,
    token: code,
    epoch: Math.floor(now.getTime() / 1000),
    epochTolerance: TOLERANCE_SECONDS,
    ...(row.last_used_step === null ? {} : { afterTimeStep: row.last_used_step }),
  })
  if (!result.valid || !('timeStep' in result)) return false
  // Conditional: of two requests with the same code, one wins.
  const spent = await db
    .updateTable('staff_totp')
    .set({ last_used_step: result.timeStep, ...(confirmed ? {} : { confirmed_at: now.toISOString() }) })
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('last_used_step', 'is', null), eb('last_used_step', '<', result.timeStep)]))
    .executeTakeFirst()
  return Number(spent.numUpdatedRows) === 1
}
