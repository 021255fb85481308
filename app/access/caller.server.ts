import { createContext } from 'react-router'
import type { ClinicScope } from './clinic-scope.server'
import { roleMay, type Permission } from './permissions'
import type { StaffMember } from './staff-member.server'

/** The staff member behind a request, let in by the door, and the clinics they may see. */
export interface StaffCaller {
  member: StaffMember
  scope: ClinicScope
}

/** Where the door leaves the caller for the request's action context (actionContext reads it). */
export const staffCallerContext = createContext<StaffCaller | null>(null)

/** A verb called by someone the permission table does not allow: a door is missing (a bug, never a user's mistake). */
export class PermissionDenied extends Error {
  constructor(permission: Permission) {
    super(`The caller does not hold "${permission}"`)
    this.name = 'PermissionDenied'
  }
}

/**
 * A staff verb's own check, with the same row as its route's door: the caller
 * in its action context, when their role holds `permission`. Throws
 * otherwise, so a verb reached without its door changes nothing.
 */
export function staffCaller(context: { staff?: StaffCaller | null }, permission: Permission): StaffCaller {
  const caller = context.staff
  if (!caller || !roleMay(caller.member.role, permission)) throw new PermissionDenied(permission)
  return caller
}
