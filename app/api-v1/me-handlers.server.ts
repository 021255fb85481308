import type { RouterContextProvider } from 'react-router'
import { requireApiSession } from '~/accounts/session-middleware.server'
import { parseId } from '~/http/params'
import type { Kysely } from 'kysely'
import type { Database } from '~/db/schema'
import type { Locale } from '~/i18n/locales'
import { listAppointments } from '~/patients/appointments.server'
import { getTreatment, listTreatments } from '~/patients/treatments.server'
import { documentDownload } from '~/documents/document-download.server'
import { documentStore } from '~/storage/file-stores.server'
import { documentForPatient, listTreatmentDocuments } from '~/documents/treatment-documents.server'
import { answer, parseQuery } from './respond.server'
import { translatedProblem } from '~/http/problem.server'
import { apiLocale } from '~/http/request-scope.server'
import { DetailQuery } from './schemas'

/** Problems in the language the request asked for, else the patient's. */
const problemLocale = (context: Readonly<RouterContextProvider>, session: { user: { locale: Locale } }) => apiLocale(context, session.user.locale)

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
  if (!treatment) return translatedProblem(404, problemLocale(context, session), 'errors.api.not_found.treatment', { values: { id: String(id) } })
  const documents = await listTreatmentDocuments(db, treatment.id)
  return answer({
    ...treatment,
    documents: documents.map((document) => ({ ...document, download: `/v1/me/treatments/${treatment.id}/documents/${document.id}` })),
  })
}

/** A document of the patient's own treatment, as a download; anyone else's is a 404. */
export async function myTreatmentDocumentHandler(
  db: Kysely<Database>,
  context: Readonly<RouterContextProvider>,
  params: { id?: string; documentId?: string },
) {
  const session = requireApiSession(context)
  const [treatmentId, documentId] = [parseId(params.id), parseId(params.documentId)]
  const file = treatmentId && documentId ? await documentForPatient(db, documentStore(), session.user.id, { treatmentId, documentId }) : undefined
  return file ? documentDownload(file) : translatedProblem(404, problemLocale(context, session), 'errors.not_found.title')
}

export async function myAppointmentsHandler(db: Kysely<Database>, url: URL, context: Readonly<RouterContextProvider>) {
  const session = requireApiSession(context)
  const query = parseQuery(url, DetailQuery, problemLocale(context, session))
  if (!query.ok) return query.response
  return answer(await listAppointments(db, session.user.id, query.value.locale))
}
