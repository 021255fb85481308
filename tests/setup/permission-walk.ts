import type { Kysely } from 'kysely'
import type { RouteConfigEntry } from '@react-router/dev/routes'
import { RouterContextProvider } from 'react-router'
import { sessionContext, type RequestSession } from '~/accounts/session-middleware.server'
import { createSession, resolveSession } from '~/accounts/session-store.server'
import { conversationFileStore, documentStore } from '~/storage/file-stores.server'
import { newStorageKey } from '~/storage/file-store.server'
import type { Database } from '~/db/schema'
import { requestInfoContext } from '~/http/request-context'
import { requestScopeMiddleware } from '~/http/request-scope.server'
import type { StaffRole } from '~/access/roles'
import { seedDefaultSettings } from '~/settings/settings.server'
import { insertContactMessage } from './contact-inbox'
import { readLive } from './content-editing'
import { documentFiles } from './document-files'
import { signedInStaff, insertStaffMember } from './staff-api'
import { specialistAt, staffConsoleCatalogue } from './staff-console'
import { insertTestUsers } from './test-users'

/*
 * What the permission walk (server/permissions.test.ts) calls every console
 * route with: the people who knock (outsiders and each staff role), the
 * records a route's address names (real ones, so a right role's pass means
 * something), the request each handler gets, and its answer read back.
 */

type Db = Kysely<Database>

/** A console route of the route list: its address pattern ("admin/inbox/:id", "v1/admin/…") and module file. */
export interface WalkedRoute {
  path: string
  file: string
}

/** The console's frame (layouts/console-layout.tsx): its loader runs for every /admin page, at /admin and /es/admin. */
export function consoleFrames(entries: RouteConfigEntry[], parent = ''): WalkedRoute[] {
  return entries.flatMap((entry) => {
    const path = [parent, entry.path].filter(Boolean).join('/')
    // A layout has no path of its own: its address is its pages' (/admin, or /es/admin under the Spanish prefix).
    const address = entry.children
      ?.map((child) => /^(?:[a-z]{2}\/)?admin(?=\/|$)/.exec([path, child.path].filter(Boolean).join('/'))?.[0])
      .find(Boolean)
    const own = entry.file === 'layouts/console-layout.tsx' && address ? [{ path: address, file: entry.file }] : []
    return [...own, ...consoleFrames(entry.children ?? [], path)]
  })
}

export const isApiRoute = (route: WalkedRoute) => route.path.startsWith('v1/')

/* ---------- Who knocks ---------- */

export interface Knocker {
  session: RequestSession | null
}

/** Someone signed in: a patient, or staff of `role` (clinic staff serving `clinicIds`), their second factor done unless said. */
async function sessionOf(db: Db, userId: number, role: RequestSession['role'], twoFactorDone: boolean) {
  const { token } = await createSession(db, userId, new Date(), { role, twoFactorDone })
  return { ...(await resolveSession(db, token))!, token, via: 'cookie' as const }
}

/** The people of the walk, all real accounts (the door reads the member again from the database). */
export async function knockers(db: Db, { clinic, otherClinic }: { clinic: number; otherClinic: number }) {
  const [patientId] = await insertTestUsers(db)
  const disabledId = await insertStaffMember(db, 'admin', [], 'Disabled admin')
  const disabled = await sessionOf(db, disabledId, 'admin', true)
  await db.updateTable('users').set({ disabled_at: new Date().toISOString() }).where('id', '=', disabledId).execute()
  const staff = async (role: StaffRole, clinicIds: number[] = []) => ({
    session: (await signedInStaff(db, role, { clinicIds, via: 'cookie' })).session,
  })
  return {
    outsiders: {
      visitor: { session: null },
      patient: { session: await sessionOf(db, patientId!, 'patient', true) },
      'admin before two-factor': { session: (await signedInStaff(db, 'admin', { twoFactorDone: false, via: 'cookie' })).session },
      'disabled admin': { session: disabled },
    } satisfies Record<string, Knocker>,
    /** Each role; clinic staff serve the clinic of the records the addresses name. */
    roles: {
      coordinator: await staff('coordinator'),
      clinic_staff: await staff('clinic_staff', [clinic]),
      admin: await staff('admin'),
    } satisfies Record<StaffRole, Knocker>,
    /** Clinic staff of another clinic than the records'. */
    otherClinicStaff: await staff('clinic_staff', [otherClinic]),
  }
}

/* ---------- The records addresses name ---------- */

/** Ids a route's parameters name, by what they name. */
export interface Records {
  clinic: number
  appointment: number
  patient: number
  treatment: number
  step: number
  document: number
  closure: number
  message: number
  /** A patient's care conversation (with a message carrying a file) and that file. */
  conversation: number
  attachment: number
  staffMember: number
  contentKind: string
  contentRecord: number
  revision: number
  /** A patient's quote request, and its draft quote (not a clinic's: quotes are the coordinators'); a file sent with the request. */
  quoteRequest: number
  quoteAttachment: number
  /** A draft quote (of a request of its own: the walk starts a quote on the shared request). */
  quote: number
  /** A patient's published review (moderated by coordinators, never a clinic's). */
  review: number
}

/** Which record each parameter names, by the segment before it ("appointments/:id"). */
const PARAMETERS: Record<string, keyof Records> = {
  'appointments/:id': 'appointment',
  'availability/:clinicId': 'clinic',
  'closures/:closureId': 'closure',
  'patients/:id': 'patient',
  'treatments/:treatmentId': 'treatment',
  'steps/:stepId': 'step',
  'documents/:documentId': 'document',
  'inbox/:id': 'message',
  'conversations/:id': 'conversation',
  'attachments/:attachmentId': 'attachment',
  'staff/:id': 'staffMember',
  'content/:kind': 'contentKind',
  ':kind/:id': 'contentRecord',
  'revisions/:revisionId': 'revision',
  'quotes/:requestId': 'quoteRequest',
  'quote-requests/:id': 'quoteRequest',
  'quotes/:id': 'quote',
  'reviews/:id': 'review',
}

/** Parameters whose pair means another record in one route ("attachments/:attachmentId" of a quote request is its file). */
const ROUTE_PARAMETERS: Record<string, Record<string, keyof Records>> = {
  'admin/quotes/:requestId/attachments/:attachmentId': { attachmentId: 'quoteAttachment' },
}

/** A clinic's records: what the addresses of clinic-scoped routes name. */
const CLINIC_RECORDS = [
  'clinic',
  'appointment',
  'patient',
  'treatment',
  'step',
  'document',
  'closure',
  'conversation',
  'attachment',
] as const satisfies (keyof Records)[]

/** The route's parameters and what each names; throws for a parameter the walk does not know (add it to PARAMETERS). */
export function parametersOf(route: WalkedRoute) {
  const segments = route.path.split('/')
  const own = ROUTE_PARAMETERS[route.path.replace(/^es\//, '')] ?? {}
  return segments.flatMap((segment, index) => {
    if (!segment.startsWith(':')) return []
    const pair = `${segments[index - 1]}/${segment}`
    const names = own[segment.slice(1)] ?? PARAMETERS[pair]
    if (!names)
      throw new Error(
        `The permission walk does not know what "${pair}" in ${route.path} names: add it to PARAMETERS (tests/setup/permission-walk.ts)`,
      )
    return [{ name: segment.slice(1), names }]
  })
}

/** Query strings some addresses need to name their record (the API's calendar names its clinic so). */
const QUERIES: Record<string, (records: Records) => string> = {
  'v1/admin/calendar': (records) => `clinicId=${records.clinic}`,
}

/** Whether the route's address names a clinic's record (a path parameter, or the calendar's clinic). */
export function namesClinicRecord(route: WalkedRoute) {
  return QUERIES[route.path] !== undefined || parametersOf(route).some(({ names }) => (CLINIC_RECORDS as readonly string[]).includes(names))
}

/** No record has these ids: the address of a record that does not exist. */
const MISSING = 987_654_321

/** The route's address for `records` (MISSING in place of every id, with `missing`). */
export function addressOf(route: WalkedRoute, records: Records, { missing = false } = {}) {
  const values: Record<string, string> = {}
  for (const { name, names } of parametersOf(route))
    values[name] = names === 'contentKind' ? records.contentKind : String(missing ? MISSING : records[names])
  const query = QUERIES[route.path]?.(missing ? { ...records, clinic: MISSING } : records)
  const url = new URL(`http://localhost/${route.path.replace(/:(\w+)/g, (_, name: string) => values[name]!)}${query ? `?${query}` : ''}`)
  return { url, params: values }
}

export interface Seed {
  clinic: number
  otherClinic: number
  service: number
  specialist: number
  /** One of each record: for reads, and for the routes outside a clinic (no call the walk makes removes them). */
  shared: Records
}

/** The seeded site (settings, catalogue, content with a revision) and one of each record. */
export async function seedWalk(db: Db): Promise<Seed> {
  await seedDefaultSettings(db)
  const ids = await staffConsoleCatalogue(db)
  const seed = { clinic: ids.bogota, otherClinic: ids.madrid, service: ids.lasik, specialist: await specialistAt(db, ids.bogota) }
  const content = await db
    .selectFrom('content_records')
    .select(['id', 'ref_id'])
    .where('kind', '=', 'faq')
    .where('seed_key', 'is not', null)
    .orderBy('id')
    .executeTakeFirstOrThrow()
  const { id: revision } = await db
    .insertInto('content_revisions')
    .values({
      record_id: content.id,
      document: JSON.stringify(await readLive(db, 'faq', content.ref_id!)),
      published_at: new Date().toISOString(),
      published_by: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const [clinicRecords] = await clinicRecordSets(db, seed, 1)
  const quotes = await quoteRecords(db, seed, clinicRecords!.patient)
  const shared: Records = {
    ...clinicRecords!,
    message: await insertContactMessage(db),
    staffMember: await insertStaffMember(db, 'coordinator', [], 'Staff member of the walk'),
    contentKind: 'faq',
    contentRecord: content.id,
    revision,
    ...quotes,
    quoteAttachment: await quoteRequestFile(db, quotes.quoteRequest),
    review: await walkReview(db, seed, clinicRecords!.patient),
  }
  return { ...seed, shared }
}

/** A published review of the patient's care at the seed's clinic. */
async function walkReview(db: Db, seed: Omit<Seed, 'shared'>, patientId: number) {
  const at = new Date().toISOString()
  const { id } = await db
    .insertInto('reviews')
    .values({
      patient_id: patientId,
      clinic_id: seed.clinic,
      specialist_id: seed.specialist,
      service_id: seed.service,
      completed_on: at.slice(0, 10),
      overall: 4,
      body: 'The team explained every step and my eyes healed within a week.',
      locale: 'en',
      status: 'published',
      created_at: at,
      updated_at: at,
      editable_until: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/** A patient's request for a quote at the seed's clinic, in preparation, and its draft (starting a quote again finds it: nothing new). */
async function quoteRecords(db: Db, seed: Omit<Seed, 'shared'>, patientId: number) {
  const at = new Date().toISOString()
  const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10)
  const { id: quoteRequest } = await db
    .insertInto('quote_requests')
    .values({
      patient_id: patientId,
      draft_token_hash: null,
      service_id: seed.service,
      advise_me: 0,
      destination_ids: '',
      clinic_ids: String(seed.clinic),
      travel_from: day(30),
      travel_to: day(45),
      country: 'US',
      currency: 'USD',
      answers: '[]',
      message: 'A quote for LASIK, please.',
      locale: 'en',
      status: 'in_preparation',
      consented_at: at,
      created_at: at,
      requested_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  const { id: quote } = await db
    .insertInto('quotes')
    .values({
      request_id: quoteRequest,
      patient_id: patientId,
      number: 1,
      status: 'draft',
      locale: 'en',
      patient_currency: 'USD',
      valid_until: null,
      created_by: null,
      created_at: at,
      updated_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return { quoteRequest, quote }
}

export type ClinicRecords = Pick<
  Records,
  'clinic' | 'appointment' | 'patient' | 'treatment' | 'step' | 'document' | 'closure' | 'conversation' | 'attachment'
>

let closures = 0

/**
 * `count` sets of records at the seed's clinic, made a table at a time: a
 * patient with a finished appointment (so staff verbs find it and refuse to
 * change it, without emailing anyone), a treatment plan with a step and a
 * document, a closure. A call past the door may change or remove them (a
 * closure, a document), so each action call gets a set of its own.
 */
export async function clinicRecordSets(db: Db, seed: Omit<Seed, 'shared'>, count: number): Promise<ClinicRecords[]> {
  if (count === 0) return []
  const patients = await insertTestUsers(db, count)
  const byUser = <Row extends { user_id: number }>(rows: Row[]) => new Map(rows.map((row) => [row.user_id, row]))
  const startsAt = new Date(Date.now() - 2 * 86_400_000)
  const appointments = byUser(
    await db
      .insertInto('appointments')
      .values(
        patients.map((user_id) => ({
          user_id,
          clinic_id: seed.clinic,
          service_id: seed.service,
          kind: 'assessment' as const,
          status: 'completed' as const,
          starts_at: startsAt.toISOString(),
          ends_at: new Date(startsAt.getTime() + 3_600_000).toISOString(),
          created_at: new Date(startsAt.getTime() - 10 * 86_400_000).toISOString(),
        })),
      )
      .returning(['id', 'user_id'])
      .execute(),
  )
  const treatments = byUser(
    await db
      .insertInto('treatments')
      .values(
        patients.map((user_id) => ({
          user_id,
          clinic_id: seed.clinic,
          service_id: seed.service,
          specialist_id: seed.specialist,
          status: 'active' as const,
          started_on: '2027-03-01',
        })),
      )
      .returning(['id', 'user_id'])
      .execute(),
  )
  const treatmentIds = patients.map((user) => treatments.get(user)!.id)
  const byTreatment = <Row extends { id: number; treatment_id: number }>(rows: Row[]) => new Map(rows.map((row) => [row.treatment_id, row.id]))
  const steps = byTreatment(
    await db
      .insertInto('treatment_steps')
      .values(
        treatmentIds.map((treatment_id) => ({
          treatment_id,
          position: 1,
          kind: 'custom',
          title: 'Check-up',
          scheduled_on: '2027-03-10',
          status: 'planned' as const,
        })),
      )
      .returning(['id', 'treatment_id'])
      .execute(),
  )
  const keys = treatmentIds.map(() => newStorageKey())
  await Promise.all(keys.map((key) => documentStore().put(key, documentFiles.pdf)))
  const documents = byTreatment(
    await db
      .insertInto('treatment_documents')
      .values(
        treatmentIds.map((treatment_id, index) => ({
          treatment_id,
          storage_key: keys[index]!,
          file_name: 'plan.pdf',
          content_type: 'application/pdf' as const,
          byte_size: documentFiles.pdf.byteLength,
          uploaded_by: null,
          uploaded_at: new Date().toISOString(),
        })),
      )
      .returning(['id', 'treatment_id'])
      .execute(),
  )
  const conversations = await conversationsOf(db, patients)
  const closureRows = await db
    .insertInto('clinic_closures')
    .values(patients.map(() => ({ clinic_id: seed.clinic, on_date: new Date(Date.UTC(2031, 0, ++closures)).toISOString().slice(0, 10) })))
    .returning('id')
    .execute()
  return patients.map((patient, index) => {
    const treatment = treatments.get(patient)!.id
    return {
      clinic: seed.clinic,
      patient,
      appointment: appointments.get(patient)!.id,
      treatment,
      step: steps.get(treatment)!,
      document: documents.get(treatment)!,
      closure: closureRows[index]!.id,
      ...conversations[index]!,
    }
  })
}

/**
 * A care conversation per patient, with a message of theirs carrying a file.
 * Clinic staff meet a conversation only once brought in: the walk brings its
 * clinic staff into every conversation (bringWalkStaffIn), never another clinic's.
 */
async function conversationsOf(db: Db, patients: number[]) {
  const at = new Date().toISOString()
  const conversations = await db
    .insertInto('care_conversations')
    .values(patients.map((patient_id) => ({ patient_id, created_at: at })))
    .returning(['id', 'patient_id'])
    .execute()
  const messages = await db
    .insertInto('care_messages')
    .values(
      conversations.map((conversation) => ({
        conversation_id: conversation.id,
        author_id: conversation.patient_id,
        kind: 'message' as const,
        body: 'Can I fly?',
        created_at: at,
      })),
    )
    .returning(['id', 'conversation_id'])
    .execute()
  const keys = messages.map(() => newStorageKey())
  await Promise.all(keys.map((key) => conversationFileStore().put(key, documentFiles.pdf)))
  const attachments = await db
    .insertInto('care_message_attachments')
    .values(
      messages.map((message, index) => ({
        message_id: message.id,
        storage_key: keys[index]!,
        file_name: 'prescription.pdf',
        content_type: 'application/pdf' as const,
        byte_size: documentFiles.pdf.byteLength,
      })),
    )
    .returning(['id', 'message_id'])
    .execute()
  return patients.map((patient) => {
    const conversation = conversations.find((row) => row.patient_id === patient)!.id
    const message = messages.find((row) => row.conversation_id === conversation)!.id
    return { conversation, attachment: attachments.find((row) => row.message_id === message)!.id }
  })
}

/** The walk's clinic staff brought into every conversation there is (as a coordinator would, one by one). */
export async function bringWalkStaffIn(db: Db, userId: number) {
  const conversations = await db.selectFrom('care_conversations').select('id').execute()
  await db
    .insertInto('care_conversation_members')
    .values(
      conversations.map((conversation) => ({
        conversation_id: conversation.id,
        user_id: userId,
        added_by: null,
        added_at: new Date().toISOString(),
      })),
    )
    .onConflict((conflict) => conflict.columns(['conversation_id', 'user_id']).doNothing())
    .execute()
}

/** A file the patient sent with their quote request (in the conversations store, as sent ones are). */
async function quoteRequestFile(db: Db, requestId: number) {
  const key = newStorageKey()
  await conversationFileStore().put(key, documentFiles.pdf)
  const { id } = await db
    .insertInto('quote_request_attachments')
    .values({
      request_id: requestId,
      storage_key: key,
      file_name: 'prescription.pdf',
      content_type: 'application/pdf',
      byte_size: documentFiles.pdf.byteLength,
    })
    .returning('id')
    .executeTakeFirstOrThrow()
  return id
}

/* ---------- The requests ---------- */

export type Method = 'GET' | 'POST' | 'DELETE'

/** A treatment plan and a step as the forms and the API take them. */
const plan = (seed: Omit<Seed, 'shared'>) => ({
  serviceId: seed.service,
  clinicId: seed.clinic,
  specialistId: seed.specialist,
  status: 'active',
  startedOn: '2027-03-01',
})
const step = { title: 'Follow-up visit', scheduledOn: '2027-04-01', status: 'planned' }

/**
 * The body a POST to a clinic's record carries, where the route reads the
 * body before the record (a bad body is a 400 whether or not the record is
 * there): a valid one, so another clinic's record meets the lookup. Other
 * POSTs carry no body (past the door they answer 400 or 415: the door's
 * verdict is what is walked there).
 */
const API_BODIES: Record<string, (seed: Omit<Seed, 'shared'>, records: Records) => unknown> = {
  'v1/admin/appointments/:id/cancel': () => ({}),
  'v1/admin/appointments/:id/move': () => ({ startsAt: '2031-03-03T15:00:00.000Z' }),
  'v1/admin/appointments/:id/notes': () => ({ note: 'Called the patient.' }),
  'v1/admin/patients/:id/treatments': plan,
  'v1/admin/patients/:id/treatments/:treatmentId': plan,
  'v1/admin/patients/:id/treatments/:treatmentId/steps': () => step,
  'v1/admin/patients/:id/treatments/:treatmentId/steps/:stepId': () => step,
  'v1/admin/conversations/:id/messages': () => ({ body: 'Yes, two days after.' }),
  'v1/admin/conversations/:id/notes': () => ({ body: 'Check her topography.' }),
  'v1/admin/conversations/:id/assign': (_, records) => ({ coordinatorId: records.staffMember }),
  'v1/admin/conversations/:id/members': (_, records) => ({ userId: records.staffMember }),
  'v1/admin/conversations/:id/status': () => ({ status: 'no_reply_needed' }),
  'v1/admin/reviews/:id/reply': () => ({ body: 'Thank you for telling us.', version: 1 }),
  'v1/admin/reviews/:id/hide': () => ({ reason: 'abuse', version: 1 }),
  'v1/admin/reviews/:id/unhide': () => ({ version: 1 }),
}

type FormFields = Record<string, string | File>

/**
 * The forms the walk posts to a page, by name: one of each page's forms
 * (so its verb runs and checks its permission), and each form whose action
 * asks the door for more (a treatment's document forms). A page not named
 * here gets one empty form.
 */
const PAGE_FORMS: Record<string, Record<string, (seed: Omit<Seed, 'shared'>, records: Records) => FormFields>> = {
  'admin/appointments': {
    'bulk-export': (_, records) => ({ intent: 'export', ids: String(records.appointment) }),
    'bulk-complete': (_, records) => ({ intent: 'complete-confirmed', ids: String(records.appointment) }),
  },
  'admin/appointments/:id': { note: () => ({ intent: 'note', note: 'Called the patient.' }) },
  'admin/availability/:clinicId': { 'remove-closure': (_, records) => ({ intent: 'remove-closure', closureId: String(records.closure) }) },
  'admin/patients/:id/treatments/new': {
    plan: (seed) => Object.fromEntries(Object.entries(plan(seed)).map(([name, value]) => [name, String(value)])),
  },
  'admin/patients/:id/treatments/:treatmentId': {
    'add-step': () => ({ intent: 'add-step', ...step }),
    'attach-document': () => ({ intent: 'attach-document', file: new File([documentFiles.pdf], 'plan.pdf', { type: 'application/pdf' }) }),
    'remove-document': (_, records) => ({ intent: 'remove-document', documentId: String(records.document) }),
  },
  'admin/content/:kind/:id/history': { restore: (_, records) => ({ revisionId: String(records.revision), version: '1' }) },
  'admin/exchange-rates': {
    'enter-rate': () => ({ intent: 'enter-rate', base: 'USD', quote: 'COP', rate: '4150.25', rateDate: '2025-11-20' }),
    'import-ecb': () => ({
      intent: 'import-ecb',
      file: new File(['Date, USD, MXN, \n20 November 2025, 1.0512, 21.2940, \n'], 'eurofxref.csv', { type: 'text/csv' }),
    }),
  },
  'admin/quotes/:requestId': {
    start: () => ({ intent: 'start' }),
    // A draft of no request (the shared draft is the API's to change): refused as changed, past the door.
    save: () => ({ intent: 'save', quoteId: '987654320', version: '1', note: '', validUntil: '' }),
  },
  'admin/reviews': {
    reply: (_, records) => ({ intent: 'reply', reviewId: String(records.review), version: '1', body: 'Thank you for telling us.' }),
    hide: (_, records) => ({ intent: 'hide', reviewId: String(records.review), version: '1', reason: 'abuse', confirm: '1' }),
    unhide: (_, records) => ({ intent: 'unhide', reviewId: String(records.review), version: '1' }),
  },
  'admin/conversations/:id': {
    reply: () => ({ intent: 'reply', body: 'Yes, two days after.' }),
    note: () => ({ intent: 'note', body: 'Check her topography.' }),
    'no-reply-needed': () => ({ intent: 'no-reply-needed' }),
    assign: (_, records) => ({ intent: 'assign', coordinatorId: String(records.staffMember) }),
    'bring-in': (_, records) => ({ intent: 'bring-in', userId: String(records.staffMember) }),
  },
}

/** The names of the forms the walk posts to a page's action (undefined: one empty form). */
export function pageFormsOf(route: WalkedRoute): (string | undefined)[] {
  const forms = PAGE_FORMS[route.path.replace(/^es\//, '')]
  return forms ? Object.keys(forms) : [undefined]
}

/** The request a handler gets: a page's form `form` (with the CSRF field: urlencoded, multipart with a file), or /v1's JSON or multipart body. */
export function requestOf(route: WalkedRoute, url: URL, method: Method, seed: Omit<Seed, 'shared'>, records: Records, form?: string) {
  if (method === 'GET') return new Request(url)
  if (method === 'DELETE') return new Request(url, { method })
  const pattern = route.path.replace(/^es\//, '')
  if (!isApiRoute(route)) {
    const fields: FormFields = { csrf: 'csrf-token-of-the-page', ...(form === undefined ? {} : PAGE_FORMS[pattern]?.[form]?.(seed, records)) }
    if (Object.values(fields).some((value) => typeof value !== 'string')) {
      const body = new FormData()
      for (const [name, value] of Object.entries(fields)) body.append(name, value)
      return new Request(url, { method, body })
    }
    return new Request(url, {
      method,
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(fields as Record<string, string>).toString(),
    })
  }
  if (pattern === 'v1/admin/patients/:id/treatments/:treatmentId/documents') {
    const body = new FormData()
    body.append('file', new File([documentFiles.pdf], 'plan.pdf', { type: 'application/pdf' }))
    return new Request(url, { method, body })
  }
  const body = API_BODIES[pattern]?.(seed, records)
  return body === undefined
    ? new Request(url, { method })
    : new Request(url, { method, headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) })
}

let requests = 0

/** The arguments React Router hands a loader or action: the request, its address, and a context holding the session, the request's id and its language. */
export async function handlerArgs(request: Request, url: URL, params: Record<string, string>, knocker: Knocker) {
  requests += 1
  const context = new RouterContextProvider()
  context.set(requestInfoContext, { nonce: '', requestId: `permission-walk-${requests}`, ip: `192.0.2.${requests % 250}` })
  context.set(sessionContext, knocker.session)
  const args = { request, url, params, context, pattern: url.pathname }
  await requestScopeMiddleware(args, async () => new Response())
  return args
}

/* ---------- The answers ---------- */

export interface Answer {
  status: number
  /** A 404's body, its address written {path}: the not-found page's data, or /v1's problem. */
  notFound?: string
  /** What a crash threw (a 500). */
  error?: unknown
}

/** What a handler answered, returned or thrown. */
export async function answerOf(run: () => unknown, url: URL): Promise<Answer> {
  let result: unknown
  try {
    result = await run()
  } catch (thrown) {
    if (!(thrown instanceof Response) && !(thrown && typeof thrown === 'object' && 'init' in thrown && 'data' in thrown)) {
      return { status: 500, error: thrown }
    }
    result = thrown
  }
  const written = (text: string) => text.replaceAll(url.pathname, '{path}')
  if (result instanceof Response) {
    return result.status === 404 ? { status: 404, notFound: written(await result.text()) } : { status: result.status }
  }
  if (result && typeof result === 'object' && 'init' in result && 'data' in result) {
    const { data, init } = result as { data: unknown; init: ResponseInit | null }
    const status = init?.status ?? 200
    return status === 404 ? { status, notFound: written(JSON.stringify(data)) } : { status }
  }
  return { status: 200 }
}
