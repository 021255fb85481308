import type { RouterContextProvider } from 'react-router'
import { requireApiSession } from '~/accounts/session-middleware.server'
import { parseId } from '~/http/params'
import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { listAppointments } from '~/patients/appointments.server'
import { getTreatment, listTreatments } from '~/patients/treatments.server'
import { answer, parseQuery } from './respond.server'
import { translatedProblem } from '~/http/problem.server'
import { contextLocale } from '~/http/request-scope.server'
import { DetailQuery } from './schemas'

/** Problems in the language the request asked for, else the patient's. */
const problemLocale = (context: Readonly<RouterContextProvider>, session: { user: { locale: Locale } }) =>
  contextLocale(context) ?? session.user.locale

export async function myTreatmentsHandler(db: Kysely<Database>, url: URL, context: Readonly<RouterContextProvider>) {
  const session = requireApiSession(context)
  const query = parseQuery(url, DetailQuery, problemLocale(context, session))
  if (!query.ok) return query.response
  return answer(await listTreatments(db, session.user.id, query.value.locale))
}

export async function myTreatmentHandler(db: Kysely<Database>, url: URL, context: Readonly<RouterContextProvider>, id: string | undefined) {
  const session = requireApiSession(context)
  const query = parseQuery(url, DetailQuery, problemLocale(context, session))
  if (!query.ok) return query.response
  const treatmentId = parseId(id)
  const treatment = treatmentId ? await getTreatment(db, session.user.id, treatmentId, query.value.locale) : undefined
  // Someone else's treatment is indistinguishable from one that does not exist.
  return treatment
    ? answer(treatment)
    : translatedProblem(404, problemLocale(context, session), 'errors.api.not_found.treatment', { values: { id: String(id) } })
}

export async function myAppointmentsHandler(db: Kysely<Database>, url: URL, context: Readonly<RouterContextProvider>) {
  const session = requireApiSession(context)
  const query = parseQuery(url, DetailQuery, problemLocale(context, session))
  if (!query.ok) return query.response
  return answer(await listAppointments(db, session.user.id, query.value.locale))
}
