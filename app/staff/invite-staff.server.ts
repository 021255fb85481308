import type { Kysely } from 'kysely'
import { staffCaller } from '~/access/caller.server'
import { scopeIncludes } from '~/access/clinic-scope.server'
import { roleMay } from '~/access/permissions'
import type { ActionContext } from '~/accounts/action-context.server'
import { normalizeEmail } from '~/accounts/users.server'
import type { Database } from '~/db/schema'
import { refuse, type Outcome } from '~/errors/outcomes'
import { recordAudit } from './audit.server'
import { issueInvitation } from './invitations.server'
import type { InviteStaffInput } from './schemas'
import { UNUSABLE_PASSWORD } from './staff-accounts.server'

/**
 * A staff member invites someone (the console's Staff page, /v1/admin/staff):
 * creates the account and emails its invitation, with no usable password
 * until the invitation is accepted. An email that already has an account,
 * patient or staff, is refused: nobody is upgraded to staff behind their back.
 * An admin ('staff.manage') invites any role; a coordinator only clinic staff,
 * for clinics in their own scope (issue 27).
 */
export async function inviteStaff(context: ActionContext, input: InviteStaffInput): Promise<Outcome<{ userId: number }>> {
  const { member, scope } = staffCaller(context, 'staff.invite_clinic_staff')
  if (!roleMay(member.role, 'staff.manage')) {
    if (input.role !== 'clinic_staff') return refuse('staff_invite_role_not_allowed', { field: 'role' })
    const clinicIds = await clinicIdsOf(context.db, [...new Set(input.clinics)])
    if (!clinicIds || !clinicIds.every((clinicId) => scopeIncludes(scope, clinicId))) return refuse('staff_clinic_unknown', { field: 'clinics' })
  }
  return invite(context, input)
}

/**
 * The same invitation sent by whoever runs the server, not a staff member:
 * `npm run staff:create` and ADMIN_EMAIL at start-up (the first admin, or
 * anyone when the console is out of reach). It acts as the system: the audit
 * row has no actor.
 */
export function inviteStaffAsSystem(db: Kysely<Database>, input: InviteStaffInput, now = new Date()): Promise<Outcome<{ userId: number }>> {
  return invite({ db, ip: '', locale: 'en', session: null, now }, input)
}

async function invite(context: ActionContext, input: InviteStaffInput): Promise<Outcome<{ userId: number }>> {
  const { db, now } = context
  const slugs = input.role === 'clinic_staff' ? [...new Set(input.clinics)] : []
  const clinicIds = await clinicIdsOf(db, slugs)
  if (!clinicIds) return refuse('staff_clinic_unknown', { field: 'clinics' })
  const email = normalizeEmail(input.email)
  const name = input.name?.trim() ?? ''
  return db.transaction().execute(async (trx) => {
    const created = await trx
      .insertInto('users')
      .values({
        name,
        email,
        password_hash: UNUSABLE_PASSWORD,
        locale: input.locale,
        role: input.role,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      })
      .onConflict((conflict) => conflict.column('email').doNothing())
      .returning('id')
      .executeTakeFirst()
    if (!created) return refuse('email_taken', { field: 'email' })
    if (clinicIds.length > 0)
      await trx
        .insertInto('staff_clinics')
        .values(clinicIds.map((clinicId) => ({ user_id: created.id, clinic_id: clinicId })))
        .execute()
    const invitedBy = context.session?.user.id ?? null
    await issueInvitation(trx, { id: created.id, email, name, locale: input.locale, role: input.role }, invitedBy, now)
    await recordAudit(trx, context, {
      action: 'staff.invite',
      entityType: 'user',
      entityId: created.id,
      after: { email, name, role: input.role, clinics: slugs, locale: input.locale },
    })
    return { ok: true, userId: created.id }
  })
}

/** The ids of these clinics, or undefined when one of them does not exist. */
async function clinicIdsOf(db: Kysely<Database>, slugs: string[]) {
  if (slugs.length === 0) return []
  const rows = await db.selectFrom('clinics').select('id').where('slug', 'in', slugs).execute()
  return rows.length === slugs.length ? rows.map((row) => row.id) : undefined
}
