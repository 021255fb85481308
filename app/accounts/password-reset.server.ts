import type { Kysely } from 'kysely'
import { env } from '~/config/env.server'
import { toDate } from '~/db/dialect.server'
import type { Database } from '~/db/schema'
import { isLocale, localizePath, type Locale } from '~/i18n/locales'
import { passwordResetEmail } from '~/messaging/emails.server'
import { sendEmail } from '~/messaging/mailer.server'
import { logger } from '~/observability/logger.server'
import { hashPassword } from './password.server'
import { revokeUserSessions } from './session-store.server'
import { hashToken, newToken, spendEmailedToken, TOKEN_SHAPE } from './tokens.server'
import { findUserByEmail } from './users.server'
import type { ActionContext } from './action-context.server'
import { recordAudit } from '~/staff/audit.server'
import { isStaffRole } from '~/access/roles'
import { forgetTrustedDevices } from '~/staff/trusted-devices.server'

export const RESET_LINK_MINUTES = 60
/** How long after answering a reset request its work starts (see startPasswordReset). */
const RESET_WORK_DELAY_MS = 100

/**
 * What a reset request (request-password-reset.server.ts) starts: the work (finding
 * the account, storing the link, sending the email) runs after the caller has
 * answered, so a known and an unknown email take the same time to answer
 * (issue 9: medians were 18.4 vs 8.8 ms when the lookup and insert were
 * awaited). Failures are logged; the person can ask again.
 */
export function startPasswordReset(db: Kysely<Database>, email: string, locale?: Locale): void {
  // Later, not just "not awaited": SQLite queries and rendering the email run on this thread, and
  // the answer is written out by the server some event-loop turns after the handler returns.
  // Started at once (or on setImmediate) the work still overlapped it and known emails stayed
  // about 3 ms slower over HTTP; RESET_WORK_DELAY_MS after, the medians are level (decision 013).
  setTimeout(() => {
    sendResetLink(db, email, new Date(), locale).catch((error: unknown) => logger.error({ err: error }, 'password reset could not be started'))
  }, RESET_WORK_DELAY_MS)
}

/**
 * A password reset's work: stores a link for the account, if there is one,
 * and emails it, in `askedIn` (the language the reset was asked for in) or else the account's.
 * The link is built from PUBLIC_BASE_URL, never from the request. Callers
 * answering a request use startPasswordReset instead.
 */
export async function sendResetLink(db: Kysely<Database>, email: string, now = new Date(), askedIn?: Locale) {
  const user = await findUserByEmail(db, email)
  if (!user) return
  const { token, hash } = newToken()
  await db
    .insertInto('password_resets')
    .values({
      user_id: user.id,
      token_hash: hash,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + RESET_LINK_MINUTES * 60_000).toISOString(),
      used_at: null,
    })
    .execute()
  const locale = askedIn ?? (isLocale(user.locale) ? user.locale : 'en')
  const link = `${env().PUBLIC_BASE_URL}${localizePath(`/new-password/${token}`, locale)}`
  const message = passwordResetEmail({ locale, name: user.name, link })
  void sendEmail({ to: user.email, ...message }).catch((error: unknown) =>
    logger.error({ err: error, userId: user.id }, 'password reset email failed'),
  )
}

/** Whether a reset link can still be used (exists, unused, not expired). */
export async function isUsableResetToken(db: Kysely<Database>, token: string, now = new Date()) {
  if (!/^[\w-]{43}$/.test(token)) return false
  const row = await db.selectFrom('password_resets').select(['expires_at', 'used_at']).where('token_hash', '=', hashToken(token)).executeTakeFirst()
  return Boolean(row && !row.used_at && toDate(row.expires_at) > now)
}

/**
 * Sets the new password through a reset link, once: the link is spent, every
 * session and remembered device of the account ends, and the person signs in
 * again (a staff member's reset is audited). False when the link is unknown,
 * used or expired (also when two requests race for it).
 */
export async function completePasswordReset(context: ActionContext, token: string, password: string) {
  const { db, now } = context
  if (!TOKEN_SHAPE.test(token)) return false
  const passwordHash = await hashPassword(password)
  return db.transaction().execute(async (trx) => {
    const userId = await spendEmailedToken(trx, 'password_resets', token, now)
    if (userId === undefined) return false
    const { role, email } = await trx.selectFrom('users').select(['role', 'email']).where('id', '=', userId).executeTakeFirstOrThrow()
    await trx.updateTable('users').set({ password_hash: passwordHash, updated_at: now.toISOString() }).where('id', '=', userId).execute()
    await endPendingResets(trx, userId, now)
    await revokeUserSessions(trx, userId)
    await forgetTrustedDevices(trx, userId)
    if (isStaffRole(role)) {
      await recordAudit(trx, context, { actor: { id: userId, email }, action: 'staff.password_reset', entityType: 'user', entityId: userId })
    }
    return true
  })
}

/**
 * Ends every reset link of the account that is still pending. Called whenever
 * the password is set (by a link or on the account) or the email changes: an
 * older link, perhaps in a mailbox the person no longer controls, must not
 * undo that.
 */
export async function endPendingResets(db: Kysely<Database>, userId: number, now = new Date()) {
  await db.updateTable('password_resets').set({ used_at: now.toISOString() }).where('user_id', '=', userId).where('used_at', 'is', null).execute()
}
