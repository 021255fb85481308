import type { RouterContextProvider } from 'react-router'
import { requireApiSession } from '~/accounts/session.server'
import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import { listAppointments } from '~/patients/appointments.server'
import { getTreatment, listTreatments } from '~/patients/treatments.server'
import { parseQuery, problem } from './respond.server'
import { DetailQuery } from './schemas'

/** The signed-in patient's own data; private, so never cached by shared caches. */
const privateJson = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'private, no-store' } })

export async function myTreatmentsHandler(db: Kysely<Database>, url: URL, context: Readonly<RouterContextProvider>) {
  const session = requireApiSession(context)
  const query = parseQuery(url, DetailQuery)
  if (!query.ok) return query.response
  return privateJson(await listTreatments(db, session.user.id, query.value.locale))
}

export async function myTreatmentHandler(db: Kysely<Database>, url: URL, context: Readonly<RouterContextProvider>, id: string | undefined) {
  const session = requireApiSession(context)
  const query = parseQuery(url, DetailQuery)
  if (!query.ok) return query.response
  const treatment = /^[1-9]\d{0,8}$/.test(id ?? '')
    ? await getTreatment(db, session.user.id, Number(id), query.value.locale)
    : undefined
  // Someone else's treatment is indistinguishable from one that does not exist.
  return treatment ? privateJson(treatment) : problem(404, `No treatment ${id} in your account.`)
}

export async function myAppointmentsHandler(db: Kysely<Database>, url: URL, context: Readonly<RouterContextProvider>) {
  const session = requireApiSession(context)
  const query = parseQuery(url, DetailQuery)
  if (!query.ok) return query.response
  return privateJson(await listAppointments(db, session.user.id, query.value.locale))
}
