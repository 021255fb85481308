import type { Kysely, Transaction } from 'kysely'
import { hashToken, newToken, spendEmailedToken, TOKEN_SHAPE } from '~/accounts/tokens.server'
import { env } from '~/config/env.server'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { localizePath, type Locale } from '~/i18n/locales'
import { enqueueEmail } from '~/messaging/outbox.server'
import type { StaffRole } from '~/access/roles'
import { staffInvitationEmail } from './staff-emails.server'

/*
 * Staff invitations: the only way a staff account gets a password. A link is
 * single-use and lives 48 hours; only its SHA-256 is stored (like password
 * resets). Issuing a new one ends the older ones of the same person.
 */

export const INVITATION_HOURS = 48

/** The invitation page of a token, in a language. */
export function invitationPath(token: string, locale: Locale) {
  return localizePath(`/admin/invitation/${token}`, locale)
}

/**
 * Stores a fresh invitation for a staff account and puts its email in the
 * outbox, both in `trx` (the write that invites them), so neither exists
 * without the other.
 */
export async function issueInvitation(
  trx: Transaction<Database>,
  invitee: { id: number; email: string; name: string; locale: Locale; role: StaffRole },
  invitedBy: number | null,
  now: Date,
) {
  await trx
    .updateTable('staff_invitations')
    .set({ used_at: now.toISOString() })
    .where('user_id', '=', invitee.id)
    .where('used_at', 'is', null)
    .execute()
  const { token, hash } = newToken()
  await trx
    .insertInto('staff_invitations')
    .values({
      user_id: invitee.id,
      token_hash: hash,
      invited_by: invitedBy,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + INVITATION_HOURS * 3_600_000).toISOString(),
      used_at: null,
    })
    .execute()
  const link = `${env().PUBLIC_BASE_URL}${invitationPath(token, invitee.locale)}`
  const email = staffInvitationEmail({ locale: invitee.locale, name: invitee.name, role: invitee.role, link })
  await enqueueEmail(trx, { kind: 'staff.invitation', to: invitee.email, ...email }, now)
}

/** The account an invitation is for, while it can still be used (exists, unused, not expired). */
export async function usableInvitation(db: Kysely<Database>, token: string, now = new Date()) {
  if (!TOKEN_SHAPE.test(token)) return undefined
  const row = await db
    .selectFrom('staff_invitations as i')
    .innerJoin('users as u', 'u.id', 'i.user_id')
    .select(['i.expires_at', 'i.used_at', 'u.id', 'u.name', 'u.email', 'u.disabled_at'])
    .where('i.token_hash', '=', hashToken(token))
    .executeTakeFirst()
  if (!row || row.used_at || row.disabled_at || toDate(row.expires_at) <= now) return undefined
  return { userId: row.id, name: row.name, email: row.email }
}

/** Spends an invitation in `trx`; the invited account's id, or undefined when it was not usable (also when two requests race for it). */
export function spendInvitation(trx: Transaction<Database>, token: string, now: Date) {
  return spendEmailedToken(trx, 'staff_invitations', token, now)
}
