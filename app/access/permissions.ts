import { STAFF_ROLES, type StaffRole } from './roles'

/*
 * Who may do what on the staff side: one row per permission, naming the
 * roles that hold it. The server checks it twice, with the same row: the door
 * of every console loader and action and /v1/admin handler
 * (requirePermission in door.server.ts, 404 for anyone else), and the staff
 * verb itself (staffCaller in caller.server.ts). The console's navigation reads it
 * only to choose which links to draw.
 *
 * To add a permission: add its row here, ask for it at the door of the
 * routes that use it (requirePermission) and in the verbs that need it
 * (staffCaller), and name each route's permission in DOORS of the permission
 * walk (server/permissions.test.ts), which then tests it for every role: an
 * outsider, a wrong role, another clinic's staff and the right role.
 */

interface PermissionRule {
  roles: readonly StaffRole[]
  /**
   * Whether clinic staff meet only their clinics' records under it (the door
   * refuses another clinic's address; queries narrow to the caller's scope).
   * Permissions without it are not clinic staff's.
   */
  clinicScoped: boolean
}

const EVERY_ROLE = STAFF_ROLES
const COORDINATORS_AND_ADMINS = ['coordinator', 'admin'] as const satisfies readonly StaffRole[]
const ADMINS = ['admin'] as const satisfies readonly StaffRole[]

export const PERMISSIONS = {
  /** The console itself: its frame, Today. */
  'console.open': { roles: EVERY_ROLE, clinicScoped: true },
  /** Appointments: the list, calendar, export and an appointment's page. */
  'appointments.view': { roles: EVERY_ROLE, clinicScoped: true },
  /** Record how an appointment ended, cancel or move it for the clinic, add internal notes. */
  'appointments.manage': { roles: EVERY_ROLE, clinicScoped: true },
  /** A clinic's opening hours, closures and booking rules. */
  'availability.manage': { roles: EVERY_ROLE, clinicScoped: true },
  /** Patients: the list and a patient's page, with their appointments and plans. */
  'patients.view': { roles: EVERY_ROLE, clinicScoped: true },
  /** Create and change treatment plans and their steps. */
  'treatment_plans.manage': { roles: EVERY_ROLE, clinicScoped: true },
  /** Attach, download and remove a plan's documents. */
  'documents.manage': { roles: EVERY_ROLE, clinicScoped: true },
  /**
   * Care conversations (issue 29): the list and a conversation's page. Clinic staff see only the
   * conversations a coordinator brought them into (of patients with an appointment or plan at their clinics).
   */
  'conversations.view': { roles: EVERY_ROLE, clinicScoped: true },
  /** Write to the patient (with attachments), mark a conversation read or "no reply needed". */
  'conversations.reply': { roles: EVERY_ROLE, clinicScoped: true },
  /** Internal notes inside a conversation, which only staff see. */
  'conversations.note': { roles: EVERY_ROLE, clinicScoped: true },
  /** Assign or change a conversation's coordinator; bring clinic staff into it. */
  'conversations.assign': { roles: COORDINATORS_AND_ADMINS, clinicScoped: false },
  /**
   * Personal quotes (issue 30): the requests and quotes, building, sending and reissuing a quote.
   * Choosing among clinics is the coordinators' work, not one clinic's.
   */
  'quotes.manage': { roles: COORDINATORS_AND_ADMINS, clinicScoped: false },
  /**
   * Patients' reviews (issue 31): read every review, reply in public, hide one for a listed reason and show it again.
   * Never edit or delete one: there is no such verb. Not clinic staff's: a clinic never moderates its own reviews.
   */
  'reviews.moderate': { roles: COORDINATORS_AND_ADMINS, clinicScoped: false },
  /** The reference exchange rates quotes convert with: enter one, import the ECB's CSV. */
  'exchange_rates.manage': { roles: ADMINS, clinicScoped: false },
  /** The inbox of contact messages (not tied to a clinic): read, assign, set status, reply. */
  'inbox.answer': { roles: COORDINATORS_AND_ADMINS, clinicScoped: false },
  /** Edit, preview, publish and schedule the public site's content and pictures. */
  'content.edit': { roles: COORDINATORS_AND_ADMINS, clinicScoped: false },
  /** Staff accounts: invite anyone, change role and clinics, disable, enable, reset two-factor. */
  'staff.manage': { roles: ADMINS, clinicScoped: false },
  /**
   * Invite clinic staff for the clinics in the caller's scope (the Staff page's invite form, POST
   * /v1/admin/staff); only 'staff.manage' may invite coordinators and admins (the verb refuses the rest).
   */
  'staff.invite_clinic_staff': { roles: COORDINATORS_AND_ADMINS, clinicScoped: false },
  /** The audit trail of staff writes. */
  'audit.view': { roles: ADMINS, clinicScoped: false },
} as const satisfies Record<string, PermissionRule>

export type Permission = keyof typeof PERMISSIONS

export const PERMISSION_NAMES = Object.keys(PERMISSIONS) as Permission[]

export function roleMay(role: StaffRole, permission: Permission): boolean {
  return (PERMISSIONS[permission].roles as readonly StaffRole[]).includes(role)
}

/** The roles holding `permission` (who can be given an inbox message…). */
export function rolesWith(permission: Permission): StaffRole[] {
  return [...PERMISSIONS[permission].roles]
}
