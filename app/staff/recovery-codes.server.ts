import { createHash, randomInt } from 'node:crypto'
import type { Kysely, Transaction } from 'kysely'
import type { Database } from '~/db/schema'

/*
 * Ten single-use recovery codes, shown once at set-up and stored as SHA-256
 * hashes (each has 50 random bits, and guesses are rate limited, so a fast
 * hash is enough). Making a new set replaces the old one.
 */

type Db = Kysely<Database> | Transaction<Database>

export const RECOVERY_CODE_COUNT = 10
/** No 0/o, 1/l/i: codes are read off paper. */
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789'
export const RECOVERY_CODE_PATTERN = /^[a-z2-9]{5}-?[a-z2-9]{5}$/

function newRecoveryCode() {
  const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)])
  return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`
}

function hashRecoveryCode(code: string) {
  return createHash('sha256').update(code.trim().toLowerCase().replace(/[\s-]/g, '')).digest('hex')
}

/** Replaces the staff member's recovery codes with ten new ones; returns them (the only time they are readable). */
export async function replaceRecoveryCodes(db: Db, userId: number) {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode)
  await db.deleteFrom('staff_recovery_codes').where('user_id', '=', userId).execute()
  await db
    .insertInto('staff_recovery_codes')
    .values(codes.map((code) => ({ user_id: userId, code_hash: hashRecoveryCode(code), used_at: null })))
    .execute()
  return codes
}

/** Spends one unused recovery code of the staff member; false when it is unknown or already used. */
export async function spendRecoveryCode(db: Db, userId: number, code: string, now: Date) {
  if (!RECOVERY_CODE_PATTERN.test(code.trim().toLowerCase())) return false
  const spent = await db
    .updateTable('staff_recovery_codes')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', userId)
    .where('code_hash', '=', hashRecoveryCode(code))
    .where('used_at', 'is', null)
    .executeTakeFirst()
  return Number(spent.numUpdatedRows) > 0
}

/** How many unused recovery codes the staff member has left. */
export async function remainingRecoveryCodes(db: Db, userId: number) {
  const row = await db
    .selectFrom('staff_recovery_codes')
    .select((eb) => eb.fn.countAll<number | string>().as('count'))
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .executeTakeFirstOrThrow()
  return Number(row.count)
}
