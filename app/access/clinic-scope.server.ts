import { sql, type Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { servesOnlyNamedClinics } from './roles'
import type { StaffMember } from './staff-member.server'

/** Which clinics a staff member may see: coordinators and admins all, clinic staff their own (handed over by the door). */
export type ClinicScope = { kind: 'all' } | { kind: 'clinics'; clinicIds: number[] }

/** The clinics a staff member may see: clinic staff their own, the other roles all of them. */
export function clinicScopeOf(member: Pick<StaffMember, 'role' | 'clinicIds'>): ClinicScope {
  return servesOnlyNamedClinics(member.role) ? { kind: 'clinics', clinicIds: member.clinicIds } : { kind: 'all' }
}

export interface ScopedClinic {
  id: number
  slug: string
  name: string
  timeZone: string
}

/** A condition on a clinic id column that only rows of clinics in scope pass (none when the list is empty). */
export function clinicInScope(column: string, scope: ClinicScope) {
  if (scope.kind === 'all') return sql<boolean>`1 = 1`
  if (scope.clinicIds.length === 0) return sql<boolean>`1 = 0`
  return sql<boolean>`${sql.ref(column)} in (${sql.join(scope.clinicIds)})`
}

export function scopeIncludes(scope: ClinicScope, clinicId: number) {
  return scope.kind === 'all' || scope.clinicIds.includes(clinicId)
}

/** The clinics in scope (optionally only `clinicId`), with the time zone their days are counted in. */
export async function clinicsInScope(db: Kysely<Database>, scope: ClinicScope, clinicId?: number): Promise<ScopedClinic[]> {
  let query = db
    .selectFrom('clinics')
    .select(['id', 'slug', 'name', 'time_zone as timeZone'])
    .where(clinicInScope('id', scope))
    .orderBy('name')
    .orderBy('id')
  if (clinicId !== undefined) query = query.where('id', '=', clinicId)
  return query.execute()
}
