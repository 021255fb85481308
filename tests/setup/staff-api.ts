import type { Kysely } from 'kysely'
import { RouterContextProvider } from 'react-router'
import { sessionContext, type RequestSession } from '~/accounts/session-middleware.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { openDatabase } from '~/db/dialect.server'
import { holdDetails } from './booking'
import type { Database } from '~/db/schema'
import { requestInfoContext } from '~/http/request-context'
import type { StaffRole } from '~/access/roles'

let staffCount = 0

/** A staff account of `role` (clinic_staff serve `clinicIds`), with no usable password; returns its id. */
export async function insertStaffMember(db: Kysely<Database>, role: StaffRole, clinicIds: number[] = [], name = `Staff ${role}`) {
  const at = new Date().toISOString()
  const { id } = await db
    .insertInto('users')
    .values({
      name,
      email: `staff-${role}-${Date.now()}-${++staffCount}@claravia.example`,
      password_hash: '!invited',
      locale: 'en',
      role,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  if (clinicIds.length > 0)
    await db
      .insertInto('staff_clinics')
      .values(clinicIds.map((clinic_id) => ({ user_id: id, clinic_id })))
      .execute()
  return id
}

/**
 * A new staff member of `role` signed in, their second factor done (or not,
 * with `twoFactorDone: false`): their id, token and the request's session, as
 * the session middleware hands it on (a website cookie, or a /v1 Bearer token).
 */
export async function signedInStaff(
  db: Kysely<Database>,
  role: StaffRole,
  { clinicIds = [] as number[], twoFactorDone = true, via = 'bearer' as RequestSession['via'] } = {},
) {
  const userId = await insertStaffMember(db, role, clinicIds)
  const { token } = await createSession(db, userId, new Date(), { role, twoFactorDone })
  const session: RequestSession = { ...(await resolveSession(db, token))!, token, via }
  return { userId, token, session }
}

/**
 * A request context as /v1/admin sees a staff member's Bearer token once
 * their second factor is done (or not, with `twoFactorDone: false`).
 */
export async function staffBearerContext(
  db: Kysely<Database>,
  role: StaffRole,
  { clinicIds = [] as number[], twoFactorDone = true, ip = '10.0.0.1' } = {},
) {
  const { userId, token, session } = await signedInStaff(db, role, { clinicIds, twoFactorDone })
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', requestId: 'test-request', ip })
  context.set(sessionContext, session)
  return { userId, token, context }
}

/**
 * A Bearer token of a new staff member of `role` (two-factor done) in the
 * database of a running app server (tests/setup/app-server.ts), for /v1/admin.
 */
export async function staffBearerToken(databaseUrl: string, role: StaffRole, { clinicIds = [] as number[] } = {}) {
  const handle = openDatabase<Database>(databaseUrl)
  try {
    const userId = await insertStaffMember(handle.db, role, clinicIds)
    const { token } = await createSession(handle.db, userId, new Date(), { role, twoFactorDone: true })
    return { userId, token }
  } finally {
    await handle.destroy()
  }
}

/** A JSON call to a running app server, with a Bearer token when given. */
export function apiCaller(origin: string) {
  return (path: string, token?: string, init: { method?: string; body?: unknown } = {}) =>
    fetch(new URL(path, origin), {
      method: init.method ?? 'GET',
      headers: {
        ...(token ? { Authorization: `Bearer ${token}` } : {}),
        ...(init.body ? { 'Content-Type': 'application/json' } : {}),
      },
      body: init.body ? JSON.stringify(init.body) : undefined,
    })
}

/**
 * A patient who signed up through the API and booked and paid (test card) the
 * first free hour of `service` from five days on: their token, the
 * appointment, and its clinic.
 */
export async function paidAppointment(origin: string, { email, service }: { email: string; service: string }) {
  const call = apiCaller(origin)
  const signUp = await call('/v1/auth/sign-up', undefined, {
    method: 'POST',
    body: { name: 'Api Patient', email, password: 'Claravia#2026', repeatPassword: 'Claravia#2026', acceptTerms: true },
  })
  const patientToken = ((await signUp.json()) as { token: string }).token
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const all = (await (await call(`/v1/availability?service=${service}&from=${day(5)}&to=${day(20)}`)).json()) as {
    clinics: { clinic: { slug: string }; days: { slots: { startsAt: string }[] }[] }[]
  }
  const { clinic, days } = all.clinics[0]!
  const held = await call('/v1/appointments', patientToken, {
    method: 'POST',
    body: holdDetails(service, clinic.slug, days.flatMap((d) => d.slots)[0]!.startsAt),
  })
  const appointmentId = ((await held.json()) as { id: number }).id
  const paid = await call(`/v1/appointments/${appointmentId}/payment`, patientToken, {
    method: 'POST',
    body: { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Ana' },
  })
  if (paid.status !== 200) throw new Error(`Payment failed: ${paid.status}`)
  return { patientToken, appointmentId, clinicSlug: clinic.slug }
}
