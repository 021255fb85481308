import { generate } from 'otplib'
import type { Kysely } from 'kysely'
import type { RequestSession } from '~/accounts/session-middleware.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import type { Database } from '~/db/schema'
import { acceptInvitation } from '~/staff/accept-invitation.server'
import { confirmTotpSetup } from '~/staff/confirm-totp-setup.server'
import { inviteStaff } from '~/staff/invite-staff.server'
import { pendingTotpEnrolment } from '~/staff/totp.server'
import { staffActionContext, testActionContext } from './action-context'
import { insertTestUsers } from './test-users'

/*
 * Staff accounts as the staff verbs' tests need them (app/staff/*.test.ts):
 * invited by an admin (the caller the console's door would leave), accepted,
 * with TOTP set up, and their audit rows read back.
 */

export const STAFF_PASSWORD = 'Str0ng#staff-pass'

let emails = 0
export const nextStaffEmail = () => `staff-${Date.now()}-${++emails}@claravia.example`

/** A staff account invited by an admin (no password yet): its id and email. */
export async function invitedStaff(db: Kysely<Database>, role: 'admin' | 'coordinator' = 'coordinator', email = nextStaffEmail()) {
  const invited = await inviteStaff(staffActionContext(db, 'admin'), { email, role, clinics: [], locale: 'en' })
  if (!invited.ok) throw new Error(invited.code)
  return { userId: invited.userId, email }
}

/** The invitation token of the newest invitation email to `to` (read from the outbox row, as the person would from the email). */
export async function invitationToken(db: Kysely<Database>, to: string) {
  const row = await db.selectFrom('email_outbox').select('payload').where('recipient', '=', to).orderBy('id', 'desc').executeTakeFirstOrThrow()
  return /\/admin\/invitation\/([\w-]{43})/.exec((JSON.parse(row.payload) as { text: string }).text)![1]!
}

/** The session of `token` as the session middleware hands it to a page. */
export async function requestSession(db: Kysely<Database>, token: string): Promise<RequestSession> {
  return { ...(await resolveSession(db, token))!, token, via: 'cookie' }
}

/** Invites, accepts and sets up TOTP: a staff member ready to sign in, with their secret and recovery codes. */
export async function readyStaffMember(db: Kysely<Database>, role: 'admin' | 'coordinator' = 'coordinator') {
  const { userId, email } = await invitedStaff(db, role)
  const accepted = await acceptInvitation(testActionContext(db), {
    token: await invitationToken(db, email),
    name: 'Lucía Gómez',
    password: STAFF_PASSWORD,
  })
  if (!accepted.ok) throw new Error(accepted.code)
  const session = await requestSession(db, accepted.session.token)
  const { secret } = (await pendingTotpEnrolment(db, { id: userId, email }))!
  const setUp = await confirmTotpSetup(testActionContext(db, { session }), { code: await generate({ secret }) })
  if (!setUp.ok) throw new Error(setUp.code)
  return { email, userId, secret, recoveryCodes: setUp.recoveryCodes }
}

/** The audit row of `action` on staff account `userId`, before and after read back (the first one). */
export async function staffAuditOf(db: Kysely<Database>, userId: number, action: string) {
  const row = await db
    .selectFrom('audit_log')
    .selectAll()
    .where('entity_id', '=', String(userId))
    .where('action', '=', action)
    .executeTakeFirstOrThrow()
  return { before: JSON.parse(row.before!) as unknown, after: JSON.parse(row.after!) as unknown }
}

/** How many audit rows are about staff account `userId`. */
export async function staffAuditCount(db: Kysely<Database>, userId: number) {
  return (await db.selectFrom('audit_log').select('id').where('entity_type', '=', 'user').where('entity_id', '=', String(userId)).execute()).length
}

/** A patient signed in: a session that has no second step to take. */
export async function patientSession(db: Kysely<Database>) {
  const [patientId] = await insertTestUsers(db)
  return requestSession(db, (await createSession(db, patientId!, new Date())).token)
}
